import type { EmailContent } from '~/features/mail/templates/blocks';
import { composeEmail } from '~/features/mail/templates/compose';
import { adminRequestUrl, dashboardUrl } from '~/features/mail/templates/links';
import type { Company } from '~/features/settings/model';

export interface DigestEntry {
  reference: string;
  name: string;
  subject: string;
}

export interface NewRequestDigestInput {
  entries: readonly DigestEntry[];
  /** Held notifications not listed (the digest names the first ones). */
  more: number;
  /** The most notifications sent one by one in an hour. */
  perHour: number;
  siteUrl: string;
  company?: Company;
}

/** To the administrator: the new requests whose notifications were held (past the hourly number), in one message. */
export function newRequestDigestEmail({ entries, more, perHour, siteUrl, company }: NewRequestDigestInput): EmailContent {
  const count = entries.length + more;
  return composeEmail(
    {
      subject: `${count.toLocaleString('en-US')} more new request${count === 1 ? '' : 's'}`,
      preheader: `More than ${perHour} new requests came in within an hour: here they are in one message.`,
      siteUrl,
      company,
      reason: 'You receive this e-mail as the administrator of this site.',
    },
    [
      { kind: 'heading', text: `${count.toLocaleString('en-US')} more new request${count === 1 ? '' : 's'}` },
      {
        kind: 'paragraph',
        text: `More than ${perHour} new requests came in within an hour, so their notifications come together here instead of one by one.`,
      },
      {
        kind: 'links',
        title: 'New requests',
        items: entries.map((entry) => ({
          label: `${entry.reference}: ${entry.subject}`,
          href: adminRequestUrl(siteUrl, entry.reference),
          notes: [`From ${entry.name}`],
        })),
      },
      ...(more > 0 ? [{ kind: 'paragraph' as const, text: `And ${more.toLocaleString('en-US')} more: see the Requests screen.` }] : []),
      { kind: 'button', label: 'Open the requests', href: dashboardUrl(siteUrl, 'requests') },
    ],
  );
}
