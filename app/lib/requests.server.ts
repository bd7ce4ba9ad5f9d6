import { db, type HelpRequest, type SupportRequest } from './db.server';
import { pageWindow, type Page } from './pagination';

export const CONTACT_FORM_SUBJECT = 'Contact Form Submission';

export interface NewSupportRequest {
  name: string;
  email: string;
  phone: string;
  product: string;
}

export interface NewHelpRequest {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export async function createSupportRequest(request: NewSupportRequest): Promise<number> {
  const row = await db.insertInto('support_requests').values(request).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Help-centre requests, and contact messages (which carry the fixed subject). */
export async function createHelpRequest(request: NewHelpRequest): Promise<number> {
  const row = await db.insertInto('help_requests').values(request).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function listSupportRequests(page = 1): Promise<Page<SupportRequest>> {
  const total = Number(
    (await db.selectFrom('support_requests').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n,
  );
  const window = pageWindow(total, page);
  const items = await db
    .selectFrom('support_requests')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(window.limit)
    .offset(window.offset)
    .execute();
  return { items, page: window.page, pageCount: window.pageCount, total };
}

export async function listHelpRequests(page = 1): Promise<Page<HelpRequest>> {
  const total = Number(
    (await db.selectFrom('help_requests').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n,
  );
  const window = pageWindow(total, page);
  const items = await db
    .selectFrom('help_requests')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(window.limit)
    .offset(window.offset)
    .execute();
  return { items, page: window.page, pageCount: window.pageCount, total };
}
