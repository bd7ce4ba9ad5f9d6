import { findReferences } from '~/lib/codes/references.server';
import { MAX_SUGGESTIONS, type MatchGroup } from './groups';
import { inOrderCurrency } from './amounts';
import type { ParsedLine } from './parsed';
import { runAtOnce, yieldsAt, type Steps } from './slices';

// Sorting incoming transfers into groups, given the orders their references name: pure, so every
// rule is tested without a database (match.server.ts reads the orders).

export interface OrderFacts {
  id: number;
  reference: string;
  name: string;
  status: 'pending' | 'confirmed' | 'cancelled' | 'refunded';
  amountCents: number | null;
}

export interface LineMatch {
  group: MatchGroup;
  reference: string | null;
  orderId: number | null;
  suggestions: number[];
}

/** What the matcher may ask about orders. */
export interface OrderLookup {
  byReference: ReadonlyMap<string, OrderFacts>;
  /** Pending orders by amount in cents (for suggestions). */
  pendingByAmount: ReadonlyMap<number, readonly OrderFacts[]>;
}

// A line's references, found once though both the lookup and the matcher ask.
const foundIn = new WeakMap<object, string[]>();

// A transfer's memo names one order, two or three at most: a line is read for no more than this many,
// so no text, however long, makes the lookup or the matching grow with it.
const REFERENCES_PER_LINE = 10;

/** The references a line carries in any of its text fields (memo, name, the rest), in the order written. */
export function referencesOf(line: Pick<ParsedLine, 'name' | 'memo' | 'details'>): string[] {
  let found = foundIn.get(line);
  if (!found) foundIn.set(line, (found = findReferences(`${line.memo}\n${line.name}\n${line.details}`, 'ORD', REFERENCES_PER_LINE)));
  return found;
}

const NAME_WORD = /[\p{L}\p{N}]{2,}/gu;

function words(text: string): Set<string> {
  return new Set((text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().match(NAME_WORD) ?? []).filter((w) => w.length >= 2));
}

// The pending orders of one amount by the words of their buyers' names, built once per list however
// many lines ask: a line's suggestions cost its own words, not the number of pending orders.
const byWord = new WeakMap<readonly OrderFacts[], Map<string, OrderFacts[]>>();

function wordIndex(pending: readonly OrderFacts[]): Map<string, OrderFacts[]> {
  let index = byWord.get(pending);
  if (index) return index;
  index = new Map();
  for (const order of pending) {
    for (const word of words(order.name)) {
      const list = index.get(word);
      if (list) list.push(order);
      else index.set(word, [order]);
    }
  }
  byWord.set(pending, index);
  return index;
}

// A word many pending buyers share ('Smith', 'LLC') tells them apart no better than none, and would make
// each line's suggestions cost the number of those buyers: such a word is left out.
const ORDERS_PER_TELLING_WORD = 50;

/** Up to MAX_SUGGESTIONS pending orders of the same amount whose buyer's name shares a word with the line. */
export function suggestionsFor(line: ParsedLine, pending: readonly OrderFacts[] | undefined): number[] {
  if (!pending?.length) return [];
  const index = wordIndex(pending);
  const scores = new Map<number, number>();
  for (const word of words(`${line.name} ${line.memo}`)) {
    const orders = index.get(word) ?? [];
    if (orders.length > ORDERS_PER_TELLING_WORD) continue;
    for (const order of orders) scores.set(order.id, (scores.get(order.id) ?? 0) + 1);
  }
  return [...scores]
    .sort((a, b) => b[1] - a[1] || b[0] - a[0])
    .slice(0, MAX_SUGGESTIONS)
    .map(([id]) => id);
}

/**
 * Each incoming line's group: Matched (a pending order's reference and its amount, in dollars), Amount
 * differs (short, over, or paid in another currency),
 * Already confirmed (the order was confirmed or refunded, or an earlier line of this file already
 * matched it: a possible second payment), Unknown reference (shaped like one, but no order; or a
 * cancelled order, linked so it can be looked at), or No reference (with suggestions).
 */
export function matchLines(lines: readonly ParsedLine[], orders: OrderLookup): LineMatch[] {
  return runAtOnce(matchSteps(lines, orders));
}

/** matchLines as steps, one line each, for a long statement read in slices. */
export function* matchSteps(lines: readonly ParsedLine[], orders: OrderLookup): Steps<LineMatch[]> {
  const claimed = new Set<number>();
  const matches: LineMatch[] = [];
  for (const line of lines) {
    matches.push(matchLine(line, orders, claimed));
    if (yieldsAt(matches.length)) yield;
  }
  return matches;
}

function matchLine(line: ParsedLine, orders: OrderLookup, claimed: Set<number>): LineMatch {
  const references = referencesOf(line);
  if (references.length === 0) {
    return {
      group: 'no-reference',
      reference: null,
      orderId: null,
      suggestions: inOrderCurrency(line) ? suggestionsFor(line, orders.pendingByAmount.get(line.amountCents)) : [],
    };
  }
  const reference = references.find((r) => orders.byReference.has(r)) ?? references[0]!;
  const order = orders.byReference.get(reference);
  if (!order) return { group: 'unknown-reference', reference, orderId: null, suggestions: [] };
  const found = { reference, orderId: order.id, suggestions: [] };
  if (order.status === 'confirmed' || order.status === 'refunded' || claimed.has(order.id)) return { group: 'already-confirmed', ...found };
  if (order.status === 'cancelled') return { group: 'unknown-reference', ...found };
  claimed.add(order.id);
  const exact = order.amountCents === line.amountCents && inOrderCurrency(line);
  return { group: exact ? 'matched' : 'amount-differs', ...found };
}
