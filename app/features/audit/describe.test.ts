import { describe, expect, it } from 'vitest';
import { describeDetails, subjectHref } from './describe';
import { AUDIT_FIELDS, type AuditField } from './describe-fields';
import { AUDIT_KINDS } from './kinds';

const words = (kind: string, details: unknown) => describeDetails(kind, JSON.stringify(details));

describe('audit details in words', () => {
  it('shows each changed setting by its label, before → after', () => {
    expect(
      words('settings-saved', {
        changes: [
          { field: 'monthly', before: '29.99', after: '34.99' },
          { field: 'accountNumber', before: '••••6789', after: '••••4321' },
          { field: 'downloadVersion', before: '', after: '4.2.1' },
        ],
      }),
    ).toEqual(['Monthly Plan: 29.99 → 34.99', 'Account Number: ••••6789 → ••••4321', 'Version: (empty) → 4.2.1']);
  });

  it('tells the reason, the credentials changed, the note, sign-out everywhere', () => {
    expect(words('order-cancelled', { reason: 'No transfer' })).toEqual(['Reason: No transfer']);
    expect(
      words('credentials-changed', {
        emailChanged: true,
        email: { before: 'a@example.com', after: 'b@example.com' },
        passwordChanged: true,
      }),
    ).toEqual(['E-mail changed from a@example.com → b@example.com', 'Password changed']);
    expect(words('credentials-changed', { emailChanged: false, passwordChanged: true })).toEqual(['Password changed']);
    expect(words('request-noted', { note: 'Called back' })).toEqual(['Note: Called back']);
    expect(words('sign-out', { everywhere: true })).toEqual(['Signed out everywhere: every session ended']);
    expect(words('sign-out', { everywhere: false })).toEqual([]);
  });

  it('tells which list a CSV export held, its filters and its row count', () => {
    expect(words('csv-exported', { list: 'support', filters: { status: 'open', q: 'smith', from: '' }, rows: 12 })).toEqual([
      'List: Support requests',
      'Filters: Status = open, Search = smith',
      'Rows: 12',
    ]);
    expect(words('csv-exported', { list: 'orders', filters: {}, rows: 0 })).toEqual(['List: Orders', 'Filters: none', 'Rows: 0']);
  });

  it('tells how an administrator was created or reset: from the command line or the setup link', () => {
    expect(words('admin-created', { through: 'setup link' })).toEqual(['Through the setup link']);
    expect(words('admin-created', { through: 'cli' })).toEqual(['Through the command line (npm run admin)']);
    expect(words('admin-reset', { through: 'cli' })).toEqual(['Through the command line (npm run admin)']);
    expect(words('admin-reset', { through: 'cli', email: { before: 'a@example.com', after: 'b@example.com' } })).toEqual([
      'Through the command line (npm run admin)',
      'E-mail changed from a@example.com → b@example.com',
    ]);
  });

  it('tells two-factor turned on and off, from the dashboard or the command line', () => {
    expect(words('two-factor-enabled', { recoveryCodes: 10 })).toEqual(['Recovery codes issued: 10']);
    expect(words('two-factor-disabled', { through: 'dashboard' })).toEqual(['Through the dashboard']);
    expect(words('two-factor-disabled', { through: 'cli' })).toEqual(['Through the command line (npm run admin)']);
  });

  it('tells what a refused code was for and why, and how many recovery codes are left', () => {
    expect(words('two-factor-failed', { during: 'sign-in', reason: 'wrong' })).toEqual(['At sign-in', 'Reason: wrong code']);
    expect(words('two-factor-failed', { during: 'bank details', reason: 'reused' })).toEqual([
      'To save changed bank details',
      'Reason: code already used',
    ]);
    expect(words('two-factor-failed', { during: 'turning off', reason: 'not-enabled' })).toEqual([
      'To turn two-factor authentication off',
      'Reason: two-factor authentication is not on',
    ]);
    expect(words('recovery-code-used', { during: 'sign-in', recoveryCodesLeft: 9 })).toEqual(['At sign-in', 'Recovery codes left: 9']);
  });

  it('shows bank changes field by field, numbers masked to their last four digits even if stored whole', () => {
    expect(
      words('bank-details-changed', {
        changes: [
          { field: 'routingNumber', before: '••••0021', after: '••••0015' },
          { field: 'accountNumber', before: '000123456789', after: '000987654321' },
          { field: 'bankName', before: 'First Bank', after: 'Second Bank' },
        ],
      }),
    ).toEqual(['Routing Number: ••••0021 → ••••0015', 'Account Number: ••••6789 → ••••4321', 'Bank Name: First Bank → Second Bank']);
  });

  it('tells a refund in dollars with its reason, a reopened order, and an order note', () => {
    expect(words('order-refunded', { amountCents: 7999, reason: 'Bought twice', creditNote: 'CN-2026-0001' })).toEqual([
      'Amount: $79.99',
      'Reason: Bought twice',
      'Credit note: CN-2026-0001',
    ]);
    expect(words('order-refunded', { amountCents: 129950, reason: 'x' })[0]).toBe('Amount: $1,299.50');
    expect(words('order-reopened', { cancelledAt: '2026-11-21T08:30:00.000Z', reason: 'No transfer' })).toEqual([
      'Had been cancelled on Nov 21, 2026, 8:30 AM UTC',
      'Cancellation reason: No transfer',
    ]);
    expect(words('order-reopened', { cancelledAt: null, reason: null })).toEqual([]);
    expect(words('order-noted', { note: 'Buyer called' })).toEqual(['Note: Buyer called']);
  });

  it('shows a key this version does not know (a row from another one) in words too, so nothing recorded is hidden', () => {
    expect(words('order-cancelled', { reason: 'x', refund: { cents: 100 } })).toEqual(['Reason: x', 'Refund: Cents: 100']);
    expect(words('something-new', { a: 1, laterFeeCents: 250 })).toEqual(['A: 1', 'Later fee cents: $2.50']);
    expect(describeDetails('sign-in', 'not json')).toEqual(['not json']);
  });

  it('tells a confirmation by what was paid and where, in words and dollars', () => {
    expect(
      words('order-confirmed', {
        licenseKey: 'RCVR-AAAA',
        invoice: 'INV-2026-000004',
        statementLine: 12,
        paidCents: 14999,
        bookedOn: '2026-11-24',
        differenceCents: -500,
        shortByBankFees: true,
      }),
    ).toEqual([
      'License key: RCVR-AAAA',
      'Invoice: INV-2026-000004',
      'Bank statement line: #12',
      'Amount paid: $149.99',
      'Booked on: 2026-11-24',
      'Difference from the amount due: \u2212$5.00',
      'Short by bank fees: Yes',
    ]);
    expect(words('refund-account-revealed', { account: 'Maria Okafor · US account ••••6789 (routing ••••0021)' })).toEqual([
      'Refund account: Maria Okafor · US account ••••6789 (routing ••••0021)',
    ]);
    expect(words('device-activated', { name: 'Office PC', activationId: 7 })).toEqual(['Name: Office PC', 'Activation: #7']);
  });

  it('has a label for every field the code can write, and no raw key reaches the screen under any kind', () => {
    // AUDIT_FIELDS is every name recordAudit takes (its type; under test it refuses any other: audit.server.test.ts).
    const samples: unknown[] = ['Sample text', 14999, true, null, ['one', 'two'], { before: 'a', after: 'b' }];
    const kinds = [...Object.keys(AUDIT_KINDS), 'kind-from-another-version'];
    let checked = 0;
    for (const name of Object.keys(AUDIT_FIELDS)) {
      expect(AUDIT_FIELDS[name as AuditField].label).toMatch(/^[A-Z]/);
      for (const kind of kinds) {
        for (const value of samples) {
          const lines = words(kind, { [name]: value });
          for (const line of lines) {
            // A stored key shows as "key: …" or "key = …" where a line or one of its parts starts or, when
            // it has capitals (paidCents), anywhere; so do the keys inside a value ({ before, after }).
            for (const raw of [name, 'before', 'after']) expect(line, `${kind} › ${name}`).not.toMatch(new RegExp(`(^|[;,] )${raw} ?[:=]`));
            if (/[A-Z_]/.test(name)) expect(line, `${kind} › ${name}`).not.toContain(name);
          }
          checked++;
        }
      }
    }
    expect(checked).toBe(Object.keys(AUDIT_FIELDS).length * kinds.length * samples.length);
  });

  it('links an order reference to the Orders tab and a request reference to its conversation', () => {
    expect(subjectHref('ORD-7K3M-9QA2')).toBe('/admin/orders?q=ORD-7K3M-9QA2');
    expect(subjectHref('REQ-7K3M-9QA2')).toBe('/admin/requests/REQ-7K3M-9QA2');
    expect(subjectHref(null)).toBeNull();
  });
});
