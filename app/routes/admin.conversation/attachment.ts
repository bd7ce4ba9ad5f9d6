import { attachmentDownload } from '~/features/requests/conversation.server';
import { requireAdmin } from '~/web/auth.server';
import type { Route } from './+types/attachment';

/**
 * A file that came with a customer's e-mail, for the administrator: always a download (never shown
 * inline, whatever it claims to be), typed as bytes, and no browser may sniff it into a page.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const signedIn = await requireAdmin(request);
  const file = await attachmentDownload(params.reference, params.id);
  if (!file)
    return new Response('Not Found', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  const headers = new Headers(signedIn.headers);
  headers.set('Content-Type', 'application/octet-stream');
  // The name as an RFC 6266 filename*: any character, quoted safely; an ASCII fallback beside it.
  const ascii = file.fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  headers.set('Content-Disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`);
  headers.set('X-Content-Type-Options', 'nosniff');
  headers.set('Content-Security-Policy', "default-src 'none'; sandbox");
  headers.set('Cache-Control', 'no-store');
  return new Response(new Uint8Array(file.content), { headers });
}
