import { data } from 'react-router';
import type { z } from 'zod';
import { FALLBACK_ERROR, type ToastMessage } from '~/lib/toast';

/** What an action answers when a submission is refused: the page re-renders with these. */
export interface FormFailure<F extends string = string> {
  toast: ToastMessage;
  errors: Partial<Record<F, string>>;
  values: Partial<Record<F, string>>;
}

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

/** What a refused submission carries back: the toast, the field errors and the values to show again. */
export function failureBody<F extends string>(
  toast: { type?: ToastMessage['type']; title: string; description?: string },
  values: Partial<Record<F, string>>,
  errors: Partial<Record<F, string>> = {},
): FormFailure<F> {
  return {
    toast: { id: crypto.randomUUID(), type: toast.type ?? 'error', title: toast.title, description: toast.description || FALLBACK_ERROR },
    errors,
    values,
  };
}

/** A refused submission, answered with its status so the page re-renders with the values kept. */
export function formFailure<F extends string>(
  status: number,
  toast: { title: string; description?: string },
  values: Partial<Record<F, string>>,
  errors: Partial<Record<F, string>> = {},
  headers?: HeadersInit,
) {
  return data(failureBody(toast, values, errors), { status, headers });
}
