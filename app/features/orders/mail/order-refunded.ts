import { BRAND } from '~/lib/brand';
import { TRANSFER_ARRIVAL } from '~/features/catalogue/promises';
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
  /**
   * When the money left and the bank's reference for it ('Nov 27, 2026', 'TRC 0042 1187'); null for
   * an order refunded before refunds were marked sent (its e-mail then says no more than it knows).
   */
  sent: { on: string; bankReference: string } | null;
  /** The credit note's number ('CN-2026-000001'), attached to this message; null when none was issued. */
  creditNote: string | null;
  orderUrl: string;
}

/** To the buyer once the refund was sent: how much, when, the bank's reference, the license revoked, the credit note attached. */
export function orderRefundedEmail(input: OrderRefundedInput): EmailContent {
  const { sent } = input;
  const blocks: Block[] = [
    { kind: 'heading', text: sent ? 'Your refund was sent' : 'Your order was refunded' },
    {
      kind: 'paragraph',
      text: sent
        ? `We sent ${input.refunded} of your order ${input.reference} back to you by bank transfer on ${sent.on}. A bank transfer usually arrives ${TRANSFER_ARRIVAL}; if it hasn't arrived by then, give your bank the reference below.`
        : `We refunded ${input.refunded} of your order ${input.reference}.`,
    },
    {
      kind: 'details',
      rows: [
        ['Plan', input.plan],
        ['Paid', input.paid],
        ['Refunded', input.refunded],
        ['Reason', input.reason],
        ...(sent
          ? ([
              ['Sent on', sent.on],
              ['Bank reference', sent.bankReference],
            ] as const)
          : []),
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
      subject: sent ? `Your ${BRAND} refund for order ${input.reference} was sent` : `Your ${BRAND} order ${input.reference} was refunded`,
      preheader: sent ? `${input.refunded} sent on ${sent.on}, bank reference ${sent.bankReference}.` : `${input.refunded} refunded.`,
      reason: `You receive this e-mail because you bought a ${BRAND} license with this address.`,
    },
    blocks,
  );
}
