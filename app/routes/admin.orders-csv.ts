import { ORDER_STATUSES } from '~/features/orders/status';
import { requireAdmin } from '~/web/auth.server';
import { refuseCrossSiteGet } from '~/web/fetch-site.server';
import { dollars } from '~/lib/csv';
import { auditActorOf } from './admin-dashboard/action-input.server';
import { csvResponse, csvStream } from '~/features/dashboard/csv-export.server';
import { parseListFilters } from '~/features/dashboard/list-filters';
import type { AchOrder } from '~/lib/db/schema';
import type { Route } from './+types/admin.orders-csv';

const HEADER = [
  'reference',
  'created_at',
  'name',
  'email',
  'plan',
  'amount',
  'status',
  'confirmed_at',
  'cancelled_at',
  'cancel_reason',
  'license_key',
  'license_expires_at',
  'refunded_at',
  'refund_amount',
  'refund_reason',
  'licence_revoked_at',
] as const;

/**
 * The orders the Orders tab's filters select, as a CSV download (statuses as stored: pending,
 * confirmed, cancelled, refunded), with what was paid back and when the licence stopped working, so
 * the books reconcile refunds and partial refunds from the file alone.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  // Before anything else: a link on another site must not get an export (and its audit row) written.
  refuseCrossSiteGet(request);
  const signedIn = await requireAdmin(request);
  const filters = parseListFilters(new URL(request.url).searchParams, ORDER_STATUSES);
  const stream = csvStream<AchOrder>({
    table: 'ach_orders',
    list: 'orders',
    filters,
    header: HEADER,
    cells: (o) => [
      o.reference,
      o.created_at,
      o.name,
      o.email,
      o.plan,
      dollars(o.amount_cents),
      o.status,
      o.confirmed_at,
      o.cancelled_at,
      o.cancel_reason,
      o.license_key,
      o.license_expires_at,
      o.refunded_at,
      dollars(o.refund_amount_cents),
      o.refund_reason,
      o.licence_revoked_at,
    ],
    by: auditActorOf(signedIn, context.clientAddress),
  });
  return csvResponse(stream, 'orders', signedIn.headers);
}
