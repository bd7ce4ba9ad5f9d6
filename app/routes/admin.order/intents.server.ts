import { ADMIN_TOASTS, OUTCOME_TOASTS } from '~/content/admin';
import { ORDER_TOASTS } from '~/content/admin-orders';
import { formatUsd } from '~/lib/money';
import { cancelOrder, confirmOrder, resendLatestBuyerMail } from '~/features/orders/lifecycle.server';
import { addOrderNote } from '~/features/orders/notes.server';
import { markRefundAsSent, refundOrder } from '~/features/orders/refund.server';
import { calendarDayText } from '~/features/orders/refund-dates';
import { reopenOrder } from '~/features/orders/reopen.server';
import { orderStatusLabel } from '~/features/orders/status';
import { cancelOrderSchema, orderNoteSchema, orderOnlySchema, refundOrderSchema, refundSentSchema } from './form-schema.server';
import type { OrderIntent } from './order-intent';
import { LICENSE_INTENTS } from './license-intents.server';

// What each order form does and the toast its outcome maps to, shared by the Orders list and the
// order's own page (each answers with its own redirect). Each reads its schema's typed output; an
// outcome about one field (a reason, an amount, a day) is answered beside that field.

const confirm: OrderIntent<typeof orderOnlySchema> = {
  failedTitle: ADMIN_TOASTS.confirmFailed,
  schema: orderOnlySchema,
  async run({ orderId: id }, by) {
    const outcome = await confirmOrder(id, by);
    switch (outcome.kind) {
      case 'confirmed':
        return { type: 'success', ...ADMIN_TOASTS.confirmSuccess };
      case 'already-confirmed':
        return OUTCOME_TOASTS.alreadyConfirmed(outcome.order.reference);
      case 'is-cancelled':
        return OUTCOME_TOASTS.confirmCancelled(outcome.order.reference);
      case 'is-refunded':
        return ORDER_TOASTS.confirmRefunded(outcome.order.reference, orderStatusLabel(outcome.order.status));
      case 'not-found':
        return OUTCOME_TOASTS.orderNotFound(id);
    }
  },
};

const cancel: OrderIntent<typeof cancelOrderSchema> = {
  failedTitle: ADMIN_TOASTS.cancelFailed,
  schema: cancelOrderSchema,
  async run({ orderId: id, reason }, by) {
    const outcome = await cancelOrder(id, reason, by);
    switch (outcome.kind) {
      case 'cancelled':
        return { type: 'success', ...ADMIN_TOASTS.cancelSuccess };
      case 'already-cancelled':
        return OUTCOME_TOASTS.alreadyCancelled(outcome.order.reference);
      case 'is-confirmed':
        return OUTCOME_TOASTS.cancelConfirmed(outcome.order.reference);
      case 'is-refunded':
        return ORDER_TOASTS.cancelRefunded(outcome.order.reference, orderStatusLabel(outcome.order.status));
      case 'reason-missing':
        return { field: 'reason', toast: OUTCOME_TOASTS.reasonMissing() };
      case 'reason-too-long':
        return { field: 'reason', toast: OUTCOME_TOASTS.reasonTooLong(outcome.max) };
      case 'not-found':
        return { ...OUTCOME_TOASTS.orderNotFound(id), title: ADMIN_TOASTS.cancelFailed };
    }
  },
};

const refund: OrderIntent<typeof refundOrderSchema> = {
  failedTitle: ORDER_TOASTS.refundFailed,
  schema: refundOrderSchema,
  async run({ orderId: id, amount, reason }, by) {
    const outcome = await refundOrder(id, { amount, reason }, by);
    switch (outcome.kind) {
      case 'refund-due':
        return ORDER_TOASTS.refundRecorded(
          outcome.order.reference,
          formatUsd(outcome.order.refund_amount_cents ?? 0),
          calendarDayText(outcome.sendBy.toISOString().slice(0, 10)),
        );
      case 'already-refunded':
        return ORDER_TOASTS.alreadyRefunded(outcome.order.reference);
      case 'not-confirmed':
        return ORDER_TOASTS.refundNotConfirmed(outcome.order.reference, orderStatusLabel(outcome.order.status));
      case 'invalid-amount':
        return { field: 'amount', toast: ORDER_TOASTS.invalidAmount(outcome.maxCents === null ? null : formatUsd(outcome.maxCents)) };
      case 'reason-missing':
        return { field: 'reason', toast: ORDER_TOASTS.refundReasonMissing() };
      case 'reason-too-long':
        return { field: 'reason', toast: ORDER_TOASTS.refundReasonTooLong(outcome.max) };
      case 'not-found':
        return { ...OUTCOME_TOASTS.orderNotFound(id), title: ORDER_TOASTS.refundFailed };
    }
  },
};

const refundSent: OrderIntent<typeof refundSentSchema> = {
  failedTitle: ORDER_TOASTS.refundSentFailed,
  schema: refundSentSchema,
  async run({ orderId: id, sentOn, bankReference }, by) {
    const outcome = await markRefundAsSent(id, { sentOn, bankReference }, by);
    switch (outcome.kind) {
      case 'refunded':
        return ORDER_TOASTS.refundSent(
          outcome.order.reference,
          formatUsd(outcome.order.refund_amount_cents ?? 0),
          outcome.creditNote?.number ?? null,
        );
      case 'already-sent':
        return ORDER_TOASTS.refundAlreadySent(outcome.order.reference);
      case 'not-due':
        return ORDER_TOASTS.refundNotDue(outcome.order.reference, orderStatusLabel(outcome.order.status));
      case 'invalid-date':
        return { field: 'sentOn', toast: ORDER_TOASTS.invalidSentDate(calendarDayText(outcome.earliest), calendarDayText(outcome.latest)) };
      case 'reference-missing':
        return { field: 'bankReference', toast: ORDER_TOASTS.bankReferenceMissing() };
      case 'reference-too-long':
        return { field: 'bankReference', toast: ORDER_TOASTS.bankReferenceTooLong(outcome.max) };
      case 'not-found':
        return { ...OUTCOME_TOASTS.orderNotFound(id), title: ORDER_TOASTS.refundSentFailed };
    }
  },
};

const reopen: OrderIntent<typeof orderOnlySchema> = {
  failedTitle: ORDER_TOASTS.reopenFailed,
  schema: orderOnlySchema,
  async run({ orderId: id }, by) {
    const outcome = await reopenOrder(id, by);
    switch (outcome.kind) {
      case 'reopened':
        return ORDER_TOASTS.reopened(outcome.order.reference);
      case 'already-pending':
        return ORDER_TOASTS.alreadyPending(outcome.order.reference);
      case 'not-cancelled':
        return ORDER_TOASTS.reopenNotCancelled(outcome.order.reference, orderStatusLabel(outcome.order.status));
      case 'not-found':
        return { ...OUTCOME_TOASTS.orderNotFound(id), title: ORDER_TOASTS.reopenFailed };
    }
  },
};

const resend: OrderIntent<typeof orderOnlySchema> = {
  failedTitle: ADMIN_TOASTS.resendFailed,
  schema: orderOnlySchema,
  async run({ orderId: id }, by) {
    const outcome = await resendLatestBuyerMail(id, by);
    switch (outcome.kind) {
      case 'queued':
        return { type: 'success', ...ADMIN_TOASTS.resendSuccess };
      case 'not-found':
        return { ...OUTCOME_TOASTS.orderNotFound(id), title: ADMIN_TOASTS.resendFailed };
    }
  },
};

const note: OrderIntent<typeof orderNoteSchema> = {
  failedTitle: ORDER_TOASTS.noteFailed,
  schema: orderNoteSchema,
  async run({ orderId: id, note: text }, by) {
    const outcome = await addOrderNote(id, text, by);
    switch (outcome.kind) {
      case 'added':
        return ORDER_TOASTS.noteAdded(outcome.reference);
      case 'note-missing':
        return { field: 'note', toast: ORDER_TOASTS.noteMissing() };
      case 'too-long':
        return { field: 'note', toast: ORDER_TOASTS.noteTooLong(outcome.max) };
      case 'not-found':
        return { ...OUTCOME_TOASTS.orderNotFound(id), title: ORDER_TOASTS.noteFailed };
    }
  },
};

/** Every form about one order, by intent. */
export const ORDER_INTENTS: Readonly<Record<string, OrderIntent>> = {
  'confirm-order': confirm,
  'cancel-order': cancel,
  'refund-order': refund,
  'mark-refund-sent': refundSent,
  'reopen-order': reopen,
  'resend-mail': resend,
  'add-note': note,
  ...LICENSE_INTENTS,
};
