import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { amountToCents, compactOrIsoDate, lineAt, unreadable, type ParsedLine, type ParseOutcome } from './parsed';

// ISO 20022 CAMT.053 (bank-to-customer statement), any version: Document/BkToCstmrStmt/Stmt/Ntry.
// fast-xml-parser reads it (namespace prefixes dropped, every value kept as text so '79.90' stays
// exact); its validator names the line of a well-formedness error.

type Node = Record<string, unknown>;

const parser = new XMLParser({
  ignoreAttributes: true,
  removeNSPrefix: true,
  parseTagValue: false,
  trimValues: true,
  processEntities: true,
  isArray: (name) => ['Stmt', 'Ntry', 'NtryDtls', 'TxDtls', 'Ustrd'].includes(name),
});

const ENTRY_START = /<(?:[\w.-]+:)?Ntry[\s>]/g;

function child(node: unknown, ...path: string[]): unknown {
  let at = node;
  for (const name of path) {
    if (Array.isArray(at)) at = at[0];
    if (!at || typeof at !== 'object') return undefined;
    at = (at as Node)[name];
  }
  return at;
}

function text(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (Array.isArray(value)) return value.map(text).filter(Boolean).join(' ');
  if (value && typeof value === 'object' && '#text' in value) return text((value as Node)['#text']);
  return '';
}

/** Whether a text looks like a CAMT.053 statement. */
export function looksLikeCamt(source: string): boolean {
  return /BkToCstmrStmt/.test(source.slice(0, 8192));
}

/** The entries of a CAMT.053 statement, or where and why it could not be read. */
export function parseCamt(source: string): ParseOutcome {
  if (!source.trim()) return unreadable(1, 'empty');
  const valid = XMLValidator.validate(source);
  if (valid !== true) return unreadable(valid.err.line, 'malformed-xml', valid.err.msg);
  const document = parser.parse(source) as Node;
  const statements = child(document, 'Document', 'BkToCstmrStmt', 'Stmt');
  if (!Array.isArray(statements)) return unreadable(1, 'unknown-format');
  const starts = [...source.matchAll(ENTRY_START)].map((m) => lineAt(source, m.index));
  const lines: ParsedLine[] = [];
  const seen = new Set<string>();
  let index = 0;
  for (const statement of statements as Node[]) {
    const account = text(child(statement, 'Acct', 'Id', 'IBAN')) || text(child(statement, 'Acct', 'Id', 'Othr', 'Id'));
    for (const entry of (statement.Ntry as Node[] | undefined) ?? []) {
      const fileLine = starts[index++] ?? 1;
      const amountText = text(entry.Amt);
      if (!amountText) return unreadable(fileLine, 'missing-amount');
      const amount = amountToCents(amountText);
      if (amount === null) return unreadable(fileLine, 'bad-amount', amountText);
      const direction = text(entry.CdtDbtInd);
      if (direction !== 'CRDT' && direction !== 'DBIT') return unreadable(fileLine, 'bad-amount', direction || 'CdtDbtInd');
      const dateText =
        text(child(entry, 'BookgDt', 'Dt')) ||
        text(child(entry, 'BookgDt', 'DtTm')) ||
        text(child(entry, 'ValDt', 'Dt')) ||
        text(child(entry, 'ValDt', 'DtTm'));
      if (!dateText) return unreadable(fileLine, 'missing-date');
      const bookedOn = compactOrIsoDate(dateText);
      if (!bookedOn) return unreadable(fileLine, 'bad-date', dateText);
      const reference = text(entry.AcctSvcrRef) || text(entry.NtryRef);
      if (!reference) return unreadable(fileLine, 'missing-identity');
      const identity = account ? `${account}/${reference}` : reference;
      if (seen.has(identity)) return unreadable(fileLine, 'duplicate-identity', reference);
      seen.add(identity);
      const details = child(entry, 'NtryDtls', 'TxDtls');
      const memo = [text(child(details, 'RmtInf', 'Ustrd')), text(entry.AddtlNtryInf)].filter(Boolean).join(' ');
      const parties = child(details, 'RltdPties');
      const name = text(child(parties, 'Dbtr', 'Nm')) || text(child(parties, 'Dbtr', 'Pty', 'Nm'));
      lines.push({ identity, bookedOn, amountCents: direction === 'CRDT' ? amount : -amount, name, memo, fileLine });
    }
  }
  return { kind: 'lines', format: 'camt', lines };
}
