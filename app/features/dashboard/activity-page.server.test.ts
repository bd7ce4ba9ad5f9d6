import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '~/lib/db/db.server';
import type { ToastMessage } from '~/lib/toast';
import { activityKindFilter, readActivityPage } from './activity-page.server';

// 75 rows a minute apart: every third a cancelled order, the rest sign-ins.
beforeAll(async () => {
  for (let i = 0; i < 75; i++) {
    const cancelled = i % 3 === 0;
    await db
      .insertInto('audit_log')
      .values({
        created_at: new Date(Date.UTC(2026, 10, 20, 8, i)).toISOString(),
        kind: cancelled ? 'order-cancelled' : 'sign-in',
        actor: `admin${i}@example.com`,
        client_address: '198.51.100.7',
        subject: cancelled ? `ORD-AAAA-${String(i).padStart(4, '0')}` : null,
        details: cancelled ? JSON.stringify({ reason: `Reason ${i}` }) : '{}',
      })
      .execute();
  }
});

const load = (query: string) => {
  const toasts: ToastMessage[] = [];
  const search = new URLSearchParams(query);
  const kind = activityKindFilter(search);
  return readActivityPage(kind, search).then((page) => ({ kind, page, toasts }));
};

describe('the Activity tab', () => {
  it('lists the newest 50 entries first, then the rest behind Older, each once', async () => {
    const first = await load('');
    expect(first.page!.items).toHaveLength(50);
    expect(first.page!.items[0]).toMatchObject({ actor: 'admin74@example.com', kindLabel: 'Signed in', clientAddress: '198.51.100.7' });
    expect(first.page!.newer).toBeNull();
    const second = await load(`before=${first.page!.older}`);
    expect(second.page!.items.map((row) => row.actor)).toEqual(Array.from({ length: 25 }, (_, i) => `admin${24 - i}@example.com`));
    expect(second.page!.older).toBeNull();
    expect(first.toasts).toEqual([]);
  });

  it('filters by kind and describes each entry in words, its subject linking to the order', async () => {
    const tab = await load('kind=order-cancelled');
    expect(tab.kind).toBe('order-cancelled');
    expect(tab.page!.items).toHaveLength(25);
    expect(new Set(tab.page!.items.map((row) => row.kind))).toEqual(new Set(['order-cancelled']));
    expect(tab.page!.items[0]).toMatchObject({
      kindLabel: 'Order cancelled',
      subject: 'ORD-AAAA-0072',
      subjectHref: '/admin/orders?q=ORD-AAAA-0072',
      lines: ['Reason: Reason 72'],
      createdLabel: 'Nov 20, 2026, 9:12 AM UTC',
    });
  });

  it('treats an unknown kind as all kinds', async () => {
    const tab = await load('kind=drop-table');
    expect(tab.kind).toBeNull();
    expect(tab.page!.items).toHaveLength(50);
  });
});
