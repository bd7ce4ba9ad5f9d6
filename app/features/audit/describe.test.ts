import { describe, expect, it } from 'vitest';
import { describeDetails, subjectHref } from './describe';

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
      'Filters: status = open, q = smith',
      'Rows: 12',
    ]);
    expect(words('csv-exported', { list: 'orders', filters: {}, rows: 0 })).toEqual(['List: Orders', 'Filters: none', 'Rows: 0']);
  });

  it('shows any key it does not know as "key: value", so nothing recorded is hidden', () => {
    expect(words('order-cancelled', { reason: 'x', refund: { cents: 100 } })).toEqual(['Reason: x', 'refund: {"cents":100}']);
    expect(words('something-new', { a: 1 })).toEqual(['a: 1']);
    expect(describeDetails('sign-in', 'not json')).toEqual(['not json']);
  });

  it('links an order reference to the Orders tab and a request reference to the Requests tab', () => {
    expect(subjectHref('ORD-7K3M-9QA2')).toBe('/admin/dashboard?tab=orders&q=ORD-7K3M-9QA2');
    expect(subjectHref('REQ-7K3M-9QA2')).toBe('/admin/dashboard?tab=requests&q=REQ-7K3M-9QA2');
    expect(subjectHref(null)).toBeNull();
  });
});
