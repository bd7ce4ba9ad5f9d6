import { sql, type SelectQueryBuilder } from 'kysely';
import { keysetPage, type KeysetPage, type KeysetRequest } from '~/lib/keyset';

/**
 * Limits a newest-first list query to the requested page: the cursor's side of (created_at, id),
 * in the order that reads it from the index, one row more than the page to tell whether more follow.
 * A row-value comparison: SQLite and PostgreSQL both seek the (…, created_at desc, id desc) index with it.
 */
export function pageQuery<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  request: KeysetRequest,
  size: number,
): SelectQueryBuilder<DB, TB, O> {
  const column = (name: 'created_at' | 'id') => sql.ref(name);
  const key = sql`(${column('created_at')}, ${column('id')})`;
  const limited = query.limit(size + 1);
  if ('after' in request) {
    return limited
      .where(sql<boolean>`${key} > (${request.after.createdAt}, ${request.after.id})`)
      .orderBy(column('created_at') as never, 'asc')
      .orderBy(column('id') as never, 'asc');
  }
  const older = 'before' in request ? limited.where(sql<boolean>`${key} < (${request.before.createdAt}, ${request.before.id})`) : limited;
  return older.orderBy(column('created_at') as never, 'desc').orderBy(column('id') as never, 'desc');
}

/** Reads the requested page of a newest-first list query. */
export async function readPage<DB, TB extends keyof DB, O extends { created_at: string; id: number }>(
  query: SelectQueryBuilder<DB, TB, O>,
  request: KeysetRequest,
  size: number,
): Promise<KeysetPage<O>> {
  return keysetPage(await pageQuery(query, request, size).execute(), request, size);
}
