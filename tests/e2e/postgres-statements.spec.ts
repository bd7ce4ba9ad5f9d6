import { newOrderReference } from '../../app/lib/codes/references.server';
import type { TestSmtpServer } from '../helpers/smtp';
import { adminSessionCookie } from './admin-helpers';
import { expect, test } from './fixtures';
import { postForm } from './own-server';
import { startTwoProcessSite, stopTwoProcessSite, type PostgresSite } from './postgres-servers';

// Bank statements on PostgreSQL with two server processes: one statement uploaded to both at the same moment
// imports each line once, and confirming from both previews at once confirms each order once, with
// one license e-mail (run when TEST_DATABASE_URL is set).
test.describe.configure({ mode: 'serial', timeout: 120_000 });

let site: PostgresSite;
let smtp: TestSmtpServer;
let a: string;
let b: string;
test.beforeAll(async () => {
  ({ site, smtp, a, b } = await startTwoProcessSite());
});
test.afterAll(() => stopTwoProcessSite({ site, smtp }));

async function seedOrder(name: string, status: 'pending' | 'confirmed' = 'pending') {
  const reference = newOrderReference();
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`;
  const [row] = await site.query<{ id: number }>(
    `insert into ach_orders (name, email, plan, price, amount_cents, status, reference, confirmed_at, license_key, license_devices)
     values ($1, $2, 'Yearly', '$79.99', 7999, $3, $4, $5, $6, $7) returning id`,
    [
      name,
      email,
      status,
      reference,
      status === 'confirmed' ? new Date().toISOString() : null,
      status === 'confirmed' ? 'AAAAA-BBBBB-CCCCC-DDDDD' : null,
      status === 'confirmed' ? 1 : null,
    ],
  );
  return { id: row!.id, reference, email };
}

function uploadTo(base: string, cookie: string, address: string, name: string, text: string) {
  const form = new FormData();
  form.set('statement', new File([text], name, { type: 'text/csv' }));
  return fetch(`${base}/admin/statements`, {
    method: 'POST',
    body: form,
    redirect: 'manual',
    headers: { cookie, 'x-forwarded-for': address },
  });
}

test('two processes given one statement at once import each line once and confirm each order once, with one license e-mail', async () => {
  const orders: Awaited<ReturnType<typeof seedOrder>>[] = [];
  for (const name of ['Pia One', 'Quin Two', 'Ravi Three']) orders.push(await seedOrder(name));
  const short = await seedOrder('Sol Short');
  const done = await seedOrder('Tam Done', 'confirmed');
  const file = [
    'Date,Description,Amount',
    ...orders.map((o, i) => `2026-11-2${i},"Payment ${i === 0 ? o.reference.toLowerCase().replaceAll('-', ' ') : o.reference}",79.99`),
    `2026-11-24,${short.reference},79.98`,
    `2026-11-24,${done.reference},79.99`,
    `2026-11-25,"No reference at all",79.99`,
  ].join('\n');
  const [cookieA, cookieB] = await Promise.all([adminSessionCookie(a, '127.70.0.1'), adminSessionCookie(b, '127.70.0.2')]);

  const uploads = await Promise.all([
    uploadTo(a, cookieA, '127.70.0.1', 'nov.csv', file),
    uploadTo(b, cookieB, '127.70.0.2', 'nov.csv', file),
  ]);
  expect(uploads.map((r) => r.status)).toEqual([302, 302]);
  const previews = uploads.map((r) => r.headers.get('location')!);
  expect(previews[0]).not.toBe(previews[1]);
  const lines = await site.query<{ identity: string | null; match_group: string }>('select identity, match_group from statement_lines');
  expect(lines.filter((l) => l.identity !== null)).toHaveLength(6);
  expect(lines.filter((l) => l.match_group === 'already-imported')).toHaveLength(6);
  const groups = lines
    .filter((l) => l.identity !== null)
    .map((l) => l.match_group)
    .sort();
  expect(groups).toEqual(['already-confirmed', 'amount-differs', 'matched', 'matched', 'matched', 'no-reference']);

  // The preview of whichever upload imported the lines offers the confirmation; the other says it was already imported.
  const pages = await Promise.all(
    previews.map((p, i) =>
      fetch(`${[a, b][i]}${p}`, { headers: { cookie: [cookieA, cookieB][i]!, 'x-forwarded-for': `127.70.0.${i + 1}` } }).then((r) =>
        r.text(),
      ),
    ),
  );
  expect(pages.filter((html) => html.includes('Confirm 3 Matched Orders'))).toHaveLength(1);
  expect(pages.filter((html) => html.includes('This statement was already imported'))).toHaveLength(1);

  // Both previews confirmed at once, on both processes, twice over, each answering the question (3 orders, $239.97).
  const answer = { intent: 'confirm-matched', count: '3', totalCents: String(3 * 7999) };
  const confirms = await Promise.all(
    [0, 1, 0, 1].map((i) => postForm([a, b][i]!, previews[i]!, answer, `127.70.0.${i + 1}`, { cookie: [cookieA, cookieB][i]! })),
  );
  expect(confirms.map((r) => r.status)).toEqual([302, 302, 302, 302]);
  const statuses = await site.query<{ id: number; status: string }>('select id, status from ach_orders order by id');
  expect(statuses.map((s) => s.status)).toEqual(['confirmed', 'confirmed', 'confirmed', 'pending', 'confirmed']);
  const mails = await site.query<{ order_id: number; n: number }>(
    `select order_id, count(*)::int as n from outbox where kind = 'order-confirmed' group by order_id order by order_id`,
  );
  expect(mails).toEqual(orders.map((o) => ({ order_id: o.id, n: 1 })));
  for (const order of orders) await smtp.waitFor((mail) => mail.envelope.to.includes(order.email), 30_000);
  const sent = async () =>
    (await site.query<{ n: number }>(`select count(*)::int as n from outbox where kind = 'order-confirmed' and status = 'sent'`))[0]!.n;
  await expect.poll(sent, { timeout: 30_000 }).toBe(3);
  expect(smtp.messages.filter((mail) => orders.some((o) => mail.envelope.to.includes(o.email)))).toHaveLength(3);
});
