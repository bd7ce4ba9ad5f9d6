import { normalizeReference } from '~/lib/codes/references.server';
import { wordPatterns } from '~/lib/db/text-match.server';

/** How the inbox's search text is matched: an exact reference or address by its index, else each word as a substring. */
export type InboxSearch =
  { kind: 'none' } | { kind: 'reference'; reference: string } | { kind: 'email'; email: string } | { kind: 'text'; patterns: string[] };

const FULL_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function inboxSearch(q: string): InboxSearch {
  if (!q) return { kind: 'none' };
  const reference = normalizeReference(q, 'REQ') ?? normalizeReference(`REQ${q}`, 'REQ');
  if (reference) return { kind: 'reference', reference };
  if (FULL_EMAIL.test(q)) return { kind: 'email', email: q.toLowerCase() };
  return { kind: 'text', patterns: wordPatterns(q) };
}
