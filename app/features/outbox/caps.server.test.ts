import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { placeTestOrder } from '../../../tests/helpers/orders';
import { db } from '~/lib/db/db.server';
import { sql } from 'kysely';
import { createContactMessage, createHelpRequest, createSupportRequest } from '~/features/requests/intake.server';
import { seedDefaultSettings } from '~/features/settings/settings.server';
import { createOrResetAdmin } from '~/features/admin-auth/admins.server';
import { composeEmail } from '~/features/mail/templates/compose';
import { ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY, enqueueOrderLink, ORDER_LINKS_PER_ORDER_PER_DAY } from './caps.server';
import { claimDueMessages } from './claim.server';

// The caps, read back from the outbox itself: acknowledgements 3 per address in 24 hours across the
// forms; an order's links 3 a day per order, its own allowance; an order's checkout e-mail always.
// Over a cap the message is written as skipped with its reason.

const PER_ADDRESS_REASON = 'Not sent: this address already received 3 acknowledgements in the last 24 hours.';
let n = 0;

/** A fresh victim address for each test, so the tests don't share a count. */
function freshAddress(): string {
  n += 1;
  return `victim${n}-${Date.now()}@example.com`;
}

async function rowsTo(address: string) {
  return db
    .selectFrom('outbox')
    .select(['id', 'kind', 'status', 'last_error', 'recipient', 'recipient_name'])
    .where(sql`lower(recipient)`, '=', address.toLowerCase())
    .orderBy('id')
    .execute();
}

const support = (email: string) =>
  createSupportRequest({ name: 'Sam', email, phone: '+1 555 0100', product: 'Recoverly Photo Repair', problem: null });
const help = (email: string) => createHelpRequest({ name: 'Hal', email, subject: 'Lost files', message: 'Help' });
const contact = (email: string) => createContactMessage({ name: 'Cora', email, message: 'Hi' });
const checkout = (email: string) => placeTestOrder({ name: 'Otto', email, plan: 'Monthly', price: '$29.99' });
const orderLink = (order: { id: number; email: string }) =>
  enqueueOrderLink(db, {
    kind: 'order-link',
    to: order.email,
    orderId: order.id,
    content: composeEmail({ subject: 'Your order link', preheader: '', siteUrl: 'https://shop.test', reason: 'Test.' }, []),
  });

beforeAll(async () => {
  await seedDefaultSettings();
  await createOrResetAdmin('owner@recoverly.test', 'a long test password');
});

beforeEach(async () => {
  // Each test starts with no recent acknowledgement: those of earlier tests are made older than a day.
  await db
    .updateTable('outbox')
    .set({ created_at: new Date(Date.now() - 25 * 60 * 60_000).toISOString() })
    .execute();
});

describe('acknowledgements per address', () => {
  it('sends at most 3 in 24 hours across the contact, support and help forms; the rest are kept as skipped, with the reason', async () => {
    const victim = freshAddress();
    await contact(victim);
    await support(victim);
    await help(victim);
    await contact(victim);
    const rows = await rowsTo(victim);
    expect(rows.map((row) => [row.kind, row.status])).toEqual([
      ['request-acknowledgement', 'queued'],
      ['request-acknowledgement', 'queued'],
      ['request-acknowledgement', 'queued'],
      ['request-acknowledgement', 'skipped'],
    ]);
    expect(rows.filter((row) => row.status === 'skipped').map((row) => row.last_error)).toEqual([PER_ADDRESS_REASON]);
    expect(rows.filter((row) => row.status === 'queued').map((row) => row.last_error)).toEqual([null, null, null]);
    expect(ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY).toBe(3);
  });

  it('never holds back the buyer’s own order e-mails: the checkout e-mail and the order’s links have their own allowance', async () => {
    const victim = freshAddress();
    for (let i = 0; i < 3; i++) await contact(victim);
    const order = await checkout(victim);
    expect(await orderLink(order)).toEqual({ kind: 'queued' });
    expect((await rowsTo(victim)).map((row) => [row.kind, row.status])).toEqual([
      ['request-acknowledgement', 'queued'],
      ['request-acknowledgement', 'queued'],
      ['request-acknowledgement', 'queued'],
      ['order-received', 'queued'],
      ['order-link', 'queued'],
    ]);
    // Nor does the order's mail count against the address: a fourth contact post is still the fourth.
    await contact(victim);
    expect((await rowsTo(victim)).at(-1)).toMatchObject({ kind: 'request-acknowledgement', status: 'skipped' });
  });

  it('still saves every request and order over the cap (only the acknowledgement is skipped)', async () => {
    const victim = freshAddress();
    const saved = [];
    for (let i = 0; i < 5; i++) saved.push(await help(victim));
    const order = await checkout(victim);
    expect(saved.map((r) => r.reference)).toEqual(expect.arrayContaining([expect.stringMatching(/^REQ-/)]));
    expect(await db.selectFrom('requests').select('id').where('email', '=', victim).execute()).toHaveLength(5);
    expect(order.status).toBe('pending');
    expect((await rowsTo(victim)).filter((row) => row.status === 'skipped')).toHaveLength(2);
  });

  it('counts an address the same whatever its case', async () => {
    const victim = freshAddress();
    await help(victim.toUpperCase());
    await help(victim);
    await help(victim.replace('victim', 'VICTIM'));
    await help(victim);
    expect((await rowsTo(victim)).map((row) => row.status)).toEqual(['queued', 'queued', 'queued', 'skipped']);
  });

  it('counts only the last 24 hours', async () => {
    const victim = freshAddress();
    for (let i = 0; i < 3; i++) await help(victim);
    await db
      .updateTable('outbox')
      .set({ created_at: new Date(Date.now() - 24 * 60 * 60_000 - 60_000).toISOString() })
      .where('recipient', '=', victim)
      .execute();
    await help(victim);
    expect((await rowsTo(victim)).map((row) => row.status)).toEqual(['queued', 'queued', 'queued', 'queued']);
  });

  it('does not count skipped messages, nor the administrator’s notifications', async () => {
    const victim = freshAddress();
    for (let i = 0; i < 6; i++) await help(victim);
    const notifications = await db
      .selectFrom('outbox')
      .select('status')
      .where('kind', '=', 'new-request')
      .where('created_at', '>=', new Date(Date.now() - 60_000).toISOString())
      .execute();
    expect(notifications.map((row) => row.status)).toEqual(Array(6).fill('queued'));
    expect((await rowsTo(victim)).map((row) => row.status)).toEqual(['queued', 'queued', 'queued', 'skipped', 'skipped', 'skipped']);
  });

  it('writes the acknowledgement to no display name, whatever the name typed', async () => {
    const victim = freshAddress();
    await createHelpRequest({ name: 'Recoverly Billing: re-activate at evil', email: victim, subject: 'S', message: 'M' });
    await checkout(victim);
    expect((await rowsTo(victim)).map((row) => row.recipient_name)).toEqual(['', '']);
  });

  it('never hands a skipped message to the sender', async () => {
    const victim = freshAddress();
    for (let i = 0; i < 4; i++) await help(victim);
    const skipped = (await rowsTo(victim)).find((row) => row.status === 'skipped')!;
    const claimed = await claimDueMessages(new Date(Date.now() + 60_000), new Date(Date.now() + 120_000), 10_000);
    expect(claimed.map((row) => row.id)).not.toContain(skipped.id);
    expect(claimed.every((row) => row.status === 'queued')).toBe(true);
    await db
      .updateTable('outbox')
      .set({ claimed_until: null })
      .where(
        'id',
        'in',
        claimed.map((row) => row.id),
      )
      .execute();
  });

  it('holds when many requests for one address arrive at once (on PostgreSQL, in parallel transactions on several connections)', async () => {
    const victim = freshAddress();
    const outcomes = await Promise.all(Array.from({ length: 12 }, () => help(victim)));
    expect(outcomes).toHaveLength(12);
    const statuses = (await rowsTo(victim)).map((row) => row.status);
    expect(statuses.filter((status) => status === 'queued')).toHaveLength(3);
    expect(statuses.filter((status) => status === 'skipped')).toHaveLength(9);
  });
});

describe('an order’s links', () => {
  it('go out 3 a day per order, each order its own allowance, then are kept as skipped with the reason', async () => {
    const buyer = freshAddress();
    const first = await checkout(buyer);
    const second = await checkout(buyer);
    const links = [];
    for (let i = 0; i < ORDER_LINKS_PER_ORDER_PER_DAY + 1; i++) links.push(await orderLink(first));
    expect(links.map((l) => l.kind)).toEqual(['queued', 'queued', 'queued', 'skipped']);
    expect(links.at(-1)).toEqual({ kind: 'skipped', reason: 'Not sent: 3 links to this order already went out in the last 24 hours.' });
    // Another order to the same address has its own.
    expect(await orderLink(second)).toEqual({ kind: 'queued' });
  });

  it('hold their allowance when many ask at once (on PostgreSQL, in parallel transactions)', async () => {
    const order = await checkout(freshAddress());
    const outcomes = await Promise.all(Array.from({ length: 10 }, () => orderLink(order)));
    expect(outcomes.filter((o) => o.kind === 'queued')).toHaveLength(ORDER_LINKS_PER_ORDER_PER_DAY);
  });
});
