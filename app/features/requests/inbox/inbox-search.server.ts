import { normalizeReference } from '~/lib/codes/references.server';

/** How the inbox's search text is matched: an exact reference or address by its index, else a substring of the words. */
export type InboxSearch =
  { kind: 'none' } | { kind: 'reference'; reference: string } | { kind: 'email'; email: string } | { kind: 'text'; pattern: string };

const FULL_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function inboxSearch(q: string): InboxSearch {
  if (!q) return { kind: 'none' };
  const reference = normalizeReference(q, 'REQ') ?? normalizeReference(`REQ${q}`, 'REQ');
  if (reference) return { kind: 'reference', reference };
  if (FULL_EMAIL.test(q)) return { kind: 'email', email: q.toLowerCase() };
  return { kind: 'text', pattern: `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%` };
}
