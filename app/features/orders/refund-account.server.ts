import { recordAudit, type AuditActor } from '~/features/audit/record.server';
import { db } from '~/lib/db/db.server';
import type { AchOrder, Executor } from '~/lib/db/schema';
import { decryptField, encryptField } from '~/lib/field-encryption.server';
import { openOrder } from './buyer-changes.server';
import { BUYER_ACTOR } from './events';
import { recordOrderEvent } from './events.server';
import { findOrder } from './store.server';
import { maskedRefundAccount, refundAccountRows, type RefundAccount } from './refund-account';

// The account a due refund is sent to: asked of the buyer (the refund e-mail, the order page), kept
// encrypted with a key outside the database (lib/field-encryption.server.ts), shown to the
// administrator masked, revealed only after the password again (and audited), and erased once the
// refund is marked sent (store.server.ts markRefundSent). Neither the database nor a backup of it
// holds the number as typed, and no e-mail, log or audit row carries it.

/** Each value is sealed for its own order: copied onto another row, it opens nowhere. */
const contextOf = (orderId: number) => `refund-account:${orderId}`;

function sealed(orderId: number, account: RefundAccount): string {
  return encryptField(JSON.stringify(account), contextOf(orderId));
}

/** The account an order holds, decrypted; null when none was given (or the key that sealed it is gone). */
export function refundAccountOf(order: Pick<AchOrder, 'id' | 'refund_account'>): RefundAccount | null {
  if (!order.refund_account) return null;
  const text = decryptField(order.refund_account, contextOf(order.id));
  if (text === null) return null;
  try {
    return JSON.parse(text) as RefundAccount;
  } catch {
    return null;
  }
}

/** What the pages show of it: masked, and when it was given; null when none was given. */
export function refundAccountSummary(order: Pick<AchOrder, 'id' | 'refund_account' | 'refund_account_at'>) {
  const account = refundAccountOf(order);
  return account ? { masked: maskedRefundAccount(account), givenAt: order.refund_account_at } : null;
}

export type SaveRefundAccountOutcome =
  | { kind: 'saved'; order: AchOrder; replaced: boolean }
  /** No refund is due: nothing to send, so nothing is kept. */
  | { kind: 'not-due'; order: AchOrder }
  | { kind: 'link-invalid' };

/**
 * The buyer's account for a due refund (already checked: refund-account.ts), from their order page:
 * encrypted for this order, replacing one given before, with a line in the timeline naming only its kind.
 */
export async function saveRefundAccount(
  referenceParam: string,
  token: unknown,
  account: RefundAccount,
  now = new Date(),
): Promise<SaveRefundAccountOutcome> {
  return db.transaction().execute(async (trx): Promise<SaveRefundAccountOutcome> => {
    const order = await openOrder(trx, referenceParam, token, now);
    if (!order) return { kind: 'link-invalid' };
    if (order.status !== 'refund-due') return { kind: 'not-due', order };
    const saved = await trx
      .updateTable('ach_orders')
      .set({ refund_account: sealed(order.id, account), refund_account_at: now.toISOString() })
      .where('id', '=', order.id)
      .where('status', '=', 'refund-due')
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordOrderEvent(trx, order.id, 'refund-account-given', BUYER_ACTOR, {
      account: account.kind === 'us' ? 'US account' : 'international account',
    });
    return { kind: 'saved', order: saved, replaced: order.refund_account !== null };
  });
}

export type RevealOutcome =
  { kind: 'revealed'; reference: string; rows: [string, string][] } | { kind: 'no-account' } | { kind: 'not-found' };

/**
 * The whole account, for the administrator sending the refund (after the password again: the route
 * checks it), written to the audit log as revealed (never the number itself).
 */
export async function revealRefundAccount(orderId: number, by: AuditActor, executor: Executor = db): Promise<RevealOutcome> {
  const order = await findOrder(executor, orderId);
  if (!order) return { kind: 'not-found' };
  const account = refundAccountOf(order);
  if (!account || order.status !== 'refund-due') return { kind: 'no-account' };
  await recordAudit(executor, by, {
    kind: 'refund-account-revealed',
    subject: order.reference,
    details: { account: maskedRefundAccount(account) },
  });
  return { kind: 'revealed', reference: order.reference, rows: refundAccountRows(account) };
}
