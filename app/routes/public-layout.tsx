import { Outlet } from 'react-router';
import { PublicShell } from '~/components/public-shell';
import { downloadOffer } from '~/features/downloads/offer';
import { getCompany, getDownloads } from '~/features/settings/settings.server';
import { sellerOf } from '~/features/settings/seller';
import type { ClientHandle } from '~/lib/page-scripts';

// The frame (header, menu, footer) is HTML and CSS: a page hydrates only for what its own route needs.
export const handle: ClientHandle = { hydrate: false };

/**
 * The seller, named in every public page's footer, the legal pages and the checkout; and whether a
 * free download is set, so no header, hero or product offers one that isn't there. Public pages are
 * cached per content version, and saving the settings bumps it, so a page never shows an old company
 * or a stale offer.
 */
export async function loader() {
  const [company, downloadOffered] = await Promise.all([getCompany(), hasDownload()]);
  return { seller: sellerOf(company), downloadOffered };
}

/** Unreadable download settings read as "no download": the pages then offer none rather than fail. */
async function hasDownload(): Promise<boolean> {
  try {
    return downloadOffer(await getDownloads()) !== null;
  } catch (error) {
    console.error('Could not read the download settings:', error);
    return false;
  }
}

/** The company changes only when the settings are saved (outside this layout): no need to ask again on each navigation. */
export function shouldRevalidate() {
  return false;
}

export default function PublicLayout() {
  return (
    <PublicShell>
      <Outlet />
    </PublicShell>
  );
}
