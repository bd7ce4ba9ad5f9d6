import { BRAND } from '~/lib/brand';
import { RENEWAL_REMINDER_DAYS } from '~/features/licenses/licenses';
import { licenseDateText } from '../licenses';
import type { EmailContent } from '~/features/mail/templates/blocks';
import { composeBuyerEmail, type BuyerMailContext } from '~/features/mail/templates/buyer';

export interface RenewalReminderInput {
  context: BuyerMailContext;
  name: string;
  plan: string;
  licenseKey: string;
  expiresAt: string;
  /** Checkout renewing this license (the order page's Renew): the same key, one period more. */
  renewUrl: string;
}

/** To the buyer RENEWAL_REMINDER_DAYS before a Monthly or Yearly license expires (renewal-reminders.server.ts queues it). */
export function renewalReminderEmail(input: RenewalReminderInput): EmailContent {
  const expires = licenseDateText(input.expiresAt);
  return composeBuyerEmail(
    input.context,
    {
      subject: `Your ${BRAND} ${input.plan} license expires in ${RENEWAL_REMINDER_DAYS} days`,
      preheader: `Renew by bank transfer before ${expires}.`,
      reason: `You receive this e-mail because you hold a ${BRAND} license bought with this address.`,
    },
    [
      { kind: 'heading', text: `Hi ${input.name}` },
      { kind: 'paragraph', text: `Your ${input.plan} license expires on ${expires}.` },
      { kind: 'key', label: 'License key', value: input.licenseKey },
      {
        kind: 'paragraph',
        text: 'Nothing is ever charged automatically. To keep using it, renew by bank transfer as before: the license keeps this key, so there is nothing to re-enter on your devices.',
      },
      { kind: 'button', label: `Renew the ${input.plan} plan`, href: input.renewUrl },
    ],
  );
}
