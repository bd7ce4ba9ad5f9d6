import { freeOrderDevice } from '~/features/licenses/devices.server';
import { db } from '~/lib/db/db.server';
import { openOrder } from './buyer-changes.server';
import { BUYER_ACTOR } from './events';

export type BuyerDeactivateOutcome =
  { kind: 'deactivated'; reference: string; name: string } | { kind: 'not-found'; reference: string } | { kind: 'link-invalid' };

/** The buyer's Deactivate on their order page: the page's link must open the order, and the device be one of its active ones. */
export async function deactivateDeviceOnOrderPage(
  referenceParam: string,
  token: unknown,
  activationId: number,
  clientAddress: string,
  now = new Date(),
): Promise<BuyerDeactivateOutcome> {
  const order = await openOrder(db, referenceParam, token, now);
  if (!order) return { kind: 'link-invalid' };
  const outcome = await freeOrderDevice(order.id, activationId, { actor: BUYER_ACTOR, clientAddress });
  return outcome.kind === 'deactivated'
    ? { kind: 'deactivated', reference: order.reference, name: outcome.name }
    : { kind: 'not-found', reference: order.reference };
}
