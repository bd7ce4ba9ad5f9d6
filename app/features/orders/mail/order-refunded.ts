import { BRAND } from '~/lib/brand';
import type { Block, EmailContent } from '~/features/mail/templates/blocks';
import { composeBuyerEmail, type BuyerMailContext } from '~/features/mail/templates/buyer';
import { sitePageUrl } from '~/features/mail/templates/links';
import { PATHS } from '~/lib/paths';

export interface OrderRefundedInput {
  context: BuyerMailContext;
  reference: string;
  plan: string;
  /** What is paid back, as shown: '$79.99'. */
  refunded: string;
  /** What was paid, as shown. */
  paid: string;
  reason: string;
  /** The credit note's number ('INV-2026-000002'), attached to this message; null when none was issued. */
  creditNote: string | null;
  orderUrl: string;
}

/** To the buyer when the administrator refunds a confirmed order: how much, why, the licence revoked, the credit note attached. */
export function orderRefundedEmail(input: OrderRefundedInput): EmailContent {
  const blocks: Block[] = [
    { kind: 'heading', text: 'Your order was refunded' },
    {
      kind: 'paragraph',
      text: `We are refunding ${input.refunded} of your order ${input.reference} by bank transfer to the account you paid from. It usually arrives within 1–3 business days.`,
    },
    {
      kind: 'details',
      rows: [
        ['Plan', input.plan],
        ['Paid', input.paid],
        ['Refunded', input.refunded],
        ['Reason', input.reason],
        ...(input.creditNote ? ([['Credit note', input.creditNote]] as const) : []),
      ],
    },
    { kind: 'paragraph', text: 'The license key of this order no longer works.' },
  ];
  if (input.creditNote) blocks.push({ kind: 'paragraph', text: `Your credit note ${input.creditNote} is attached as a PDF.` });
  blocks.push(
    { kind: 'paragraph', text: 'If you have a question about this refund, reply to this e-mail or contact us.' },
    { kind: 'button', label: 'View your order', href: input.orderUrl },
    { kind: 'button', label: 'Contact us', href: sitePageUrl(input.context.siteUrl, PATHS.contact), secondary: true },
  );
  return composeBuyerEmail(
    input.context,
    {
      subject: `Your ${BRAND} order ${input.reference} was refunded`,
      preheader: `${input.refunded} refunded. Reason: ${input.reason}`,
      reason: `You receive this e-mail because you bought a ${BRAND} license with this address.`,
    },
    blocks,
  );
}
