import { createHash, randomBytes } from 'node:crypto';

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

/**
 * The Message-ID of an outbox row's message, the same on every retry of that row, so a mail system
 * that received a message before the sender heard back drops the duplicate instead of showing it twice.
 * The hash of the row's creation time keeps ids apart across databases whose outbox ids restart at 1
 * (a fresh install, a test run): some mail systems drop a second message with an id they have seen.
 * '<outbox-42.3f9a0c1b7d2e4f68@recoverly.example>'
 */
export function outboxMessageId(row: OutboxRowIdentity, siteUrl: string): string {
  if (!Number.isSafeInteger(row.id) || row.id < 1) throw new RangeError(`Not an outbox row id: ${row.id}`);
  const hash = createHash('sha256').update(`${row.id}\n${row.createdAt}`).digest('hex').slice(0, 16);
  return `<outbox-${row.id}.${hash}@${messageIdHost(siteUrl)}>`;
}

/**
 * A new Message-ID for a message about a request, chosen when it is written so the thread can name it
 * ('<REQ-0B4F-ZX81.9c1e…@recoverly.example>'). The random part makes it unguessable: an answer that
 * names it (In-Reply-To, References) comes from someone who received the message.
 */
export function requestMessageId(reference: string, siteUrl: string): string {
  return `<${reference}.${randomBytes(12).toString('hex')}@${messageIdHost(siteUrl)}>`;
}
