import { formatCreatedAt } from '~/lib/created-label';
import { formatUsd } from '~/lib/money';
import { MASKED_FIELDS, SETTINGS_FIELD_LABELS } from '~/features/settings/fields';
import { REQUEST_STATUS_LABELS } from '~/features/requests/status';
import { dashboardPath, adminRequestPath } from '~/lib/paths';
import { fieldLabel, fieldLine, shownValue } from './describe-fields';
import { maskLastFour } from './settings-changes';

// An audit row's details in words, for the Activity view. Every key is shown: those a kind tells in a
// sentence here, any other by its label and formatted value (./describe-fields.ts), so nothing
// recorded is hidden and no stored key reaches the screen.

type Details = Record<string, unknown>;

// Looked up by whatever the stored row says, which may be a field this version no longer has.
const FIELD_LABELS: Record<string, string> = SETTINGS_FIELD_LABELS;
const STATUS_WORDS: Record<string, string> = REQUEST_STATUS_LABELS;
const CSV_LISTS: Record<string, string> = { orders: 'Orders', support: 'Support requests', help: 'Help Center requests' };

const text = (value: unknown): string =>
  value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);
const shown = (value: unknown) => (text(value) === '' ? '(empty)' : shownValue(value));

// Bank numbers are stored masked; masked again here, so a row written unmasked never shows one whole.
function settingValue(field: string, value: unknown): string {
  return MASKED_FIELDS.has(field) && text(value) !== '' ? maskLastFour(text(value)) : shown(value);
}

function settingsChanges(changes: unknown): string[] {
  if (!Array.isArray(changes)) return [fieldLine('changes', changes)];
  if (changes.length === 0) return ['No field changed'];
  return changes.map((change: { field?: unknown; before?: unknown; after?: unknown }) => {
    const field = text(change.field);
    return `${FIELD_LABELS[field] ?? field}: ${settingValue(field, change.before)} → ${settingValue(field, change.after)}`;
  });
}

// How an administrator or its second factor was changed: `through` in the details.
const THROUGH: Record<string, string> = {
  cli: 'Through the command line (npm run admin)',
  dashboard: 'Through the dashboard',
  'setup link': 'Through the setup link',
};
const through = (value: unknown) => [THROUGH[text(value)] ?? `Through the ${shown(value)}`];

// What a second-factor code was asked for (`during`), and why one was refused (`reason`).
const DURING: Record<string, string> = {
  'sign-in': 'At sign-in',
  'set-up': 'While setting up two-factor authentication',
  'bank details': 'To save changed bank details',
  credentials: 'To change the credentials',
  'turning off': 'To turn two-factor authentication off',
  'refund account': 'To reveal a refund account',
};
const CODE_REFUSED: Record<string, string> = {
  wrong: 'Reason: wrong code',
  reused: 'Reason: code already used',
  'not-enabled': 'Reason: two-factor authentication is not on',
};

function emailChange(value: unknown): string[] {
  const change = (value ?? {}) as { before?: unknown; after?: unknown };
  return [`E-mail changed from ${shown(change.before)} → ${shown(change.after)}`];
}

function amount(value: unknown): string[] {
  return [`Amount: ${typeof value === 'number' && Number.isSafeInteger(value) ? formatUsd(value) : shown(value)}`];
}

function when(label: string) {
  return (value: unknown) => (text(value) === '' ? [] : [`${label} ${formatCreatedAt(text(value))}`]);
}

// The list filters a CSV export names (dashboard/list-filters.ts), as the filter bar labels them.
const FILTER_LABELS: Record<string, string> = { q: 'Search', status: 'Status', from: 'From', to: 'To' };

function csvFilters(filters: unknown): string {
  if (!filters || typeof filters !== 'object') return `Filters: ${shown(filters)}`;
  const set = Object.entries(filters as Details).filter(([, value]) => text(value) !== '');
  const named = set.map(([name, value]) => `${FILTER_LABELS[name] ?? fieldLabel(name)} = ${text(value)}`);
  return set.length === 0 ? 'Filters: none' : `Filters: ${named.join(', ')}`;
}

// The content kinds as a sentence names them (features/content/model.ts stores the keys).
const CONTENT_NOUNS: Record<string, string> = { post: 'Blog post', guide: 'User guide', faq: 'FAQ entry', testimonial: 'Testimonial' };
const contentLines = {
  kind: (value: unknown) => [CONTENT_NOUNS[text(value)] ?? `Kind: ${shown(value)}`],
  slug: (value: unknown) => (text(value) === '' ? [] : [`Address: ${shown(value)}`]),
  changed: (value: unknown) => [`Fields changed: ${Array.isArray(value) && value.length ? value.map(text).join(', ') : 'none'}`],
};

// Per kind: the sentence for each key it knows.
const KNOWN: Record<string, Record<string, (value: unknown, details: Details) => string[]>> = {
  'settings-saved': { changes: settingsChanges },
  'order-cancelled': { reason: (value) => [`Reason: ${shown(value)}`] },
  'order-confirmed': { licenseKey: (value) => [`License key: ${shown(value)}`] },
  'email-resent': { kind: (value) => [`Message: ${shown(value)}`], to: (value) => [`To: ${shown(value)}`] },
  'sign-in-failed': { reason: (value) => [`Reason: ${shown(value)}`] },
  'sign-out': { everywhere: (value) => (value === true ? ['Signed out everywhere: every session ended'] : []) },
  'admin-created': { through },
  'admin-reset': { through, email: emailChange },
  'credentials-changed': {
    emailChanged: () => [],
    email: emailChange,
    passwordChanged: (value) => (value === true ? ['Password changed'] : []),
  },
  'two-factor-enabled': { through, recoveryCodes: (value) => [`Recovery codes issued: ${shown(value)}`] },
  'two-factor-disabled': { through },
  'two-factor-failed': {
    during: (value) => [DURING[text(value)] ?? `During: ${shown(value)}`],
    reason: (value) => [CODE_REFUSED[text(value)] ?? `Reason: ${shown(value)}`],
  },
  'recovery-code-used': {
    during: (value) => [DURING[text(value)] ?? `During: ${shown(value)}`],
    recoveryCodesLeft: (value) => [`Recovery codes left: ${shown(value)}`],
  },
  'bank-details-changed': { changes: settingsChanges },
  'order-refunded': {
    amountCents: amount,
    reason: (value) => [`Reason: ${shown(value)}`],
    creditNote: (value) => [`Credit note: ${shown(value)}`],
  },
  'order-refund-sent': {
    amountCents: amount,
    sentOn: (value) => [`Sent on: ${shown(value)}`],
    bankReference: (value) => [`Bank reference: ${shown(value)}`],
    creditNote: (value) => [`Credit note: ${shown(value)}`],
  },
  'email-sent-again': {
    kind: (value) => [`Message: ${shown(value)}`],
    to: (value) => [`To: ${shown(value)}`],
    was: (value) => [`It was: ${value === 'skipped' ? 'not sent (over a cap)' : shown(value)}`],
  },
  'order-reopened': {
    cancelledAt: when('Had been cancelled on'),
    reason: (value) => (text(value) === '' ? [] : [`Cancellation reason: ${shown(value)}`]),
  },
  'order-noted': { note: (value) => [`Note: ${shown(value)}`] },
  'request-noted': { note: (value) => [`Note: ${shown(value)}`] },
  'request-replied': {
    to: (value) => [`To: ${shown(value)}`],
    messageId: (value) => [`Message-ID: ${shown(value)}`],
    closed: (value) => (value === true ? ['The request was closed with the reply'] : []),
  },
  'request-closed': { from: (value) => [`Was: ${STATUS_WORDS[text(value)] ?? shown(value)}`] },
  'request-reopened': { from: (value) => [`Was: ${STATUS_WORDS[text(value)] ?? shown(value)}`] },
  'request-waiting': { from: (value) => [`Was: ${STATUS_WORDS[text(value)] ?? shown(value)}`] },
  'saved-reply-saved': { name: (value) => [`Name: ${shown(value)}`], created: (value) => (value === true ? ['New saved reply'] : []) },
  'saved-reply-deleted': { name: (value) => [`Name: ${shown(value)}`] },
  'content-saved': { ...contentLines, created: (value) => (value === true ? ['New'] : []) },
  'content-published': contentLines,
  'content-scheduled': { ...contentLines, at: when('To be published on') },
  'content-unpublished': contentLines,
  'content-deleted': contentLines,
  'content-restored': { ...contentLines, revision: (value) => [`Restored the revision of ${formatCreatedAt(text(value))}`] },
  'content-moved': { ...contentLines, position: (value) => [`Now number ${shown(value)} in its list`] },
  // recoverly update and rollback: each step's line, as the terminal showed it.
  update: { line: (value) => [shown(value)], step: () => [] },
  'csv-exported': {
    list: (value) => [`List: ${CSV_LISTS[text(value)] ?? shown(value)}`],
    filters: (value) => [csvFilters(value)],
    rows: (value) => [`Rows: ${shown(value)}`],
  },
};

/** The lines that tell what a recorded action changed, from its kind and its stored JSON details. */
export function describeDetails(kind: string, detailsJson: string): string[] {
  let details: unknown;
  try {
    details = JSON.parse(detailsJson);
  } catch {
    return [detailsJson];
  }
  if (!details || typeof details !== 'object' || Array.isArray(details)) return text(details) ? [text(details)] : [];
  const known = KNOWN[kind] ?? {};
  return Object.entries(details as Details).flatMap(([key, value]) =>
    Object.hasOwn(known, key) ? known[key]!(value, details as Details) : [fieldLine(key, value)],
  );
}

/** Where a subject reference leads: its order searched on the Orders tab, or its request's conversation. */
export function subjectHref(subject: string | null): string | null {
  if (!subject) return null;
  if (subject.startsWith('REQ-')) return adminRequestPath(subject);
  return subject.startsWith('ORD-') ? dashboardPath('orders', { q: subject }) : null;
}
