import {
  amountToCents,
  compactOrIsoDate,
  currencyCode,
  FileProblem,
  hasLetter,
  joinTexts,
  MAX_STATEMENT_LINES,
  unreadable,
  type ParsedLine,
  type ParseOutcome,
} from './parsed';
import { sgmlEvents } from './sgml-reader';
import { yieldsAt, type Steps } from './slices';
import { xmlEvents, type XmlEvent } from './xml-reader';

// OFX / QFX, both generations: OFX 1.x (SGML, after its OFXHEADER lines) through sgml-reader.ts, OFX
// 2.x (XML) through xml-reader.ts; both give the same events, read here in one pass. A transaction is
// what one <STMTTRN> holds: one of each field, never a transaction inside another, so no text in a
// memo can become a transaction of its own.

/** The fields of a transaction that are not text a payer wrote: everything else is searched for references. */
const NOT_TEXT = new Set([
  'TRNTYPE',
  'DTPOSTED',
  'DTUSER',
  'DTAVAIL',
  'TRNAMT',
  'FITID',
  'CORRECTFITID',
  'CORRECTACTION',
  'SRVRTID',
  'SIC',
]);
const CURRENCY_AGGREGATES = new Set(['CURRENCY', 'ORIGCURRENCY']);

interface Transaction {
  line: number;
  /** Each leaf by its path inside the transaction ('TRNAMT', 'PAYEE/NAME'). */
  fields: Map<string, string>;
}

interface Frame {
  name: string;
  /** Its path inside the transaction it belongs to ('PAYEE/NAME'), or '' outside one. */
  path: string;
  line: number;
  /** A leaf's text (an aggregate's whitespace is dropped once its first child opens). */
  text: string;
  hasChild: boolean;
}

function transactionLine(txn: Transaction, account: string | null, defaultCurrency: string | null): ParsedLine {
  const field = (path: string) => txn.fields.get(path) ?? null;
  const amountText = field('TRNAMT');
  if (!amountText) throw new FileProblem(txn.line, 'missing-amount');
  const amountCents = amountToCents(amountText);
  if (amountCents === null) throw new FileProblem(txn.line, 'bad-amount', amountText);
  const dateText = field('DTPOSTED');
  if (!dateText) throw new FileProblem(txn.line, 'missing-date');
  const bookedOn = compactOrIsoDate(dateText);
  if (!bookedOn) throw new FileProblem(txn.line, 'bad-date', dateText);
  const fitid = field('FITID');
  if (!fitid) throw new FileProblem(txn.line, 'missing-identity');
  const name = field('NAME') ?? field('PAYEE/NAME') ?? '';
  const memo = field('MEMO') ?? '';
  const details = [...txn.fields]
    .filter(([path, value]) => {
      const top = path.split('/')[0]!;
      return !NOT_TEXT.has(top) && !CURRENCY_AGGREGATES.has(top) && value !== name && path !== 'MEMO' && hasLetter(value);
    })
    .map(([, value]) => value);
  return {
    // FITID is unique within one account: the account makes it unique across the bank's files.
    identity: account ? `${account}/${fitid}` : fitid,
    bookedOn,
    amountCents,
    // A transaction in another currency than the statement's says so (CURRENCY); ORIGCURRENCY means converted.
    currency: currencyCode(field('CURRENCY/CURSYM') ?? undefined) ?? defaultCurrency,
    booked: true,
    name,
    memo,
    details: joinTexts(details),
    fileLine: txn.line,
  };
}

function* readOfx(events: Generator<XmlEvent, void, void>): Steps<ParseOutcome> {
  const stack: Frame[] = [];
  const lines: ParsedLine[] = [];
  const seen = new Set<string>();
  let txn: Transaction | null = null;
  let txnDepth = 0;
  let account: string | null = null;
  let currency: string | null = null;
  let rootLine = 1;
  let transactionList = false;
  let count = 0;
  let turns = 0;
  for (const event of events) {
    if (event.kind === 'open') {
      const name = event.name.toUpperCase();
      if (stack.length === 0) {
        if (name !== 'OFX') return unreadable(event.line, 'unknown-format');
        rootLine = event.line;
      }
      const parent = stack.at(-1);
      if (parent) {
        parent.hasChild = true;
        parent.text = '';
      }
      const path = txn && parent && parent.name !== 'STMTTRN' ? `${parent.path}/${name}` : txn ? name : '';
      stack.push({ name, path, line: event.line, text: '', hasChild: false });
      if (name === 'STMTTRN') {
        if (txn) throw new FileProblem(event.line, 'nested-transaction');
        if (++count > MAX_STATEMENT_LINES) throw new FileProblem(event.line, 'too-many-lines');
        txn = { line: event.line, fields: new Map() };
        txnDepth = stack.length;
      } else if (name === 'STMTRS' || name === 'CCSTMTRS') {
        account = null;
        currency = null;
      } else if (name === 'BANKTRANLIST') transactionList = true;
    } else if (event.kind === 'text') {
      const frame = stack.at(-1);
      if (frame && !frame.hasChild) frame.text += event.text;
    } else {
      const frame = stack.pop()!;
      const value = frame.text.replace(/\s+/g, ' ').trim();
      if (txn && frame.name === 'STMTTRN' && stack.length === txnDepth - 1) {
        const line = transactionLine(txn, account, currency);
        if (seen.has(line.identity)) throw new FileProblem(txn.line, 'duplicate-identity', line.identity.split('/').pop());
        seen.add(line.identity);
        lines.push(line);
        txn = null;
      } else if (!frame.hasChild) {
        if (txn) {
          if (txn.fields.has(frame.path)) throw new FileProblem(frame.line, 'repeated-field', `<${frame.path}>`);
          txn.fields.set(frame.path, value);
        } else if (frame.name === 'CURDEF') currency = currencyCode(value);
        else if (frame.name === 'ACCTID' && /ACCTFROM$/.test(stack.at(-1)?.name ?? '')) account = value;
      }
    }
    if (yieldsAt(++turns)) yield;
  }
  if (lines.length === 0 && !transactionList) return unreadable(rootLine, 'no-transactions');
  return { kind: 'lines', format: 'ofx', lines };
}

/** The transactions of an OFX or QFX statement, read as SGML (1.x) or XML (2.x), or where and why it could not be read. */
export function* ofxSteps(text: string, markup: 'sgml' | 'xml'): Steps<ParseOutcome> {
  try {
    return yield* readOfx(markup === 'sgml' ? sgmlEvents(text) : xmlEvents(text));
  } catch (error) {
    if (error instanceof FileProblem) return unreadable(error.line, error.problem, error.detail);
    throw error;
  }
}
