import { sql } from 'kysely';
import { db } from './db.server';
import { pageWindow, type Page } from './pagination';

type ListedTable = 'ach_orders' | 'support_requests' | 'help_requests';

/**
 * One page of a table, newest first. The (created_at desc, id desc) index of each table serves both
 * the order and the offset, so a page costs the same with ten rows or ten thousand.
 */
export async function listNewestFirst<T>(table: ListedTable, requestedPage: number): Promise<Page<T>> {
  const { n } = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const window = pageWindow(Number(n), requestedPage);
  const { rows } =
    await sql<T>`select * from ${sql.table(table)} order by created_at desc, id desc limit ${window.limit} offset ${window.offset}`.execute(
      db,
    );
  return { items: rows, page: window.page, pageCount: window.pageCount, total: Number(n) };
}
