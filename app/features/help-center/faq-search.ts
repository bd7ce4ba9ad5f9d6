/** The longest query we look at: anything after this is noise (and keeps the page cache's keys short). */
export const MAX_QUERY_LENGTH = 100;

/** The query as the search uses it: one line, trimmed, at most MAX_QUERY_LENGTH characters. */
export function cleanQuery(raw: string | null | undefined): string {
  return (raw ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_LENGTH);
}

/** A word as the search compares it: lower case, no accents, British and American spellings as one ("licence" is "license"). */
export function searchForm(word: string): string {
  return word
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/^licenc/, 'licens');
}

/** The words of a text, in their search form. */
export function words(text: string): string[] {
  return text
    .split(/[^\p{L}\p{N}\u0300-\u036f]+/u)
    .map(searchForm)
    .filter(Boolean);
}

/**
 * The FAQ entries whose question or answer contains every word of the query (as the start of a
 * word, case and accents ignored: "recov" finds "recovered"). An empty query keeps them all.
 * The same function filters on the server (JavaScript off) and in the browser as you type.
 */
export function searchFaq<T extends { question: string; answer: string }>(entries: readonly T[], query: string): T[] {
  const wanted = words(cleanQuery(query));
  if (wanted.length === 0) return [...entries];
  return entries.filter((entry) => {
    const have = words(`${entry.question} ${entry.answer}`);
    return wanted.every((word) => have.some((candidate) => candidate.startsWith(word)));
  });
}
