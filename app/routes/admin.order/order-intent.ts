import { data } from 'react-router';
import type { z } from 'zod';
import type { OrderFormRefusal } from '~/components/admin/order-confirm-form';
import type { AuditActor } from '~/features/audit/record.server';
import { keptValues, rawFields } from '~/lib/forms/form-data';
import { parseForm } from '~/lib/forms/parse-form';
import { parseRowId } from '~/lib/forms/row-id';
import { errorMessage } from '~/lib/toast';
import type { ToastInput } from '~/web/flash.server';
import { failureBody } from '~/web/form-failure.server';

// The shape of one order form (Confirm Payment, Refund, Revoke License…) and how it is answered: what
// the order forms and the license forms both build on, so neither imports the other.

/** Every order form names its order; its schema may name more fields. */
export type OrderFormSchema = z.ZodObject<{ orderId: z.ZodType<number, string> }>;

/** A service's refusal that is about one field (an amount over the price paid): said beside that field. */
export interface FieldRefusal {
  field: string;
  toast: ToastInput;
}

export interface OrderIntent<S extends OrderFormSchema = OrderFormSchema> {
  /** The toast's title when the action throws, or when the schema refuses the form. */
  failedTitle: string;
  schema: S;
  // A method, so an intent with a narrower schema still fits the table of every intent.
  run(input: z.output<S>, by: AuditActor): Promise<ToastInput | FieldRefusal>;
}

/** One order form's answer: the toast of what was done, or the refusal by field with the text to show again. */
export type OrderFormAnswer =
  | { kind: 'done'; toast: ToastInput }
  | { kind: 'refused'; toast: ToastInput; errors: Partial<Record<string, string>>; values: Partial<Record<string, string>> };

/** The order a form names (its orderId field), or null when it is not a row id. */
export function orderIdOf(form: FormData): number | null {
  return parseRowId(form.get('orderId'));
}

/**
 * Runs one order form: its schema judges the posted fields first (a refusal names the field, with the
 * first message as the toast), then the service; a service's refusal about a field is answered the
 * same way. An error thrown is `failedTitle` with its message.
 */
export async function runOrderIntent(intent: OrderIntent, form: FormData, by: AuditActor): Promise<OrderFormAnswer> {
  const parsed = parseForm(form, intent.schema);
  if (!parsed.ok) {
    const first = Object.values(parsed.errors)[0] ?? '';
    return {
      kind: 'refused',
      toast: { type: 'error', title: intent.failedTitle, description: first },
      errors: parsed.errors,
      values: parsed.values,
    };
  }
  try {
    const answer = await intent.run(parsed.data, by);
    if ('field' in answer) {
      // The text to show again, as parseForm keeps it for a refusal of its own.
      const values = keptValues(rawFields(form, Object.keys(intent.schema.shape)));
      return { kind: 'refused', toast: answer.toast, errors: { [answer.field]: answer.toast.description }, values };
    }
    return { kind: 'done', toast: answer };
  } catch (error) {
    console.error(`${intent.failedTitle}:`, error);
    return { kind: 'done', toast: { type: 'error', title: intent.failedTitle, description: errorMessage(error) } };
  }
}

/** A refused order form's answer, on the order's page and the Orders list alike: 400, the errors by field name, the text kept. */
export function orderFormRefusal(intent: string, answer: Extract<OrderFormAnswer, { kind: 'refused' }>, headers: Headers) {
  const body: OrderFormRefusal = { intent, ...failureBody(answer.toast, answer.values, answer.errors) };
  return data(body, { status: 400, headers });
}
