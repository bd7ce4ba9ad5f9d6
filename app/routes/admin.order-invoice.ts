import { requireAdmin } from '~/web/auth.server';
import { documentDownload, documentKindOf, orderOfReference } from '~/web/document-download.server';
import type { Route } from './+types/admin.order-invoice';

/** /admin/orders/ORD-XXXX-XXXX/invoice.pdf and /credit-note.pdf: the administrator's copy of an order's documents. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  return documentDownload(await orderOfReference(params.reference), documentKindOf(request));
}
