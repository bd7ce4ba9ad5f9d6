import MiniSearch, { type Query } from 'minisearch';
import { cleanQuery, searchForm, words } from './faq-search';
import { expandSynonyms, type ExpandedPart } from './synonyms';

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

// Words a question is phrased with that say nothing about the answer: "how do I get my photos back
// from an sd card" asks for photos and an SD card; "license key not working" for the license key
// ("not working" is the trouble, not the topic: the refund policy's "working days" is no answer).
const STOP_WORDS: ReadonlySet<string> = new Set(
  'a an and are can do does for from get how i is it me my of off on or the to what when where with back not working work works'.split(' '),
);

/** Fuzzy matching from 5 letters on: one slip in "formated", none in "sd" (which would match anything). */
function fuzziness(term: string): number | false {
  return term.length >= 5 ? 0.2 : false;
}

// One index per list of documents (the help centre's list changes only with the time zone setting).
const indexes = new WeakMap<readonly SearchDocument[], MiniSearch<IndexedDocument>>();

interface IndexedDocument {
  id: number;
  title: string;
  text: string;
}

function indexOf(documents: readonly SearchDocument[]): MiniSearch<IndexedDocument> {
  let index = indexes.get(documents);
  if (!index) {
    index = new MiniSearch<IndexedDocument>({
      fields: ['title', 'text'],
      processTerm: (term) => searchForm(term) || null,
      searchOptions: { boost: { title: 5 }, prefix: true, fuzzy: fuzziness, combineWith: 'OR' },
    });
    index.addAll(documents.map((document, id) => ({ id, title: document.title, text: document.text })));
    indexes.set(documents, index);
  }
  return index;
}

/** The query's parts: a word, or a synonym group satisfied by any of its phrases (each phrase's words together). */
function partsOf(wanted: readonly string[]): ExpandedPart[] {
  return expandSynonyms(wanted, searchForm);
}

/** The query as MiniSearch reads it: any part may match; a phrase of a group only as its words together. */
function queryOf(parts: readonly ExpandedPart[]): Query {
  const queries = parts.map((part): Query =>
    part.kind === 'word'
      ? part.word
      : { combineWith: 'OR', queries: part.phrases.map((phrase): Query => ({ combineWith: 'AND', queries: phrase })) },
  );
  return { combineWith: 'OR', queries };
}

/** How many of the query's parts a document answered (MiniSearch's queryTerms: the query's words it matched). */
function partsAnswered(parts: readonly ExpandedPart[], queryTerms: readonly string[]): number {
  const matched = new Set(queryTerms);
  return parts.filter((part) =>
    part.kind === 'word' ? matched.has(part.word) : part.phrases.some((phrase) => phrase.every((word) => matched.has(word))),
  ).length;
}

/**
 * The documents that answer the query, best first: those answering more of its parts first, then by
 * MiniSearch's BM25 (a word in the title counting five times one in the text). Any part may match, so
 * "license key not working" still finds the activation guide; a document with every word ranks above
 * one with some. A word matches as the start of a word ("recov" finds "recovered"), with one slip in
 * a longer word ("formated"), case, accents and British or American spelling ignored, and a word of
 * SYNONYM_GROUPS finds its group ("SD" finds "memory card"). Words that ask nothing ("how", "my") are
 * left out. Empty for an empty query.
 */
export function searchHelp(documents: readonly SearchDocument[], rawQuery: string): SearchResult[] {
  const asked = [...new Set(words(cleanQuery(rawQuery)))];
  const wanted = asked.filter((word) => !STOP_WORDS.has(word));
  // A query of nothing but such words still means them.
  const terms = wanted.length > 0 ? wanted : asked;
  if (terms.length === 0) return [];
  const parts = partsOf(terms);
  // Stable: equal ranks keep the documents' own order (FAQ, guides, then policies).
  const hits = indexOf(documents)
    .search(queryOf(parts))
    .map((hit) => ({ hit, answered: partsAnswered(parts, hit.queryTerms) }))
    .sort((a, b) => b.answered - a.answered || b.hit.score - a.hit.score || (a.hit.id as number) - (b.hit.id as number))
    .slice(0, MAX_RESULTS)
    .map(({ hit }) => hit);
  return hits.map((hit) => {
    const document = documents[hit.id as number]!;
    // The words of the document that matched (after prefix, slip and synonym), marked where they stand.
    const matched = hit.terms;
    return {
      title: markWords(document.title, matched),
      source: document.source,
      href: document.href,
      excerpt: excerptOf(document.text, matched),
    };
  });
}
