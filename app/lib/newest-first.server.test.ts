import { describe, expect, it } from 'vitest';
import { databaseKind, db, sqlite } from './db.server';
import { listOrders } from './orders.server';
import { listHelpRequests } from './requests.server';

describe('newest-first lists', () => {
  it('page 50 at a time, newest first, clamping pages that do not exist', async () => {
    const orders = Array.from({ length: 120 }, (_, i) => ({
      name: `Buyer ${i}`,
      email: `b${i}@example.com`,
      plan: 'Monthly',
      price: '$29.99',
      reference: `ORD-0000-${String(i).padStart(4, '0')}`,
      created_at: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(),
    }));
    await db.insertInto('ach_orders').values(orders).execute();
    const first = await listOrders(1);
    expect(first.total).toBe(120);
    expect(first.pageCount).toBe(3);
    expect(first.items).toHaveLength(50);
    expect(first.items[0]!.name).toBe('Buyer 119');
    expect(first.items[49]!.name).toBe('Buyer 70');
    const last = await listOrders(3);
    expect(last.items.map((o) => o.name).at(-1)).toBe('Buyer 0');
    expect(last.items).toHaveLength(20);
    expect((await listOrders(99)).page).toBe(3);
  });

  it('say so when a table is empty', async () => {
    expect(await listHelpRequests(1)).toEqual({ items: [], page: 1, pageCount: 1, total: 0 });
  });

  // SQLite's plan is checked here; PostgreSQL's planner may rightly scan a table this small.
  it.runIf(databaseKind() === 'sqlite')('are served by the created_at index, not a sort of the whole table', () => {
    for (const table of ['ach_orders', 'support_requests', 'help_requests']) {
      const plan = sqlite()
        .prepare(`explain query plan select * from ${table} order by created_at desc, id desc limit 50 offset 100`)
        .all() as { detail: string }[];
      const details = plan.map((row) => row.detail).join(' | ');
      expect(details).toContain(`${table}_created_at`);
      expect(details).not.toContain('TEMP B-TREE');
    }
  });
});
