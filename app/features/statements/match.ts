import { isRefundRecorded, type OrderStatus } from '~/features/orders/status';
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
  status: OrderStatus;
  amountCents: number | null;
  /** When the order was placed (ISO 8601): a suggestion is an order placed shortly before the transfer. */
  createdAt: string;
}

export interface LineMatch {
  group: MatchGroup;
  reference: string | null;
  orderId: number | null;
  /** Pending orders this line may be paying, the likeliest first (Unknown reference and No reference). */
  suggestions: number[];
  /** A pending order whose reference is one character off the line's, or has two neighbours swapped: 'Probably ORD-…'. */
  probableOrderId: number | null;
}

/** What the matcher may ask about orders. */
export interface OrderLookup {
  byReference: ReadonlyMap<string, OrderFacts>;
  /** Every pending order, for suggestions and near references (empty when no line needs them). */
  pending: readonly OrderFacts[];
  /** A transfer short by at most this much (the banks' fees on a wire) still matches its order: 0 for exact amounts only. */
  acceptShortByCents: number;
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

/** The pending orders indexed once per lookup, however many lines ask: by the words of their buyers' names, and by their references. */
interface PendingIndex {
  byId: Map<number, OrderFacts>;
  byWord: Map<string, OrderFacts[]>;
  /** A reference's eight symbols with one of them blanked, for references one character off. */
  byMasked: Map<string, OrderFacts[]>;
  bySymbols: Map<string, OrderFacts>;
}

const indexes = new WeakMap<readonly OrderFacts[], PendingIndex>();

const symbolsOf = (reference: string) => reference.slice(4, 8) + reference.slice(9, 13);
const masked = (symbols: string, at: number) => `${symbols.slice(0, at)}*${symbols.slice(at + 1)}`;

function pendingIndex(pending: readonly OrderFacts[]): PendingIndex {
  let index = indexes.get(pending);
  if (index) return index;
  index = { byId: new Map(), byWord: new Map(), byMasked: new Map(), bySymbols: new Map() };
  for (const order of pending) {
    index.byId.set(order.id, order);
    for (const word of words(order.name)) {
      const list = index.byWord.get(word);
      if (list) list.push(order);
      else index.byWord.set(word, [order]);
    }
    const symbols = symbolsOf(order.reference);
    index.bySymbols.set(symbols, order);
    for (let at = 0; at < symbols.length; at++) {
      const key = masked(symbols, at);
      const list = index.byMasked.get(key);
      if (list) list.push(order);
      else index.byMasked.set(key, [order]);
    }
  }
  indexes.set(pending, index);
  return index;
}

// A word many pending buyers share ('Smith', 'LLC') tells them apart no better than none, and would make
// each line's suggestions cost the number of those buyers: such a word is left out.
const ORDERS_PER_TELLING_WORD = 50;

/** A suggestion is an order placed at most this many days before the transfer was booked (or on the day after: time zones). */
export const SUGGESTION_DAYS = 14;
const DAY_MS = 24 * 60 * 60_000;

/** How a transfer's amount stands to an order's: exactly it, short by at most the tolerance (bank fees), or neither. */
export function amountFit(orderCents: number | null, paidCents: number, acceptShortByCents: number): 'exact' | 'short' | null {
  if (orderCents === null) return null;
  if (orderCents === paidCents) return 'exact';
  const short = orderCents - paidCents;
  return short > 0 && short <= acceptShortByCents ? 'short' : null;
}

function placedBefore(order: OrderFacts, bookedOn: string): number | null {
  const booked = Date.parse(`${bookedOn}T00:00:00.000Z`);
  const placed = Date.parse(order.createdAt);
  if (Number.isNaN(booked) || Number.isNaN(placed)) return null;
  const daysBefore = (booked - placed) / DAY_MS;
  return daysBefore <= SUGGESTION_DAYS && daysBefore >= -2 ? Math.abs(daysBefore) : null;
}

/**
 * Up to MAX_SUGGESTIONS pending orders this transfer may be paying: of the same amount (or short of it
 * by at most the wire tolerance), whose buyer's name shares a word with the line, placed within
 * SUGGESTION_DAYS before it. The exact amount first, then the most words shared, then the nearest date.
 */
export function suggestionsFor(line: ParsedLine, lookup: Pick<OrderLookup, 'pending' | 'acceptShortByCents'>): number[] {
  if (!lookup.pending.length || !inOrderCurrency(line)) return [];
  const index = pendingIndex(lookup.pending);
  const shared = new Map<number, number>();
  for (const word of words(`${line.name} ${line.memo}`)) {
    const orders = index.byWord.get(word) ?? [];
    if (orders.length > ORDERS_PER_TELLING_WORD) continue;
    for (const order of orders) shared.set(order.id, (shared.get(order.id) ?? 0) + 1);
  }
  const ranked: { id: number; exact: number; words: number; days: number }[] = [];
  for (const [id, count] of shared) {
    const order = index.byId.get(id)!;
    const fit = amountFit(order.amountCents, line.amountCents, lookup.acceptShortByCents);
    const days = placedBefore(order, line.bookedOn);
    if (fit !== null && days !== null) ranked.push({ id, exact: fit === 'exact' ? 1 : 0, words: count, days });
  }
  return ranked
    .sort((a, b) => b.exact - a.exact || b.words - a.words || a.days - b.days || b.id - a.id)
    .slice(0, MAX_SUGGESTIONS)
    .map((r) => r.id);
}

/**
 * The pending order a reference that names none was probably meant for: one whose reference differs
 * by one character, or by two neighbours swapped (the typing slips a transfer's memo carries). Of
 * several, the one of this amount; none when that still leaves more than one.
 */
export function probableOrderFor(reference: string, line: ParsedLine, lookup: OrderLookup): OrderFacts | null {
  if (!lookup.pending.length) return null;
  const index = pendingIndex(lookup.pending);
  const symbols = symbolsOf(reference);
  const near = new Map<number, OrderFacts>();
  for (let at = 0; at < symbols.length; at++) {
    for (const order of index.byMasked.get(masked(symbols, at)) ?? []) if (order.reference !== reference) near.set(order.id, order);
  }
  for (let at = 0; at + 1 < symbols.length; at++) {
    const swapped = symbols.slice(0, at) + symbols[at + 1] + symbols[at] + symbols.slice(at + 2);
    const order = swapped !== symbols ? index.bySymbols.get(swapped) : undefined;
    if (order) near.set(order.id, order);
  }
  const candidates = [...near.values()];
  if (candidates.length <= 1) return candidates[0] ?? null;
  const fitting = candidates.filter((order) => amountFit(order.amountCents, line.amountCents, lookup.acceptShortByCents) !== null);
  return fitting.length === 1 ? fitting[0]! : null;
}

/**
 * Each incoming line's group: Matched (a pending order's reference and its amount, in dollars);
 * Matched, short (its reference, and short by no more than the wire tolerance: the banks' fees);
 * Amount differs (short by more, over, or paid in another currency); Already confirmed (the order was
 * confirmed or refunded, or an earlier line of this file already matched it: a possible second
 * payment); Unknown reference (shaped like one, but no order, with the order it is probably one
 * character off and suggestions; or a cancelled order, linked so it can be looked at); or No reference
 * (with suggestions).
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
    return { group: 'no-reference', reference: null, orderId: null, suggestions: suggestionsFor(line, orders), probableOrderId: null };
  }
  const reference = references.find((r) => orders.byReference.has(r)) ?? references[0]!;
  const order = orders.byReference.get(reference);
  if (!order) {
    const probable = probableOrderFor(reference, line, orders);
    return {
      group: 'unknown-reference',
      reference,
      orderId: null,
      suggestions: suggestionsFor(line, orders),
      probableOrderId: probable?.id ?? null,
    };
  }
  const found = { reference, orderId: order.id, suggestions: [], probableOrderId: null };
  if (order.status === 'confirmed' || isRefundRecorded(order.status) || claimed.has(order.id))
    return { group: 'already-confirmed', ...found };
  if (order.status === 'cancelled') return { group: 'unknown-reference', ...found };
  claimed.add(order.id);
  const fit = inOrderCurrency(line) ? amountFit(order.amountCents, line.amountCents, orders.acceptShortByCents) : null;
  return { group: fit === 'exact' ? 'matched' : fit === 'short' ? 'matched-short' : 'amount-differs', ...found };
}
