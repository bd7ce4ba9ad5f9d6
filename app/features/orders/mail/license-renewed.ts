import { BRAND } from '~/lib/brand';
import { devicesText, licenseExpiryText } from '~/features/licenses/licenses';
import type { EmailContent } from '~/features/mail/templates/blocks';
import { composeBuyerEmail, type BuyerMailContext } from '~/features/mail/templates/buyer';

export interface LicenseRenewedInput {
  context: BuyerMailContext;
  /** The renewal order's reference. */
  reference: string;
  plan: string;
  /** The license, named by its key's last group ('…-T7W4C'): whoever paid may not be whoever uses it. */
  keyEnding: string;
  devices: number;
  expiresAt: string | null;
  orderUrl: string;
  invoiceNumber: string | null;
}

/**
 * To whoever paid a renewal, once its transfer is confirmed: the same key now runs until the new
 * expiry, nothing to re-enter; the invoice attached. The key itself is not in it: the license's holder
 * has it, and the payer may be someone else (an accounts department).
 */
export function licenseRenewedEmail(input: LicenseRenewedInput): EmailContent {
  const expires = licenseExpiryText(input.expiresAt);
  return composeBuyerEmail(
    input.context,
    {
      subject: `Your ${BRAND} license is renewed until ${expires} (order ${input.reference})`,
      preheader: `We received your payment: license ${input.keyEnding} now runs until ${expires}, with the same key.`,
      reason: `You receive this e-mail because you renewed a ${BRAND} license with this address.`,
    },
    [
      { kind: 'heading', text: 'Your license is renewed' },
      { kind: 'paragraph', text: ['We received your payment for order ', { code: input.reference }, '. Thank you!'] },
      {
        kind: 'paragraph',
        text: `License ${input.keyEnding} now runs until ${expires}. It keeps its key: nothing to re-enter on your devices, which pick up the new date the next time they check.`,
      },
      {
        kind: 'details',
        rows: [
          ['License', input.keyEnding],
          ['Plan', input.plan],
          ['Devices', devicesText(input.devices)],
          ['Expires', expires],
        ],
      },
      ...(input.invoiceNumber
        ? [
            {
              kind: 'paragraph' as const,
              text: [`Your invoice `, { strong: input.invoiceNumber }, ` is attached to this e-mail as a PDF.`],
            },
          ]
        : []),
      { kind: 'button', label: 'View your order', href: input.orderUrl },
    ],
  );
}
