import { beforeAll, describe, expect, it } from 'vitest';
import { placeTestOrder, TEST_BANK_DETAILS, TEST_BANK_REFERENCE } from '../../../tests/helpers/orders';
import { TEST_ACTOR } from '../../../tests/helpers/admin';
import { db } from '~/lib/db/db.server';
import type { AchOrder } from '~/lib/db/schema';
import { DEFAULT_SETTINGS } from '~/features/settings/model';
import { seedDefaultSettings } from '~/features/settings/settings.server';
import { confirmOrder } from './lifecycle.server';
import { markRefundAsSent, refundOrder } from './refund.server';
import { calendarDayText } from './refund-dates';
import { lookUpOrder, orderPage, sendFreshLink, type OrderPageView } from './order-page.server';
import { issueOrderToken } from './tokens.server';

const DAY = 24 * 60 * 60_000;
let counter = 0;

async function newOrder(plan: 'Monthly' | 'Yearly' | 'Lifetime' = 'Yearly'): Promise<AchOrder> {
  counter += 1;
  return placeTestOrder({ name: `Page Buyer ${counter}`, email: `page${counter}@example.com`, plan, price: '$79.99' });
}

async function open(order: AchOrder, token?: string): Promise<OrderPageView> {
  const outcome = await orderPage(order.reference, token ?? (await issueOrderToken(db, order.id)));
  if (outcome.kind !== 'open') throw new Error(`the page did not open: ${outcome.kind}`);
  return outcome.view;
}

const links = (orderId: number) =>
  db.selectFrom('outbox').selectAll().where('order_id', '=', orderId).where('kind', '=', 'order-link').orderBy('id').execute();

beforeAll(async () => {
  await seedDefaultSettings();
});

describe('the order page by status', () => {
  it('pending: we look for the reported transfer; the bank details for one not sent; the forms open', async () => {
    const order = await newOrder();
    const view = await open(order);
    expect(view).toMatchObject({
      status: 'pending',
      statusLabel: 'Pending Confirmation',
      email: order.email,
      license: null,
      refund: null,
      documents: [],
    });
    expect(view.awaiting).toEqual({ bank: TEST_BANK_DETAILS, reportedLabel: expect.stringMatching(/\(UTC\)$/) });
    expect(view.emailCorrectableUntil).toMatch(/\(UTC\)$/);
    expect(view.invoiceDetails.editable).toBe(true);
    expect(view.timeline.map((s) => [s.label, s.at !== null])).toEqual([
      ['Order placed', true],
      ['Payment confirmed', false],
      ['License key issued', false],
    ]);
  });

  it('confirmed: the key in groups, what it unlocks, activation and support; the invoice link; no bank details, no forms', async () => {
    const order = await newOrder();
    await confirmOrder(order.id, TEST_ACTOR);
    const token = await issueOrderToken(db, order.id);
    const view = await open(order, token);
    const stored = await db.selectFrom('ach_orders').selectAll().where('id', '=', order.id).executeTakeFirstOrThrow();
    expect(view.license).toMatchObject({ key: stored.license_key, groups: stored.license_key!.split('-'), devices: '2 devices' });
    expect(view.license!.kit.products).toContain('Photo Repair');
    expect(view.license!.kit.downloads).toEqual([]); // none set yet: "coming soon"
    expect(view.license!.kit.activation[1]).toContain('Activate License');
    expect(view.license!.kit.support).toEqual({ email: DEFAULT_SETTINGS.contact_us.email, phone: DEFAULT_SETTINGS.contact_us.phone });
    expect(view.awaiting).toBeNull();
    expect(view.emailCorrectableUntil).toBeNull();
    expect(view.invoiceDetails.editable).toBe(false);
    const invoice = await db.selectFrom('invoices').select('number').where('order_id', '=', order.id).executeTakeFirst();
    if (invoice) {
      expect(view.documents).toEqual([
        { kind: 'invoice', number: invoice.number, path: `/orders/${order.reference}/invoice.pdf?token=${encodeURIComponent(token)}` },
      ]);
    }
  });

  it('confirmed but revoked by the administrator: the key shown as revoked, and when, in the timeline too', async () => {
    const order = await newOrder();
    await confirmOrder(order.id, TEST_ACTOR);
    const fresh = await open(order);
    expect(fresh.license!.revokedLabel).toBeNull();
    expect(fresh.timeline.map((s) => s.label)).not.toContain('License key revoked');
    await db.updateTable('ach_orders').set({ license_revoked_at: new Date().toISOString() }).where('id', '=', order.id).execute();
    const view = await open(order);
    expect(view.status).toBe('confirmed');
    expect(view.license!.revokedLabel).toMatch(/\(UTC\)$/);
    expect(view.devices).toMatchObject({ inUse: 0, devices: [] });
    expect(view.timeline.map((s) => s.label)).toContain('License key revoked');
  });

  it('refunded: the license revoked, the refund, the credit note beside the invoice, no key', async () => {
    const order = await newOrder();
    await confirmOrder(order.id, TEST_ACTOR);
    const at = new Date().toISOString();
    await db
      .updateTable('ach_orders')
      .set({ status: 'refunded', refunded_at: at, license_revoked_at: at, refund_amount_cents: 7999, refund_reason: 'Not what I needed' })
      .where('id', '=', order.id)
      .execute();
    const year = new Date().getUTCFullYear();
    await db
      .insertInto('invoices')
      .values({
        number: `TEST-CN-${order.id}`,
        year,
        sequence: 900000 + order.id,
        kind: 'credit-note',
        order_id: order.id,
        amount_cents: -7999,
        document: '{}',
      })
      .execute();
    const view = await open(order);
    expect(view).toMatchObject({ status: 'refunded', license: null, awaiting: null });
    // Refunded before refunds were sent in two steps: recorded, with no day sent or bank reference to show.
    expect(view.refund).toEqual({
      state: 'recorded',
      amount: '$79.99',
      reason: 'Not what I needed',
      revokedLabel: expect.stringMatching(/\(UTC\)$/),
      sendByLabel: null,
      sentOnLabel: null,
      bankReference: null,
    });
    expect(view.documents.map((d) => d.kind)).toContain('credit-note');
    expect(view.timeline.map((s) => s.label)).toEqual(expect.arrayContaining(['Refunded', 'License key revoked']));
  });

  it('refund due, then sent: when to expect the money, then the day it left and the bank’s reference', async () => {
    const order = await newOrder();
    await confirmOrder(order.id, TEST_ACTOR);
    expect(await refundOrder(order.id, { amount: '30', reason: 'Partly unused' }, TEST_ACTOR)).toMatchObject({ kind: 'refund-due' });
    const due = await open(order);
    expect(due).toMatchObject({ status: 'refund-due', statusLabel: 'Refund Due', license: null, awaiting: null });
    expect(due.refund).toMatchObject({ state: 'due', amount: '$30.00', sentOnLabel: null, bankReference: null });
    expect(due.refund!.sendByLabel).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    expect(due.documents.map((d) => d.kind)).not.toContain('credit-note');
    expect(due.timeline.map((s) => [s.label, s.at !== null]).slice(-2)).toEqual([
      ['License key revoked', true],
      ['Refund sent', false],
    ]);

    const today = new Date().toISOString().slice(0, 10);
    const sent = await markRefundAsSent(order.id, { sentOn: today, bankReference: TEST_BANK_REFERENCE }, TEST_ACTOR);
    expect(sent).toMatchObject({ kind: 'refunded' });
    const done = await open(order);
    expect(done.refund).toMatchObject({
      state: 'sent',
      sendByLabel: null,
      sentOnLabel: calendarDayText(today),
      bankReference: TEST_BANK_REFERENCE,
    });
    expect(done.documents.map((d) => d.kind)).toContain('credit-note');
    expect(done.timeline.map((s) => s.label)).toEqual(expect.arrayContaining(['Refund recorded', 'Refund sent', 'License key revoked']));
  });

  it('a link that ended (expired, or from before a cancellation) offers a fresh one; an unknown one is not found', async () => {
    const order = await newOrder();
    const old = await issueOrderToken(db, order.id, new Date(Date.now() - 91 * DAY));
    expect(await orderPage(order.reference, old)).toEqual({ kind: 'link-ended', reference: order.reference });
    expect(await orderPage(order.reference, 'nope')).toEqual({ kind: 'not-found' });
    expect(await orderPage('ORD-0000-0000', old)).toEqual({ kind: 'not-found' });
  });
});

describe('a fresh link', () => {
  it('goes to the order’s own address, 3 a day under the order’s own allowance, and only for a link that ended', async () => {
    const order = await newOrder();
    const old = await issueOrderToken(db, order.id, new Date(Date.now() - 91 * DAY));
    expect(await sendFreshLink(order.reference, old)).toEqual({ kind: 'sent' });
    const [mail] = await links(order.id);
    expect(mail).toMatchObject({ recipient: order.email, status: 'queued', subject: `Your link to Recoverly order ${order.reference}` });
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail!.text_body)![1]!;
    expect((await orderPage(order.reference, token)).kind).toBe('open');

    expect(await sendFreshLink(order.reference, 'made-up')).toEqual({ kind: 'not-found' });
    expect(await sendFreshLink(order.reference, token)).toEqual({ kind: 'still-valid', reference: order.reference });
    // Three links a day for this order (the checkout's e-mail is not one of them); then none is sent, and the answer says so.
    expect(await sendFreshLink(order.reference, old)).toEqual({ kind: 'sent' });
    expect(await sendFreshLink(order.reference, old)).toEqual({ kind: 'sent' });
    expect(await sendFreshLink(order.reference, old)).toEqual({ kind: 'links-used-up' });
    expect((await links(order.id)).map((m) => m.status)).toEqual(['queued', 'queued', 'queued', 'skipped']);
  });
});

describe('the lookup', () => {
  it('shows status only (plan, amount, status, dates), never the key, and e-mails the link to the order’s address', async () => {
    const order = await newOrder();
    await confirmOrder(order.id, TEST_ACTOR);
    const outcome = await lookUpOrder(` ${order.reference.toLowerCase().replaceAll('-', '')} `, order.email.toUpperCase());
    expect(outcome.kind).toBe('found');
    const found = outcome.kind === 'found' ? outcome.order : null;
    expect(found).toEqual({
      reference: order.reference,
      plan: 'Yearly',
      amount: '$79.99',
      status: 'confirmed',
      statusLabel: 'Confirmed',
      dates: [
        { label: 'Placed', at: order.created_at, atLabel: expect.any(String) },
        { label: 'Confirmed', at: expect.any(String), atLabel: expect.any(String) },
      ],
    });
    const stored = await db.selectFrom('ach_orders').select('license_key').where('id', '=', order.id).executeTakeFirstOrThrow();
    expect(JSON.stringify(outcome)).not.toContain(stored.license_key);
    expect(JSON.stringify(outcome)).not.toContain('token');
    const [mail] = await links(order.id);
    expect(mail).toMatchObject({ recipient: order.email, kind: 'order-link' });
    expect(mail!.text_body).toContain(`/orders/${order.reference}?token=`);
  });

  it('shows a cancelled order’s status too', async () => {
    const order = await newOrder();
    await db
      .updateTable('ach_orders')
      .set({ status: 'cancelled', cancelled_at: new Date().toISOString(), cancel_reason: 'x' })
      .where('id', '=', order.id)
      .execute();
    const outcome = await lookUpOrder(order.reference, order.email);
    expect(outcome).toMatchObject({ kind: 'found', order: { status: 'cancelled', statusLabel: 'Cancelled' } });
  });

  it('answers one miss for a wrong e-mail, an unknown reference and nonsense, and sends nothing', async () => {
    const order = await newOrder();
    for (const [reference, email] of [
      [order.reference, 'someone@example.com'],
      ['ORD-0000-0000', order.email],
      ['hello', ''],
    ]) {
      expect(await lookUpOrder(reference!, email!)).toEqual({ kind: 'not-found' });
    }
    expect(await links(order.id)).toEqual([]);
  });
});
