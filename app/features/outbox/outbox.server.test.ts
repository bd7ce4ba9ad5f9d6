import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from '../../../tests/helpers/smtp';
import { placeTestOrder, TEST_BANK_DETAILS } from '../../../tests/helpers/orders';
import { TEST_ACTOR } from '../../../tests/helpers/admin';
import { createOrResetAdmin } from '~/features/admin-auth/admins.server';
import { db } from '~/lib/db/db.server';
import { createMailTransport, type MailTransport } from '~/features/mail/transport.server';
import { setListeningOrigin } from '~/lib/public-origin.server';
import { cancelOrder, confirmOrder } from '~/features/orders/lifecycle.server';
import { orderPage } from '~/features/orders/order-page.server';
import { createContactMessage, createHelpRequest, createSupportRequest } from '~/features/requests/intake.server';
import { seedDefaultSettings } from '~/features/settings/settings.server';
import { startOutboxSender, type OutboxSender } from './sender.server';

// The outbox end to end: events write messages in their transactions, the sender delivers them to a
// real SMTP server in this process, and what arrives is read back as a mail client would.

const SITE = 'https://shop.recoverly.test';
const ADMIN = 'owner@recoverly.test';
let smtp: TestSmtpServer;
let transport: MailTransport;
const senders: OutboxSender[] = [];

function startSender(overrides: Partial<Parameters<typeof startOutboxSender>[0]> = {}): OutboxSender {
  const sender = startOutboxSender({ transport, siteUrl: SITE, idleMs: 200, retryDelayMs: () => 100, log: () => {}, ...overrides });
  senders.push(sender);
  return sender;
}

async function stopSenders() {
  await Promise.all(senders.splice(0).map((sender) => sender.stop()));
}

/** The order page link in a message, and the page it opens. */
async function openLink(mail: ReceivedMail) {
  const match = /https:\/\/shop\.recoverly\.test\/orders\/(ORD-[0-9A-Z-]+)\?token=([A-Za-z0-9_-]+)/.exec(mail.text);
  expect(match, 'the message links to the order page').not.toBeNull();
  expect(mail.html).toContain(`href="${match![0]}"`);
  const outcome = await orderPage(match![1]!, match![2]);
  expect(outcome.kind, 'the link opens the order page').toBe('open');
  return outcome.kind === 'open' ? outcome.view : null;
}

beforeAll(async () => {
  await seedDefaultSettings();
  await createOrResetAdmin(ADMIN, 'a long test password');
  setListeningOrigin(SITE);
  smtp = await startSmtpServer();
  transport = createMailTransport({ smtpUrl: smtp.url(), from: { name: 'Recoverly', address: 'no-reply@recoverly.test' } });
});

afterEach(async () => {
  await stopSenders();
  await smtp.start();
  smtp.refuse(null);
  smtp.delayAnswers(0);
});

afterAll(async () => {
  setListeningOrigin(null);
  transport.close();
  await smtp.stop();
});

describe('an order, by e-mail', () => {
  it('tells the buyer how to pay and the administrator what came in; the link opens the pending order', async () => {
    startSender();
    const order = await placeTestOrder({ name: 'Paula Payer', email: 'paula@example.com', plan: 'Yearly', price: '$79.99' });
    const buyer = await smtp.waitFor((m) => m.subject === `Your Recoverly order ${order.reference}: we're looking for your transfer`);
    expect(buyer.envelope.to).toEqual(['paula@example.com']);
    for (const figure of ['$79.99', 'Yearly', ...Object.values(TEST_BANK_DETAILS), `with ${order.reference} as the memo`]) {
      expect(buyer.text).toContain(figure);
    }
    expect(buyer.messageId).toMatch(/^<outbox-\d+\.[0-9a-f]{32}@shop\.recoverly\.test>$/);
    const page = await openLink(buyer);
    expect(page).toMatchObject({ reference: order.reference, status: 'pending', statusLabel: 'Pending Confirmation', amount: '$79.99' });
    expect(page!.awaiting?.bank).toEqual(TEST_BANK_DETAILS);

    const admin = await smtp.waitFor((m) => m.subject === `New order ${order.reference}: Yearly, $79.99, from Paula Payer`);
    expect(admin.envelope.to).toEqual([ADMIN]);
    expect(admin.replyTo).toEqual([{ name: 'Paula Payer', address: 'paula@example.com' }]);
    expect(admin.text).toContain(`${SITE}/admin/orders?q=${order.reference}`);
    const rows = await db.selectFrom('outbox').selectAll().where('order_id', '=', order.id).execute();
    await expect
      .poll(async () => (await db.selectFrom('outbox').select('status').where('order_id', '=', order.id).execute()).map((r) => r.status))
      .toEqual(['sent', 'sent']);
    expect(rows).toHaveLength(2);
  });

  it('sends the license key on confirmation; the page and the e-mail show the same key and expiry', async () => {
    startSender();
    const order = await placeTestOrder({ name: 'Lena License', email: 'lena@example.com', plan: 'Monthly', price: '$29.99' });
    expect(await confirmOrder(order.id, TEST_ACTOR)).toMatchObject({ kind: 'confirmed' });
    expect(await confirmOrder(order.id, TEST_ACTOR)).toMatchObject({ kind: 'already-confirmed' });
    const mail = await smtp.waitFor((m) => m.subject === `Your Recoverly license key (order ${order.reference})`);
    const stored = await db.selectFrom('ach_orders').selectAll().where('id', '=', order.id).executeTakeFirstOrThrow();
    expect(stored.license_key).toMatch(/^[0-9A-HJKMNP-TV-Z]{5}(-[0-9A-HJKMNP-TV-Z]{5}){3}$/);
    expect(mail.text).toContain(`License key:\n${stored.license_key}`);
    expect(mail.text).toContain('Devices: 1 device');
    const page = await openLink(mail);
    expect(page!.license).toMatchObject({ key: stored.license_key, devices: '1 device', expires: expect.stringMatching(/\(UTC\)$/) });
    expect(mail.text).toContain(`Expires: ${page!.license!.expires}`);
    expect(page!.awaiting).toBeNull();
    // One confirmation, one message.
    expect(
      (await db.selectFrom('outbox').select('id').where('order_id', '=', order.id).where('kind', '=', 'order-confirmed').execute()).length,
    ).toBe(1);
  });

  it('tells the buyer why an order was cancelled, and the page says it too', async () => {
    startSender();
    const order = await placeTestOrder({ name: 'Carl Cancel', email: 'carl@example.com', plan: 'Lifetime', price: '$149.99' });
    expect(await cancelOrder(order.id, 'Payment not received within 7 days', TEST_ACTOR)).toMatchObject({ kind: 'cancelled' });
    expect(await confirmOrder(order.id, TEST_ACTOR)).toMatchObject({ kind: 'is-cancelled' });
    const mail = await smtp.waitFor((m) => m.subject === `Your Recoverly order ${order.reference} was cancelled`);
    expect(mail.text).toContain('Reason: Payment not received within 7 days');
    expect(await openLink(mail)).toMatchObject({ status: 'cancelled', cancelReason: 'Payment not received within 7 days', license: null });
  });

  it('keeps a name with CR/LF out of the headers', async () => {
    startSender();
    const order = await placeTestOrder({
      name: 'Eve\r\nBcc: victim@example.com',
      email: 'eve@example.com',
      plan: 'Monthly',
      price: '$29.99',
    });
    const mail = await smtp.waitFor((m) => m.subject.includes(order.reference) && m.envelope.to[0] === 'eve@example.com');
    expect(mail.envelope.to).toEqual(['eve@example.com']);
    expect(mail.headerLines.map((line) => line.key)).not.toContain('bcc');
    // The buyer's e-mail goes to no display name at all (the address was typed at checkout).
    expect(mail.to).toEqual([{ name: '', address: 'eve@example.com' }]);
    const admin = await smtp.waitFor((m) => m.subject.startsWith(`New order ${order.reference}`));
    expect(admin.envelope.to).toEqual([ADMIN]);
    expect(admin.raw.slice(0, admin.raw.indexOf('\r\n\r\n'))).not.toMatch(/^bcc:/im);
  });
});

describe('requests, by e-mail', () => {
  it('acknowledge support, help and contact requests with a REQ reference, and notify the administrator', async () => {
    startSender();
    const support = await createSupportRequest({
      name: 'Sam',
      email: 'sam@example.com',
      phone: '+1 555 0100',
      product: 'Recoverly Photo Repair',
      problem: 'Card unreadable',
    });
    const help = await createHelpRequest({ name: 'Hal', email: 'hal@example.com', subject: 'Drive not found', message: 'It is gone' });
    const contact = await createContactMessage({ name: 'Cora', email: 'cora@example.com', message: 'Invoices?' });
    for (const [recorded, noun, to] of [
      [support, 'support request', 'sam@example.com'],
      [help, 'help request', 'hal@example.com'],
      [contact, 'message', 'cora@example.com'],
    ] as const) {
      expect(recorded.reference).toMatch(/^REQ-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
      const ack = await smtp.waitFor((m) => m.subject === `We received your ${noun} (${recorded.reference})`);
      expect(ack.envelope.to).toEqual([to]);
      expect(ack.text).toContain(`Request reference: ${recorded.reference}`);
      const admin = await smtp.waitFor((m) => m.subject.startsWith(`New ${noun} ${recorded.reference}`));
      expect(admin.envelope.to).toEqual([ADMIN]);
    }
    const ack = await smtp.waitFor((m) => m.subject === `We received your support request (${support.reference})`);
    // Nothing the visitor typed goes back out to the typed address; the administrator's copy has it all.
    expect(ack.text).not.toContain('Card unreadable');
  });
});

describe('delivery when things go wrong', () => {
  it('records the order while SMTP is down, retries, and delivers the message once SMTP is back', async () => {
    await smtp.stop();
    startSender();
    const order = await placeTestOrder({ name: 'Down Dora', email: 'dora@example.com', plan: 'Yearly', price: '$79.99' });
    const buyerRow = () =>
      db.selectFrom('outbox').selectAll().where('order_id', '=', order.id).where('kind', '=', 'order-received').executeTakeFirstOrThrow();
    await expect.poll(async () => (await buyerRow()).attempts, { timeout: 5_000 }).toBeGreaterThanOrEqual(1);
    expect(await buyerRow()).toMatchObject({ status: 'queued', last_error: expect.stringMatching(/ECONNREFUSED|connect/i) });
    await smtp.start();
    await smtp.waitFor((m) => m.subject.includes(order.reference) && m.envelope.to[0] === 'dora@example.com', 5_000);
    await expect.poll(async () => (await buyerRow()).status).toBe('sent');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.messages.filter((m) => m.subject.includes(order.reference) && m.envelope.to[0] === 'dora@example.com')).toHaveLength(1);
  });

  it('records a permanent refusal as failed, with the server’s words', async () => {
    smtp.refuse('permanent');
    startSender();
    const order = await placeTestOrder({ name: 'Nora Nobox', email: 'nobox@example.com', plan: 'Monthly', price: '$29.99' });
    const row = () =>
      db.selectFrom('outbox').selectAll().where('order_id', '=', order.id).where('kind', '=', 'order-received').executeTakeFirstOrThrow();
    await expect.poll(async () => (await row()).status).toBe('failed');
    expect((await row()).last_error).toMatch(/550/);
  });

  it('delivers after a restart what was left queued, and what a dead process had claimed once its claim ran out', async () => {
    await smtp.stop();
    const order = await placeTestOrder({ name: 'Rex Restart', email: 'rex@example.com', plan: 'Monthly', price: '$29.99' });
    // A process that died mid-send: its claim ran out a minute ago.
    await db
      .updateTable('outbox')
      .set({ claimed_until: new Date(Date.now() - 60_000).toISOString() })
      .where('order_id', '=', order.id)
      .where('kind', '=', 'new-order')
      .execute();
    await smtp.start();
    startSender();
    await smtp.waitFor((m) => m.envelope.to[0] === 'rex@example.com' && m.subject.includes(order.reference));
    await smtp.waitFor((m) => m.subject.startsWith(`New order ${order.reference}`));
  });

  it('leaves alone a message another process is still sending', async () => {
    const order = await placeTestOrder({ name: 'Hugo Held', email: 'held@example.com', plan: 'Monthly', price: '$29.99' });
    await db
      .updateTable('outbox')
      .set({ claimed_until: new Date(Date.now() + 60_000).toISOString() })
      .where('order_id', '=', order.id)
      .execute();
    startSender();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.messages.filter((m) => m.subject.includes(order.reference))).toEqual([]);
    await db.updateTable('outbox').set({ claimed_until: null }).where('order_id', '=', order.id).execute();
  });

  it('finishes and records the message being sent before it stops', async () => {
    smtp.delayAnswers(400);
    const sender = startSender({ batchSize: 1 });
    const order = await placeTestOrder({ name: 'Stan Stop', email: 'stop@example.com', plan: 'Monthly', price: '$29.99' });
    const first = await smtp.waitFor((m) => m.subject.includes(order.reference));
    await sender.stop();
    const rows = await db.selectFrom('outbox').select(['kind', 'status', 'claimed_until']).where('order_id', '=', order.id).execute();
    const sent = rows.filter((row) => row.status === 'sent');
    // The one on the wire was answered and recorded; the other waits, unclaimed, for the next start.
    expect(sent).toHaveLength(1);
    expect(first.envelope.to[0]).toBe(sent[0]!.kind === 'order-received' ? 'stop@example.com' : ADMIN);
    expect(rows.filter((row) => row.status === 'queued').map((row) => row.claimed_until)).toEqual([null]);
  });

  it('sends each message once when two senders share the outbox', async () => {
    smtp.clear();
    const orders = [];
    for (let i = 0; i < 6; i++)
      orders.push(await placeTestOrder({ name: `Twin ${i}`, email: `twin${i}@example.com`, plan: 'Monthly', price: '$29.99' }));
    startSender({ batchSize: 2 });
    startSender({ batchSize: 2 });
    for (const order of orders) await smtp.waitFor((m) => m.subject.startsWith(`New order ${order.reference}`));
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (const order of orders) expect(smtp.messages.filter((m) => m.subject.includes(order.reference))).toHaveLength(2);
  });
});
