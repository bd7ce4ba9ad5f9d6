import { db, type OutboxStatus } from '../db.server';
import { pageWindow, type Page } from '../pagination';

export interface OutboxListItem {
  id: number;
  kind: string;
  recipient: string;
  subject: string;
  status: OutboxStatus;
  attempts: number;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
}

/** The dashboard's E-mail tab: every message, newest first, a page at a time (without the bodies). */
export async function listOutbox(requestedPage: number): Promise<Page<OutboxListItem>> {
  const { n } = await db
    .selectFrom('outbox')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const window = pageWindow(Number(n), requestedPage);
  const items = await db
    .selectFrom('outbox')
    .select(['id', 'kind', 'recipient', 'subject', 'status', 'attempts', 'last_error', 'created_at', 'sent_at'])
    // Ids follow the order rows were written in: newest first without an index of its own.
    .orderBy('id', 'desc')
    .limit(window.limit)
    .offset(window.offset)
    .execute();
  return { items, page: window.page, pageCount: window.pageCount, total: Number(n) };
}
