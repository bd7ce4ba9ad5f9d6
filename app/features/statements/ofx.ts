import { XMLValidator } from 'fast-xml-parser';
import { amountToCents, compactOrIsoDate, lineAt, unreadable, type ParsedLine, type ParseOutcome } from './parsed';

// OFX / QFX, both generations, read the same way. OFX 1.x is SGML: aggregates (<STMTTRN>…</STMTTRN>)
// are closed, but leaf elements (<TRNAMT>79.99) usually are not. OFX 2.x is XML, where every leaf is
// closed. Reading each transaction's leaves up to the next tag works for both, so one small reader
// replaces an SGML-to-XML conversion; 2.x files are first checked to be well-formed XML (fast-xml-parser's
// validator, which names the line), so a damaged 2.x file is refused instead of half read.

const TRANSACTION = /<STMTTRN>([\s\S]*?)<\/STMTTRN>/gi;
const ACCOUNT = /<ACCTID>([^<\r\n]*)/gi;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decode(text: string): string {
  return text
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name[0] === '#') {
        const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
        return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
      }
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** A leaf's value inside one aggregate ('' when absent). */
function leaf(block: string, tag: string): string | null {
  const match = new RegExp(`<${tag}>([^<]*)`, 'i').exec(block);
  return match ? decode(match[1]!) : null;
}

/** Whether a text looks like an OFX or QFX file (either generation). */
export function looksLikeOfx(text: string): boolean {
  return /^\s*(OFXHEADER:|<\?xml[^>]*>\s*<\?OFX|<OFX>)/i.test(text) || /<OFX>/i.test(text.slice(0, 4096));
}

/** The transactions of an OFX or QFX statement, or where and why it could not be read. */
export function parseOfx(text: string): ParseOutcome {
  if (!text.trim()) return unreadable(1, 'empty');
  if (!/<OFX>/i.test(text)) return unreadable(1, 'unknown-format');
  if (/^\s*<\?xml/i.test(text)) {
    const valid = XMLValidator.validate(text);
    if (valid !== true) return unreadable(valid.err.line, 'malformed-xml', valid.err.msg);
  }
  const accounts = [...text.matchAll(ACCOUNT)].map((m) => ({ at: m.index, id: decode(m[1]!) }));
  const lines: ParsedLine[] = [];
  const seen = new Set<string>();
  for (const match of text.matchAll(TRANSACTION)) {
    const block = match[1]!;
    const fileLine = lineAt(text, match.index);
    const amountText = leaf(block, 'TRNAMT');
    if (amountText === null || amountText === '') return unreadable(fileLine, 'missing-amount');
    const amountCents = amountToCents(amountText);
    if (amountCents === null) return unreadable(fileLine, 'bad-amount', amountText);
    const dateText = leaf(block, 'DTPOSTED');
    if (dateText === null || dateText === '') return unreadable(fileLine, 'missing-date');
    const bookedOn = compactOrIsoDate(dateText);
    if (!bookedOn) return unreadable(fileLine, 'bad-date', dateText);
    const fitid = leaf(block, 'FITID');
    if (!fitid) return unreadable(fileLine, 'missing-identity');
    // FITID is unique within one account: the account makes it unique across the bank's files.
    const account = accounts.filter((a) => a.at < match.index).pop()?.id;
    const identity = account ? `${account}/${fitid}` : fitid;
    if (seen.has(identity)) return unreadable(fileLine, 'duplicate-identity', fitid);
    seen.add(identity);
    lines.push({ identity, bookedOn, amountCents, name: leaf(block, 'NAME') ?? '', memo: leaf(block, 'MEMO') ?? '', fileLine });
  }
  if (lines.length === 0 && !/<BANKTRANLIST>/i.test(text)) return unreadable(lineAt(text, text.search(/<OFX>/i)), 'no-transactions');
  return { kind: 'lines', format: 'ofx', lines };
}
