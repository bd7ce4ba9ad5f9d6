import { formatCreatedAt } from '~/lib/created-label';
import { requestPagePath } from '~/lib/paths';
import { requestPageUrl } from '~/features/mail/templates/links';
import { applyAcknowledgementCaps } from '~/features/outbox/caps.server';
import { enqueueMail } from '~/features/outbox/enqueue.server';
import { normalizeReference } from '~/lib/codes/references.server';
import { db } from '~/lib/db/db.server';
import { cleanMultiLine } from '~/lib/text-safety';
import { isRequestAddress, receiveCustomerMessage } from './customer-messages.server';
import { requestLinkEmail } from './mail/request-link';
import { requestMailContext } from './mail-context.server';
import { issueRequestToken, requestTokenState, type RequestTokenState } from './request-tokens.server';
import type { RequestStatus } from './status';
import { findRequestByParam, type RequestRecord } from './store.server';
import { listThread } from './thread.server';
import { lockRequest } from './status-changes.server';
import { MAX_PAGE_MESSAGE_LENGTH } from './page-limits';

// The buyer's own page of a request (/requests/REQ-XXXX-XXXX?t=…): the conversation without internal
// notes or system messages, and a reply box. The signed link in every e-mail about the request
// opens it for REQUEST_TOKEN_DAYS days; a wrong or ended link offers a fresh one, sent to the
// request's own address, and says the same whether or not the reference exists.

export interface RequestPageEntry {
  id: string;
  /**
   * Who wrote it, as the buyer reads it: words sent with their address (through the website, this page
   * or an e-mail from it), words from another address (someone they forwarded our e-mail to), or ours.
   */
  from: 'you' | 'other' | 'us';
  /** How it came: the form that started the request, this page, or an e-mail. */
  channel: 'website' | 'page' | 'email';
  /** The subject the sender typed, shown as their words under their label (never as the page's headline). */
  subject: string | null;
  at: string;
  atLabel: string;
  text: string;
}

export interface RequestPageView {
  reference: string;
  token: string;
  /** How the request started: a form of the website with this address, or an e-mail from it. */
  origin: 'website' | 'email';
  status: RequestStatus;
  entries: RequestPageEntry[];
}

/**
 * 'link-ended': a link of this request that has expired. 'not-found': an unknown reference, or a token
 * that never opened this request (wrong, missing, another request's): both answer alike.
 */
export type RequestPageOutcome =
  { kind: 'open'; view: RequestPageView } | { kind: 'link-ended'; reference: string } | { kind: 'not-found'; reference: string };

/** The reference as the page shows it when the link opens nothing: the same whether or not it exists. */
function shownReference(param: string): string {
  return normalizeReference(param, 'REQ') ?? param.slice(0, 32);
}

async function opened(param: string, token: unknown, now: Date): Promise<{ request: RequestRecord | null; state: RequestTokenState }> {
  const request = await findRequestByParam(db, param);
  return request ? { request, state: requestTokenState(request.reference, token, now) } : { request: null, state: 'unknown' };
}

async function view(request: RequestRecord, token: string): Promise<RequestPageView> {
  const thread = await listThread(db, request.reference);
  const origin = request.kind === 'email' ? ('email' as const) : ('website' as const);
  const messages = thread.filter((message) => message.kind === 'reply' || message.kind === 'customer');
  // Only the help form and an e-mail give a subject of the sender's; the others are fixed words ('Support request for …').
  const typedSubject = request.kind === 'help' || request.kind === 'email' ? request.subject : null;
  const original: RequestPageEntry = {
    id: 'original',
    from: 'you',
    channel: origin,
    subject: typedSubject,
    at: request.createdAt,
    atLabel: formatCreatedAt(request.createdAt),
    text: request.text,
  };
  return {
    reference: request.reference,
    token,
    origin,
    status: request.status,
    entries: [
      original,
      ...messages.map((message): RequestPageEntry => {
        const ours = message.kind === 'reply';
        const channel = message.channel === 'page' ? 'page' : 'email';
        return {
          id: String(message.id),
          from: ours ? 'us' : isRequestAddress(request, message.author) ? 'you' : 'other',
          channel: ours ? 'email' : channel,
          subject: null,
          at: message.created_at,
          atLabel: formatCreatedAt(message.created_at),
          text: message.body,
        };
      }),
    ].filter((entry) => entry.text.trim() !== '' || entry.subject),
  };
}

/** The page a link opens: the conversation; for a link that ended, or one that opens nothing (or an unknown reference), the offer of a fresh link. */
export async function requestPage(param: string, token: unknown, now = new Date()): Promise<RequestPageOutcome> {
  const { request, state } = await opened(param, token, now);
  if (request && state === 'valid') return { kind: 'open', view: await view(request, token as string) };
  return { kind: state === 'expired' ? 'link-ended' : 'not-found', reference: shownReference(param) };
}

export type PageMessageOutcome =
  | { kind: 'sent'; pagePath: string }
  | { kind: 'started'; reference: string; pagePath: string }
  | { kind: 'empty' }
  | { kind: 'too-long'; max: number }
  | { kind: 'link-ended' };

/** A message written on the page: a customer message like one sent by e-mail (it reopens the request). */
export async function postPageMessage(param: string, token: unknown, text: string, now = new Date()): Promise<PageMessageOutcome> {
  const body = cleanMultiLine(text);
  if (!body) return { kind: 'empty' };
  if (body.length > MAX_PAGE_MESSAGE_LENGTH) return { kind: 'too-long', max: MAX_PAGE_MESSAGE_LENGTH };
  const { request: found, state } = await opened(param, token, now);
  if (!found || state !== 'valid') return { kind: 'link-ended' };
  return db.transaction().execute(async (trx): Promise<PageMessageOutcome> => {
    await lockRequest(trx, found.reference);
    const request = (await findRequestByParam(trx, found.reference))!;
    const outcome = await receiveCustomerMessage(trx, request, {
      channel: 'page',
      from: request.email,
      fromName: request.name,
      body,
      receivedAt: now,
    });
    if (outcome.kind === 'joined') return { kind: 'sent', pagePath: requestPagePath(request.reference, token as string) };
    return {
      kind: 'started',
      reference: outcome.reference,
      pagePath: requestPagePath(outcome.reference, issueRequestToken(outcome.reference, now)),
    };
  });
}

/**
 * "Send me a fresh link": a new link goes to the request's own address (capped with the other links
 * people ask for, apart from acknowledgements, so a flood of either never holds back the other).
 * The answer is the same whatever the reference, so the page tells nobody which ones exist.
 */
export async function sendFreshRequestLink(param: string, now = new Date()): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const request = await findRequestByParam(trx, param);
    if (!request) return;
    const context = await requestMailContext(trx);
    const pageUrl = requestPageUrl(context.siteUrl, request.reference, issueRequestToken(request.reference, now));
    const mail = await applyAcknowledgementCaps(trx, {
      kind: 'request-link',
      to: request.email,
      content: requestLinkEmail({ reference: request.reference, pageUrl, siteUrl: context.siteUrl, company: context.company }),
      requestReference: request.reference,
    });
    if (mail) await enqueueMail(trx, mail);
  });
}
