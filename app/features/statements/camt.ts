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
import { yieldsAt, type Steps } from './slices';
import { xmlEvents } from './xml-reader';

// ISO 20022 CAMT.053 (bank-to-customer statement), any version: Document/BkToCstmrStmt/Stmt/Ntry, read
// from xml-reader.ts's events in one pass (namespace prefixes dropped, every value kept as text so
// '79.90' stays exact). An entry is one line; only booked entries (Sts BOOK) are money that arrived.

/** Paths inside an entry that are not text a payer wrote: everything else is searched for references. */
const NOT_TEXT = ['Amt', 'CdtDbtInd', 'Sts', 'BookgDt', 'ValDt', 'AcctSvcrRef', 'NtryRef', 'BkTxCd', 'RvslInd', 'AmtDtls', 'Chrgs'];
const REMITTANCE = 'NtryDtls/TxDtls/RmtInf/Ustrd';
const DEBTOR_NAMES = ['NtryDtls/TxDtls/RltdPties/Dbtr/Nm', 'NtryDtls/TxDtls/RltdPties/Dbtr/Pty/Nm'];

interface Entry {
  line: number;
  /** Each leaf's texts by its path inside the entry ('Amt', 'NtryDtls/TxDtls/RmtInf/Ustrd'), in file order. */
  fields: Map<string, string[]>;
  amountCurrency: string | null;
}

interface Frame {
  name: string;
  line: number;
  text: string;
  hasChild: boolean;
}

function entryLine(entry: Entry, account: string, accountCurrency: string | null): ParsedLine {
  const one = (path: string): string => {
    const values = entry.fields.get(path) ?? [];
    if (values.length > 1) throw new FileProblem(entry.line, 'repeated-field', `<${path}>`);
    return values[0] ?? '';
  };
  const amountText = one('Amt');
  if (!amountText) throw new FileProblem(entry.line, 'missing-amount');
  const amount = amountToCents(amountText);
  if (amount === null) throw new FileProblem(entry.line, 'bad-amount', amountText);
  const direction = one('CdtDbtInd');
  if (direction !== 'CRDT' && direction !== 'DBIT') throw new FileProblem(entry.line, 'bad-amount', direction || 'CdtDbtInd');
  const dateText = one('BookgDt/Dt') || one('BookgDt/DtTm') || one('ValDt/Dt') || one('ValDt/DtTm');
  if (!dateText) throw new FileProblem(entry.line, 'missing-date');
  const bookedOn = compactOrIsoDate(dateText);
  if (!bookedOn) throw new FileProblem(entry.line, 'bad-date', dateText);
  const reference = one('AcctSvcrRef') || one('NtryRef');
  if (!reference) throw new FileProblem(entry.line, 'missing-identity');
  const status = one('Sts/Cd') || one('Sts');
  const memo = joinTexts([...(entry.fields.get(REMITTANCE) ?? []), ...(entry.fields.get('AddtlNtryInf') ?? [])]);
  const name = DEBTOR_NAMES.map((path) => entry.fields.get(path)?.[0] ?? '').find(Boolean) ?? '';
  const shown = new Set([REMITTANCE, 'AddtlNtryInf', ...DEBTOR_NAMES]);
  const details = [...entry.fields]
    .filter(([path]) => !shown.has(path) && !NOT_TEXT.includes(path.split('/')[0]!))
    .flatMap(([, values]) => values.filter(hasLetter));
  return {
    identity: account ? `${account}/${reference}` : reference,
    bookedOn,
    amountCents: direction === 'CRDT' ? amount : -amount,
    currency: entry.amountCurrency ?? accountCurrency,
    booked: status === '' || status === 'BOOK',
    name,
    memo,
    details: joinTexts(details),
    fileLine: entry.line,
  };
}

function* readCamt(text: string): Steps<ParseOutcome> {
  const stack: Frame[] = [];
  const lines: ParsedLine[] = [];
  const seen = new Set<string>();
  let entry: Entry | null = null;
  let entryDepth = 0;
  let account = '';
  let accountCurrency: string | null = null;
  let statements = 0;
  let entries = 0;
  let turns = 0;
  for (const event of xmlEvents(text)) {
    if (event.kind === 'open') {
      const path = [...stack.map((f) => f.name), event.name].join('/');
      if (stack.length === 0) {
        const namespace = event.attributes.get('xmlns') ?? [...event.attributes].find(([key]) => key.startsWith('xmlns:'))?.[1] ?? '';
        if (event.name !== 'Document' || !namespace.includes('camt.053')) return unreadable(event.line, 'unknown-format');
      }
      const parent = stack.at(-1);
      if (parent) {
        parent.hasChild = true;
        parent.text = '';
      }
      stack.push({ name: event.name, line: event.line, text: '', hasChild: false });
      if (path === 'Document/BkToCstmrStmt/Stmt') {
        statements++;
        account = '';
        accountCurrency = null;
      } else if (path === 'Document/BkToCstmrStmt/Stmt/Ntry') {
        if (++entries > MAX_STATEMENT_LINES) throw new FileProblem(event.line, 'too-many-lines');
        entry = { line: event.line, fields: new Map(), amountCurrency: null };
        entryDepth = stack.length;
      } else if (entry && stack.length === entryDepth + 1 && event.name === 'Amt') {
        entry.amountCurrency = currencyCode(event.attributes.get('Ccy'));
      }
    } else if (event.kind === 'text') {
      const frame = stack.at(-1);
      if (frame && !frame.hasChild) frame.text += event.text;
    } else {
      const frame = stack.pop()!;
      const value = frame.text.replace(/\s+/g, ' ').trim();
      if (entry && stack.length === entryDepth - 1) {
        const line = entryLine(entry, account, accountCurrency);
        if (seen.has(line.identity)) throw new FileProblem(entry.line, 'duplicate-identity', line.identity.split('/').pop());
        seen.add(line.identity);
        lines.push(line);
        entry = null;
      } else if (!frame.hasChild) {
        const names = stack.map((f) => f.name);
        if (entry) {
          const path = [...names.slice(entryDepth), frame.name].join('/');
          const values = entry.fields.get(path);
          if (values) values.push(value);
          else entry.fields.set(path, [value]);
        } else {
          const path = [...names, frame.name].join('/');
          if (path === 'Document/BkToCstmrStmt/Stmt/Acct/Id/IBAN' || path === 'Document/BkToCstmrStmt/Stmt/Acct/Id/Othr/Id')
            account = value;
          else if (path === 'Document/BkToCstmrStmt/Stmt/Acct/Ccy') accountCurrency = currencyCode(value);
        }
      }
    }
    if (yieldsAt(++turns)) yield;
  }
  if (statements === 0) return unreadable(1, 'unknown-format');
  return { kind: 'lines', format: 'camt', lines };
}

/** The entries of a CAMT.053 statement, or where and why it could not be read. */
export function* camtSteps(text: string): Steps<ParseOutcome> {
  try {
    return yield* readCamt(text);
  } catch (error) {
    if (error instanceof FileProblem) return unreadable(error.line, error.problem, error.detail);
    throw error;
  }
}
