import { cleanQuery, searchForm, words } from './faq-search';

/** Something the help centre's search can find: an FAQ answer, a policy section, a guide. */
export interface SearchDocument {
  title: string;
  /** Where it lives, e.g. 'FAQ', 'Refund Policy', 'User Guide'. */
  source: string;
  href: string;
  text: string;
}

/**
 * A text cut into pieces that alternate: plain, marked (a word the query asked for), plain, marked…
 * (the first piece may be empty). Plain strings rather than objects: results travel to the page in
 * its hydration data, which counts against the page-weight budget.
 */
export type MarkedText = string[];

export interface SearchResult {
  title: MarkedText;
  source: string;
  href: string;
  excerpt: MarkedText;
}

/** How many characters of text an excerpt shows around the first match. */
export const EXCERPT_LENGTH = 90;
/** The most results shown for one search. */
export const MAX_RESULTS = 5;

const TOKEN = /[\p{L}\p{N}\u0300-\u036f]+/gu;

/** Whether a word of the text answers one of the query's words (as the start of a word: "refund" finds "refunds"). */
function matches(word: string, wanted: readonly string[]): boolean {
  const form = searchForm(word);
  return wanted.some((query) => form.startsWith(query));
}

/** The text cut into alternating plain and marked pieces, the words the query asked for marked. */
export function markWords(text: string, wanted: readonly string[]): MarkedText {
  const parts: MarkedText = [];
  let last = 0;
  for (const found of text.matchAll(TOKEN)) {
    if (!matches(found[0], wanted)) continue;
    parts.push(text.slice(last, found.index), found[0]);
    last = found.index + found[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

/** About EXCERPT_LENGTH characters of the text around its first match, cut at spaces, with … where it was cut. */
export function excerptOf(text: string, wanted: readonly string[]): MarkedText {
  let first = -1;
  for (const found of text.matchAll(TOKEN)) {
    if (matches(found[0], wanted)) {
      first = found.index;
      break;
    }
  }
  if (text.length <= EXCERPT_LENGTH) return markWords(text, wanted);
  let start = Math.max(0, first - 60);
  if (start > 0) start = text.indexOf(' ', start) + 1 || start;
  let end = Math.min(text.length, start + EXCERPT_LENGTH);
  if (end < text.length) end = text.lastIndexOf(' ', end) > start ? text.lastIndexOf(' ', end) : end;
  const cut = `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`;
  return markWords(cut, wanted);
}

/**
 * The documents that contain every word of the query (as the start of a word, case, accents and
 * British or American spelling ignored), best first: a word in the title counts five times one in
 * the text, and each further occurrence adds a little. Empty for an empty query.
 */
export function searchHelp(documents: readonly SearchDocument[], rawQuery: string): SearchResult[] {
  const wanted = [...new Set(words(cleanQuery(rawQuery)))];
  if (wanted.length === 0) return [];
  const results: (SearchResult & { score: number })[] = [];
  for (const document of documents) {
    const titleWords = words(document.title);
    const textWords = words(document.text);
    let score = 0;
    let all = true;
    for (const query of wanted) {
      const inTitle = titleWords.filter((word) => word.startsWith(query)).length;
      const inText = textWords.filter((word) => word.startsWith(query)).length;
      if (inTitle + inText === 0) {
        all = false;
        break;
      }
      score += inTitle * 5 + (inText > 0 ? 2 : 0) + Math.min(inText, 5) * 0.5;
    }
    if (!all) continue;
    results.push({
      title: markWords(document.title, wanted),
      source: document.source,
      href: document.href,
      excerpt: excerptOf(document.text, wanted),
      score,
    });
  }
  // Stable: equal scores keep the documents' own order (FAQ, guides, then policies).
  return results
    .sort((a, b) => b.score - a.score)
    .slice(0, MAX_RESULTS)
    .map(({ score: _score, ...result }) => result);
}
