import { z } from 'zod';
import { OUTCOME_TOASTS } from '~/content/admin';
import { ORDER_TOASTS } from '~/content/admin-orders';
import { LICENSE_DEVICES } from '~/content/license-devices';
import { amountCents } from '~/features/catalogue/prices';
import { MAX_REVOKE_REASON } from '~/features/licenses/revoke-limits';
import { MAX_ORDER_NOTE } from '~/features/orders/note-limits';
import { MAX_BANK_REFERENCE, MAX_REFUND_REASON, oneLineReason } from '~/features/orders/reason';
import { MAX_CANCEL_REASON } from '~/features/orders/status';
import { cleanMultiLine } from '~/lib/text-safety';

// The order forms' schemas, one per form, shared by the order's page and the Orders list. Each value
// is judged as it will be kept (a reason on one clean line, a note with \n line breaks, trimmed), so
// what the browser let through by its maxLength is never refused for the \r\n a plain post sends.
// What only the order can tell (the most a refund may give back, the days a refund may have left on)
// the services judge, and their answer comes back beside the same field; they judge everything again
// before they write.

const INVALID_ORDER = OUTCOME_TOASTS.invalidOrder('').description;

/** A row id as posted (a hidden field): digits only, at least 1. */
const rowId = (message: string) =>
  z
    .string()
    .catch('')
    .transform((typed) => typed.trim())
    .pipe(z.string().regex(/^\d{1,15}$/, message))
    .transform(Number)
    .pipe(z.number().int().min(1, message));

/** A line of text the buyer or the audit log reads: one clean line, given, and at most `max` long. */
const oneLine = (missing: string, tooLong: string, max: number) =>
  z.string().catch('').transform(oneLineReason).pipe(z.string().min(1, missing).max(max, tooLong));

const orderId = rowId(INVALID_ORDER);

/** Confirm Payment, Reopen, Resend e-mail: the order is all they name. */
export const orderOnlySchema = z.object({ orderId });

export const cancelOrderSchema = z.object({
  orderId,
  reason: oneLine(
    OUTCOME_TOASTS.reasonMissing().description,
    OUTCOME_TOASTS.reasonTooLong(MAX_CANCEL_REASON).description,
    MAX_CANCEL_REASON,
  ),
});

export const refundOrderSchema = z.object({
  orderId,
  // A number of dollars above zero; whether it is at most the price paid is the order's to say.
  amount: z
    .string()
    .catch('')
    .transform((typed) => typed.trim())
    .refine((typed) => (amountCents(typed) ?? 0) > 0, ORDER_TOASTS.invalidAmount(null).description),
  reason: oneLine(
    ORDER_TOASTS.refundReasonMissing().description,
    ORDER_TOASTS.refundReasonTooLong(MAX_REFUND_REASON).description,
    MAX_REFUND_REASON,
  ),
});

export const refundSentSchema = z.object({
  orderId,
  // The days it may be (from the order's confirmation to tomorrow) are in the order: the service says them.
  sentOn: z
    .string()
    .catch('')
    .transform((typed) => typed.trim()),
  bankReference: oneLine(
    ORDER_TOASTS.bankReferenceMissing().description,
    ORDER_TOASTS.bankReferenceTooLong(MAX_BANK_REFERENCE).description,
    MAX_BANK_REFERENCE,
  ),
});

export const revokeLicenseSchema = z.object({
  orderId,
  reason: oneLine(
    LICENSE_DEVICES.admin.toasts.reasonMissing.description,
    LICENSE_DEVICES.admin.toasts.reasonTooLong(MAX_REVOKE_REASON).description,
    MAX_REVOKE_REASON,
  ),
});

export const deactivateDeviceSchema = z.object({ orderId, activationId: rowId(LICENSE_DEVICES.toasts.notFound.description) });

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
