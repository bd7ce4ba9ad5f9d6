import { beforeAll, describe, expect, it } from 'vitest';
import { seedDefaultSettings } from '~/features/settings/settings.server';
import { db } from '~/lib/db/db.server';
import { createContactMessage, createHelpRequest, createSupportRequest } from '../intake.server';
import { appendThreadMessage } from '../thread.server';
import { readInbox } from './inbox.server';
import { readWaitingForReply } from './waiting.server';

// The inbox: support, help and contact requests in one list, each status in its order (open and
// waiting longest-waiting first, closed latest first), read a page at a time by keyset, forwards and
// back, and searched by reference, address or words.

const NOW = new Date('2026-11-27T12:00:00.000Z'); // a Friday
const hoursAgo = (hours: number) => new Date(NOW.getTime() - hours * 60 * 60_000).toISOString();
const refs: Record<string, string> = {};

async function seed(name: string, kind: 'support' | 'help' | 'contact', status: 'open' | 'waiting' | 'closed', sinceHoursAgo: number) {
  const email = `${name.toLowerCase()}@inbox.example`;
  const created =
    kind === 'support'
      ? await createSupportRequest({ name, email, phone: '555 0100', product: 'Recoverly Other', problem: `${name} problem` })
      : kind === 'help'
        ? await createHelpRequest({ name, email, subject: `${name} subject`, message: `${name} message` })
        : await createContactMessage({ name, email, message: `${name} message` });
  await db
    .updateTable('requests')
    .set({
      status,
      status_since: hoursAgo(sinceHoursAgo),
      created_at: hoursAgo(sinceHoursAgo + 1),
      closed_at: status === 'closed' ? hoursAgo(sinceHoursAgo) : null,
    })
    .where('reference', '=', created.reference)
    .execute();
  refs[name] = created.reference;
}

const names = (rows: { name: string }[]) => rows.map((row) => row.name);
const page = (query: string, size = 2) => readInbox(new URLSearchParams(query), NOW, size);

beforeAll(async () => {
  await seedDefaultSettings();
  await db.deleteFrom('requests').execute();
  await seed('Olive', 'support', 'open', 50);
  await seed('Oscar', 'help', 'open', 30);
  await seed('Otto', 'contact', 'open', 10);
  await seed('Opal', 'help', 'open', 2);
  await seed('Wendy', 'support', 'waiting', 40);
  await seed('Walt', 'help', 'waiting', 5);
  await seed('Clara', 'help', 'closed', 100);
  await seed('Cody', 'support', 'closed', 1);
});

describe('the inbox', () => {
  it('lists open requests of every kind, longest waiting first, with their wait and whether they are past the promise', async () => {
    const { rows, counts } = await page('', 10);
    expect(names(rows)).toEqual(['Olive', 'Oscar', 'Otto', 'Opal']);
    expect(rows[0]).toMatchObject({
      kindLabel: 'Support',
      subject: 'Recoverly Other',
      preview: 'Olive problem',
      waitLabel: 'waiting 2 d',
      overdue: true,
      statusLabel: 'Open',
      href: `/admin/requests/${refs.Olive}`,
    });
    // A contact message shows the spec's subject, as stored.
    expect(rows[2]).toMatchObject({ kindLabel: 'Contact', subject: 'Contact Form Submission', preview: 'Otto message' });
    // The wait counts from the customer's latest message: here the request itself, sent 3 h ago (open 2 h ago).
    expect(rows[3]).toMatchObject({ kindLabel: 'Help', subject: 'Opal subject', waitLabel: 'waiting 3 h', overdue: false });
    expect(counts).toEqual({ open: 4, waiting: 2, closed: 2 });
  });

  it('pages by keyset forwards and back, across the statuses of All (open, waiting, then closed latest first)', async () => {
    const seen: string[] = [];
    const pages: string[][] = [];
    let query = 'status=all';
    for (;;) {
      const result = await page(query);
      pages.push(names(result.rows));
      seen.push(...names(result.rows));
      if (!result.next) break;
      query = `status=all&after=${encodeURIComponent(result.next)}`;
    }
    expect(seen).toEqual(['Olive', 'Oscar', 'Otto', 'Opal', 'Wendy', 'Walt', 'Cody', 'Clara']);
    expect(pages).toEqual([
      ['Olive', 'Oscar'],
      ['Otto', 'Opal'],
      ['Wendy', 'Walt'],
      ['Cody', 'Clara'],
    ]);
    // Back from the last page, one page at a time, to the first (which has no Previous).
    const last = await page(query);
    const back = await page(`status=all&before=${encodeURIComponent(last.previous!)}`);
    expect(names(back.rows)).toEqual(['Wendy', 'Walt']);
    const further = await page(`status=all&before=${encodeURIComponent(back.previous!)}`);
    expect(names(further.rows)).toEqual(['Otto', 'Opal']);
    const first = await page(`status=all&before=${encodeURIComponent(further.previous!)}`);
    expect(names(first.rows)).toEqual(['Olive', 'Oscar']);
    expect(first.previous).toBeNull();
  });

  it('filters by status, and ignores a cursor of another status', async () => {
    expect(names((await page('status=waiting', 10)).rows)).toEqual(['Wendy', 'Walt']);
    expect(names((await page('status=closed', 10)).rows)).toEqual(['Cody', 'Clara']);
    const stale = `status=closed&after=${encodeURIComponent(`open~${hoursAgo(50)}~${refs.Olive}`)}`;
    expect(names((await page(stale, 10)).rows)).toEqual(['Cody', 'Clara']);
  });

  it('finds a request by its reference as pasted, by address, or by words of its thread, in every status', async () => {
    expect(names((await page(`q=${refs.Clara!.toLowerCase().replace(/-/g, ' ')}`)).rows)).toEqual(['Clara']);
    expect(names((await page('q=WALT@inbox.example')).rows)).toEqual(['Walt']);
    await appendThreadMessage(db, {
      reference: refs.Cody!,
      kind: 'customer',
      channel: 'email',
      author: 'cody@inbox.example',
      body: 'The flux capacitor broke',
      createdAt: NOW.toISOString(),
    });
    const found = await page('q=capacitor', 10);
    expect(names(found.rows)).toEqual(['Cody']);
    expect(found.counts).toBeNull();
    expect(names((await page('q=oscar subject', 10)).rows)).toEqual(['Oscar']);
    // Every word somewhere, in any order: a field, another field, or the thread.
    expect(names((await page('q=subject oscar', 10)).rows)).toEqual(['Oscar']);
    expect(names((await page('q=capacitor cody', 10)).rows)).toEqual(['Cody']);
    expect(names((await page('q=capacitor oscar', 10)).rows)).toEqual([]);
    expect(names((await page('q=inbox.example WALT', 10)).rows)).toEqual(['Walt']);
    expect((await page('status=open&q=capacitor', 10)).rows).toEqual([]);
  });

  it('tells the overview how many requests wait for a reply, and the longest wait', async () => {
    expect(await readWaitingForReply(NOW)).toEqual({ count: 4, oldestAge: '2 days' });
  });
});
