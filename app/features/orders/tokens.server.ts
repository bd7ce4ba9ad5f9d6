import { accessTokenMatches, hashAccessToken, newAccessToken } from '~/lib/codes/access-token.server';
import type { AchOrder, Executor } from '~/lib/db/schema';
import { ORDER_TOKEN_DAYS } from './token-lifetime';

/**
 * The tokens that open a buyer's order page. Only hashes are stored, so a link can't be shown again:
 * a token is minted for each e-mail that links to the page and for the checkout receipt, nothing else
 * (the lookup e-mails its link). A token works for ORDER_TOKEN_DAYS days, and stops working when the
 * order is cancelled or its refund is recorded: only tokens issued after that (with the e-mail saying
 * so) open it. Marking the refund sent ends none: the buyer's link from the refund e-mail keeps working.
 */

const DAY_MS = 24 * 60 * 60_000;

/** What a token is for an order: it opens the page, it did but no longer does (expired, or issued before a cancellation or refund), or it never did. */
export type OrderTokenState = 'valid' | 'expired' | 'revoked' | 'unknown';

/** The dates of an order that end its earlier links. */
export type TokenOrder = Pick<AchOrder, 'id' | 'cancelled_at' | 'refund_due_at'>;

export async function issueOrderToken(executor: Executor, orderId: number, now = new Date()): Promise<string> {
  const token = newAccessToken();
  await executor
    .insertInto('order_access_tokens')
    .values({
      token_hash: hashAccessToken(token),
      order_id: orderId,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + ORDER_TOKEN_DAYS * DAY_MS).toISOString(),
    })
    .execute();
  return token;
}

function time(timestamp: string | null): number | null {
  if (!timestamp) return null;
  const at = Date.parse(timestamp);
  return Number.isNaN(at) ? null : at;
}

/** When the order's earlier links stopped working: its latest cancellation or recorded refund, if any. */
function revokedSince(order: TokenOrder): number | null {
  const times = [time(order.cancelled_at), time(order.refund_due_at)].filter((at): at is number => at !== null);
  return times.length > 0 ? Math.max(...times) : null;
}

/** What `token` is for `order`: looked up by its hash, compared in constant time, then judged by its dates. */
export async function orderTokenState(executor: Executor, order: TokenOrder, token: unknown, now = new Date()): Promise<OrderTokenState> {
  if (typeof token !== 'string' || token === '' || token.length > 256) return 'unknown';
  const row = await executor
    .selectFrom('order_access_tokens')
    .select(['token_hash', 'created_at', 'expires_at'])
    .where('token_hash', '=', hashAccessToken(token))
    .where('order_id', '=', order.id)
    .executeTakeFirst();
  if (!row || !accessTokenMatches(token, row.token_hash)) return 'unknown';
  const issued = time(row.created_at) ?? 0;
  // A token from before links expired has no expiry of its own: it lasts as long as any other.
  const expires = time(row.expires_at) ?? issued + ORDER_TOKEN_DAYS * DAY_MS;
  if (now.getTime() >= expires) return 'expired';
  const revoked = revokedSince(order);
  if (revoked !== null && issued < revoked) return 'revoked';
  return 'valid';
}

/** Whether `token` opens order `orderId` now (not expired, not ended by a cancellation or refund). */
export async function orderTokenMatches(executor: Executor, orderId: number, token: unknown): Promise<boolean> {
  const order = await executor
    .selectFrom('ach_orders')
    .select(['id', 'cancelled_at', 'refund_due_at'])
    .where('id', '=', orderId)
    .executeTakeFirst();
  return order ? (await orderTokenState(executor, order, token)) === 'valid' : false;
}
