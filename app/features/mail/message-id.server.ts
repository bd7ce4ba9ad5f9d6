import { createHmac, randomBytes } from 'node:crypto';
import { sessionSecrets } from '~/lib/session-secret.server';

/** What identifies an outbox row for good: its id and when it was written (neither ever changes). */
export interface OutboxRowIdentity {
  id: number;
  createdAt: string;
}

/** The host part of a Message-ID: SITE_URL's host name, or 'localhost' when it can't be one (an IPv6 literal). */
function messageIdHost(siteUrl: string): string {
  const host = new URL(siteUrl).hostname.toLowerCase();
  return /^[a-z0-9]([a-z0-9.-]*[a-z0-9])?$/.test(host) ? host : 'localhost';
}

// A fixed purpose label: these HMACs are valid as nothing else the secret signs (cookies, references, links).
const PURPOSE = 'recoverly/outbox-message-id/v1\n';

/**
 * The Message-ID of an outbox row's message, the same on every retry of that row, so a mail system
 * that received a message before the sender heard back drops the duplicate instead of showing it twice.
 * Its 128-bit tag is an HMAC of the row's id and creation time with the site's secret: nobody without
 * the secret can work out the ID of a message sent to someone else (an answer naming it joins that
 * request's thread), however well they know the ids and the times. The creation time keeps ids apart
 * across databases whose outbox ids restart at 1 (a fresh install, a test run).
 * '<outbox-42.3f9a0c1b7d2e4f68a1b2c3d4e5f60718@recoverly.example>'
 */
export function outboxMessageId(row: OutboxRowIdentity, siteUrl: string, secret: string = sessionSecrets()[0]!): string {
  if (!Number.isSafeInteger(row.id) || row.id < 1) throw new RangeError(`Not an outbox row id: ${row.id}`);
  const tag = createHmac('sha256', secret).update(PURPOSE).update(`${row.id}\n${row.createdAt}`).digest('hex').slice(0, 32);
  return `<outbox-${row.id}.${tag}@${messageIdHost(siteUrl)}>`;
}

/**
 * A new Message-ID for a message about a request, chosen when it is written so the thread can name it
 * ('<REQ-0B4F-ZX81.9c1e…@recoverly.example>'). Its 128 random bits make it unguessable: an answer that
 * names it (In-Reply-To, References) comes from someone who received the message.
 */
export function requestMessageId(reference: string, siteUrl: string): string {
  return `<${reference}.${randomBytes(16).toString('hex')}@${messageIdHost(siteUrl)}>`;
}
