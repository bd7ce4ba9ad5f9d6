import { z } from 'zod';
import { OUTCOME_TOASTS } from '~/content/admin';
import { ORDER_TOASTS } from '~/content/admin-orders';
import { LICENSE_DEVICES } from '~/content/license-devices';
import { amountCents } from '~/features/catalogue/prices';
import { MAX_REVOKE_REASON } from '~/features/licenses/revoke-limits';
import { MAX_ORDER_NOTE } from '~/features/orders/note-limits';
import { MAX_BANK_REFERENCE, MAX_REFUND_REASON, oneLineReason } from '~/features/orders/reason';
import { MAX_CANCEL_REASON } from '~/features/orders/status';
import { rowIdField } from '~/lib/forms/row-id';
import { cleanMultiLine } from '~/lib/text-safety';

// The order forms' schemas, one per form, shared by the order's page and the Orders list. Each value
// is judged as it will be kept (a reason on one clean line, a note with \n line breaks, trimmed), so
// what the browser let through by its maxLength is never refused for the \r\n a plain post sends.
// What only the order can tell (the most a refund may give back, the days a refund may have left on)
// the services judge, and their answer comes back beside the same field; they judge everything again
// before they write.

const INVALID_ORDER = OUTCOME_TOASTS.invalidOrder('').description;

/** A field as typed, without the spaces around it. */
const trimmed = () =>
  z
    .string()
    .catch('')
    .transform((typed) => typed.trim());

/** A line of text the buyer or the audit log reads: one clean line, given, and at most `max` long. */
const oneLine = (max: number, words: { missing: string; tooLong: string }) =>
  z.string().catch('').transform(oneLineReason).pipe(z.string().min(1, words.missing).max(max, words.tooLong));

const orderId = rowIdField(INVALID_ORDER);

/** Confirm Payment, Reopen, Resend e-mail: the order is all they name. */
export const orderOnlySchema = z.object({ orderId });

export const cancelOrderSchema = z.object({
  orderId,
  reason: oneLine(MAX_CANCEL_REASON, {
    missing: OUTCOME_TOASTS.reasonMissing().description,
    tooLong: OUTCOME_TOASTS.reasonTooLong(MAX_CANCEL_REASON).description,
  }),
});

// A number of dollars above zero; whether it is at most the price paid is the order's to say.
const refundAmount = trimmed().refine((typed) => (amountCents(typed) ?? 0) > 0, ORDER_TOASTS.invalidAmount(null).description);

export const refundOrderSchema = z.object({
  orderId,
  amount: refundAmount,
  reason: oneLine(MAX_REFUND_REASON, {
    missing: ORDER_TOASTS.refundReasonMissing().description,
    tooLong: ORDER_TOASTS.refundReasonTooLong(MAX_REFUND_REASON).description,
  }),
});

export const refundSentSchema = z.object({
  orderId,
  // The days it may be (from the order's confirmation to tomorrow) are in the order: the service says them.
  sentOn: trimmed(),
  bankReference: oneLine(MAX_BANK_REFERENCE, {
    missing: ORDER_TOASTS.bankReferenceMissing().description,
    tooLong: ORDER_TOASTS.bankReferenceTooLong(MAX_BANK_REFERENCE).description,
  }),
});

export const revokeLicenseSchema = z.object({
  orderId,
  reason: oneLine(MAX_REVOKE_REASON, {
    missing: LICENSE_DEVICES.admin.toasts.reasonMissing.description,
    tooLong: LICENSE_DEVICES.admin.toasts.reasonTooLong(MAX_REVOKE_REASON).description,
  }),
});

export const deactivateDeviceSchema = z.object({ orderId, activationId: rowIdField(LICENSE_DEVICES.toasts.notFound.description) });

// The order page's Add Note form.
export const orderNoteSchema = z.object({
  orderId,
  note: z
    .string()
    .catch('')
    .transform(cleanMultiLine)
    .pipe(
      z.string().min(1, ORDER_TOASTS.noteMissing().description).max(MAX_ORDER_NOTE, ORDER_TOASTS.noteTooLong(MAX_ORDER_NOTE).description),
    ),
});
