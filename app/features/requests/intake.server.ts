import { newRequestReference } from '~/lib/codes/references.server';
import { db } from '~/lib/db/db.server';
import type { Transaction } from 'kysely';
import type { Database } from '~/lib/db/schema';
import { adminNotifyAddress } from '~/features/mail/admin-address.server';
import { publicOrigin } from '~/lib/public-origin.server';
import { getCompany } from '~/features/settings/settings.server';
import { newRequestEmail } from './mail/new-request';
import { requestAcknowledgementEmail } from './mail/request-acknowledgement';
import type { RequestCopy } from './mail/request-copy';
import { applyAcknowledgementCaps } from '~/features/outbox/caps.server';
import { enqueueMail, type QueuedMail } from '~/features/outbox/enqueue.server';

export const CONTACT_FORM_SUBJECT = 'Contact Form Submission';

export interface NewSupportRequest {
  name: string;
  email: string;
  phone: string;
  product: string;
  problem?: string | null;
}

export interface NewHelpRequest {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export interface RecordedRequest {
  id: number;
  reference: string;
}

/**
 * The acknowledgement to the visitor (our words only, to no name: the address is whatever was typed, and
 * it is capped per address and per hour) and the notification to the administrator (the request in
 * full), in the request's transaction.
 */
async function queueRequestMail(trx: Transaction<Database>, reference: string, request: RequestCopy): Promise<void> {
  const siteUrl = publicOrigin();
  const company = await getCompany(trx);
  const acknowledgement = await applyAcknowledgementCaps(trx, {
    kind: 'request-acknowledgement',
    to: request.email,
    content: requestAcknowledgementEmail({ reference, kind: request.kind, siteUrl, company }),
  });
  const admin = await adminNotifyAddress(trx);
  const notification: QueuedMail[] = admin
    ? [{ kind: 'new-request', to: admin, content: newRequestEmail({ reference, request, siteUrl, company }) }]
    : [];
  await enqueueMail(trx, acknowledgement, ...notification);
}

export async function createSupportRequest(request: NewSupportRequest): Promise<RecordedRequest> {
  return db.transaction().execute(async (trx) => {
    const reference = newRequestReference();
    const row = await trx
      .insertInto('support_requests')
      .values({ ...request, reference })
      .returning('id')
      .executeTakeFirstOrThrow();
    await queueRequestMail(trx, reference, { kind: 'support', ...request });
    return { id: row.id, reference };
  });
}

/** Help-centre requests, and contact messages (which carry the fixed subject). */
export async function createHelpRequest(request: NewHelpRequest): Promise<RecordedRequest> {
  return db.transaction().execute(async (trx) => {
    const reference = newRequestReference();
    const row = await trx
      .insertInto('help_requests')
      .values({ ...request, reference })
      .returning('id')
      .executeTakeFirstOrThrow();
    const copy: RequestCopy = request.subject === CONTACT_FORM_SUBJECT ? { kind: 'contact', ...request } : { kind: 'help', ...request };
    await queueRequestMail(trx, reference, copy);
    return { id: row.id, reference };
  });
}
