// The administrator's screens: the texts of docs/spec/site-spec.md §§2, 5, 8, word for word.

export const MIN_PASSWORD_LENGTH = 8;

export const ADMIN_TOASTS = {
  signInSuccess: { title: 'Login Successful', description: 'Redirecting to dashboard...' },
  signInFailed: 'Sign in Failed',
  signUpFailed: 'Sign up Failed',
  signOutFailed: 'Sign out Failed',
  saveSuccess: { title: 'Saved!', description: 'Site settings have been successfully saved.' },
  saveFailed: 'Save Failed',
  updateSuccess: { title: 'Update Successful', description: 'Your credentials have been updated.' },
  updateFailed: 'Update Failed',
  noChanges: { title: 'No Changes', description: 'No new credentials were provided to update.' },
  confirmSuccess: { title: 'Order Confirmed', description: 'The order has been marked as confirmed.' },
  confirmFailed: 'Error confirming order',
  // Issue 12's texts.
  cancelSuccess: { title: 'Order Cancelled', description: 'The order has been cancelled.' },
  cancelFailed: 'Error cancelling order',
  resendSuccess: { title: 'E-mail Queued', description: "The buyer's latest e-mail will be sent again." },
  resendFailed: 'Error resending e-mail',
  fetchEmailFailed: 'Error fetching e-mail',
  fetchSettingsFailed: 'Error fetching settings',
  fetchOrdersFailed: 'Error fetching orders',
  fetchSupportFailed: 'Error fetching support requests',
  fetchHelpFailed: 'Error fetching help requests',
  // Issue 13's requests worked like tickets and the Activity view (the spec has no texts for these): our own wording.
  closeRequestSuccess: { title: 'Request Closed', description: 'The request has been closed.' },
  closeRequestFailed: 'Error closing request',
  reopenRequestSuccess: { title: 'Request Reopened', description: 'The request is open again.' },
  reopenRequestFailed: 'Error reopening request',
  noteSuccess: { title: 'Note Saved', description: 'The internal note has been saved.' },
  noteFailed: 'Error saving note',
  fetchActivityFailed: 'Error fetching activity',
  // Not in the spec (it has no "sign out everywhere"): our own wording.
  signedOutEverywhere: {
    title: 'Signed Out Everywhere',
    description: 'Every session of this account has ended, on every device. Sign in again to continue.',
  },
} as const;

export const DASHBOARD_TABS = [
  { id: 'settings', label: 'Site Settings' },
  { id: 'account', label: 'Admin Account' },
  { id: 'requests', label: 'Requests' },
  { id: 'orders', label: 'Orders' },
  { id: 'email', label: 'E-mail' },
  { id: 'activity', label: 'Activity' },
] as const;

export type DashboardTab = (typeof DASHBOARD_TABS)[number]['id'];

/** The tab a ?tab= value names; anything else is the default, Site Settings. */
export function parseTab(value: string | null | undefined): DashboardTab {
  return DASHBOARD_TABS.find((tab) => tab.id === value)?.id ?? 'settings';
}

/** The settings form: one field per value of the three site_settings rows, grouped as on screen. */
export const SETTINGS_SECTIONS = [
  {
    title: 'Pricing',
    description: 'Prices in US dollars, shown on the pricing page and at checkout.',
    fields: [
      { name: 'monthly', label: 'Monthly Plan', prefix: '$' },
      { name: 'yearly', label: 'Yearly Plan', prefix: '$' },
      { name: 'lifetime', label: 'Lifetime License', prefix: '$' },
    ],
  },
  {
    title: 'Contact Info',
    description: 'Shown on the contact page.',
    fields: [
      { name: 'phone', label: 'Phone' },
      { name: 'email', label: 'Email', type: 'email' },
      { name: 'address', label: 'Address' },
    ],
  },
  {
    title: 'ACH Payment Details',
    description: 'The bank account customers transfer to, shown at checkout.',
    fields: [
      { name: 'accountHolder', label: 'Account Holder Name' },
      { name: 'bankName', label: 'Bank Name' },
      { name: 'accountNumber', label: 'Account Number' },
      { name: 'routingNumber', label: 'Routing Number' },
    ],
  },
  {
    title: 'Downloads',
    description:
      'The free download page. Leave every field empty until an installer is ready: the page then says the download is coming soon.',
    fields: [
      { name: 'downloadVersion', label: 'Version', optional: true, hint: 'Both installers, e.g. 4.2.1' },
      { name: 'downloadReleaseDate', label: 'Release Date', optional: true, type: 'date', hint: 'The day the installers were published' },
      {
        name: 'windowsUrl',
        label: 'Windows Download URL',
        optional: true,
        type: 'url',
        wide: true,
        hint: 'https:// address of the installer',
      },
      { name: 'windowsSize', label: 'Windows File Size', optional: true, hint: 'e.g. 84.2 MB' },
      { name: 'windowsSha256', label: 'Windows SHA-256 Checksum', optional: true, hint: '64 hexadecimal characters' },
      { name: 'macosUrl', label: 'macOS Download URL', optional: true, type: 'url', wide: true, hint: 'https:// address of the installer' },
      { name: 'macosSize', label: 'macOS File Size', optional: true, hint: 'e.g. 96.5 MB' },
      { name: 'macosSha256', label: 'macOS SHA-256 Checksum', optional: true, hint: '64 hexadecimal characters' },
    ],
  },
] as const;

/** Each settings field's label, by field name (form errors, the Activity view). */
export const SETTINGS_FIELD_LABELS = Object.fromEntries(
  SETTINGS_SECTIONS.flatMap((section) => section.fields.map((field) => [field.name, field.label])),
) as Record<SettingsField, string>;

/** The Downloads group: every field optional, so the four-row save works before an installer exists. */
export const DOWNLOAD_FIELDS = SETTINGS_SECTIONS[3].fields.map((field) => field.name);

export type SettingsField = (typeof SETTINGS_SECTIONS)[number]['fields'][number]['name'];

/** What a cancellation tells the buyer when the administrator writes nothing else. */
export const DEFAULT_CANCEL_REASON = 'Payment not received within 7 days';
/** The longest reason a cancellation may give (it goes into an e-mail and onto the order page). */
export const MAX_CANCEL_REASON = 300;

/** The longest internal note on a request, in characters. */
export const MAX_REQUEST_NOTE = 2000;
