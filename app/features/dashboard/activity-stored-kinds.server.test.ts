import { describe, expect, it } from 'vitest';
import { db } from '~/lib/db/db.server';
import { activityKindFilter, readActivityPage } from './activity-page.server';

// The audit log is append-only, so rows keep the kind they were written with: a revocation recorded
// before the kinds took the spelling license still reads, and filters, as one.
describe('the Activity tab and kinds stored under an older spelling', () => {
  it('shows a row stored as licence-revoked as License revoked, and finds it with the license-revoked filter', async () => {
    for (const [minute, kind] of [
      [1, 'licence-revoked'],
      [2, 'sign-in'],
      [3, 'license-revoked'],
    ] as const) {
      await db
        .insertInto('audit_log')
        .values({
          created_at: new Date(Date.UTC(2026, 10, 20, 8, minute)).toISOString(),
          kind,
          actor: 'owner@example.com',
          client_address: '198.51.100.7',
          subject: `ORD-AAAA-000${minute}`,
          details: JSON.stringify({ reason: `Reason ${minute}` }),
        })
        .execute();
    }
    const search = new URLSearchParams('kind=license-revoked');
    const page = await readActivityPage(activityKindFilter(search), search);
    expect(page.items.map((row) => [row.subject, row.kind, row.kindLabel])).toEqual([
      ['ORD-AAAA-0003', 'license-revoked', 'License revoked'],
      ['ORD-AAAA-0001', 'license-revoked', 'License revoked'],
    ]);
    expect(page.items[1]!.lines).toEqual(page.items[0]!.lines.map((line) => line.replace('Reason 3', 'Reason 1')));
  });
});
