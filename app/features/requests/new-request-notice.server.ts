import { sql, type Transaction } from 'kysely';
import { adminNotifyAddress } from '~/features/mail/admin-address.server';
import { enqueueMail, type QueuedMail } from '~/features/outbox/enqueue.server';
import { db as defaultDb } from '~/lib/db/db.server';
import type { Database } from '~/lib/db/schema';
import { lockForTransaction } from '~/lib/db/transaction-lock.server';
import { startHourlyJob } from '~/lib/hourly-job.server';
import { newRequestDigestEmail } from './mail/new-request-digest';
import { requestMailContext } from './mail-context.server';
import { findRequest } from './store.server';

// The administrator hears of each new request in a message of its own, up to NOTICES_PER_HOUR an
// hour. Past that (a flood of forms or e-mails), each notification is written as held for the digest,
// and one message lists them all: sent once the oldest held one has waited DIGEST_AFTER_MS, at most
// once an hour. A thousand requests make eleven messages, not a thousand.

/** New-request notifications sent one by one in an hour. */
export const NOTICES_PER_HOUR = 10;
/** The reason a held notification carries until its digest is written. */
export const HELD_FOR_DIGEST = `Held for the digest of new requests: more than ${NOTICES_PER_HOUR} came in within an hour.`;
/** The reason once it is in a digest. */
export const IN_DIGEST = 'Sent in the digest of new requests.';
/** How long the first held notification waits for others before the digest goes. */
export const DIGEST_AFTER_MS = 15 * 60_000;
/** The requests a digest names; the rest are counted. */
const LISTED = 200;
const HOUR = 60 * 60_000;

/**
 * The notification of a new request as it is to be written: as it is, or held for the digest once
 * NOTICES_PER_HOUR went out in the last hour. The lock keeps two processes from both sending a tenth.
 */
export async function capNewRequestNotice(trx: Transaction<Database>, notice: QueuedMail, now = new Date()): Promise<QueuedMail> {
  await lockForTransaction(trx, 'new-request-notices');
  const sent = await trx
    .selectFrom('outbox')
    .select('id')
    .where('kind', '=', 'new-request')
    .where('created_at', '>=', new Date(now.getTime() - HOUR).toISOString())
    .where(sql<boolean>`status <> 'skipped'`)
    .limit(NOTICES_PER_HOUR)
    .execute();
  return sent.length >= NOTICES_PER_HOUR ? { ...notice, skipped: HELD_FOR_DIGEST } : notice;
}

/** Writes the digest of held notifications when one is due; returns how many requests it names (0: none written). */
export async function queueNewRequestDigest(now = new Date(), db = defaultDb): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await lockForTransaction(trx, 'new-request-notices');
    const held = await trx
      .selectFrom('outbox')
      .select(['id', 'request_reference', 'created_at'])
      .where('kind', '=', 'new-request')
      .where(sql<boolean>`status = 'skipped'`)
      .where('last_error', '=', HELD_FOR_DIGEST)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    if (held.length === 0) return 0;
    if (now.getTime() - Date.parse(held[0]!.created_at) < DIGEST_AFTER_MS) return 0;
    const last = await trx
      .selectFrom('outbox')
      .select('id')
      .where('kind', '=', 'new-request-digest')
      .where('created_at', '>=', new Date(now.getTime() - HOUR).toISOString())
      .executeTakeFirst();
    if (last) return 0;
    const admin = await adminNotifyAddress(trx);
    if (!admin) return 0;
    const entries = [];
    for (const row of held.slice(0, LISTED)) {
      const request = row.request_reference ? await findRequest(trx, row.request_reference) : null;
      if (request) entries.push({ reference: request.reference, name: request.name, subject: request.subject });
    }
    const context = await requestMailContext(trx);
    const content = newRequestDigestEmail({
      entries,
      more: held.length - Math.min(held.length, LISTED),
      perHour: NOTICES_PER_HOUR,
      siteUrl: context.siteUrl,
      company: context.company,
    });
    await enqueueMail(trx, { kind: 'new-request-digest', to: admin, content });
    await trx
      .updateTable('outbox')
      .set({ last_error: IN_DIGEST })
      .where('kind', '=', 'new-request')
      .where(sql<boolean>`status = 'skipped'`)
      .where('last_error', '=', HELD_FOR_DIGEST)
      .execute();
    return held.length;
  });
}

/** Looks for a due digest now and every five minutes; returns what stops it. */
export function startNewRequestDigest(log: (line: string) => void = console.log): () => Promise<void> {
  return startHourlyJob({
    name: 'New-request digest',
    run: () => queueNewRequestDigest(),
    done: (count) => `New-request digest queued: ${count} request${count === 1 ? '' : 's'}`,
    log,
    everyMs: 5 * 60_000,
  });
}
