import { beforeAll, describe, expect, it } from 'vitest';
import { placeTestOrder } from '../../../tests/helpers/orders';
import { TEST_ACTOR } from '../../../tests/helpers/admin';
import { db } from '~/lib/db/db.server';
import type { AchOrder } from '~/lib/db/schema';
import { seedDefaultSettings } from '~/features/settings/settings.server';
import { correctOrderEmail, maskAddress, MAX_EMAIL_CORRECTIONS, saveInvoiceDetails } from './buyer-changes.server';
import { invoiceDetailsSchema } from './buyer-forms';
import { confirmOrder } from './lifecycle.server';
import { issueOrderToken } from './tokens.server';

const HOUR = 60 * 60_000;
const NO_DETAILS = { company: null, address: null, vatId: null };

let counter = 0;
async function newOrder(): Promise<{ order: AchOrder; token: string }> {
  counter += 1;
  const order = await placeTestOrder({ name: `Buyer ${counter}`, email: `buyer${counter}@example.com`, plan: 'Yearly', price: '$79.99' });
  return { order, token: await issueOrderToken(db, order.id) };
}

const outboxOf = (orderId: number) => db.selectFrom('outbox').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
const eventsOf = (orderId: number) => db.selectFrom('order_events').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
const stored = (orderId: number) => db.selectFrom('ach_orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();

beforeAll(async () => {
  await seedDefaultSettings();
});

describe('correcting the e-mail address on the order page', () => {
  it('within 24 hours of a pending order: the address changes, the order e-mail goes to the new one, the old one is told, the timeline records it', async () => {
    const { order, token } = await newOrder();
    const before = (await outboxOf(order.id)).length;
    const outcome = await correctOrderEmail(order.reference, token, 'right@example.org');
    expect(outcome).toMatchObject({ kind: 'corrected', previous: order.email, order: { email: 'right@example.org' } });
    expect((await stored(order.id)).email).toBe('right@example.org');

    const mail = (await outboxOf(order.id)).slice(before);
    expect(mail.map((m) => [m.kind, m.recipient])).toEqual([
      ['order-received', 'right@example.org'],
      ['address-corrected', order.email],
    ]);
    expect(mail[0]!.subject).toBe(`Your Recoverly order ${order.reference}: we're looking for your transfer`);
    expect(mail[0]!.text_body).toMatch(/\/orders\/ORD-[^?]+\?token=/);
    // The old address learns where the mail goes now, masked, and gets no way into the order.
    expect(mail[1]!.text_body).toContain('r•••@example.org');
    expect(mail[1]!.text_body).not.toContain('right@example.org');
    expect(mail[1]!.text_body).not.toContain('token=');

    const events = await eventsOf(order.id);
    expect(events.map((e) => [e.kind, e.actor, JSON.parse(e.details)])).toEqual([
      ['email-corrected', 'buyer', { from: order.email, to: 'right@example.org' }],
    ]);
    // Later e-mails (the license) follow the order's address.
    expect(await confirmOrder(order.id, TEST_ACTOR)).toMatchObject({ kind: 'confirmed' });
    const license = (await outboxOf(order.id)).find((m) => m.kind === 'order-confirmed');
    expect(license?.recipient).toBe('right@example.org');
  });

  it('after 24 hours: refused, nothing changes', async () => {
    const { order, token } = await newOrder();
    const before = (await outboxOf(order.id)).length;
    const late = new Date(Date.parse(order.created_at) + 24 * HOUR + 1000);
    const outcome = await correctOrderEmail(order.reference, token, 'late@example.org', late);
    expect(outcome.kind).toBe('too-late');
    expect((await stored(order.id)).email).toBe(order.email);
    expect(await eventsOf(order.id)).toEqual([]);
    expect(await outboxOf(order.id)).toHaveLength(before);
    const justInTime = new Date(Date.parse(order.created_at) + 24 * HOUR - 1000);
    expect((await correctOrderEmail(order.reference, token, 'late@example.org', justInTime)).kind).toBe('corrected');
  });

  it('once confirmed: refused', async () => {
    const { order, token } = await newOrder();
    await confirmOrder(order.id, TEST_ACTOR);
    expect((await correctOrderEmail(order.reference, token, 'other@example.org')).kind).toBe('not-pending');
  });

  it('the same address (any case) changes nothing; the fourth correction is refused', async () => {
    const { order, token } = await newOrder();
    expect((await correctOrderEmail(order.reference, token, order.email.toUpperCase())).kind).toBe('unchanged');
    for (let i = 1; i <= MAX_EMAIL_CORRECTIONS; i++) {
      expect((await correctOrderEmail(order.reference, token, `try${i}@example.org`)).kind).toBe('corrected');
    }
    expect((await correctOrderEmail(order.reference, token, 'try9@example.org')).kind).toBe('too-many');
    expect((await stored(order.id)).email).toBe(`try${MAX_EMAIL_CORRECTIONS}@example.org`);
  });

  it('needs a link that opens the page now: a wrong, expired or revoked token changes nothing', async () => {
    const { order } = await newOrder();
    const old = await issueOrderToken(db, order.id, new Date(Date.now() - 91 * 24 * HOUR));
    for (const token of ['not-the-token', old, undefined]) {
      expect(await correctOrderEmail(order.reference, token, 'thief@example.org')).toEqual({ kind: 'link-invalid' });
    }
    expect((await stored(order.id)).email).toBe(order.email);
  });

  it('masks the new address for the old one', () => {
    expect(maskAddress('jane.doe@example.com')).toBe('j•••@example.com');
    expect(maskAddress('odd')).toBe('•••');
  });
});

describe('invoice details on the order page', () => {
  it('saves the optional company name, address and VAT ID before confirmation, and records it in the timeline', async () => {
    const { order, token } = await newOrder();
    const details = invoiceDetailsSchema.parse({ company: ' Acme GmbH ', address: 'Hauptstraße 1, 10115 Berlin', vatId: 'DE123456789' });
    expect(await saveInvoiceDetails(order.reference, token, details)).toMatchObject({ kind: 'saved' });
    expect(await stored(order.id)).toMatchObject({
      buyer_company: 'Acme GmbH',
      buyer_address: 'Hauptstraße 1, 10115 Berlin',
      buyer_vat_id: 'DE123456789',
    });
    expect((await saveInvoiceDetails(order.reference, token, details)).kind).toBe('unchanged');
    expect((await eventsOf(order.id)).map((e) => [e.kind, e.actor])).toEqual([['buyer-details-updated', 'buyer']]);
    // Emptied again: all three cleared.
    expect((await saveInvoiceDetails(order.reference, token, NO_DETAILS)).kind).toBe('saved');
    expect(await stored(order.id)).toMatchObject({ buyer_company: null, buyer_address: null, buyer_vat_id: null });
  });

  it('refuses after confirmation (the invoice is issued then) and with a link that no longer works', async () => {
    const { order, token } = await newOrder();
    await confirmOrder(order.id, TEST_ACTOR);
    expect((await saveInvoiceDetails(order.reference, token, { ...NO_DETAILS, company: 'Late Ltd' })).kind).toBe('not-pending');
    expect(await saveInvoiceDetails(order.reference, 'wrong', NO_DETAILS)).toEqual({ kind: 'link-invalid' });
  });

  it('validates: one line each, the lengths, and a VAT ID of letters, digits and separators', () => {
    expect(invoiceDetailsSchema.safeParse({ company: 'A\nB', address: '', vatId: '' }).success).toBe(false);
    expect(invoiceDetailsSchema.safeParse({ company: '', address: 'x'.repeat(301), vatId: '' }).success).toBe(false);
    expect(invoiceDetailsSchema.safeParse({ company: '', address: '', vatId: '=HYPERLINK("x")' }).success).toBe(false);
    expect(invoiceDetailsSchema.safeParse({ company: '', address: '', vatId: '' }).data).toEqual(NO_DETAILS);
  });
});
