import { newOrderReference } from '~/lib/codes/references.server';
import type { AchOrder } from '~/lib/db/schema';
import { placeOrder, type PlaceOptions } from '~/features/orders/lifecycle.server';
import type { NewOrder } from '~/features/orders/store.server';
import type { AchDetails } from '~/features/settings/model';
import { getPaymentDetails, readSiteSettings, saveSiteSettings } from '~/features/settings/settings.server';
import type { AuditActor } from '~/features/audit/record.server';
import { markRefundAsSent, refundOrder, type RefundRequest, type RefundSentOutcome } from '~/features/orders/refund.server';

/** Bank details of the administrator's own (not the seeded sample), as a site that takes payments has them. */
export const TEST_BANK_DETAILS: AchDetails = {
  accountHolder: 'Recoverly Software Inc.',
  bankName: 'Harborline Savings Bank',
  accountNumber: '000123456789',
  routingNumber: '021000021',
};

/** Saves real bank details over the sample ones (the checkout takes no order until then); settings must be seeded. */
export async function saveTestBankDetails(bank: AchDetails = TEST_BANK_DETAILS): Promise<void> {
  await saveSiteSettings({ ...(await readSiteSettings()), ach_details: bank });
}

/**
 * Records an order the way checkout does (its e-mails queued too), under a fresh reference. The site
 * gets real bank details first if it still has the sample ones; and unless told otherwise, an earlier
 * pending order of the same address and plan is taken as another purchase (the buyer's answer).
 */
export async function placeTestOrder(
  order: Omit<NewOrder, 'reference'> & { reference?: string },
  options: PlaceOptions = { secondPurchase: true },
): Promise<AchOrder> {
  if (!(await getPaymentDetails())) await saveTestBankDetails();
  const outcome = await placeOrder({ reference: newOrderReference(), ...order }, options);
  if (outcome.kind === 'reference-taken') throw new Error(`the reference ${order.reference} belongs to another order`);
  if (outcome.kind === 'possible-duplicate') throw new Error(`order ${outcome.existing.reference} may be the same payment`);
  if (outcome.kind === 'not-taking-payments') throw new Error('the site has no bank details to pay into');
  return outcome.order;
}

/** The bank reference tests mark refunds sent with. */
export const TEST_BANK_REFERENCE = 'TRC 0042 1187';

/**
 * A confirmed order refunded both ways the administrator does it: Refund (recorded as due), then Mark
 * Refund Sent today with TEST_BANK_REFERENCE. Answers the second step's outcome (the credit note).
 */
export async function refundAndSend(
  id: number,
  refund: RefundRequest,
  by: AuditActor,
): Promise<Extract<RefundSentOutcome, { kind: 'refunded' }>> {
  const due = await refundOrder(id, refund, by);
  if (due.kind !== 'refund-due') throw new Error(`the refund was not recorded: ${due.kind}`);
  const sent = await markRefundAsSent(id, { sentOn: new Date().toISOString().slice(0, 10), bankReference: TEST_BANK_REFERENCE }, by);
  if (sent.kind !== 'refunded') throw new Error(`the refund was not marked sent: ${sent.kind}`);
  return sent;
}
