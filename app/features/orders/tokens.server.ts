import { accessTokenMatches, hashAccessToken, newAccessToken } from '~/lib/codes/access-token.server';
import type { Executor } from '~/lib/db/schema';

/**
 * The tokens that open a buyer's order page. Only hashes are stored, so a link can't be shown again:
 * each e-mail and each successful lookup gets a new token, and every earlier one keeps working (the
 * link in the first e-mail must still open the page after the buyer looked the order up).
 */
export async function issueOrderToken(executor: Executor, orderId: number): Promise<string> {
  const token = newAccessToken();
  await executor
    .insertInto('order_access_tokens')
    .values({ token_hash: hashAccessToken(token), order_id: orderId })
    .execute();
  return token;
}

/** Whether `token` opens order `orderId`: looked up by its hash, then compared in constant time. */
export async function orderTokenMatches(executor: Executor, orderId: number, token: unknown): Promise<boolean> {
  if (typeof token !== 'string' || token === '' || token.length > 256) return false;
  const row = await executor
    .selectFrom('order_access_tokens')
    .select('token_hash')
    .where('token_hash', '=', hashAccessToken(token))
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  return accessTokenMatches(token, row?.token_hash);
}
