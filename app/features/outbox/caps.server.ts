import { sql, type Transaction } from 'kysely';
import { env } from '~/lib/env.server';
import { db } from '~/lib/db/db.server';
import { reusableQuery } from '~/lib/db/reusable-query.server';
import type { Database, Executor } from '~/lib/db/schema';
import { inTransaction, lockForTransaction } from '~/lib/db/transaction-lock.server';
import {
  ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY,
  MAIL_ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY,
  ORDER_LINKS_PER_ORDER_PER_DAY,
} from './allowances';
import { enqueueMail, type OutboxKind, type QueuedMail } from './enqueue.server';

// Acknowledgements go to whatever address a visitor typed, unasked and carrying no text of theirs, so
// they are capped: a form can't be used to flood one inbox, nor to spend the sender's reputation. Over
// a cap the message is still written, as 'skipped' with the reason, and never sent; the request it
// acknowledges is saved as usual. The counts are read from the outbox itself, so every process (on
// PostgreSQL) shares them.
//
// Three kinds are capped apart, so a flood of one never silences the others: acknowledgements of the
// web forms; links a person asked for ("Send me a fresh link", the download link); and
// acknowledgements of e-mails that started a request (anyone can write to the support address). An
// e-mail's sender gets at most one acknowledgement in 24 hours: past it, none is written at all.
//
// An order's own e-mails are not acknowledgements: they go to the address on an order the buyer placed
// (bank details and the order link at checkout), or bring a link the buyer asked for. Each order has
// its own allowance of links, which nobody without the order can use up; contact posts naming the same
// address never touch it.

/** The capped messages, each in its group: counted, and held back, apart from the others. */
export const CAP_GROUPS = {
  forms: { kinds: ['request-acknowledgement'], perAddress: ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY, words: 'acknowledgements' },
  asked: {
    kinds: ['request-link', 'download-link', 'payment-details'],
    perAddress: ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY,
    words: 'links asked for',
  },
  mail: { kinds: ['mail-acknowledgement'], perAddress: MAIL_ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY, words: 'acknowledgements of e-mails' },
} as const satisfies Record<string, { kinds: readonly OutboxKind[]; perAddress: number; words: string }>;
export type CapGroup = keyof typeof CAP_GROUPS;
export type AcknowledgementKind = (typeof CAP_GROUPS)[CapGroup]['kinds'][number];
/** Every capped kind. */
export const ACKNOWLEDGEMENT_KINDS: readonly AcknowledgementKind[] = Object.values(CAP_GROUPS).flatMap((group) => group.kinds);

export { ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY, MAIL_ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY, ORDER_LINKS_PER_ORDER_PER_DAY };

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

export interface AcknowledgementMail extends QueuedMail {
  kind: AcknowledgementKind;
}

function groupOf(kind: AcknowledgementKind): CapGroup {
  return (Object.keys(CAP_GROUPS) as CapGroup[]).find((group) => (CAP_GROUPS[group].kinds as readonly string[]).includes(kind))!;
}

function perAddressReason(group: CapGroup): string {
  const { perAddress, words } = CAP_GROUPS[group];
  return `Not sent: this address already received ${perAddress} ${words} in the last 24 hours.`;
}

function perHourReason(group: CapGroup, perHour: number): string {
  const { words } = CAP_GROUPS[group];
  return perHour === 0
    ? `Not sent: ${words} are turned off (MAIL_ACKNOWLEDGEMENTS_PER_HOUR=0).`
    : `Not sent: ${perHour.toLocaleString('en-US')} ${words} already went out in the last hour, the site-wide limit (MAIL_ACKNOWLEDGEMENTS_PER_HOUR).`;
}

// Written as a literal (never a bound parameter), so the partial indexes on messages not skipped
// (migration 2026-11-27-015) serve the counts: each reads index entries alone, no more than its cap.
const NOT_SKIPPED = sql<boolean>`status <> 'skipped'`;

function acknowledgementsFrom(executor: Executor, kinds: readonly string[], sinceIso: string, recipient?: string) {
  const query = executor
    .selectFrom('outbox')
    .select('id')
    .where('kind', 'in', kinds as OutboxKind[])
    .where('created_at', '>=', sinceIso)
    .where(NOT_SKIPPED);
  // Both sides lowered by the database, so the index on lower(recipient) serves it and both agree on case.
  return recipient === undefined ? query : query.where(sql`lower(recipient)`, '=', sql<string>`lower(${recipient})`);
}

/** The acknowledgements of the web forms written since `since` that are sent or to be sent (skipped ones don't count), to `recipient` if given. */
export function acknowledgementsSince(executor: Executor, since: Date, recipient?: string, group: CapGroup = 'forms') {
  return acknowledgementsFrom(executor, CAP_GROUPS[group].kinds, since.toISOString(), recipient);
}

/**
 * Both counts of a group in one statement, each reading index entries up to its cap and no further, so a
 * busy hour costs a post a bounded walk of an index. Built and compiled once per group (the caps are
 * fixed for the process): Kysely building this statement cost more than SQLite answering it.
 */
function capCountsOf(group: CapGroup) {
  return reusableQuery(db, ['recipient', 'dayAgo', 'hourAgo'], (database, values) => {
    const upTo = (query: ReturnType<typeof acknowledgementsFrom>, cap: number) =>
      database
        .selectFrom(query.limit(cap).as('counted'))
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .$castTo<{ n: number }>();
    const { kinds, perAddress } = CAP_GROUPS[group];
    return database.selectNoFrom([
      upTo(acknowledgementsFrom(database, kinds, values.dayAgo, values.recipient), perAddress).as('toAddress'),
      upTo(acknowledgementsFrom(database, kinds, values.hourAgo), Math.max(env().acknowledgementsPerHour, 1)).as('inHour'),
    ]);
  });
}
const capCounts = { forms: capCountsOf('forms'), asked: capCountsOf('asked'), mail: capCountsOf('mail') } satisfies Record<
  CapGroup,
  unknown
>;

/** Why this message of `group` must not be sent now ('per-address' or 'per-hour' with the reason), or null when it may. */
async function capReason(trx: Transaction<Database>, group: CapGroup, recipient: string, now: Date) {
  const perHour = env().acknowledgementsPerHour;
  const [counts] = await capCounts[group](
    { recipient, dayAgo: new Date(now.getTime() - DAY).toISOString(), hourAgo: new Date(now.getTime() - HOUR).toISOString() },
    trx,
  );
  if (Number(counts?.toAddress) >= CAP_GROUPS[group].perAddress) return { cap: 'per-address' as const, reason: perAddressReason(group) };
  if (perHour === 0 || Number(counts?.inHour) >= perHour) return { cap: 'per-hour' as const, reason: perHourReason(group, perHour) };
  return null;
}

/**
 * The message as it is to be written: as given, or marked skipped with the reason; null when nothing
 * is to be written at all (an e-mail's sender who had an acknowledgement in the last 24 hours). Call
 * it in the transaction that then writes it (enqueueMail): it holds the recipient's lock until that
 * transaction ends, so two processes can't both count 2 and both write a third and a fourth.
 */
export async function applyAcknowledgementCaps(trx: Executor, mail: AcknowledgementMail): Promise<QueuedMail | null> {
  if (!trx.isTransaction) throw new Error('applyAcknowledgementCaps must run in the transaction that writes the message');
  const transaction = trx as Transaction<Database>;
  const group = groupOf(mail.kind);
  await lockForTransaction(transaction, `acknowledgements:${group}:${mail.to.toLowerCase()}`);
  const capped = await capReason(transaction, group, mail.to, new Date());
  if (!capped) return mail;
  if (group === 'mail' && capped.cap === 'per-address') return null;
  return { ...mail, skipped: capped.reason };
}

export type CappedOutcome = { kind: 'queued' } | { kind: 'skipped'; reason: string };
export type AcknowledgementOutcome = CappedOutcome | { kind: 'not-written' };

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
export function enqueueOrderLink(executor: Executor, mail: OrderLinkMail): Promise<CappedOutcome> {
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
    if (!capped) return { kind: 'not-written' };
    await enqueueMail(trx, capped);
    return capped.skipped ? { kind: 'skipped', reason: capped.skipped } : { kind: 'queued' };
  });
}
