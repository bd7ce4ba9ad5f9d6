import { newRequestReference } from '~/lib/codes/references.server';
import { db } from '~/lib/db/db.server';
import type { Executor } from '~/lib/db/schema';
import { adminNotifyAddress } from '~/features/mail/admin-address.server';
import { publicOrigin } from '~/lib/public-origin.server';
import { newRequestEmail } from './mail/new-request';
import { requestAcknowledgementEmail } from './mail/request-acknowledgement';
import type { RequestCopy } from './mail/request-copy';
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

/** The acknowledgement to the visitor and the notification to the administrator, in the request's transaction. */
async function queueRequestMail(executor: Executor, reference: string, request: RequestCopy): Promise<void> {
  const siteUrl = publicOrigin();
  const acknowledgement: QueuedMail = {
    kind: 'request-acknowledgement',
    to: request.email,
    toName: request.name,
    content: requestAcknowledgementEmail({ reference, request, siteUrl }),
  };
  const admin = await adminNotifyAddress(executor);
  const notification: QueuedMail[] = admin
    ? [{ kind: 'new-request', to: admin, content: newRequestEmail({ reference, request, siteUrl }) }]
    : [];
  await enqueueMail(executor, acknowledgement, ...notification);
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
