import { data } from 'react-router';
import type { AuditActor } from '~/features/audit/record.server';
import { readFormData } from '~/lib/forms/form-data';
import { requireAdmin, type SignedInAdmin } from '~/web/auth.server';
import { failureBody, type FormFailure } from '~/web/form-failure.server';

/** What every dashboard form handler gets: the posted form, who posted it, from where, and to which URL. */
export interface DashboardActionInput {
  form: FormData;
  signedIn: SignedInAdmin;
  /** The screen's URL the form was posted to: its query (filters, page) is where the answer goes back. */
  url: URL;
  /** The administrator and client address, for the audit row the action writes. */
  by: AuditActor;
}

export type DashboardActionHandler<R = unknown> = (input: DashboardActionInput) => Promise<R>;

/** The audit actor of a signed-in administrator posting from `clientAddress`. */
export function auditActorOf(signedIn: SignedInAdmin, clientAddress: string): AuditActor {
  return { actor: signedIn.admin.email, clientAddress };
}

/**
 * A screen's action: checks the session, reads the form and hands it to the screen's handler for the
 * posted `intent` (one table per screen), or to `unknown` when the screen has no such form.
 */
export async function answerScreenForm<H extends Record<string, DashboardActionHandler>, U>(
  { request, context }: { request: Request; context: { clientAddress: string } },
  handlers: H,
  unknown: (input: DashboardActionInput) => U,
): Promise<Awaited<ReturnType<H[keyof H]>> | U> {
  const signedIn = await requireAdmin(request);
  const form = (await readFormData(request)) ?? new FormData();
  const intent = form.get('intent');
  const input: DashboardActionInput = { form, signedIn, url: new URL(request.url), by: auditActorOf(signedIn, context.clientAddress) };
  if (typeof intent === 'string' && Object.hasOwn(handlers, intent)) {
    return (await handlers[intent]!(input)) as Awaited<ReturnType<H[keyof H]>>;
  }
  return unknown(input);
}

/** The answer to a form the screen does not have (a page from before an update, or a hand-made post). */
export interface UnknownFormFailure extends FormFailure {
  intent: 'unknown';
}

export function unknownIntent({ signedIn }: DashboardActionInput) {
  const body: UnknownFormFailure = {
    intent: 'unknown',
    ...failureBody({ title: 'Request Failed', description: 'This form was not recognised. Please reload the page and try again.' }, {}),
  };
  return data(body, { status: 400, headers: signedIn.headers });
}
