import { normalizeReference } from '~/lib/codes/references.server';
import { db } from '~/lib/db/db.server';
import type { AchOrder, Executor } from '~/lib/db/schema';
import type { InvoiceDetails } from './buyer-forms';
import { BUYER_ACTOR } from './events';
import { recordOrderEvent } from './events.server';
import { queueAddressCorrectedMail } from './order-mail.server';
import { findOrderByReference } from './store.server';
import { orderTokenState } from './tokens.server';

// What the buyer may change on their own order page, each one transaction: the change, its line in
// the order's timeline and the e-mails it causes commit together or not at all. The token of the page
// is checked inside the transaction: a link that stopped working changes nothing.

/** How long after placing an order its e-mail address may be corrected (a typo noticed on the receipt). */
export const EMAIL_CORRECTION_HOURS = 24;
/** Corrections per order: each one e-mails two addresses, so the form can't become a way to send mail. */
export const MAX_EMAIL_CORRECTIONS = 3;

const HOUR_MS = 60 * 60_000;

/** Whether an order's address may still be corrected at `now`: pending, and placed less than EMAIL_CORRECTION_HOURS ago. */
export function canCorrectEmail(order: Pick<AchOrder, 'status' | 'created_at'>, now = new Date()): boolean {
  return order.status === 'pending' && now.getTime() < Date.parse(order.created_at) + EMAIL_CORRECTION_HOURS * HOUR_MS;
}

/** When the correction window closes. */
export function emailCorrectionEnds(order: Pick<AchOrder, 'created_at'>): string {
  return new Date(Date.parse(order.created_at) + EMAIL_CORRECTION_HOURS * HOUR_MS).toISOString();
}

/** Whether the invoice details may still change: until the order is confirmed (the invoice is issued then). */
export function canEditInvoiceDetails(order: Pick<AchOrder, 'status'>): boolean {
  return order.status === 'pending';
}

/** 'jane@example.com' → 'j•••@example.com': enough for the old address's owner to recognise, not to learn. */
export function maskAddress(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${address[0]}•••${address.slice(at)}`;
}

/** The order a page's reference and token open, inside the transaction; null when the link doesn't open it now. */
export async function openOrder(trx: Executor, referenceParam: string, token: unknown, now: Date): Promise<AchOrder | null> {
  const reference = normalizeReference(referenceParam, 'ORD');
  if (!reference) return null;
  const order = await findOrderByReference(trx, reference);
  if (!order) return null;
  return (await orderTokenState(trx, order, token, now)) === 'valid' ? order : null;
}

export type EmailCorrectionOutcome =
  | { kind: 'corrected'; order: AchOrder; previous: string }
  | { kind: 'unchanged'; order: AchOrder }
  | { kind: 'not-pending'; order: AchOrder }
  | { kind: 'too-late'; order: AchOrder }
  | { kind: 'too-many'; order: AchOrder }
  | { kind: 'link-invalid' };

/**
 * Corrects the order's e-mail address (already validated): while it is pending and within
 * EMAIL_CORRECTION_HOURS of placing it. The order's e-mail goes again to the new address, the old one
 * is told (without a link), and the timeline records the change.
 */
export async function correctOrderEmail(
  referenceParam: string,
  token: unknown,
  email: string,
  now = new Date(),
): Promise<EmailCorrectionOutcome> {
  return db.transaction().execute(async (trx): Promise<EmailCorrectionOutcome> => {
    const order = await openOrder(trx, referenceParam, token, now);
    if (!order) return { kind: 'link-invalid' };
    if (order.status !== 'pending') return { kind: 'not-pending', order };
    if (!canCorrectEmail(order, now)) return { kind: 'too-late', order };
    if (order.email.toLowerCase() === email.toLowerCase()) return { kind: 'unchanged', order };
    const { n } = await trx
      .selectFrom('order_events')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('order_id', '=', order.id)
      .where('kind', '=', 'email-corrected')
      .executeTakeFirstOrThrow();
    if (Number(n) >= MAX_EMAIL_CORRECTIONS) return { kind: 'too-many', order };
    const updated = await trx
      .updateTable('ach_orders')
      .set({ email })
      .where('id', '=', order.id)
      .where('status', '=', 'pending')
      .returningAll()
      .executeTakeFirst();
    if (!updated) throw new Error(`Order ${order.reference} changed while its e-mail address was being corrected`);
    const at = now.toISOString();
    await recordOrderEvent(trx, order.id, 'email-corrected', BUYER_ACTOR, { from: order.email, to: email });
    await queueAddressCorrectedMail(trx, updated, order.email, maskAddress(email), at);
    return { kind: 'corrected', order: updated, previous: order.email };
  });
}

export type InvoiceDetailsOutcome =
  | { kind: 'saved'; order: AchOrder }
  | { kind: 'unchanged'; order: AchOrder }
  | { kind: 'not-pending'; order: AchOrder }
  | { kind: 'link-invalid' };

/** Saves the optional company name, address and VAT ID the invoice will name (already validated), until the order is confirmed. */
export async function saveInvoiceDetails(
  referenceParam: string,
  token: unknown,
  details: InvoiceDetails,
  now = new Date(),
): Promise<InvoiceDetailsOutcome> {
  return db.transaction().execute(async (trx): Promise<InvoiceDetailsOutcome> => {
    const order = await openOrder(trx, referenceParam, token, now);
    if (!order) return { kind: 'link-invalid' };
    if (!canEditInvoiceDetails(order)) return { kind: 'not-pending', order };
    const next = { buyer_company: details.company, buyer_address: details.address, buyer_vat_id: details.vatId };
    if (
      next.buyer_company === order.buyer_company &&
      next.buyer_address === order.buyer_address &&
      next.buyer_vat_id === order.buyer_vat_id
    ) {
      return { kind: 'unchanged', order };
    }
    const updated = await trx
      .updateTable('ach_orders')
      .set(next)
      .where('id', '=', order.id)
      .where('status', '=', 'pending')
      .returningAll()
      .executeTakeFirst();
    if (!updated) throw new Error(`Order ${order.reference} changed while its invoice details were being saved`);
    await recordOrderEvent(trx, order.id, 'buyer-details-updated', BUYER_ACTOR, {
      company: details.company,
      address: details.address,
      vatId: details.vatId,
    });
    return { kind: 'saved', order: updated };
  });
}
