import {
  amountToCents,
  compactOrIsoDate,
  currencyCode,
  FileProblem,
  hasLetter,
  joinTexts,
  unreadable,
  type ParsedLine,
  type ParseOutcome,
} from './parsed';
import { sgmlEvents } from './sgml-reader';
import type { Steps } from './slices';
import { collectStatement, xmlEvents, type StatementRecord, type XmlEvent } from './xml-reader';

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

function transactionLine(txn: StatementRecord, account: string | null, defaultCurrency: string | null): ParsedLine {
  const field = (path: string) => txn.fields.get(path)?.[0] ?? null;
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
    .map(([path, [value]]) => [path, value!] as const)
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

function* readOfx(events: Iterable<XmlEvent>): Steps<ParseOutcome> {
  let account: string | null = null;
  let currency: string | null = null;
  let rootLine = 1;
  let transactionList = false;
  const lines = yield* collectStatement(upperCased(events), {
    isRecord: (name) => name === 'STMTTRN',
    repeatedFields: 'refuse',
    open(name, _attributes, line, parents) {
      if (parents.length === 0) {
        if (name !== 'OFX') throw new FileProblem(line, 'unknown-format');
        rootLine = line;
      }
      if (name === 'STMTRS' || name === 'CCSTMTRS') {
        account = null;
        currency = null;
      } else if (name === 'BANKTRANLIST') transactionList = true;
    },
    leaf(name, value, parents) {
      if (name === 'CURDEF') currency = currencyCode(value);
      else if (name === 'ACCTID' && /ACCTFROM$/.test(parents.at(-1) ?? '')) account = value;
    },
    line: (txn) => transactionLine(txn, account, currency),
  });
  if (lines.length === 0 && !transactionList) return unreadable(rootLine, 'no-transactions');
  return { kind: 'lines', format: 'ofx', lines };
}

/** OFX's element names whatever their case (a tag is a tag in SGML's OFX 1.x). */
function* upperCased(events: Iterable<XmlEvent>): Generator<XmlEvent, void, void> {
  for (const event of events) yield event.kind === 'text' ? event : { ...event, name: event.name.toUpperCase() };
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
