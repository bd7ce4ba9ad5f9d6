import { setAsideSource } from '~/features/inbound-mail/mailbox-messages.server';
import { requireAdmin } from '~/web/auth.server';
import type { Route } from './+types/admin.mailbox-message';

/**
 * A message of the mailbox the site set aside (it could not be imported), for the administrator to
 * open in a mail program: always a download of its source as it came, never shown, nothing sniffed.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const signedIn = await requireAdmin(request);
  const id = /^\d{1,15}$/.test(params.id) ? Number(params.id) : 0;
  const source = id > 0 ? await setAsideSource(id) : null;
  if (!source)
    return new Response('Not Found', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  const headers = new Headers(signedIn.headers);
  headers.set('Content-Type', 'application/octet-stream');
  headers.set('Content-Disposition', `attachment; filename="set-aside-${id}.eml"`);
  headers.set('X-Content-Type-Options', 'nosniff');
  headers.set('Content-Security-Policy', "default-src 'none'; sandbox");
  headers.set('Cache-Control', 'no-store');
  return new Response(new Uint8Array(source), { headers });
}
