import { data } from 'react-router';
import { FALLBACK_ERROR, type ToastMessage } from '~/lib/toast';

/** What an action answers when a submission is refused: the page re-renders with these. */
export interface FormFailure<F extends string = string> {
  toast: ToastMessage;
  errors: Partial<Record<F, string>>;
  values: Partial<Record<F, string>>;
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
