import { requestPagePath } from '~/lib/paths';
import { db } from '~/lib/db/db.server';
import type { Transaction } from 'kysely';
import type { Database } from '~/lib/db/schema';
import { adminNotifyAddress } from '~/features/mail/admin-address.server';
import { publicOrigin } from '~/lib/public-origin.server';
import { requestPageUrl } from '~/features/mail/templates/links';
import { getCompany } from '~/features/settings/settings.server';
import { newRequestEmail } from './mail/new-request';
import { requestAcknowledgementEmail } from './mail/request-acknowledgement';
import type { RequestCopy } from './mail/request-copy';
import { issueRequestToken } from './request-tokens.server';
import { insertRequest, type NewRequest } from './store.server';
import { applyAcknowledgementCaps } from '~/features/outbox/caps.server';
import { enqueueMail, type QueuedMail } from '~/features/outbox/enqueue.server';
import { capNewRequestNotice } from './new-request-notice.server';

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

export interface NewContactMessage {
  name: string;
  email: string;
  message: string;
}

export interface RecordedRequest {
  id: number;
  reference: string;
  /** The visitor's request page, with a token of its own (the receipt links to it). */
  pagePath: string;
}

/** How a request reached us: a form of the website, or an e-mail to the support address. */
export type RequestChannel = 'form' | 'email';

/**
 * The acknowledgement to the visitor (our words only, to no name: the address is whatever was typed, and
 * it is capped per address and per hour; an e-mail's sender gets one a day at most) with the link to
 * their request page, and the notification to the administrator (the request in full; held for the
 * digest past ten an hour), in the request's transaction.
 */
export async function queueRequestMail(
  trx: Transaction<Database>,
  reference: string,
  request: RequestCopy,
  now = new Date(),
  channel: RequestChannel = 'form',
): Promise<void> {
  const siteUrl = publicOrigin();
  const company = await getCompany(trx);
  const acknowledgement = await applyAcknowledgementCaps(trx, {
    kind: channel === 'email' ? 'mail-acknowledgement' : 'request-acknowledgement',
    to: request.email,
    content: requestAcknowledgementEmail({
      reference,
      kind: request.kind,
      channel,
      siteUrl,
      company,
      pageUrl: requestPageUrl(siteUrl, reference, issueRequestToken(reference, now)),
    }),
    requestReference: reference,
  });
  const admin = await adminNotifyAddress(trx);
  const notice: QueuedMail | null = admin
    ? { kind: 'new-request', to: admin, content: newRequestEmail({ reference, request, siteUrl, company }), requestReference: reference }
    : null;
  await enqueueMail(trx, ...(acknowledgement ? [acknowledgement] : []), ...(notice ? [await capNewRequestNotice(trx, notice, now)] : []));
}

function recorded(id: number, reference: string): RecordedRequest {
  return { id, reference, pagePath: requestPagePath(reference, issueRequestToken(reference)) };
}

/** A form's request: written, acknowledged and announced in one transaction. */
function createRequest(request: NewRequest, copy: RequestCopy): Promise<RecordedRequest> {
  return db.transaction().execute(async (trx) => {
    const { id, reference } = await insertRequest(trx, request);
    await queueRequestMail(trx, reference, copy);
    return recorded(id, reference);
  });
}

export function createSupportRequest(request: NewSupportRequest): Promise<RecordedRequest> {
  return createRequest({ kind: 'support', ...request }, { kind: 'support', ...request });
}

/** A request from the help centre's form. */
export function createHelpRequest(request: NewHelpRequest): Promise<RecordedRequest> {
  return createRequest({ kind: 'help', ...request }, { kind: 'help', ...request });
}

/** A message from the contact form (stored with the spec's fixed subject, 'Contact Form Submission'). */
export function createContactMessage(message: NewContactMessage): Promise<RecordedRequest> {
  return createRequest({ kind: 'contact', ...message }, { kind: 'contact', ...message });
}
