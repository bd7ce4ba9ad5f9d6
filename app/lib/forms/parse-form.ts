import type { z } from 'zod';
import { fieldErrors, keptValues } from './form-data';

// One schema per form: the action reads the posted fields its schema names, Zod judges them, and a
// refusal comes back as the first message per field (shown beside that field) with the typed text
// kept. The input type the action works with is the schema's output.

/** The names of a form schema's fields. */
export type FieldOf<S extends z.ZodObject> = keyof S['shape'] & string;

export type ParsedForm<S extends z.ZodObject> =
  { ok: true; data: z.output<S> } | { ok: false; errors: Partial<Record<FieldOf<S>, string>>; values: Partial<Record<FieldOf<S>, string>> };

/**
 * The posted value of each field the schema names: one entry as sent (text, or a file for a file
 * input), '' when it is missing, or the list when the field was sent more than once (which a text
 * rule refuses).
 */
function postedFields(form: FormData | null, fields: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of fields) {
    const all = form?.getAll(field) ?? [];
    out[field] = all.length === 1 ? all[0] : all.length === 0 ? '' : all;
  }
  return out;
}

/** Judges a posted form by its schema: the typed input, or the errors by field and the text to show again. */
export function parseForm<S extends z.ZodObject>(form: FormData | null, schema: S): ParsedForm<S> {
  const raw = postedFields(form, Object.keys(schema.shape));
  const parsed = schema.safeParse(raw);
  if (parsed.success) return { ok: true, data: parsed.data };
  return { ok: false, errors: fieldErrors<FieldOf<S>>(parsed.error), values: keptValues(raw as Record<FieldOf<S>, unknown>) };
}
