// The administrator's second factor, the fresh sign-in sensitive changes ask for, and their messages.
// The spec has no texts for these: our own wording. The sign-in toasts' titles stay the
// spec's ('Sign in Failed', 'Login Successful').

/** The sign-in page's second step. */
export const CODE_STEP = {
  title: 'Authentication Code',
  intro: 'Enter the 6-digit code from your authenticator app.',
  label: 'Authentication Code',
  hint: 'Lost your phone? Enter one of your recovery codes (xxxx-xxxx-xxxx) instead.',
  submit: 'Verify',
  busy: 'Verifying...',
  startOver: 'Sign in with a different account',
  /** Followed by the command as it is run where the site runs (recoverly admin --reset-2fa, or npm run admin -- --reset-2fa). */
  lostBoth: 'Lost the app and the recovery codes? Whoever runs the server can turn two-factor sign-in off with',
} as const;

/** The descriptions under 'Sign in Failed' at the code step. */
export const CODE_STEP_ERRORS = {
  missing: 'Please enter the 6-digit code from your authenticator app, or a recovery code.',
  invalid: 'Invalid authentication code.',
  expired: 'Your sign-in took longer than 5 minutes. Please enter your email and password again.',
} as const;

/** The Admin Account tab's panel. */
export const TWO_FACTOR_PANEL = {
  title: 'Two-Factor Authentication',
  offStatus: 'Off',
  onStatus: 'On',
  offDescription:
    'Sign-in asks only for your password. Add a code from an authenticator app (such as Google Authenticator, 1Password or Authy), so a stolen password alone opens nothing.',
  onDescription: (since: string, left: number) =>
    `Sign-in asks for a code from your authenticator app, since ${since}. ${left} of 10 recovery codes left.`,
  pendingDescription: 'A set-up was started but not confirmed yet: two-factor sign-in is still off.',
  setUp: 'Set Up',
  continueSetUp: 'Continue Set-Up',
  manage: 'Turn Off',
} as const;

/** The set-up and turn-off page (/admin/two-factor). */
export const TWO_FACTOR_PAGE = {
  title: 'Two-Factor Authentication',
  back: 'Back to Admin Account',
  startHeading: 'Set up two-factor sign-in',
  startText: 'You will scan a QR code with an authenticator app on your phone, then enter one code from it to confirm.',
  scanHeading: '1. Scan the QR code',
  scanText: 'Open your authenticator app, add an account, and scan this code.',
  qrLabel: 'QR code for your authenticator app',
  manualHeading: 'Or type the key',
  manualText: 'If you cannot scan, enter this key by hand (time-based, 6 digits, every 30 seconds):',
  secretLabel: 'Secret key',
  uriLabel: 'Set-up address (otpauth://)',
  confirmHeading: '2. Enter a code from the app',
  codeLabel: 'Authentication Code',
  codeHint: 'The 6 digits the app shows for Recoverly now.',
  passwordLabel: 'Current Password',
  passwordHint: 'You signed in more than 10 minutes ago: confirm it is you.',
  confirm: 'Turn On Two-Factor Authentication',
  confirmBusy: 'Turning On...',
  restart: 'Start Again With a New Key',
  offHeading: 'Turn off two-factor sign-in',
  offText:
    'Sign-in will then ask for your password only. Enter your password and a current code from the app (or a recovery code) to turn it off.',
  offCodeHint: 'The 6 digits the app shows now, or a recovery code.',
  turnOff: 'Turn Off Two-Factor Authentication',
  turnOffBusy: 'Turning Off...',
} as const;

/** The recovery codes, shown once after set-up. */
export const RECOVERY_CODES = {
  heading: 'Save your recovery codes',
  onceNote:
    'These codes are shown only once. Each works one time, in place of a code from the app, if you lose your phone. Keep them somewhere safe, away from your password.',
  listLabel: 'Recovery codes',
  download: 'Download Codes (.txt)',
  fileName: 'recoverly-recovery-codes.txt',
  copy: 'Copy Codes',
  copied: 'Recovery codes copied to clipboard.',
  done: 'I Have Saved My Codes',
  fileHeader: (email: string) =>
    `Recoverly administrator recovery codes for ${email}\nEach code works once. Keep this file somewhere safe.\n\n`,
} as const;

/** The fresh sign-in a sensitive change asks for (bank details, credentials, two-factor). */
export const REAUTH = {
  heading: 'Confirm it is you',
  bankText:
    'You changed the bank details customers pay to. You signed in more than 10 minutes ago, so enter your password to save them. Nothing has been saved yet; your entries are kept below.',
  bankTextTwoFactor:
    'You changed the bank details customers pay to. You signed in more than 10 minutes ago, so enter your password and a code from your authenticator app to save them. Nothing has been saved yet; your entries are kept below.',
  passwordLabel: 'Password',
  codeLabel: 'Authentication Code',
  codeHint: 'From your authenticator app, or a recovery code.',
  submit: 'Confirm and Save Site Settings',
  accountCodeLabel: 'Authentication Code',
  accountCodeHint: 'Two-factor sign-in is on: the 6 digits your app shows now, or a recovery code.',
} as const;

/** Messages: each a toast with JavaScript, a status banner without. */
export const SECURITY_TOASTS = {
  reauthRequired: { title: 'Confirm It Is You', description: 'Enter your password to save the new bank details.' },
  reauthRequiredTwoFactor: {
    title: 'Confirm It Is You',
    description: 'Enter your password and a code from your authenticator app to save the new bank details.',
  },
  wrongPassword: 'The password is not correct.',
  missingPassword: 'Please enter your password.',
  missingCode: 'Please enter the code from your authenticator app, or a recovery code.',
  wrongCode: 'The authentication code is not correct, or was already used.',
  setUpFailed: 'Set-Up Failed',
  turnOffFailed: 'Turn Off Failed',
  alreadyOn: { title: 'Already On', description: 'Two-factor sign-in is already on. Nothing changed.' },
  alreadyOff: { title: 'Already Off', description: 'Two-factor sign-in is already off. Nothing changed.' },
  notStarted: 'This set-up is no longer current. Please start again.',
  enabled: { title: 'Two-Factor Authentication On', description: 'Save your recovery codes now: they are shown only once.' },
  turnedOff: { title: 'Two-Factor Authentication Off', description: 'Sign-in now asks for your password only.' },
} as const;

/** The Activity view's mark on a bank-details change (every one of them also e-mailed an alert). */
export const BANK_CHANGE_MARK = 'Security alert';
