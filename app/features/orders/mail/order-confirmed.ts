import { BRAND } from '~/lib/brand';
import { RENEWAL_REMINDER_DAYS } from '~/features/licences/licences';
import { devicesText, licenseExpiryText } from '~/features/licences/licences';
import type { Block, EmailContent } from '~/features/mail/templates/blocks';
import { composeEmail } from '~/features/mail/templates/compose';

export interface OrderConfirmedInput {
  reference: string;
  name: string;
  plan: string;
  licenseKey: string;
  devices: number;
  /** ISO timestamp, or null for a license that never expires (Lifetime). */
  expiresAt: string | null;
  orderUrl: string;
  siteUrl: string;
}

/** To the buyer when the payment is confirmed: the license key, what it covers, until when. */
export function orderConfirmedEmail(input: OrderConfirmedInput): EmailContent {
  const blocks: Block[] = [
    { kind: 'heading', text: `Your license key is ready, ${input.name}` },
    { kind: 'paragraph', text: `We received your payment for order ${input.reference}. Thank you!` },
    { kind: 'code', label: 'License key', value: input.licenseKey },
    {
      kind: 'details',
      rows: [
        ['Plan', input.plan],
        ['Devices', devicesText(input.devices)],
        ['Expires', licenseExpiryText(input.expiresAt)],
      ],
    },
  ];
  if (input.expiresAt !== null) {
    blocks.push({ kind: 'paragraph', text: `We will send you a reminder ${RENEWAL_REMINDER_DAYS} days before your license expires.` });
  }
  blocks.push({ kind: 'button', label: 'View your order', href: input.orderUrl });
  return composeEmail(
    {
      subject: `Your ${BRAND} license key (order ${input.reference})`,
      preheader: `Your payment arrived: here is your ${input.plan} license key.`,
      siteUrl: input.siteUrl,
      reason: `You receive this e-mail because you bought a ${BRAND} license with this address.`,
    },
    blocks,
  );
}
