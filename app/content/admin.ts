// The administrator's screens: the texts of docs/spec/site-spec.md §§2, 5, 8, word for word.
import type { SettingsField, SettingsGroup } from '~/features/settings/fields';
import type { AttentionKind } from '~/features/dashboard/attention';
import type { DashboardTab } from '~/lib/paths';

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
  // Cancelling and resending: the spec has no texts for these, our own wording.
  cancelSuccess: { title: 'Order Cancelled', description: 'The order has been cancelled.' },
  cancelFailed: 'Error cancelling order',
  resendSuccess: { title: 'E-mail Queued', description: "The buyer's latest e-mail will be sent again." },
  resendFailed: 'Error resending e-mail',
  sendAgainFailed: 'Error sending again',
  fetchEmailFailed: 'Error fetching e-mail',
  fetchSettingsFailed: 'Error fetching settings',
  fetchOrdersFailed: 'Error fetching orders',
  fetchSupportFailed: 'Error fetching support requests',
  fetchHelpFailed: 'Error fetching help requests',
  // Requests worked as a help desk, and the Activity view (the spec has no texts for these): our own wording.
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

type Toast = { type: 'success' | 'error' | 'info'; title: string; description: string };

/**
 * The answer to each outcome of the Orders and Requests tabs' buttons that the spec has no words for:
 * a button pressed on a stale page (the order changed meanwhile), twice, or on something gone.
 */
export const OUTCOME_TOASTS = {
  orderNotFound: (id: number): Toast => ({ type: 'error', title: ADMIN_TOASTS.confirmFailed, description: `Order #${id} was not found.` }),
  invalidOrder: (title: string): Toast => ({ type: 'error', title, description: 'The order number is not valid.' }),
  alreadyConfirmed: (reference: string): Toast => ({
    type: 'info',
    title: 'Already Confirmed',
    description: `Order ${reference} was already confirmed. Nothing changed.`,
  }),
  confirmCancelled: (reference: string): Toast => ({
    type: 'error',
    title: ADMIN_TOASTS.confirmFailed,
    description: `Order ${reference} is cancelled, so it was not confirmed. Nothing changed.`,
  }),
  alreadyCancelled: (reference: string): Toast => ({
    type: 'info',
    title: 'Already Cancelled',
    description: `Order ${reference} was already cancelled. Nothing changed.`,
  }),
  cancelConfirmed: (reference: string): Toast => ({
    type: 'error',
    title: ADMIN_TOASTS.cancelFailed,
    description: `Order ${reference} is confirmed and its license was sent, so it was not cancelled. Nothing changed.`,
  }),
  reasonMissing: (): Toast => ({
    type: 'error',
    title: ADMIN_TOASTS.cancelFailed,
    description: 'Please give the reason the buyer will read.',
  }),
  reasonTooLong: (max: number): Toast => ({
    type: 'error',
    title: ADMIN_TOASTS.cancelFailed,
    description: `Please keep the reason under ${max} characters.`,
  }),
  requestNotFound: (title: string): Toast => ({ type: 'error', title, description: 'The request was not found.' }),
  alreadyClosed: (reference: string): Toast => ({
    type: 'info',
    title: 'Already Closed',
    description: `Request ${reference} was already closed. Nothing changed.`,
  }),
  alreadyOpen: (reference: string): Toast => ({
    type: 'info',
    title: 'Already Open',
    description: `Request ${reference} is already open. Nothing changed.`,
  }),
  noteUnchanged: (reference: string): Toast => ({
    type: 'info',
    title: 'No Changes',
    description: `The note on ${reference} is as it was.`,
  }),
  noteTooLong: (max: number): Toast => ({
    type: 'error',
    title: ADMIN_TOASTS.noteFailed,
    description: `Please keep the note under ${max.toLocaleString('en-US')} characters.`,
  }),
};

/** The dashboard's tabs as they are named on screen (their order and addresses: lib/paths.ts). */
export const DASHBOARD_TAB_LABELS: Readonly<Record<DashboardTab, string>> = {
  settings: 'Site Settings',
  overview: 'Overview',
  account: 'Admin Account',
  requests: 'Requests',
  orders: 'Orders',
  email: 'E-mail',
  activity: 'Activity',
  content: 'Content',
};

const counted = new Intl.NumberFormat('en-US');
const many = (count: number, one: string, more: string) => `${counted.format(count)} ${count === 1 ? one : more}`;

/** The parts of the line above the tabs ("3 pending orders · 2 requests waiting · 1 refund to send"). */
export const ATTENTION = {
  label: 'Needs attention',
  parts: {
    'pending-orders': (count: number) => many(count, 'pending order', 'pending orders'),
    'requests-waiting': (count: number) => many(count, 'request waiting', 'requests waiting'),
    'refunds-to-send': (count: number) => many(count, 'refund to send', 'refunds to send'),
    'mail-not-sent': (count: number) => many(count, 'e-mail not sent', 'e-mails not sent'),
  } satisfies Readonly<Record<AttentionKind, (count: number) => string>>,
} as const;

/** The Site Settings form's groups as shown (their fields and labels: features/settings/fields.ts). */
export const SETTINGS_SECTIONS: Readonly<Record<SettingsGroup, { title: string; description: string }>> = {
  pricing: { title: 'Pricing', description: 'Prices in US dollars, shown on the pricing page and at checkout.' },
  contact: {
    title: 'Contact Info',
    description: 'Shown on the contact page; the time zone goes with the support hours wherever they are stated.',
  },
  company: {
    title: 'Company',
    description:
      'The seller buyers pay: shown in the footer, at checkout, in every e-mail and on invoices. Legal name, address and registration number go together.',
  },
  bank: { title: 'ACH Payment Details', description: 'The bank account customers transfer to, shown at checkout.' },
  international: {
    title: 'International Transfers',
    description:
      'For buyers outside the US: shown at checkout under “Paying from outside the US?”, in the payment details e-mail and on invoices. Leave empty to offer US transfers only. Amounts stay in US dollars.',
  },
  downloads: {
    title: 'Downloads',
    description:
      'The free download page. Leave every field empty until an installer is ready: the page then says the download is coming soon.',
  },
};

/** The hint under a settings field, where one helps. */
export const SETTINGS_HINTS: Partial<Record<SettingsField, string>> = {
  monthly: 'US dollars, e.g. 29.99',
  yearly: 'US dollars, e.g. 29.99',
  lifetime: 'US dollars, e.g. 29.99',
  timeZone:
    'The time zone of your business hours (an IANA name such as America/New_York, Europe/London or UTC): pages name it beside the hours.',
  companyLegalName: 'As registered, e.g. Recoverly Software Inc.',
  companyAddress: 'Street, city, state and ZIP, on one line',
  companyTaxId: 'Optional',
  routingNumber: '9 digits: the ABA routing number',
  accountNumber: '4 to 17 digits',
  iban: 'Optional. Checked against its check digits, e.g. DE89 3704 0044 0532 0130 00',
  bic: 'Optional. 8 or 11 characters, e.g. DEUTDEFF',
  wireBankName: 'The bank that holds the account, as a wire form asks for it',
  wireBankAddress: 'Street, city and country of that bank',
  intermediaryBank: 'Optional: the correspondent bank wires in US dollars go through (name and BIC)',
  acceptShortBy:
    'A transfer short by at most this much is matched as “short by bank fees” on an imported statement, and confirmed with the shortfall noted. 0 matches exact amounts only.',
  downloadVersion: 'Both installers, e.g. 4.2.1',
  downloadReleaseDate: 'The day the installers were published',
  windowsUrl: 'https:// address of the installer',
  windowsSize: 'e.g. 84.2 MB',
  windowsSha256: '64 hexadecimal characters',
  macosUrl: 'https:// address of the installer',
  macosSize: 'e.g. 96.5 MB',
  macosSha256: '64 hexadecimal characters',
};

/** The E-mail screen's own words: its filter of what wasn't sent, and Send again. */
export const EMAIL_SCREEN = {
  unsentFilter: 'Failed or not sent',
  sendAgain: 'Send again',
  sendingAgain: 'Queuing...',
  queued: (to: string) => ({ title: 'E-mail Queued', description: `The e-mail to ${to} will be sent again now.` }),
  notUnsent: (to: string, status: string) => ({
    title: 'Nothing to Send Again',
    description: `The e-mail to ${to} is ${status} already. Nothing changed.`,
  }),
  notFound: { title: 'Error sending again', description: 'That e-mail was not found. Please reload the page.' },
  cannotRebuild: (to: string, reason: string) => ({
    title: 'Not Sent',
    description: `The e-mail to ${to} was held back without its text and can’t be written again: ${reason} Nothing was sent.`,
  }),
} as const;
