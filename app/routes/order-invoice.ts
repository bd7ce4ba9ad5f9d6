import { db } from '~/lib/db/db.server';
import { orderTokenMatches } from '~/features/orders/tokens.server';
import { documentDownload, documentKindOf, documentNotFound, orderOfReference } from '~/web/document-download.server';
import type { Route } from './+types/order-invoice';

/**
 * /orders/ORD-XXXX-XXXX/invoice.pdf?token=… and /credit-note.pdf: the buyer's documents, opened by
 * a link that opens the order page (the same token). An unknown order, a wrong or ended token and a
 * missing document are the same 404.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const order = await orderOfReference(params.reference);
  const token = new URL(request.url).searchParams.get('token');
  if (!order || !(await orderTokenMatches(db, order.id, token))) return documentNotFound();
  return documentDownload(order, documentKindOf(request));
}
