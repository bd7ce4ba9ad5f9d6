import { db } from '~/lib/db/db.server';
import { checkoutWithReferencePath } from '~/lib/paths';
import { buyerMailContext } from '~/features/mail/buyer-context.server';
import { sitePageUrl } from '~/features/mail/templates/links';
import { enqueueAcknowledgement } from '~/features/outbox/caps.server';
import { getInternationalPaymentDetails, getPaymentDetails } from '~/features/settings/settings.server';
import type { SignedReference } from './checkout.server';
import { paymentDetailsEmail } from './mail/payment-details';

/** What "E-mail me these payment details" came to: written (sent, or held back by a cap: the answer is the same), or nothing to pay into yet. */
export type PaymentDetailsOutcome = { kind: 'sent' } | { kind: 'not-taking-payments' };

/**
 * The seller's bank details (and international ones, when set), the amount and the page's reference,
 * to an address typed at checkout, with a link back to the same checkout and reference. Under the
 * acknowledgement caps: the address may be anyone's. Records no order.
 */
export async function emailPaymentDetails(
  email: string,
  checkout: { plan: string; price: string; reference: SignedReference },
): Promise<PaymentDetailsOutcome> {
  return db.transaction().execute(async (trx): Promise<PaymentDetailsOutcome> => {
    const bank = await getPaymentDetails(trx);
    if (!bank) return { kind: 'not-taking-payments' };
    const context = await buyerMailContext(trx);
    const { reference, signature } = checkout.reference;
    const content = paymentDetailsEmail({
      context,
      plan: checkout.plan,
      amount: checkout.price,
      reference,
      bank,
      wire: await getInternationalPaymentDetails(trx),
      checkoutUrl: sitePageUrl(context.siteUrl, checkoutWithReferencePath(checkout.plan, reference, signature)),
    });
    await enqueueAcknowledgement(trx, { kind: 'payment-details', to: email, content });
    return { kind: 'sent' };
  });
}
