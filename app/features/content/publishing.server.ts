import { recordAudit, type AuditActor } from '~/features/audit/record.server';
import { db } from '~/lib/db/db.server';
import { changeContent } from './changes.server';
import { auditOf } from './editing.server';
import type { ContentItem } from './model';
import { findContentItem, itemOf } from './store.server';

// An item's way onto the site and off it: publish now, schedule, unpublish, delete; and the
// scheduled items whose time has come. Each is one transaction with its audit row; what changes the
// site bumps the content version (changes.server.ts).

export type PublishOutcome =
  | { kind: 'published'; item: ContentItem }
  | { kind: 'scheduled'; item: ContentItem }
  | { kind: 'already-published'; item: ContentItem }
  | { kind: 'not-in-future'; item: ContentItem }
  | { kind: 'not-found' };

/**
 * Publishes an item now, or schedules it for `at` (in the future). A post keeps the date it was
 * first published when it comes back after being unpublished; otherwise it is dated now.
 */
export async function publishContent(id: number, by: AuditActor, at: Date | null = null, now: Date = new Date()): Promise<PublishOutcome> {
  return changeContent<PublishOutcome>(async (trx) => {
    const item = await findContentItem(id, trx);
    if (!item) return { result: { kind: 'not-found' as const }, visible: false };
    if (at && at.getTime() <= now.getTime()) return { result: { kind: 'not-in-future' as const, item }, visible: false };
    if (!at && item.status === 'published') return { result: { kind: 'already-published' as const, item }, visible: false };
    const stamp = now.toISOString();
    if (at) {
      const row = await trx
        .updateTable('content_items')
        .set({ status: 'scheduled', published_at: at.toISOString(), updated_at: stamp })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
      const { subject, details } = auditOf(item);
      await recordAudit(trx, by, { kind: 'content-scheduled', subject, details: { ...details, at: at.toISOString() } });
      // Taken off the site if it was on it, until its time.
      return { result: { kind: 'scheduled' as const, item: itemOf(row) }, visible: item.status === 'published' };
    }
    const comesBack = item.status === 'draft' && item.firstPublishedAt !== null && item.publishedAt !== null;
    const publishedAt = comesBack ? item.publishedAt! : stamp;
    const row = await trx
      .updateTable('content_items')
      .set({ status: 'published', published_at: publishedAt, first_published_at: item.firstPublishedAt ?? stamp, updated_at: stamp })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAudit(trx, by, { kind: 'content-published', ...auditOf(item) });
    return { result: { kind: 'published' as const, item: itemOf(row) }, visible: true };
  });
}

export type UnpublishOutcome =
  { kind: 'unpublished'; item: ContentItem } | { kind: 'already-draft'; item: ContentItem } | { kind: 'not-found' };

/** Takes an item off the site (or out of the schedule): a draft again, its address answering 404. */
export async function unpublishContent(id: number, by: AuditActor, now: Date = new Date()): Promise<UnpublishOutcome> {
  return changeContent<UnpublishOutcome>(async (trx) => {
    const item = await findContentItem(id, trx);
    if (!item) return { result: { kind: 'not-found' as const }, visible: false };
    if (item.status === 'draft') return { result: { kind: 'already-draft' as const, item }, visible: false };
    // A scheduled item that never appeared has no date to keep.
    const publishedAt = item.firstPublishedAt ? item.publishedAt : null;
    const row = await trx
      .updateTable('content_items')
      .set({ status: 'draft', published_at: publishedAt, updated_at: now.toISOString() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAudit(trx, by, { kind: 'content-unpublished', ...auditOf(item) });
    return { result: { kind: 'unpublished' as const, item: itemOf(row) }, visible: item.status === 'published' };
  });
}

export type DeleteOutcome = { kind: 'deleted'; item: ContentItem } | { kind: 'not-found' };

/** Deletes an item, its revisions and its old addresses; the audit log keeps its title and address. */
export async function deleteContent(id: number, by: AuditActor): Promise<DeleteOutcome> {
  return changeContent<DeleteOutcome>(async (trx) => {
    const item = await findContentItem(id, trx);
    if (!item) return { result: { kind: 'not-found' as const }, visible: false };
    await trx.deleteFrom('content_items').where('id', '=', id).execute();
    await recordAudit(trx, by, { kind: 'content-deleted', ...auditOf(item) });
    return { result: { kind: 'deleted' as const, item }, visible: item.status === 'published' };
  });
}

/** Who the audit log names for what the schedule publishes. */
export const SCHEDULER: AuditActor = { actor: 'scheduled publishing', clientAddress: 'server' };

/**
 * Publishes the scheduled items whose time has come. Each is taken by a conditional update, so when
 * several processes look at once, each item is published (and recorded) by exactly one of them.
 * Returns how many this call published.
 */
export async function publishDueContent(now: Date = new Date()): Promise<number> {
  const due = await db
    .selectFrom('content_items')
    .select('id')
    .where('status', '=', 'scheduled')
    .where('published_at', '<=', now.toISOString())
    .execute();
  if (due.length === 0) return 0;
  return changeContent(async (trx) => {
    let published = 0;
    for (const { id } of due) {
      const row = await trx
        .updateTable('content_items')
        .set((eb) => ({ status: 'published', first_published_at: eb.fn.coalesce('first_published_at', 'published_at') }))
        .where('id', '=', id)
        .where('status', '=', 'scheduled')
        .returningAll()
        .executeTakeFirst();
      if (!row) continue;
      published++;
      await recordAudit(trx, SCHEDULER, { kind: 'content-published', ...auditOf(itemOf(row)) });
    }
    return { result: published, visible: published > 0 };
  });
}

/** When the next scheduled item is due (ISO), or null. */
export async function nextScheduledAt(): Promise<string | null> {
  const row = await db
    .selectFrom('content_items')
    .select((eb) => eb.fn.min('published_at').as('next'))
    .where('status', '=', 'scheduled')
    .executeTakeFirst();
  return (row?.next as string | null | undefined) ?? null;
}
