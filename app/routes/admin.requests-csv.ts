import { REQUEST_STATUSES } from '~/features/requests/status';
import { requireAdmin } from '~/web/auth.server';
import { refuseCrossSiteGet } from '~/web/fetch-site.server';
import { auditActorOf } from '~/web/admin-action.server';
import { csvResponse, csvStream } from '~/features/dashboard/csv-export.server';
import { parseListFilters } from '~/features/dashboard/list-filters';
import type { RequestRow } from '~/lib/db/schema';
import type { Route } from './+types/admin.requests-csv';

const FIRST = ['reference', 'created_at', 'status', 'closed_at', 'name', 'email'] as const;
const first = (r: RequestRow) => [r.reference, r.created_at, r.status, r.closed_at, r.name, r.email];

/** One of the Requests tab's lists (?list=support|help) under its filters, as a CSV download. */
export async function loader({ request, context }: Route.LoaderArgs) {
  // Before anything else: a link on another site must not get an export (and its audit row) written.
  refuseCrossSiteGet(request);
  const signedIn = await requireAdmin(request);
  const search = new URL(request.url).searchParams;
  const filters = parseListFilters(search, REQUEST_STATUSES);
  const by = auditActorOf(signedIn, context.clientAddress);
  const list = search.get('list');
  if (list === 'support') {
    const stream = csvStream<RequestRow>({
      table: 'support',
      list,
      filters,
      header: [...FIRST, 'phone', 'product', 'problem', 'note'],
      cells: (r) => [...first(r), r.phone, r.product, r.message, r.note],
      by,
    });
    return csvResponse(stream, 'support-requests', signedIn.headers);
  }
  if (list === 'help') {
    // Help-centre requests, contact messages and requests started by e-mail, as the spec's help_requests held them.
    const stream = csvStream<RequestRow>({
      table: 'help',
      list,
      filters,
      header: [...FIRST, 'subject', 'message', 'note'],
      cells: (r) => [...first(r), r.subject, r.message, r.note],
      by,
    });
    return csvResponse(stream, 'help-requests', signedIn.headers);
  }
  return new Response('Unknown list: choose support or help.', { status: 400, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}
