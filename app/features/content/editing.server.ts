import type { Transaction } from 'kysely';
import { recordAudit, type AuditActor } from '~/features/audit/record.server';
import type { Database } from '~/lib/db/schema';
import { changeContent } from './changes.server';
import { parseContentForm, type ContentFormValues } from './form-input';
import { changedFields, hasSlug, isOrdered, snapshotOf, type ContentDraft, type ContentItem, type ContentKind } from './model';
import { firstFreeSlug, slugFromTitle } from './slugs';
import { findContentItem, itemOf, slugTaken } from './store.server';

// Saving an item (new or edited), restoring a revision, moving an item in its list: each one
// transaction with its revision and its audit row.

export type SaveOutcome =
  | { kind: 'created'; item: ContentItem }
  | { kind: 'updated'; item: ContentItem; changed: string[] }
  | { kind: 'unchanged'; item: ContentItem }
  | { kind: 'invalid'; errors: Record<string, string> }
  | { kind: 'not-found' };

/** The audit row's subject and what it says of an item besides. */
export function auditOf(item: Pick<ContentItem, 'kind' | 'slug' | 'title'>) {
  return { subject: item.title.slice(0, 120), details: { kind: item.kind, slug: item.slug ?? '' } };
}

async function writeRevision(trx: Transaction<Database>, item: ContentItem, by: AuditActor, changed: string[], cause: string) {
  await trx
    .insertInto('content_revisions')
    .values({ item_id: item.id, author: by.actor, changed: JSON.stringify(changed), snapshot: JSON.stringify(snapshotOf(item)), cause })
    .execute();
}

/**
 * The slug the draft is saved under: the one typed, or one made from the title (a free one) when
 * left empty, or the item's own when it has been published (its address stays). Null with an error
 * when the slug typed is another item's.
 */
async function settleSlug(
  trx: Transaction<Database>,
  kind: ContentKind,
  draft: ContentDraft,
  existing: ContentItem | null,
): Promise<{ slug: string | null; error: string | null }> {
  if (!hasSlug(kind)) return { slug: null, error: null };
  const except = existing?.id ?? null;
  if (draft.slug) {
    if (await slugTaken(trx, kind, draft.slug, except))
      return { slug: null, error: 'Another item already has this address. Choose another.' };
    return { slug: draft.slug, error: null };
  }
  if (existing?.firstPublishedAt && existing.slug) return { slug: existing.slug, error: null };
  const base = slugFromTitle(draft.title);
  if (!base) return { slug: null, error: 'The title has no letter or digit to make an address from: type one.' };
  const taken = new Set(
    (
      await trx
        .selectFrom('content_items')
        .select('slug')
        .where('kind', '=', kind)
        .where('slug', 'like', `${base}%`)
        .$if(except !== null, (q) => q.where('id', '!=', except!))
        .execute()
    ).map((row) => row.slug),
  );
  return { slug: firstFreeSlug(base, (slug) => taken.has(slug)), error: null };
}

/**
 * After a published item's slug changed: its old address redirects to it for good (the redirect
 * follows the item, so a chain of changes always ends at its address now), and the new address is
 * nobody's redirect any more.
 */
async function moveAddress(trx: Transaction<Database>, item: ContentItem, oldSlug: string | null): Promise<void> {
  if (!item.slug) return;
  await trx.deleteFrom('content_redirects').where('kind', '=', item.kind).where('old_slug', '=', item.slug).execute();
  if (!oldSlug || oldSlug === item.slug || !item.firstPublishedAt) return;
  await trx
    .insertInto('content_redirects')
    .values({ kind: item.kind, old_slug: oldSlug, item_id: item.id })
    .onConflict((oc) => oc.columns(['kind', 'old_slug']).doUpdateSet({ item_id: item.id }))
    .execute();
}

/**
 * Saves the editor's post: a new item (a draft, last in its list) or the changes to one. Every save
 * keeps a revision (who, when, which fields changed); a published item's changes are on the site at
 * once. Invalid input changes nothing and comes back with an error per field.
 */
export async function saveContent(
  kind: ContentKind,
  id: number | null,
  values: ContentFormValues,
  by: AuditActor,
  now: Date = new Date(),
): Promise<SaveOutcome> {
  const parsed = parseContentForm(kind, values);
  if (!parsed.ok) return { kind: 'invalid', errors: parsed.errors };
  return changeContent<SaveOutcome>(async (trx) => {
    const existing = id === null ? null : await findContentItem(id, trx);
    if (id !== null && (!existing || existing.kind !== kind)) return { result: { kind: 'not-found' as const }, visible: false };
    const { slug, error } = await settleSlug(trx, kind, parsed.draft, existing);
    if (error) return { result: { kind: 'invalid' as const, errors: { slug: error } }, visible: false };
    const draft = { ...parsed.draft, slug };
    const stamp = now.toISOString();
    if (!existing) {
      const last = await trx
        .selectFrom('content_items')
        .select((eb) => eb.fn.max('position').as('position'))
        .where('kind', '=', kind)
        .executeTakeFirst();
      const row = await trx
        .insertInto('content_items')
        .values({
          kind,
          slug: draft.slug,
          title: draft.title,
          body: draft.body,
          fields: JSON.stringify(draft.fields),
          position: isOrdered(kind) ? Number(last?.position ?? 0) + 1 : 0,
          created_at: stamp,
          updated_at: stamp,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      const item = itemOf(row);
      await writeRevision(trx, item, by, changedFields(null, snapshotOf(item)), 'edited');
      await recordAudit(trx, by, { kind: 'content-saved', ...withDetails(item, { created: true }) });
      if (item.slug) await trx.deleteFrom('content_redirects').where('kind', '=', kind).where('old_slug', '=', item.slug).execute();
      return { result: { kind: 'created' as const, item }, visible: false };
    }
    const changed = changedFields(snapshotOf(existing), snapshotOf(draft));
    if (changed.length === 0) return { result: { kind: 'unchanged' as const, item: existing }, visible: false };
    const row = await trx
      .updateTable('content_items')
      .set({ slug: draft.slug, title: draft.title, body: draft.body, fields: JSON.stringify(draft.fields), updated_at: stamp })
      .where('id', '=', existing.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    const item = itemOf(row);
    await moveAddress(trx, item, existing.slug);
    await writeRevision(trx, item, by, changed, 'edited');
    await recordAudit(trx, by, { kind: 'content-saved', ...withDetails(item, { changed }) });
    return { result: { kind: 'updated' as const, item, changed }, visible: item.status === 'published' };
  });
}

function withDetails(item: ContentItem, more: Record<string, unknown>) {
  const { subject, details } = auditOf(item);
  return { subject, details: { ...details, ...more } };
}

export type RestoreOutcome =
  | { kind: 'restored'; item: ContentItem; changed: string[] }
  | { kind: 'unchanged'; item: ContentItem }
  | { kind: 'invalid'; errors: Record<string, string> }
  | { kind: 'not-found' };

/**
 * Brings an item's text back to an earlier revision (its address stays what it is now: a restore
 * never moves a page). Kept as a new revision, so the restore itself can be undone; recorded in
 * the audit log. A published item reads as restored at once.
 */
export async function restoreRevision(itemId: number, revisionId: number, by: AuditActor, now: Date = new Date()): Promise<RestoreOutcome> {
  return changeContent<RestoreOutcome>(async (trx) => {
    const item = await findContentItem(itemId, trx);
    const revision = await trx
      .selectFrom('content_revisions')
      .selectAll()
      .where('id', '=', revisionId)
      .where('item_id', '=', itemId)
      .executeTakeFirst();
    if (!item || !revision) return { result: { kind: 'not-found' as const }, visible: false };
    const snapshot = JSON.parse(revision.snapshot) as Record<string, unknown>;
    const values = Object.fromEntries(Object.entries(snapshot).map(([name, value]) => [name, value === null ? '' : String(value)]));
    const parsed = parseContentForm(item.kind, { ...values, slug: item.slug ?? '' });
    if (!parsed.ok) return { result: { kind: 'invalid' as const, errors: parsed.errors }, visible: false };
    const draft = { ...parsed.draft, slug: item.slug };
    const changed = changedFields(snapshotOf(item), snapshotOf(draft));
    if (changed.length === 0) return { result: { kind: 'unchanged' as const, item }, visible: false };
    const row = await trx
      .updateTable('content_items')
      .set({ title: draft.title, body: draft.body, fields: JSON.stringify(draft.fields), updated_at: now.toISOString() })
      .where('id', '=', item.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    const restored = itemOf(row);
    await writeRevision(trx, restored, by, changed, 'restored');
    await recordAudit(trx, by, { kind: 'content-restored', ...withDetails(restored, { changed, revision: revision.created_at }) });
    return { result: { kind: 'restored' as const, item: restored, changed }, visible: item.status === 'published' };
  });
}

export type MoveOutcome =
  { kind: 'moved'; item: ContentItem; position: number } | { kind: 'at-end'; item: ContentItem } | { kind: 'not-found' };

/** Moves an FAQ entry, guide or testimonial one place up or down in its list (positions renumbered 1…n). */
export async function moveContent(id: number, direction: 'up' | 'down', by: AuditActor): Promise<MoveOutcome> {
  return changeContent<MoveOutcome>(async (trx) => {
    const item = await findContentItem(id, trx);
    if (!item || !isOrdered(item.kind)) return { result: { kind: 'not-found' as const }, visible: false };
    const ids = (
      await trx.selectFrom('content_items').select('id').where('kind', '=', item.kind).orderBy('position').orderBy('id').execute()
    ).map((row) => row.id);
    const from = ids.indexOf(id);
    const to = direction === 'up' ? from - 1 : from + 1;
    if (to < 0 || to >= ids.length) return { result: { kind: 'at-end' as const, item }, visible: false };
    [ids[from], ids[to]] = [ids[to]!, ids[from]!];
    for (const [index, each] of ids.entries()) {
      await trx
        .updateTable('content_items')
        .set({ position: index + 1 })
        .where('id', '=', each)
        .execute();
    }
    await recordAudit(trx, by, { kind: 'content-moved', ...withDetails(item, { position: to + 1 }) });
    // The order of what the site shows may have changed (this item's, or the neighbour's).
    return { result: { kind: 'moved' as const, item, position: to + 1 }, visible: true };
  });
}
