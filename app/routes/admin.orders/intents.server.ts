import { ADMIN_TOASTS } from '~/content/admin';
import { ORDER_TOASTS, type BulkSkip } from '~/content/admin-orders';
import { answersSelected, readSelectedToConfirm } from '~/features/orders/bulk-confirm.server';
import { confirmOrder } from '~/features/orders/lifecycle.server';
import { errorMessage } from '~/lib/toast';
import type { DashboardActionHandler, DashboardActionInput } from '~/web/admin-action.server';
import { ORDER_INTENTS } from '../admin.order/intents.server';
import { parseRowId } from '~/lib/forms/row-id';
import { orderFormRefusal, orderIdOf, runOrderIntent } from '../admin.order/order-intent';
import { answerRowAction } from '~/web/row-action.server';

// The Orders tab's forms: each order's buttons (Confirm Payment, Cancel Order, Refund, Reopen, Resend
// e-mail) and Confirm Selected. Each answers with a redirect back to the list it came from (its
// filters and page kept), scrolled to the row it acted on, and the toast of its outcome; a form its
// schema refuses answers 400 with the errors by field name and the text kept. (The list's dialogs
// post to the order's confirmation page, which shows a refusal beside its field.)

/** The id of the row an order form acted on, for the list to come back scrolled to it. */
export function orderRowAnchor(id: number | null): string | null {
  return id === null ? null : `order-${id}`;
}

/** An order form its schema (or its service, about one field) refused: 400, the errors by field name. */
type OrderFormAnswerData = ReturnType<typeof orderFormRefusal>;

const rowActions = Object.fromEntries(
  Object.entries(ORDER_INTENTS).map(([name, intent]): [string, DashboardActionHandler<Response | OrderFormAnswerData>] => [
    name,
    async (input: DashboardActionInput) => {
      const answer = await runOrderIntent(intent, input.form, input.by);
      if (answer.kind === 'refused') return orderFormRefusal(name, answer, input.signedIn.headers);
      return answerRowAction(input, 'orders', intent.failedTitle, async () => answer.toast, orderRowAnchor(orderIdOf(input.form)));
    },
  ]),
);

/** The most orders one Confirm Selected confirms (a page of the list holds fewer). */
export const MAX_BULK_CONFIRM = 100;

/**
 * Confirm Selected: each ticked order confirmed in its own transaction, and one toast summing up. Only
 * the answer to its question: the count and total asked about, still what the ticked orders come to.
 */
export function confirmSelectedAction(input: DashboardActionInput) {
  const ids = [...new Set(input.form.getAll('orderIds').map(parseRowId))].filter((id): id is number => id !== null);
  return answerRowAction(
    input,
    'orders',
    ADMIN_TOASTS.confirmFailed,
    async () => {
      if (ids.length === 0) return ORDER_TOASTS.noneSelected();
      if (ids.length > MAX_BULK_CONFIRM) return ORDER_TOASTS.tooManySelected(MAX_BULK_CONFIRM);
      if (!answersSelected(await readSelectedToConfirm(ids), input.form.get('count'), input.form.get('totalCents')))
        return ORDER_TOASTS.bulkUnasked();
      let confirmed = 0;
      const skipped: BulkSkip[] = [];
      for (const id of ids) {
        try {
          const outcome = await confirmOrder(id, input.by);
          if (outcome.kind === 'confirmed') confirmed += 1;
          else if (outcome.kind === 'not-found') skipped.push({ id, why: 'not-found' });
          else skipped.push({ reference: outcome.order.reference, why: outcome.kind });
        } catch (error) {
          console.error(`Confirming order #${id} failed:`, error);
          skipped.push({ id, why: 'failed', error: errorMessage(error) });
        }
      }
      return ORDER_TOASTS.bulkConfirmed(confirmed, skipped);
    },
    orderRowAnchor(ids[0] ?? null),
  );
}

/** The Orders tab's forms, by intent. */
export const ORDER_ACTIONS: Readonly<Record<string, DashboardActionHandler<Response | OrderFormAnswerData>>> = {
  ...rowActions,
  'confirm-selected': confirmSelectedAction,
};
