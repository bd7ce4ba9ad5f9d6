import type { Executor, HelpRequest, SupportRequest } from '~/lib/db/schema';
import { normalizeReference } from '~/lib/codes/references.server';
import type { RequestCopy, RequestKind } from './mail/request-copy';
import type { RequestStatus } from './status';

// A request, whichever form it came through: support requests and help-centre requests (contact
// messages among them) keep their own tables and columns; everything that works on a request as a
// conversation reads it through here, by its reference.

export const REQUEST_TABLES = { support: 'support_requests', help: 'help_requests' } as const;
export type RequestList = keyof typeof REQUEST_TABLES;

/** The subject the contact form writes: those rows are contact messages. */
export const CONTACT_FORM_SUBJECT = 'Contact Form Submission';

export interface RequestRecord {
  list: RequestList;
  id: number;
  reference: string;
  kind: RequestKind;
  name: string;
  email: string;
  /** What the request is about, as its e-mails' subject says it. */
  subject: string;
  /** What the visitor wrote: the message, or the support form's problem ('' when left empty). */
  text: string;
  /** The support form's other fields, as label/value rows. */
  facts: [string, string][];
  status: RequestStatus;
  statusSince: string;
  createdAt: string;
  closedAt: string | null;
  follows: string | null;
}

function fromSupport(row: SupportRequest): RequestRecord {
  return {
    list: 'support',
    id: row.id,
    reference: row.reference,
    kind: 'support',
    name: row.name,
    email: row.email,
    subject: `Support request for ${row.product}`,
    text: row.problem ?? '',
    facts: [
      ['Phone', row.phone],
      ['Product', row.product],
    ],
    status: row.status,
    statusSince: row.status_since,
    createdAt: row.created_at,
    closedAt: row.closed_at,
    follows: row.follows,
  };
}

function fromHelp(row: HelpRequest): RequestRecord {
  const contact = row.subject === CONTACT_FORM_SUBJECT;
  return {
    list: 'help',
    id: row.id,
    reference: row.reference,
    kind: contact ? 'contact' : 'help',
    name: row.name,
    email: row.email,
    subject: contact ? 'Your message' : row.subject,
    text: row.message,
    facts: [],
    status: row.status,
    statusSince: row.status_since,
    createdAt: row.created_at,
    closedAt: row.closed_at,
    follows: row.follows,
  };
}

/** The request with this reference (canonical form), from whichever table holds it. */
export async function findRequest(executor: Executor, reference: string): Promise<RequestRecord | null> {
  const support = await executor.selectFrom('support_requests').selectAll().where('reference', '=', reference).executeTakeFirst();
  if (support) return fromSupport(support);
  const help = await executor.selectFrom('help_requests').selectAll().where('reference', '=', reference).executeTakeFirst();
  return help ? fromHelp(help) : null;
}

/** The request a reference as pasted names ('req 0b4f zx81'), or null. */
export async function findRequestByParam(executor: Executor, param: string): Promise<RequestRecord | null> {
  const reference = normalizeReference(param, 'REQ');
  return reference ? findRequest(executor, reference) : null;
}

/** Moves a request to `status` as of `at` (its clock restarts; closing stamps closed_at). */
export async function setRequestStatusRow(executor: Executor, request: RequestRecord, status: RequestStatus, at: string): Promise<void> {
  await executor
    .updateTable(REQUEST_TABLES[request.list] as 'help_requests')
    .set({ status, status_since: at, closed_at: status === 'closed' ? at : null })
    .where('id', '=', request.id)
    .execute();
}

/** A person's requests, newest first, found by e-mail address (any case). */
export async function requestsOf(executor: Executor, email: string, limit = 20): Promise<RequestRecord[]> {
  const address = email.trim().toLowerCase();
  const [support, help] = await Promise.all([
    executor
      .selectFrom('support_requests')
      .selectAll()
      .where((eb) => eb(eb.fn('lower', ['email']), '=', address))
      .orderBy('created_at', 'desc')
      .limit(limit)
      .execute(),
    executor
      .selectFrom('help_requests')
      .selectAll()
      .where((eb) => eb(eb.fn('lower', ['email']), '=', address))
      .orderBy('created_at', 'desc')
      .limit(limit)
      .execute(),
  ]);
  return [...support.map(fromSupport), ...help.map(fromHelp)].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, limit);
}

/** What the visitor sent, as the administrator's notification copies it, from the request as kept. */
export function requestCopyOf(request: RequestRecord): RequestCopy {
  const who = { name: request.name, email: request.email };
  if (request.kind === 'support') {
    const fact = (label: string) => request.facts.find(([name]) => name === label)?.[1] ?? '';
    return { kind: 'support', ...who, phone: fact('Phone'), product: fact('Product'), problem: request.text || null };
  }
  return request.kind === 'contact'
    ? { kind: 'contact', ...who, message: request.text }
    : { kind: 'help', ...who, subject: request.subject, message: request.text };
}
