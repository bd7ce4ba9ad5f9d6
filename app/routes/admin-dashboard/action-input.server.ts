import type { AuditActor } from '~/features/audit/record.server';
import type { SignedInAdmin } from '~/web/auth.server';

/** What every dashboard form handler gets: the posted form, who posted it, from where, and to which URL. */
export interface DashboardActionInput {
  form: FormData;
  signedIn: SignedInAdmin;
  /** The dashboard URL the form was posted to: its query (tab, filters, page) is where the answer goes back. */
  url: URL;
  /** The administrator and client address, for the audit row the action writes. */
  by: AuditActor;
}

export type DashboardActionHandler = (input: DashboardActionInput) => Promise<Response | unknown>;

/** The audit actor of a signed-in administrator posting from `clientAddress`. */
export function auditActorOf(signedIn: SignedInAdmin, clientAddress: string): AuditActor {
  return { actor: signedIn.admin.email, clientAddress };
}
