import { redirect } from 'react-router';
import { recordDownloadClick } from '~/features/downloads/clicks.server';
import { PLATFORMS, type Platform } from '~/features/downloads/platforms';
import { getDownloads } from '~/features/settings/settings.server';
import type { Route } from './+types/download-file';
import { PATHS } from '~/lib/paths';

// Never kept by a browser or a proxy: each click must reach us to be counted, and a changed link must apply at once.
const NO_STORE = { 'Cache-Control': 'no-store' };

/**
 * /download/windows and /download/macos: count the click, then send the browser to the installer.
 *
 * A GET that writes breaks our "no GET changes anything" rule on purpose, and only here: the count is a
 * statistic, not business data (no order, request, setting or session changes), so a prefetch or a
 * crawler can at worst add a click, which the per-address limit caps. A form POST is not an option:
 * the CSP's form-action 'self' blocks a form whose answer redirects to another origin.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const platform = PLATFORMS.find((p) => new URL(request.url).pathname === `/download/${p}`) as Platform;
  const file = (await getDownloads())[platform];
  // Not offered (yet): the download page says so, instead of a dead link.
  if (!file) return redirect(PATHS.download, { headers: NO_STORE });
  if (request.method === 'GET') {
    // A failed count must never stand between a visitor and the download.
    await recordDownloadClick(platform, context.clientAddress).catch((error: unknown) => {
      console.error(`Counting a ${platform} download failed:`, error);
    });
  }
  return redirect(file.url, { headers: NO_STORE });
}
