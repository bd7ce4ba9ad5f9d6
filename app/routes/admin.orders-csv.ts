import { ORDER_STATUSES } from '~/features/orders/status';
import { requireAdmin } from '~/web/auth.server';
import { refuseCrossSiteGet } from '~/web/fetch-site.server';
import { dollars } from '~/lib/csv';
import { auditActorOf } from '~/web/admin-action.server';
import { csvResponse, csvStream } from '~/features/dashboard/csv-export.server';
import { orderDocumentColumns, refundState, type OrderCsvRow } from '~/features/dashboard/orders-csv.server';
import { parseListFilters } from '~/features/dashboard/list-filters';
import type { Route } from './+types/admin.orders-csv';

// The columns of the first files keep their place (a spreadsheet's formulas point at them); columns
// added since go at the end. One spelling: license.
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
  'license_revoked_at',
  'invoice_number',
  'credit_note_number',
  'company',
  'vat_id',
  'refund_state',
  'refund_sent_on',
  'refund_bank_reference',
] as const;

/**
 * The orders the Orders tab's filters select, as a CSV download (statuses as stored: pending,
 * confirmed, cancelled, refund-due, refunded), with what was paid back, when and under which bank
 * reference, when the license stopped working, the invoice and credit-note numbers and the buyer's
 * company and VAT ID, so the books reconcile sales, refunds and partial refunds from the file alone.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  // Before anything else: a link on another site must not get an export (and its audit row) written.
  refuseCrossSiteGet(request);
  const signedIn = await requireAdmin(request);
  const filters = parseListFilters(new URL(request.url).searchParams, ORDER_STATUSES);
  const stream = csvStream<OrderCsvRow>({
    table: 'ach_orders',
    list: 'orders',
    filters,
    header: HEADER,
    columns: orderDocumentColumns,
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
      o.license_revoked_at,
      o.invoice_number,
      o.credit_note_number,
      o.buyer_company,
      o.buyer_vat_id,
      refundState(o.status),
      o.refund_sent_on,
      o.refund_bank_reference,
    ],
    by: auditActorOf(signedIn, context.clientAddress),
  });
  return csvResponse(stream, 'orders', signedIn.headers);
}
