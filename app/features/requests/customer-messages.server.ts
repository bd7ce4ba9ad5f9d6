import type { Transaction } from 'kysely';
import { adminNotifyAddress } from '~/features/mail/admin-address.server';
import { enqueueMail } from '~/features/outbox/enqueue.server';
import type { Database } from '~/lib/db/schema';
import { customerMessageEmail } from './mail/customer-message';
import { requestMailContext } from './mail-context.server';
import { queueRequestMail } from './intake.server';
import { REOPEN_DAYS } from './status';
import { insertRequest, setRequestStatusRow, type RequestRecord } from './store.server';
import { appendThreadMessage, type ThreadChannel } from './thread.server';

// A customer writing again, by e-mail or from their request page: the message joins the thread and
// the request is open again (waiting for our reply), a closed one too. Closed longer ago than
// REOPEN_DAYS, it starts a new request that names the old one, acknowledged like a form's.
//
// An e-mail from another address than the request's (someone the customer forwarded our message to)
// joins the thread marked as such, and the administrator is told; but it never reopens a closed
// request by itself, and replies still go to the request's own address.

const DAY_MS = 24 * 60 * 60_000;

export interface CustomerMessage {
  channel: Exclude<ThreadChannel, 'dashboard'>;
  /** The sender's address and name (by e-mail, the From; from the page, the request's own). */
  from: string;
  fromName: string;
  body: string;
  /** The whole text, when the body is only its new part. */
  original?: string | null;
  subject?: string | null;
  messageId?: string | null;
  receivedAt: Date;
}

export type CustomerMessageOutcome =
  | { kind: 'joined'; reference: string; messageRowId: number; reopened: boolean; otherAddress: boolean }
  | { kind: 'started'; reference: string; follows: string };

/** Whether a message from `address` comes from the request's own address (any case). */
export function isRequestAddress(request: RequestRecord, address: string): boolean {
  return request.email.trim().toLowerCase() === address.trim().toLowerCase();
}

/** Whether a message arriving at `at` may still reopen `request` (not closed, or closed within REOPEN_DAYS). */
export function mayReopen(request: RequestRecord, at: Date): boolean {
  if (request.status !== 'closed') return true;
  const closed = Date.parse(request.closedAt ?? request.statusSince);
  return Number.isNaN(closed) || at.getTime() - closed <= REOPEN_DAYS * DAY_MS;
}

/** Adds the customer's message to `request` inside `trx` (or starts the request that follows it), with the administrator told. */
export async function receiveCustomerMessage(
  trx: Transaction<Database>,
  request: RequestRecord,
  message: CustomerMessage,
): Promise<CustomerMessageOutcome> {
  const at = message.receivedAt.toISOString();
  if (!mayReopen(request, message.receivedAt)) {
    const copy = {
      name: message.fromName || request.name,
      email: message.from,
      subject: message.subject || request.subject,
      message: message.body,
    };
    // Started by an e-mail, it is an e-mail's request; from the request page, a help request (the page's form has no other).
    const kind = message.channel === 'email' ? 'email' : 'help';
    const started = await insertRequest(trx, { kind, ...copy, follows: request.reference, createdAt: at });
    await queueRequestMail(
      trx,
      started.reference,
      { kind: 'help', ...copy },
      message.receivedAt,
      message.channel === 'email' ? 'email' : 'form',
    );
    return { kind: 'started', reference: started.reference, follows: request.reference };
  }
  const messageRowId = await appendThreadMessage(trx, {
    reference: request.reference,
    kind: 'customer',
    channel: message.channel,
    author: message.from,
    authorName: message.fromName || request.name,
    body: message.body,
    original: message.original ?? null,
    subject: message.subject ?? null,
    messageId: message.messageId ?? null,
    createdAt: at,
  });
  const otherAddress = !isRequestAddress(request, message.from);
  // Another address may add to the thread, but only the customer's own words bring a closed request back.
  const reopened = request.status !== 'open' && !(otherAddress && request.status === 'closed');
  if (reopened) await setRequestStatusRow(trx, request, 'open', at);
  const admin = await adminNotifyAddress(trx);
  if (admin) {
    const context = await requestMailContext(trx);
    const content = customerMessageEmail({
      reference: request.reference,
      name: message.fromName || request.name,
      email: message.from,
      body: message.body,
      reopened,
      otherAddress,
      requestAddress: request.email,
      status: reopened ? 'open' : request.status,
      siteUrl: context.siteUrl,
      company: context.company,
    });
    await enqueueMail(trx, { kind: 'request-message', to: admin, content });
  }
  return { kind: 'joined', reference: request.reference, messageRowId, reopened, otherAddress };
}
