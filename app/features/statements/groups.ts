// The groups a statement line is sorted into, in the order the preview shows them. Stored as keys
// (statement_lines.match_group); app/content/statements.ts words them.
export const MATCH_GROUPS = [
  'matched',
  'matched-short',
  'amount-differs',
  'already-confirmed',
  'unknown-reference',
  'no-reference',
  'already-imported',
] as const;

export type MatchGroup = (typeof MATCH_GROUPS)[number];

export function isMatchGroup(value: unknown): value is MatchGroup {
  return typeof value === 'string' && (MATCH_GROUPS as readonly string[]).includes(value);
}

/** At most this many pending orders are suggested for a line without a reference, or with one that names no order. */
export const MAX_SUGGESTIONS = 3;
