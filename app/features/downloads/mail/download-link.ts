import { BRAND } from '~/lib/brand';
import type { Block, EmailContent } from '~/features/mail/templates/blocks';
import { composeEmail } from '~/features/mail/templates/compose';
import { sitePageUrl } from '~/features/mail/templates/links';
import type { Company } from '~/features/settings/model';
import { PATHS } from '~/lib/paths';
import type { DownloadOffer } from '../offer';
import { PLATFORM_NAMES, PLATFORMS } from '../platforms';

export interface DownloadLinkInput {
  offer: DownloadOffer;
  siteUrl: string;
  company?: Company;
}

/**
 * To an address typed on /download from a phone: the links to the installers, to open on a computer,
 * and what else a recovery needs. Nothing the visitor typed is in it (the address may be anyone's):
 * our words and links only, under the acknowledgement caps.
 */
export function downloadLinkEmail({ offer, siteUrl, company }: DownloadLinkInput): EmailContent {
  const buttons: Block[] = PLATFORMS.filter((platform) => offer.files[platform]).map((platform) => ({
    kind: 'button',
    label: `Download for ${PLATFORM_NAMES[platform]}`,
    href: sitePageUrl(siteUrl, offer.files[platform]!.href),
  }));
  return composeEmail(
    {
      subject: `Your ${BRAND} download link`,
      preheader: 'Open this e-mail on your Windows PC or Mac to download the free version.',
      siteUrl,
      company,
      reason: `You receive this e-mail because this address was given on the download page of the ${BRAND} website.`,
    },
    [
      { kind: 'heading', text: `Download ${BRAND} ${offer.version}` },
      {
        kind: 'paragraph',
        text: `Open this e-mail on the Windows PC or Mac you will recover with, and download the free version there. It scans and previews every file it finds before you pay anything.`,
      },
      ...buttons,
      {
        kind: 'paragraph',
        text: 'To recover a memory card from a camera or phone, connect it to that computer with a card reader. Install on a different drive from the one you recover.',
      },
      { kind: 'button', label: 'All download details', href: sitePageUrl(siteUrl, PATHS.download), secondary: true },
      { kind: 'paragraph', text: 'If you did not ask for this link, you can ignore this e-mail.' },
    ],
  );
}
