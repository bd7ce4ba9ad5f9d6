import { BRAND } from '~/lib/brand';
import { licenseDateText } from '~/features/licenses/licenses';
import type { EmailContent } from '~/features/mail/templates/blocks';
import { composeBuyerEmail, type BuyerMailContext } from '~/features/mail/templates/buyer';
import { sitePageUrl } from '~/features/mail/templates/links';
import { PATHS } from '~/lib/paths';

export interface AddressCorrectedInput {
  context: BuyerMailContext;
  reference: string;
  /** The new address, masked ('j•••@example.com'): this message goes to the old one. */
  maskedNewAddress: string;
  changedAt: string;
}

/**
 * To the address an order had before the buyer corrected it on the order page: what changed and when,
 * with no link to the order (this address may not be the buyer's), and what to do if it wasn't them.
 */
export function addressCorrectedEmail(input: AddressCorrectedInput): EmailContent {
  return composeBuyerEmail(
    input.context,
    {
      subject: `The e-mail address of ${BRAND} order ${input.reference} was changed`,
      preheader: `Messages about order ${input.reference} now go to ${input.maskedNewAddress}.`,
      reason: `You receive this e-mail because an order for a ${BRAND} license was placed with this address.`,
    },
    [
      { kind: 'heading', text: 'The e-mail address on an order was changed' },
      {
        kind: 'paragraph',
        text: `On ${licenseDateText(input.changedAt)}, the e-mail address of order ${input.reference} was corrected from this address to ${input.maskedNewAddress}, on the order's own page. Messages about the order, the license key included, now go to the new address.`,
      },
      {
        kind: 'paragraph',
        text: "If you didn't make this change, reply to this e-mail or contact us right away, quoting the order reference.",
      },
      { kind: 'button', label: 'Contact us', href: sitePageUrl(input.context.siteUrl, PATHS.contact) },
    ],
  );
}
