import { sql } from 'kysely';
import { formatCreatedAt } from '~/lib/created-label';
import { orderStatusLabel, type OrderStatus } from '~/features/orders/status';
import { db } from '~/lib/db/db.server';
import { normalizeNewlines } from '~/lib/text-safety';
import type { Executor, RequestMessage } from '~/lib/db/schema';
import { adminOrderPath, adminRequestPath, adminAttachmentPath } from '~/lib/paths';
import type { OutboxStatus } from '~/features/outbox/status';
import { listAttachments, readAttachment, type AttachmentListing } from './attachments.server';
import { ageLabel } from './inbox/age-label';
import { getBusinessHours } from '~/features/settings/settings.server';
import { isPastReplyTime } from './reply-time';
import { fillPlaceholders, listSavedReplies } from './saved-replies.server';
import { MAX_REPLY, REQUEST_STATUS_LABELS, type RequestStatus } from './status';
import { findRequest, findRequestByParam, markRequestOpened, requestsOf, type RequestRecord } from './store.server';
import { listThread } from './thread.server';
import { isRequestAddress } from './customer-messages.server';

// The administrator's page of one request: the thread oldest first (the original, replies with the
// state of their e-mail, the customer's messages, internal notes, system messages), its status, the
// person's other requests and orders, and the saved replies to insert. A view model: only what the
// screen shows, in the words and shapes it shows them.

export interface AttachmentView {
  id: number;
  fileName: string;
  sizeLabel: string;
  /** The download, or null when the file was over the limits and only listed. */
  href: string | null;
}

export interface ThreadEntry {
  id: number;
  kind: RequestMessage['kind'];
  channel: RequestMessage['channel'];
  author: string;
  /** The sender's address, beside the name on every message that came from outside (a name can say anything). */
  address: string | null;
  /** Sent from another address than the request's: it joined by answering our e-mail, and changes nothing of where replies go. */
  otherAddress: boolean;
  at: string;
  atLabel: string;
  body: string;
  /** The whole e-mail when the body is only its new part (the quote folded away). */
  original: string | null;
  /** A reply's e-mail: its outbox state, and why it failed or was not sent. */
  mail: { status: OutboxStatus; error: string | null } | null;
  attachments: AttachmentView[];
}

export interface ConversationView {
  reference: string;
  kind: RequestRecord['kind'];
  subject: string;
  status: RequestStatus;
  statusLabel: string;
  waitLabel: string | null;
  overdue: boolean;
  customer: { name: string; email: string; facts: [string, string][] };
  follows: { reference: string; href: string } | null;
  /** The order it is about, when it began as an answer to one of the order's e-mails. */
  aboutOrder: { reference: string; href: string; plan: string; price: string; status: OrderStatus } | null;
  original: { at: string; atLabel: string; text: string; attachments: AttachmentView[] };
  thread: ThreadEntry[];
  /** The id of the latest thread message shown: the reply form carries it. */
  lastMessageId: number;
  related: {
    requests: { reference: string; href: string; subject: string; statusLabel: string; status: RequestStatus; createdLabel: string }[];
    orders: {
      reference: string;
      href: string;
      plan: string;
      price: string;
      status: OrderStatus;
      statusLabel: string;
      createdLabel: string;
    }[];
  };
  /** The saved replies, each with the request's name, reference and latest order filled in (Insert adds it in the browser). */
  savedReplies: { id: number; name: string; text: string }[];
}

const RELATED_LIMIT = 20;

export function sizeLabel(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

function attachmentView(reference: string, file: AttachmentListing): AttachmentView {
  return {
    id: file.id,
    fileName: file.fileName,
    sizeLabel: sizeLabel(file.size),
    href: file.kept ? adminAttachmentPath(reference, file.id) : null,
  };
}

async function ordersOf(executor: Executor, email: string) {
  return executor
    .selectFrom('ach_orders')
    .select(['reference', 'plan', 'price', 'status', 'created_at'])
    .where(sql`lower(email)`, '=', email.trim().toLowerCase())
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(RELATED_LIMIT)
    .execute();
}

async function mailStates(executor: Executor, messages: RequestMessage[]) {
  const ids = messages.map((message) => message.outbox_id).filter((id): id is number => id !== null);
  if (ids.length === 0) return new Map<number, { status: OutboxStatus; error: string | null }>();
  const rows = await executor.selectFrom('outbox').select(['id', 'status', 'last_error']).where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, { status: row.status, error: row.last_error }]));
}

/** The conversation of the request a reference names (as pasted), or null. */
export async function readConversation(referenceParam: string, now = new Date()): Promise<ConversationView | null> {
  const request = await findRequestByParam(db, referenceParam);
  if (!request) return null;
  const [messages, files, others, orders, saved, hours] = await Promise.all([
    listThread(db, request.reference),
    listAttachments(db, request.reference),
    requestsOf(db, request.email, RELATED_LIMIT + 1),
    ordersOf(db, request.email),
    listSavedReplies(db),
    getBusinessHours(),
  ]);
  const [states, linkedOrder] = await Promise.all([
    mailStates(db, messages),
    request.orderId === null
      ? null
      : db.selectFrom('ach_orders').select(['reference', 'plan', 'price', 'status']).where('id', '=', request.orderId).executeTakeFirst(),
  ]);
  const filesOf = (messageRowId: number | null) =>
    files.filter((file) => file.messageRowId === messageRowId).map((file) => attachmentView(request.reference, file));
  return {
    reference: request.reference,
    kind: request.kind,
    subject: request.subject,
    status: request.status,
    statusLabel: REQUEST_STATUS_LABELS[request.status],
    waitLabel: request.status === 'open' ? `waiting ${ageLabel(request.statusSince, now)}` : null,
    overdue: request.status === 'open' && isPastReplyTime(request.statusSince, now, hours.timeZone),
    customer: { name: request.name, email: request.email, facts: request.facts },
    follows: request.follows ? { reference: request.follows, href: adminRequestPath(request.follows) } : null,
    aboutOrder: linkedOrder
      ? {
          reference: linkedOrder.reference,
          href: adminOrderPath(linkedOrder.reference),
          plan: linkedOrder.plan,
          price: linkedOrder.price,
          status: linkedOrder.status,
        }
      : null,
    original: { at: request.createdAt, atLabel: formatCreatedAt(request.createdAt), text: request.text, attachments: filesOf(null) },
    thread: messages.map((message) => ({
      id: message.id,
      kind: message.kind,
      channel: message.channel,
      author: message.kind === 'reply' || message.kind === 'note' ? message.author : message.author_name || message.author,
      address: message.kind === 'customer' || message.kind === 'system' ? message.author : null,
      otherAddress: message.kind === 'customer' && message.channel === 'email' && !isRequestAddress(request, message.author),
      at: message.created_at,
      atLabel: formatCreatedAt(message.created_at),
      body: message.body,
      original: message.original,
      mail: message.outbox_id !== null ? (states.get(message.outbox_id) ?? null) : null,
      attachments: filesOf(message.id),
    })),
    lastMessageId: messages.at(-1)?.id ?? 0,
    related: {
      requests: others
        .filter((other) => other.reference !== request.reference)
        .slice(0, RELATED_LIMIT)
        .map((other) => ({
          reference: other.reference,
          href: adminRequestPath(other.reference),
          subject: other.subject,
          status: other.status,
          statusLabel: REQUEST_STATUS_LABELS[other.status],
          createdLabel: formatCreatedAt(other.createdAt),
        })),
      orders: orders.map((order) => ({
        reference: order.reference,
        href: adminOrderPath(order.reference),
        plan: order.plan,
        price: order.price,
        status: order.status,
        statusLabel: orderStatusLabel(order.status),
        createdLabel: formatCreatedAt(order.created_at),
      })),
    },
    savedReplies: saved.map((reply) => ({
      id: reply.id,
      name: reply.name,
      text: fillPlaceholders(reply.body, { name: request.name, reference: request.reference, order: orders[0]?.reference ?? null }),
    })),
  };
}

export type InsertOutcome = { kind: 'inserted'; draft: string } | { kind: 'too-long'; max: number } | { kind: 'not-found' };

/**
 * The reply box's text when a saved reply is inserted without JavaScript (a POST that carries the whole
 * draft): what was typed, then the saved reply with the request's name, reference and latest order
 * filled in. Past the reply's limit nothing is inserted, and the outcome says so: never a silent cut.
 */
export async function insertSavedReply(view: ConversationView, savedReplyId: number, typed: string): Promise<InsertOutcome> {
  const saved = view.savedReplies.find((reply) => reply.id === savedReplyId);
  if (!saved) return { kind: 'not-found' };
  const before = normalizeNewlines(typed).trimEnd();
  const draft = before ? `${before}\n\n${saved.text}` : saved.text;
  return draft.length > MAX_REPLY ? { kind: 'too-long', max: MAX_REPLY } : { kind: 'inserted', draft };
}

/**
 * The administrator opened the conversation (its page loaded): the inbox's New mark goes until the
 * customer writes again.
 */
export async function markConversationOpened(reference: string, at = new Date()): Promise<void> {
  const request = await findRequest(db, reference);
  if (request) await markRequestOpened(db, request, at.toISOString());
}

/** The canonical reference of the request a reference as pasted names, or null. */
export async function requestReferenceOf(referenceParam: string): Promise<string | null> {
  return (await findRequestByParam(db, referenceParam))?.reference ?? null;
}

/** One kept file of a request, for the administrator's download. */
export async function attachmentDownload(referenceParam: string, idParam: string): Promise<{ fileName: string; content: Buffer } | null> {
  const reference = await requestReferenceOf(referenceParam);
  const id = Number(idParam);
  if (!reference || !Number.isSafeInteger(id) || id < 1) return null;
  return readAttachment(db, reference, id);
}
