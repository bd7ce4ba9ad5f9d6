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
import type { Steps } from './slices';
import { collectStatement, xmlEvents, type StatementRecord } from './xml-reader';

// ISO 20022 CAMT.053 (bank-to-customer statement), any version: Document/BkToCstmrStmt/Stmt/Ntry, read
// from xml-reader.ts's events in one pass (namespace prefixes dropped, every value kept as text so
// '79.90' stays exact). An entry is one line; only booked entries (Sts BOOK) are money that arrived.

/** Paths inside an entry that are not text a payer wrote: everything else is searched for references. */
const NOT_TEXT = ['Amt', 'CdtDbtInd', 'Sts', 'BookgDt', 'ValDt', 'AcctSvcrRef', 'NtryRef', 'BkTxCd', 'RvslInd', 'AmtDtls', 'Chrgs'];
const REMITTANCE = 'NtryDtls/TxDtls/RmtInf/Ustrd';
const DEBTOR_NAMES = ['NtryDtls/TxDtls/RltdPties/Dbtr/Nm', 'NtryDtls/TxDtls/RltdPties/Dbtr/Pty/Nm'];

function entryLine(entry: StatementRecord, account: string, accountCurrency: string | null): ParsedLine {
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
    currency: currencyCode(entry.attributes.get('Amt')?.get('Ccy')) ?? accountCurrency,
    booked: status === '' || status === 'BOOK',
    name,
    memo,
    details: joinTexts(details),
    fileLine: entry.line,
  };
}

const STATEMENT = 'Document/BkToCstmrStmt/Stmt';
const ACCOUNT_IDS = [`${STATEMENT}/Acct/Id/IBAN`, `${STATEMENT}/Acct/Id/Othr/Id`];

function* readCamt(text: string): Steps<ParseOutcome> {
  let account = '';
  let accountCurrency: string | null = null;
  let statements = 0;
  const lines = yield* collectStatement(xmlEvents(text), {
    isRecord: (name, parents) => name === 'Ntry' && parents.join('/') === STATEMENT,
    repeatedFields: 'keep',
    open(name, attributes, line, parents) {
      if (parents.length === 0) {
        const namespace = attributes.get('xmlns') ?? [...attributes].find(([key]) => key.startsWith('xmlns:'))?.[1] ?? '';
        if (name !== 'Document' || !namespace.includes('camt.053')) throw new FileProblem(line, 'unknown-format');
      }
      if ([...parents, name].join('/') === STATEMENT) {
        statements++;
        account = '';
        accountCurrency = null;
      }
    },
    leaf(name, value, parents) {
      const path = [...parents, name].join('/');
      if (ACCOUNT_IDS.includes(path)) account = value;
      else if (path === `${STATEMENT}/Acct/Ccy`) accountCurrency = currencyCode(value);
    },
    line: (entry) => entryLine(entry, account, accountCurrency),
  });
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
