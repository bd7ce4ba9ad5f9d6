import type { AuditActor } from '~/features/audit/record.server';
import type { ToastInput } from '~/web/flash.server';

// The shape of one order form (Confirm Payment, Refund, Revoke License…) and the order it names: what
// the order forms and the license forms both build on, so neither imports the other.

export interface OrderIntent {
  /** The toast's title when the action throws. */
  failedTitle: string;
  run(id: number, form: FormData, by: AuditActor): Promise<ToastInput>;
}

/** A posted order id, or null when it is not a row id. */
export function parseOrderId(value: FormDataEntryValue | null): number | null {
  const raw = typeof value === 'string' ? value.trim() : '';
  return /^\d{1,15}$/.test(raw) && Number(raw) >= 1 ? Number(raw) : null;
}

/** The order a form names (its orderId field), or null when it is not a row id. */
export function orderIdOf(form: FormData): number | null {
  return parseOrderId(form.get('orderId'));
}
