import { sql, type Transaction } from 'kysely';
import { env } from '~/lib/env.server';
import { db } from '~/lib/db/db.server';
import { reusableQuery } from '~/lib/db/reusable-query.server';
import type { Database, Executor } from '~/lib/db/schema';
import { inTransaction, lockForTransaction } from '~/lib/db/transaction-lock.server';
import { ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY, ORDER_LINKS_PER_ORDER_PER_DAY } from './allowances';
import { enqueueMail, type OutboxKind, type QueuedMail } from './enqueue.server';

// Acknowledgements go to whatever address a visitor typed, unasked and carrying no text of theirs, so
// they are capped: a form can't be used to flood one inbox, nor to spend the sender's reputation. Over
// a cap the message is still written, as 'skipped' with the reason, and never sent; the request it
// acknowledges is saved as usual. The counts are read from the outbox itself, so every process (on
// PostgreSQL) shares them.
//
// An order's own e-mails are not acknowledgements: they go to the address on an order the buyer placed
// (bank details and the order link at checkout), or bring a link the buyer asked for. Each order has
// its own allowance of links, which nobody without the order can use up; contact posts naming the same
// address never touch it.

/** The messages the acknowledgement caps count and apply to: each goes to an address typed into a public form. */
export const ACKNOWLEDGEMENT_KINDS = [
  'request-acknowledgement',
  'download-link',
  'payment-details',
] as const satisfies readonly OutboxKind[];
export type AcknowledgementKind = (typeof ACKNOWLEDGEMENT_KINDS)[number];

export { ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY, ORDER_LINKS_PER_ORDER_PER_DAY };

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

export interface AcknowledgementMail extends QueuedMail {
  kind: AcknowledgementKind;
}

function perAddressReason(): string {
  return `Not sent: this address already received ${ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY} acknowledgements in the last 24 hours.`;
}

function perHourReason(perHour: number): string {
  return perHour === 0
    ? 'Not sent: acknowledgements are turned off (MAIL_ACKNOWLEDGEMENTS_PER_HOUR=0).'
    : `Not sent: ${perHour.toLocaleString('en-US')} acknowledgements already went out in the last hour, the site-wide limit (MAIL_ACKNOWLEDGEMENTS_PER_HOUR).`;
}

// Written as a literal (never a bound parameter), so the partial indexes on messages not skipped
// (migration 2026-11-27-015) serve the counts: each reads index entries alone, no more than its cap.
const NOT_SKIPPED = sql<boolean>`status <> 'skipped'`;

function acknowledgementsFrom(executor: Executor, sinceIso: string, recipient?: string) {
  const query = executor
    .selectFrom('outbox')
    .select('id')
    .where('kind', 'in', ACKNOWLEDGEMENT_KINDS)
    .where('created_at', '>=', sinceIso)
    .where(NOT_SKIPPED);
  // Both sides lowered by the database, so the index on lower(recipient) serves it and both agree on case.
  return recipient === undefined ? query : query.where(sql`lower(recipient)`, '=', sql<string>`lower(${recipient})`);
}

/** The acknowledgements written since `since` that are sent or to be sent (skipped ones don't count), to `recipient` if given. */
export function acknowledgementsSince(executor: Executor, since: Date, recipient?: string) {
  return acknowledgementsFrom(executor, since.toISOString(), recipient);
}

/**
 * Both counts in one statement, each reading index entries up to its cap and no further, so a busy
 * hour costs a post a bounded walk of an index. Built and compiled once (the caps are fixed for the
 * process): Kysely building this statement cost more than SQLite answering it.
 */
const capCounts = reusableQuery(db, ['recipient', 'dayAgo', 'hourAgo'], (database, values) => {
  const upTo = (query: ReturnType<typeof acknowledgementsFrom>, cap: number) =>
    database
      .selectFrom(query.limit(cap).as('counted'))
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .$castTo<{ n: number }>();
  return database.selectNoFrom([
    upTo(acknowledgementsFrom(database, values.dayAgo, values.recipient), ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY).as('toAddress'),
    upTo(acknowledgementsFrom(database, values.hourAgo), Math.max(env().acknowledgementsPerHour, 1)).as('inHour'),
  ]);
});

/** Why this acknowledgement must not be sent now, or null when it may be. */
async function capReason(trx: Transaction<Database>, recipient: string, now: Date): Promise<string | null> {
  const perHour = env().acknowledgementsPerHour;
  const [counts] = await capCounts(
    { recipient, dayAgo: new Date(now.getTime() - DAY).toISOString(), hourAgo: new Date(now.getTime() - HOUR).toISOString() },
    trx,
  );
  if (Number(counts?.toAddress) >= ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY) return perAddressReason();
  if (perHour === 0 || Number(counts?.inHour) >= perHour) return perHourReason(perHour);
  return null;
}

/**
 * The acknowledgement as it is to be written: as given, or marked skipped with the reason. Call it in the
 * transaction that then writes it (enqueueMail): it holds the recipient's lock until that transaction
 * ends, so two processes can't both count 2 and both write a third and a fourth.
 */
export async function applyAcknowledgementCaps(trx: Executor, mail: AcknowledgementMail): Promise<QueuedMail> {
  if (!trx.isTransaction) throw new Error('applyAcknowledgementCaps must run in the transaction that writes the message');
  const transaction = trx as Transaction<Database>;
  await lockForTransaction(transaction, `acknowledgements:${mail.to.toLowerCase()}`);
  const reason = await capReason(transaction, mail.to, new Date());
  return reason ? { ...mail, skipped: reason } : mail;
}

export type AcknowledgementOutcome = { kind: 'queued' } | { kind: 'skipped'; reason: string };

function orderLinkReason(): string {
  return `Not sent: ${ORDER_LINKS_PER_ORDER_PER_DAY} links to this order already went out in the last 24 hours.`;
}

export interface OrderLinkMail extends QueuedMail {
  kind: 'order-link';
  orderId: number;
}

/**
 * Writes a link to an order's page under that order's own allowance (in `executor`'s transaction, or
 * one of its own): skipped, with the reason, once the order had its links for the day. The lock is the
 * order's, so two requests at once can't both take the last one.
 */
export function enqueueOrderLink(executor: Executor, mail: OrderLinkMail): Promise<AcknowledgementOutcome> {
  return inTransaction(executor, async (trx) => {
    await lockForTransaction(trx, `order-links:${mail.orderId}`);
    const sent = await trx
      .selectFrom('outbox')
      .select('id')
      .where('order_id', '=', mail.orderId)
      .where('kind', '=', 'order-link')
      .where('status', '!=', 'skipped')
      .where('created_at', '>=', new Date(Date.now() - DAY).toISOString())
      .limit(ORDER_LINKS_PER_ORDER_PER_DAY)
      .execute();
    const skipped = sent.length >= ORDER_LINKS_PER_ORDER_PER_DAY ? orderLinkReason() : undefined;
    await enqueueMail(trx, skipped ? { ...mail, skipped } : mail);
    return skipped ? { kind: 'skipped', reason: skipped } : { kind: 'queued' };
  });
}

/** Writes one acknowledgement under the caps (in `executor`'s transaction, or a transaction of its own). */
export function enqueueAcknowledgement(executor: Executor, mail: AcknowledgementMail): Promise<AcknowledgementOutcome> {
  return inTransaction(executor, async (trx) => {
    const capped = await applyAcknowledgementCaps(trx, mail);
    await enqueueMail(trx, capped);
    return capped.skipped ? { kind: 'skipped', reason: capped.skipped } : { kind: 'queued' };
  });
}
