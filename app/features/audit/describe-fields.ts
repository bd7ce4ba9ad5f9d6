import { formatCreatedAt } from '~/lib/created-label';
import { formatUsd } from '~/lib/money';

// Every name an audit row's details may hold, with its label and how its value reads. recordAudit's
// type admits only these names (record.server.ts), so a new field can't be written without words for
// it, and the Activity view never shows a stored key. Labels are sentence case, as the view reads.

type Format = (value: unknown) => string;

const text = (value: unknown): string =>
  value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);
/** A value as words: '(empty)' for nothing, an object's parts by their names in words. */
export function shownValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.length === 0 ? '(none)' : value.map(shownValue).join(', ');
  if (typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>)
      .map(([key, part]) => `${fieldLabel(key)}: ${shownValue(part)}`)
      .join('; ');
  }
  return text(value);
}

const plain: Format = shownValue;
const money: Format = (value) => (typeof value === 'number' && Number.isSafeInteger(value) ? formatUsd(value) : shownValue(value));
const moment: Format = (value) => (text(value) === '' ? '(empty)' : formatCreatedAt(text(value)));
const yesNo: Format = (value) => (value === true ? 'Yes' : value === false ? 'No' : shownValue(value));
const numbered: Format = (value) => (typeof value === 'number' ? `#${value}` : shownValue(value));

const field = (label: string, format: Format = plain) => ({ label, format });

export const AUDIT_FIELDS = {
  account: field('Refund account'),
  activationId: field('Activation', numbered),
  amountCents: field('Amount', money),
  at: field('To be published on', moment),
  bankReference: field('Bank reference'),
  bookedOn: field('Booked on'),
  cancelledAt: field('Had been cancelled on', moment),
  changed: field('Fields changed'),
  changes: field('Changes'),
  closed: field('Closed with the reply', yesNo),
  created: field('New', yesNo),
  creditNote: field('Credit note'),
  differenceCents: field('Difference from the amount due', money),
  during: field('During'),
  email: field('E-mail'),
  emailChanged: field('E-mail changed', yesNo),
  everywhere: field('Signed out everywhere', yesNo),
  filters: field('Filters'),
  from: field('Was'),
  invoice: field('Invoice'),
  kind: field('Kind'),
  licenseExpiresAt: field('License expires', moment),
  licenseKey: field('License key'),
  line: field('Step'),
  list: field('List'),
  messageId: field('Message-ID'),
  name: field('Name'),
  note: field('Note'),
  paidCents: field('Amount paid', money),
  passwordChanged: field('Password changed', yesNo),
  position: field('Position'),
  reason: field('Reason'),
  recoveryCodes: field('Recovery codes issued'),
  recoveryCodesLeft: field('Recovery codes left'),
  renews: field('Renews the license of'),
  revision: field('Revision of', moment),
  rows: field('Rows'),
  sentOn: field('Sent on'),
  shortByBankFees: field('Short by bank fees', yesNo),
  slug: field('Address'),
  statementLine: field('Bank statement line', numbered),
  step: field('Step'),
  through: field('Through'),
  to: field('To'),
  was: field('It was'),
} as const satisfies Record<string, { label: string; format: Format }>;

export type AuditField = keyof typeof AUDIT_FIELDS;

/** Whether `name` is one of the fields an audit row may hold. */
export function isAuditField(name: string): name is AuditField {
  return Object.hasOwn(AUDIT_FIELDS, name);
}

/** A field's label; a name this version doesn't know (a row from another one) in words: 'paidCents' → 'Paid cents'. */
export function fieldLabel(name: string): string {
  if (isAuditField(name)) return AUDIT_FIELDS[name].label;
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words ? words[0]!.toUpperCase() + words.slice(1) : '(unnamed)';
}

/** 'Amount paid: $149.99': a field as a line, by its label and its formatted value. */
export function fieldLine(name: string, value: unknown): string {
  const format = isAuditField(name) ? AUDIT_FIELDS[name].format : name.endsWith('Cents') ? money : plain;
  return `${fieldLabel(name)}: ${format(value)}`;
}
