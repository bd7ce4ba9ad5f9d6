import { data } from 'react-router';
import type { z } from 'zod';
import { redirectWithToast } from './flash.server';
import { isBlank } from '~/lib/forms/text-schemas';
import { failureBody } from './form-failure.server';
import { fieldErrors, keptValues, rawFields, readFormData } from '~/lib/forms/form-data';
import { honeypotFilled } from '~/lib/forms/honeypot';
import { hitFormLimit, retryAfterHeaders, TOO_MANY_REQUESTS } from './rate-limit.server';
import { visitorErrorMessage, type OrderReceipt, type RequestReceipt } from '~/lib/toast';

/** A submission the save refused for a reason of its own: nothing was recorded. */
export interface FormRefusal {
  refused: true;
  status: number;
  message: string;
}

export function formRefusal(status: number, message: string): FormRefusal {
  return { refused: true, status, message };
}

function isRefusal(value: unknown): value is FormRefusal {
  return typeof value === 'object' && value !== null && (value as FormRefusal).refused === true;
}

/**
 * A submission the save answered with a page of its own instead of recording it (checkout's "did you
 * pay with that reference?"): the page shows `body`, with every typed value kept.
 */
export interface FormAnswer<A> {
  answered: true;
  status: number;
  body: A;
}

export function formAnswer<A>(body: A, status = 200): FormAnswer<A> {
  return { answered: true, status, body };
}

function isAnswer(value: unknown): value is FormAnswer<unknown> {
  return typeof value === 'object' && value !== null && (value as FormAnswer<unknown>).answered === true;
}

/** The receipt of a recorded request: its reference, and the address the visitor gave (where we answer). */
export function requestReceiptOf(saved: { reference: string; pagePath: string }, input: { email: string }): RequestReceipt {
  return { reference: saved.reference, email: input.email, pagePath: saved.pagePath };
}

export const NOT_A_FORM = 'Please send the form from the page: only regular form submissions are accepted.';

/** Why a post is refused before saving: the reason, or the reason and the field it is about. */
type Refusal = string | { message: string; field: string };

interface PublicForm<F extends string, T, S, A> {
  request: Request;
  clientAddress: string;
  /** Names the form's rate-limit bucket. */
  form: string;
  fields: readonly F[];
  /** Fields the visitor may leave empty: only the others make a submission 'Incomplete'. */
  optional?: readonly F[];
  schema: z.ZodType<T>;
  /** The spec's toast for empty required fields. */
  incomplete: { title: string; description: string };
  /** The spec's failure toast title; the description is the reason. */
  failureTitle: string;
  success: { redirectTo: string; title: string; description: string };
  /** A refusal reason found before saving (checkout's unknown plan), with the field it is about if any, or null. */
  refuse?: (formData: FormData) => Promise<Refusal | null> | Refusal | null;
  /**
   * Records the submission; or refuses it with its status and the reason the visitor reads (a reference
   * another order holds); or answers with a page of its own, recording nothing (a question first).
   */
  save: (input: T, formData: FormData) => Promise<S | FormRefusal | FormAnswer<A>>;
  /** Where success lands when it depends on what was saved (back to checkout of the plan), instead of success.redirectTo. */
  successPath?: (saved: S) => string;
  /** What the success message carries of what was saved (checkout's receipt), if anything. */
  receipt?: (saved: S) => OrderReceipt | undefined;
  /** A request's reference and reply address, carried the same way to the page the visitor lands on. */
  requestReceipt?: (saved: S, input: T) => RequestReceipt;
}

/**
 * One visitor form post, the same way for all four forms: read → rate limit → honeypot → refusals →
 * Zod → save → Post/Redirect/Get with a toast. Failures re-render the page with the values kept.
 */
export async function handlePublicForm<F extends string, T, S, A = never>(form: PublicForm<F, T, S, A>) {
  const formData = await readFormData(form.request);
  const raw = rawFields(formData, form.fields);
  const values = keptValues(raw);
  // A refusal names its form, so a page with two forms (checkout) shows it on the one that was sent.
  const refusedWith = (
    status: number,
    toast: { title: string; description: string },
    errors: Partial<Record<F, string>>,
    headers?: Headers,
  ) => data({ ...failureBody<F>(toast, values, errors), form: form.form }, { status, headers });
  const fail = (status: number, description: string, errors: Partial<Record<F, string>> = {}, headers?: Headers) =>
    refusedWith(status, { title: form.failureTitle, description }, errors, headers);

  const limit = await hitFormLimit(form.form, form.clientAddress);
  if (!limit.allowed) return fail(429, TOO_MANY_REQUESTS, {}, retryAfterHeaders(limit));
  if (!formData) return fail(415, NOT_A_FORM);

  // Back on the form's own page the message belongs above that form; elsewhere (checkout goes
  // home) it belongs to no form and shows at the top of the page.
  const samePage = new URL(form.request.url).pathname === new URL(form.success.redirectTo, 'http://site.invalid').pathname;
  const success = (receipt?: OrderReceipt, request?: RequestReceipt, to: string = form.success.redirectTo) =>
    redirectWithToast(to, {
      type: 'success',
      title: form.success.title,
      description: form.success.description,
      ...(samePage ? { form: form.form } : {}),
      ...(receipt ? { receipt } : {}),
      ...(request ? { request } : {}),
    });
  if (honeypotFilled(formData)) return success();

  const refusal = await form.refuse?.(formData);
  if (typeof refusal === 'string') return fail(400, refusal);
  if (refusal) return fail(400, refusal.message, { [refusal.field]: refusal.message } as Partial<Record<F, string>>);

  const parsed = form.schema.safeParse(raw);
  if (!parsed.success) {
    const errors = fieldErrors<F>(parsed.error);
    const required = form.fields.filter((field) => !form.optional?.includes(field));
    if (required.some((field) => isBlank(raw[field]))) {
      return refusedWith(400, form.incomplete, errors);
    }
    return fail(400, Object.values<string | undefined>(errors).find(Boolean) ?? 'Please check the form.', errors);
  }

  let saved: S | FormRefusal | FormAnswer<A>;
  try {
    saved = await form.save(parsed.data, formData);
  } catch (error) {
    // The detail goes to the log; the visitor gets the spec's generic text, never the database's words.
    console.error(`[${form.form}] saving a submission failed`, error);
    return fail(500, visitorErrorMessage(error));
  }
  if (isRefusal(saved)) return fail(saved.status, saved.message);
  if (isAnswer(saved)) return data({ answer: saved.body as A, values }, { status: saved.status, headers: { 'Cache-Control': 'no-store' } });
  return success(form.receipt?.(saved), form.requestReceipt?.(saved, parsed.data), form.successPath?.(saved));
}
