import type { z } from 'zod';

// Reading a posted form: its fields as strings (never files, never repeated), what to show again
// after a refusal, and Zod's first message per field.

/**
 * Reads the submitted form. Our forms post URL-encoded bodies; anything else (JSON, multipart,
 * garbage) gives null so the action can answer with a clear message instead of crashing.
 */
export async function readFormData(request: Request): Promise<FormData | null> {
  const type = request.headers.get('Content-Type') ?? '';
  if (!type.toLowerCase().startsWith('application/x-www-form-urlencoded')) return null;
  try {
    return await request.formData();
  } catch {
    return null;
  }
}

/**
 * The submitted value of each named field, for Zod to judge: a single string as sent, '' when
 * missing, or the list of values when a field was sent more than once (Zod then refuses it).
 * Files are never expected and become a list too, so they are refused the same way.
 */
export function rawFields<F extends string>(formData: FormData | null, fields: readonly F[]): Record<F, unknown> {
  const out = {} as Record<F, unknown>;
  for (const field of fields) {
    const all = formData?.getAll(field) ?? [];
    out[field] = all.length === 1 && typeof all[0] === 'string' ? all[0] : all.length === 0 ? '' : all;
  }
  return out;
}

/** The strings a visitor typed, to put back into the form after a refusal (never lose input). */
export function keptValues<F extends string>(raw: Record<F, unknown>): Partial<Record<F, string>> {
  const out: Partial<Record<F, string>> = {};
  for (const [key, value] of Object.entries(raw) as [F, unknown][]) {
    if (typeof value === 'string') out[key] = value;
  }
  return out;
}

/** The first message Zod gives for each field. */
export function fieldErrors<F extends string>(error: z.ZodError): Partial<Record<F, string>> {
  const out: Partial<Record<F, string>> = {};
  for (const issue of error.issues) {
    const key = issue.path[0] as F | undefined;
    if (key !== undefined && out[key] === undefined) out[key] = issue.message;
  }
  return out;
}

/** The text of one form field, or '' when it is missing or not text (a file). */
export function formText(form: FormData | null, name: string): string {
  const value = form?.get(name);
  return typeof value === 'string' ? value : '';
}
