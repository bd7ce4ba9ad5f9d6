import type { OrderStatus } from '~/features/orders/status';
import type { AchOrder } from '~/lib/db/schema';
import type { RowColumns } from './list-query.server';

/** An order as the CSV reads it: its row, and the numbers of its invoice and credit note. */
export type OrderCsvRow = AchOrder & { invoice_number: string | null; credit_note_number: string | null };

/** The invoice's and the credit note's numbers, each a subquery of the export's statement (served by the invoices' (order, kind) key). */
export const orderDocumentColumns: RowColumns = (query) =>
  query.select((eb) => [
    eb
      .selectFrom('invoices')
      .select('invoices.number')
      .whereRef('invoices.order_id', '=', 'ach_orders.id')
      .where('invoices.kind', '=', 'invoice')
      .as('invoice_number'),
    eb
      .selectFrom('invoices')
      .select('invoices.number')
      .whereRef('invoices.order_id', '=', 'ach_orders.id')
      .where('invoices.kind', '=', 'credit-note')
      .as('credit_note_number'),
  ]) as ReturnType<RowColumns>;

/** Where an order's refund stands, for the books: 'due' (recorded, money not sent yet), 'sent', or empty (none). */
export function refundState(status: OrderStatus): 'due' | 'sent' | '' {
  if (status === 'refund-due') return 'due';
  return status === 'refunded' ? 'sent' : '';
}
