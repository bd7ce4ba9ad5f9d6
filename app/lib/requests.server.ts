import { db, type HelpRequest, type SupportRequest } from './db.server';
import { listNewestFirst } from './newest-first.server';
import type { Page } from './pagination';

export const CONTACT_FORM_SUBJECT = 'Contact Form Submission';

export interface NewSupportRequest {
  name: string;
  email: string;
  phone: string;
  product: string;
  problem?: string | null;
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

export function listSupportRequests(page = 1): Promise<Page<SupportRequest>> {
  return listNewestFirst<SupportRequest>('support_requests', page);
}

export function listHelpRequests(page = 1): Promise<Page<HelpRequest>> {
  return listNewestFirst<HelpRequest>('help_requests', page);
}
