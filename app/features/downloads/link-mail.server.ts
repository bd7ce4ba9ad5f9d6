import { db } from '~/lib/db/db.server';
import { publicOrigin } from '~/lib/public-origin.server';
import { enqueueAcknowledgement } from '~/features/outbox/caps.server';
import { getCompany, getDownloads } from '~/features/settings/settings.server';
import { downloadLinkEmail } from './mail/download-link';
import { downloadOffer } from './offer';

/** What "E-mail me the download link" came to: written (sent, or held back by a cap: the answer is the same), or no installer to link to. */
export type DownloadLinkOutcome = { kind: 'sent' } | { kind: 'no-download' };

/** The installers' links to an address typed on /download, under the acknowledgement caps (a typed address). */
export async function emailDownloadLink(email: string): Promise<DownloadLinkOutcome> {
  return db.transaction().execute(async (trx): Promise<DownloadLinkOutcome> => {
    const offer = downloadOffer(await getDownloads(trx));
    if (!offer) return { kind: 'no-download' };
    const content = downloadLinkEmail({ offer, siteUrl: publicOrigin(), company: await getCompany(trx) });
    await enqueueAcknowledgement(trx, { kind: 'download-link', to: email, content });
    return { kind: 'sent' };
  });
}
