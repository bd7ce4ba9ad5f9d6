import { beforeAll, describe, expect, it } from 'vitest';
import type { OutboxStatus } from '~/features/outbox/status';
import { db } from '~/lib/db/db.server';
import { listOutbox } from '~/features/outbox/list.server';
import { emailFilter, readEmailPage } from './email-page.server';

async function loadEmailScreen(query: string) {
  const search = new URLSearchParams(query);
  const filter = emailFilter(search);
  return { status: filter.status, from: filter.from, page: await readEmailPage(filter, search) };
}

// 60 messages a minute apart: every fifth failed, every other one sent, the rest queued.
beforeAll(async () => {
  for (let i = 0; i < 60; i++) {
    const status: OutboxStatus = i % 5 === 0 ? 'failed' : i % 2 === 0 ? 'sent' : 'queued';
    await db
      .insertInto('outbox')
      .values({
        kind: 'order-received',
        recipient: `buyer${i}@example.com`,
        subject: `Message ${i}`,
        text_body: 'text',
        html_body: '<p>html</p>',
        status,
        created_at: new Date(Date.UTC(2026, 10, 20, 8, i)).toISOString(),
      })
      .execute();
  }
});

describe('the E-mail tab', () => {
  it('shows the failed messages only with ?status=failed, newest first', async () => {
    const tab = await loadEmailScreen('status=failed');
    expect(tab.status).toBe('failed');
    expect(tab.page!.items.map((m) => m.subject)).toEqual([
      'Message 55',
      'Message 50',
      'Message 45',
      'Message 40',
      'Message 35',
      'Message 30',
      'Message 25',
      'Message 20',
      'Message 15',
      'Message 10',
      'Message 5',
      'Message 0',
    ]);
    expect(tab.page!.items[0]).not.toHaveProperty('html_body');
  });

  it('pages every message by 50, the rest behind Older; an unknown status is all of them', async () => {
    const first = await loadEmailScreen('status=bogus');
    expect(first.status).toBeNull();
    expect(first.page!.items).toHaveLength(50);
    const older = await loadEmailScreen(`before=${first.page!.older}`);
    expect(older.page!.items.map((m) => m.subject)).toEqual(Array.from({ length: 10 }, (_, i) => `Message ${9 - i}`));
    expect((await listOutbox({ statuses: ['sent'], since: null }, {})).items.every((m) => m.status === 'sent')).toBe(true);
  });
});
