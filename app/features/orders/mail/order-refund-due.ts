import { BRAND } from '~/lib/brand';
import { REFUND_SEND, TRANSFER_ARRIVAL } from '~/features/catalogue/promises';
import type { Block, EmailContent } from '~/features/mail/templates/blocks';
import { composeBuyerEmail, type BuyerMailContext } from '~/features/mail/templates/buyer';
import { sitePageUrl } from '~/features/mail/templates/links';
import { PATHS } from '~/lib/paths';

export interface OrderRefundDueInput {
  context: BuyerMailContext;
  reference: string;
  plan: string;
  /** What will be paid back, as shown: '$79.99'. */
  refund: string;
  /** What was paid, as shown. */
  paid: string;
  reason: string;
  /** The day the refund will have left by ('Dec 4, 2026'). */
  sendBy: string;
  orderUrl: string;
  /** A renewal's refund: the license keeps its key and goes back to the expiry it had before. */
  renewal?: boolean;
}

/**
 * To the buyer when the administrator records a refund: how much, why, when the money will be sent
 * and how long a transfer takes, and that the license no longer works. Nothing here says the money
 * was sent: the e-mail after Mark Refund Sent does, with the credit note.
 */
export function orderRefundDueEmail(input: OrderRefundDueInput): EmailContent {
  const blocks: Block[] = [
    { kind: 'heading', text: 'We are refunding your order' },
    {
      kind: 'paragraph',
      text: `We are refunding ${input.refund} of your order ${input.reference}. We will send it to you by bank transfer ${REFUND_SEND}, by ${input.sendBy}; a bank transfer usually arrives ${TRANSFER_ARRIVAL} after it is sent.`,
    },
    {
      kind: 'paragraph',
      text: 'Tell us the account to send it to, on your order page: a US account (routing and account number) or one abroad (IBAN and BIC), in your name. We keep it encrypted, and erase it once the refund is sent.',
    },
    { kind: 'button', label: 'Give the account for your refund', href: input.orderUrl },
    {
      kind: 'paragraph',
      text: 'We will e-mail you again on the day the money leaves our account, with its bank reference and your credit note.',
    },
    {
      kind: 'details',
      rows: [
        ['Plan', input.plan],
        ['Paid', input.paid],
        ['To be refunded', input.refund],
        ['Reason', input.reason],
        ['Sent by', input.sendBy],
      ],
    },
    {
      kind: 'paragraph',
      text: input.renewal
        ? 'The renewal is taken back: your license keeps its key, and its expiry goes back to the date it had before this renewal.'
        : 'The license key of this order no longer works.',
    },
    { kind: 'paragraph', text: 'If you have a question about this refund, reply to this e-mail or contact us.' },
    { kind: 'button', label: 'Contact us', href: sitePageUrl(input.context.siteUrl, PATHS.contact), secondary: true },
  ];
  return composeBuyerEmail(
    input.context,
    {
      subject: `Your ${BRAND} refund for order ${input.reference}: ${input.refund}, sent by ${input.sendBy}`,
      preheader: `We will send ${input.refund} back by bank transfer ${REFUND_SEND}. Reason: ${input.reason}`,
      reason: `You receive this e-mail because you bought a ${BRAND} license with this address.`,
    },
    blocks,
  );
}
