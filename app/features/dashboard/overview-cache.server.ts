import { db } from '~/lib/db/db.server';
import { dayStart } from './overview-days';
import { notSentSince, readOverview, type Overview } from './overview.server';

// The overview is the same on every dashboard page until something it counts changes, and most
// page views change nothing. What it counts only changes through a new order (a new highest id), an
// administrator's action (a new audit row: confirm, cancel, refund, send again), a buyer's own
// change to an order (a new order event: the account for a refund), an e-mail failing or not sent,
// or the clock (days and the ages, to the hour). Requests are not among them: the line of requests
// waiting for a reply is read on every view, outside this cache. Those are read in one
// statement of index lookups, far cheaper than the overview itself, and the overview is read again
// only when they differ. It is read from the database either way, so every process sees changes
// made by the others.

let cached: { key: string; overview: Overview } | null = null;

async function fingerprint(now: Date): Promise<string> {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .selectFrom('ach_orders')
        .select((e) => e.fn.max('id').as('m'))
        .as('orders'),
      eb
        .selectFrom('audit_log')
        .select((e) => e.fn.max('id').as('m'))
        .as('audit'),
      eb
        .selectFrom('order_events')
        .select((e) => e.fn.max('id').as('m'))
        .as('events'),
      eb
        .selectFrom('outbox')
        .select((e) => e.fn.countAll().as('n'))
        .where('status', 'in', ['failed', 'skipped'])
        .where('created_at', '>=', dayStart(notSentSince(now)))
        .as('notSent'),
    ])
    .executeTakeFirstOrThrow();
  return JSON.stringify([now.toISOString().slice(0, 13), row.orders, row.audit, row.events, row.notSent]);
}

/** The overview as of `now`, read again only when what it counts may have changed. */
export async function readOverviewWhenChanged(now = new Date()): Promise<Overview> {
  const key = await fingerprint(now);
  if (cached?.key === key) return cached.overview;
  const overview = await readOverview(now);
  cached = { key, overview };
  return overview;
}
