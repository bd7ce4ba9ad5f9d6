import type { Selectable } from 'kysely';
import { db } from '~/lib/db/db.server';
import type { ContentItemsTable, Executor } from '~/lib/db/schema';
import { likeIgnoringCase } from '~/lib/db/text-match.server';
import { isOrdered, type ContentFields, type ContentItem, type ContentKind } from './model';

// The content tables' reads for the dashboard: items as the model has them, lists, revisions.

type ItemRow = Selectable<ContentItemsTable>;

function fieldsOf(json: string): ContentFields {
  try {
    const parsed: unknown = JSON.parse(json);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, string | number] => ['string', 'number'].includes(typeof entry[1])),
    );
  } catch {
    return {};
  }
}

export function itemOf(row: ItemRow): ContentItem {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    slug: row.slug,
    title: row.title,
    body: row.body,
    fields: fieldsOf(row.fields),
    position: row.position,
    publishedAt: row.published_at,
    firstPublishedAt: row.first_published_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export async function findContentItem(id: number, executor: Executor = db): Promise<ContentItem | null> {
  const row = await executor.selectFrom('content_items').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? itemOf(row) : null;
}

/** The longest search the lists look for. */
export const MAX_CONTENT_SEARCH = 100;
export const CONTENT_PAGE_SIZE = 25;

export interface ContentList {
  items: ContentItem[];
  total: number;
  page: number;
  pages: number;
}

/**
 * A kind's items for its list on the Content screen, a page at a time: posts drafts and scheduled
 * first, then by date, newest first; the other kinds in their order. `query` finds the words in the
 * title, the address or the text.
 */
export async function listContent(kind: ContentKind, query: string, page: number): Promise<ContentList> {
  const pattern = `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  let base = db.selectFrom('content_items').where('kind', '=', kind);
  if (query) {
    base = base.where((eb) =>
      eb.or([likeIgnoringCase('title', pattern), likeIgnoringCase('slug', pattern), likeIgnoringCase('body', pattern)]),
    );
  }
  const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const count = Number(total);
  const pages = Math.max(1, Math.ceil(count / CONTENT_PAGE_SIZE));
  const current = Math.min(Math.max(1, page), pages);
  let ordered = base.selectAll();
  ordered = isOrdered(kind)
    ? ordered.orderBy('position').orderBy('id')
    : ordered
        .orderBy((eb) => eb.case().when('status', '=', 'published').then(1).else(0).end())
        .orderBy((eb) => eb.fn.coalesce('published_at', 'updated_at'), 'desc')
        .orderBy('id', 'desc');
  const rows = await ordered
    .limit(CONTENT_PAGE_SIZE)
    .offset((current - 1) * CONTENT_PAGE_SIZE)
    .execute();
  return { items: rows.map(itemOf), total: count, page: current, pages };
}

export interface RevisionRow {
  id: number;
  createdAt: string;
  author: string;
  changed: string[];
  cause: string;
  snapshot: Record<string, string | number | null>;
}

function parseJson<T>(json: string, fallback: T): T {
  try {
    return JSON.parse(json) as T;
  } catch {
    return fallback;
  }
}

/** Every save of an item, newest first. */
export async function listRevisions(itemId: number, executor: Executor = db): Promise<RevisionRow[]> {
  const rows = await executor.selectFrom('content_revisions').selectAll().where('item_id', '=', itemId).orderBy('id', 'desc').execute();
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.created_at,
    author: row.author,
    changed: parseJson<string[]>(row.changed, []),
    cause: row.cause,
    snapshot: parseJson<Record<string, string | number | null>>(row.snapshot, {}),
  }));
}

/** Whether `slug` is another item's address of this kind now. */
export async function slugTaken(executor: Executor, kind: ContentKind, slug: string, exceptId: number | null): Promise<boolean> {
  let query = executor.selectFrom('content_items').select('id').where('kind', '=', kind).where('slug', '=', slug);
  if (exceptId !== null) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}
