// What the audit log records, by key (stored) and by the words the Activity view shows. Shared with
// the browser: the Activity filter lists these.
export const AUDIT_KINDS = {
  'sign-in': 'Signed in',
  'sign-in-failed': 'Failed sign-in',
  'sign-out': 'Signed out',
  'admin-created': 'Administrator created',
  'settings-saved': 'Settings saved',
  'credentials-changed': 'Credentials changed',
  'order-confirmed': 'Order confirmed',
  'order-cancelled': 'Order cancelled',
  'email-resent': 'E-mail resent',
  'request-closed': 'Request closed',
  'request-reopened': 'Request reopened',
  'request-noted': 'Request note saved',
  'request-replied': 'Reply sent',
  'request-waiting': 'Request set to waiting on customer',
  'saved-reply-saved': 'Saved reply saved',
  'saved-reply-deleted': 'Saved reply deleted',
  'csv-exported': 'CSV exported',
  'admin-reset': 'Administrator reset',
  'two-factor-enabled': 'Two-factor turned on',
  'two-factor-disabled': 'Two-factor turned off',
  'two-factor-failed': 'Failed authentication code',
  'recovery-code-used': 'Recovery code used',
  'bank-details-changed': 'Bank details changed',
  'order-refunded': 'Order refunded',
  'order-refund-sent': 'Refund sent',
  'email-sent-again': 'E-mail sent again',
  'order-reopened': 'Order reopened',
  'order-noted': 'Order note added',
  'device-activated': 'Device activated',
  'device-deactivated': 'Device deactivated',
  'license-revoked': 'License revoked',
  'content-saved': 'Content saved',
  'content-published': 'Content published',
  'content-scheduled': 'Content scheduled',
  'content-unpublished': 'Content unpublished',
  'content-deleted': 'Content deleted',
  'content-restored': 'Content revision restored',
  'content-moved': 'Content moved',
  update: 'Update or rollback',
  'refund-account-revealed': 'Refund account revealed',
} as const;

export type AuditKind = keyof typeof AUDIT_KINDS;

export function isAuditKind(value: unknown): value is AuditKind {
  return typeof value === 'string' && Object.hasOwn(AUDIT_KINDS, value);
}

// Kinds the log once stored under another spelling. Its rows are append-only and chained, so they
// keep what they were written with; they read as the kind they are now.
const STORED_AS: Readonly<Partial<Record<AuditKind, readonly string[]>>> = { 'license-revoked': ['licence-revoked'] };

/** Every spelling a kind is stored under, for finding its rows. */
export function storedKinds(kind: AuditKind): readonly string[] {
  return [kind, ...(STORED_AS[kind] ?? [])];
}

/** The kind a stored row means, or null for one this version doesn't know. */
export function auditKindOf(stored: string): AuditKind | null {
  if (isAuditKind(stored)) return stored;
  const entry = Object.entries(STORED_AS).find(([, spellings]) => spellings.includes(stored));
  return entry && isAuditKind(entry[0]) ? entry[0] : null;
}
