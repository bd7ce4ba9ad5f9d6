import type { z } from 'zod';
import type { AuditActor } from '~/features/audit/record.server';
import { parseForm } from '~/lib/forms/parse-form';
import { errorMessage } from '~/lib/toast';
import type { ToastInput } from '~/web/flash.server';

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
  | { kind: 'refused'; toast: ToastInput; errors: Record<string, string>; values: Record<string, string> };

/** A posted order id, or null when it is not a row id. */
export function parseOrderId(value: FormDataEntryValue | null): number | null {
  const raw = typeof value === 'string' ? value.trim() : '';
  return /^\d{1,15}$/.test(raw) && Number(raw) >= 1 ? Number(raw) : null;
}

/** The order a form names (its orderId field), or null when it is not a row id. */
export function orderIdOf(form: FormData): number | null {
  return parseOrderId(form.get('orderId'));
}

/** The text posted in each of the schema's fields, to show the form again as it was typed. */
function typedValues(form: FormData, schema: OrderFormSchema): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of Object.keys(schema.shape)) {
    const value = form.get(field);
    if (typeof value === 'string') values[field] = value;
  }
  return values;
}

/**
 * Runs one order form: its schema judges the posted fields first (a refusal names the field, with the
 * first message as the toast), then the service; a service's refusal about a field is answered the
 * same way. An error thrown is `failedTitle` with its message.
 */
export async function runOrderIntent(intent: OrderIntent, form: FormData, by: AuditActor): Promise<OrderFormAnswer> {
  const parsed = parseForm(form, intent.schema);
  if (!parsed.ok) {
    const errors = Object.fromEntries(Object.entries(parsed.errors).filter((entry): entry is [string, string] => entry[1] !== undefined));
    const first = Object.values(errors)[0] ?? '';
    return {
      kind: 'refused',
      toast: { type: 'error', title: intent.failedTitle, description: first },
      errors,
      values: typedValues(form, intent.schema),
    };
  }
  try {
    const answer = await intent.run(parsed.data, by);
    if ('field' in answer)
      return {
        kind: 'refused',
        toast: answer.toast,
        errors: { [answer.field]: answer.toast.description },
        values: typedValues(form, intent.schema),
      };
    return { kind: 'done', toast: answer };
  } catch (error) {
    console.error(`${intent.failedTitle}:`, error);
    return { kind: 'done', toast: { type: 'error', title: intent.failedTitle, description: errorMessage(error) } };
  }
}
