import { REQUEST_STATUSES, type RequestStatus } from '~/features/requests/status';
import type { HelpRequest, SupportRequest } from '~/lib/db/schema';
import { formatCreatedAt } from '~/lib/created-label';
import { readFilteredList, type FilteredList } from './filtered-list.server';

interface RequestRowBase {
  id: number;
  /** 'REQ-0B4F-ZX81', quoted in the visitor's acknowledgement e-mail (null only for rows stored before references existed). */
  reference: string | null;
  name: string;
  email: string;
  status: RequestStatus;
  note: string | null;
  createdAt: string;
  createdLabel: string;
}

/** A support request as the Requests screen shows it. */
export interface SupportRow extends RequestRowBase {
  phone: string;
  product: string;
  problem: string | null;
}

/** A help-centre or contact request as the Requests screen shows it. */
export interface HelpRow extends RequestRowBase {
  subject: string;
  message: string;
}

export type RequestsPage<T> = Omit<FilteredList<unknown, RequestStatus>, 'items'> & { items: T[] };

function base(row: SupportRequest | HelpRequest): RequestRowBase {
  return {
    id: row.id,
    reference: row.reference,
    name: row.name,
    email: row.email,
    status: row.status,
    note: row.note,
    createdAt: row.created_at,
    createdLabel: formatCreatedAt(row.created_at),
  };
}

/**
 * The Requests screen holds the spec's two lists, under one filter form (?q=&status=&from=&to= apply
 * to both), each paged on its own (?supportBefore=, ?helpAfter=…).
 */
export async function readSupportList(search: URLSearchParams): Promise<RequestsPage<SupportRow>> {
  const list = await readFilteredList<SupportRequest, RequestStatus>('support_requests', search, REQUEST_STATUSES, 'support');
  return { ...list, items: list.items.map((row) => ({ ...base(row), phone: row.phone, product: row.product, problem: row.problem })) };
}

export async function readHelpList(search: URLSearchParams): Promise<RequestsPage<HelpRow>> {
  const list = await readFilteredList<HelpRequest, RequestStatus>('help_requests', search, REQUEST_STATUSES, 'help');
  return { ...list, items: list.items.map((row) => ({ ...base(row), subject: row.subject, message: row.message })) };
}
