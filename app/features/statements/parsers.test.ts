import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseStatement } from './parse';
import type { CsvOutcome } from './csv';
import type { ParsedLine } from './parsed';

const FIXTURES = path.resolve(import.meta.dirname, '../../../tests/fixtures/statements');

function read(name: string): Uint8Array {
  return fs.readFileSync(path.join(FIXTURES, name));
}

function allOf(outcome: CsvOutcome): ParsedLine[] {
  if (outcome.kind !== 'lines') throw new Error(`expected lines, got ${JSON.stringify(outcome)}`);
  return outcome.lines;
}

/** The fields every format fills alike; currency, booking status and the other text are checked apart. */
function linesOf(outcome: CsvOutcome): Pick<ParsedLine, 'identity' | 'bookedOn' | 'amountCents' | 'name' | 'memo'>[] {
  return allOf(outcome).map(({ identity, bookedOn, amountCents, name, memo }) => ({ identity, bookedOn, amountCents, name, memo }));
}

describe('statement files are read line by line', () => {
  it('reads an OFX 1.x (SGML) file with unclosed tags', () => {
    const outcome = parseStatement(read('ofx1-sgml.ofx'));
    expect(outcome.kind === 'lines' && outcome.format).toBe('ofx');
    expect(linesOf(outcome)).toEqual([
      {
        identity: '4400123456/202611200001',
        bookedOn: '2026-11-20',
        amountCents: 7999,
        name: 'JANE DOE',
        memo: 'ACH CREDIT ORD-7K3M-9QA2',
      },
      {
        identity: '4400123456/202611210002',
        bookedOn: '2026-11-21',
        amountCents: -1250,
        name: 'OFFICE SUPPLIES & CO',
        memo: 'CARD PURCHASE',
      },
      { identity: '4400123456/202611240003', bookedOn: '2026-11-24', amountCents: 123456, name: 'ACME GMBH', memo: 'INVOICE 2026-11' },
    ]);
  });

  it('reads an OFX 2.x (XML) file', () => {
    expect(linesOf(parseStatement(read('ofx2.qfx')))).toEqual([
      {
        identity: '9900554433/QFX-0001',
        bookedOn: '2026-11-22',
        amountCents: 14900,
        name: 'Smith & Sons LLC',
        memo: 'Payment ord 7k3m 9qa2 thanks',
      },
      { identity: '9900554433/QFX-0002', bookedOn: '2026-11-23', amountCents: -500, name: 'Bank fee', memo: 'Monthly service charge' },
    ]);
  });

  it('recognises CAMT.053 and OFX 2 by their root element without the XML declaration, which XML makes optional', () => {
    const undeclared = (name: string) =>
      Buffer.from(
        Buffer.from(read(name))
          .toString('utf8')
          .replace(/^<\?xml[^>]*\?>\s*/, ''),
      );
    for (const name of ['camt053.xml', 'ofx2.qfx']) {
      const withDeclaration = parseStatement(read(name));
      const without = parseStatement(undeclared(name));
      expect(without.kind).toBe('lines');
      // The same lines, each one line up in the file.
      const lines = (outcome: typeof without) => (outcome.kind === 'lines' ? outcome.lines.map(({ fileLine: _, ...line }) => line) : []);
      expect(without.kind === 'lines' && without.format).toBe(withDeclaration.kind === 'lines' && withDeclaration.format);
      expect(lines(without)).toEqual(lines(withDeclaration));
      expect(lines(without).length).toBeGreaterThan(1);
    }
    // A comment before the root, and no declaration.
    const commented = parseStatement(Buffer.from(`<!-- exported 2026-11-25 -->\n${undeclared('camt053.xml').toString('utf8')}`));
    expect(commented.kind === 'lines' && commented.format).toBe('camt');
  });

  it('reads a CAMT.053 file: credit or debit, booking or value date, the bank reference, remittance text and debtor', () => {
    const outcome = parseStatement(read('camt053.xml'));
    expect(outcome.kind === 'lines' && outcome.format).toBe('camt');
    expect(linesOf(outcome)).toEqual([
      {
        identity: 'DE89370400440532013000/BANKREF-1001',
        bookedOn: '2026-11-20',
        amountCents: 7999,
        name: 'Müller Datenrettung',
        memo: 'ORD-7K3M-9QA2',
      },
      {
        identity: 'DE89370400440532013000/BANKREF-1002',
        bookedOn: '2026-11-21',
        amountCents: -2000,
        name: '',
        memo: 'Server rent November',
      },
      {
        identity: 'DE89370400440532013000/E-0003',
        bookedOn: '2026-11-24',
        amountCents: 123456,
        name: 'Jane Doe',
        memo: 'License renewal thank you',
      },
    ]);
  });

  it('reads a US bank CSV: dollar amounts with thousands, parentheses for debits, a memo over two lines', () => {
    const lines = linesOf(parseStatement(read('us-bank.csv')));
    expect(lines.map(({ identity: _, ...line }) => line)).toEqual([
      { bookedOn: '2026-11-20', amountCents: 7999, name: '', memo: 'ACH CREDIT JANE DOE ORD-7K3M-9QA2' },
      { bookedOn: '2026-11-21', amountCents: 123456, name: '', memo: 'WIRE IN ACME CORP INV 2026-11, multi-line memo' },
      { bookedOn: '2026-11-22', amountCents: -1250, name: '', memo: 'CARD PURCHASE OFFICE DEPOT' },
      { bookedOn: '2026-11-23', amountCents: 14900, name: '', memo: 'ACH CREDIT JOHN ROE' },
      { bookedOn: '2026-11-23', amountCents: 14900, name: '', memo: 'ACH CREDIT JOHN ROE' },
    ]);
    // A hash of date, amount and text, and the place among identical lines: two equal payments stay two.
    expect(lines.map((l) => l.identity)).toEqual([
      expect.stringMatching(/^[0-9a-f]{32}#1$/),
      expect.stringMatching(/^[0-9a-f]{32}#1$/),
      expect.stringMatching(/^[0-9a-f]{32}#1$/),
      expect.stringMatching(/^[0-9a-f]{32}#1$/),
      lines[3]!.identity.replace('#1', '#2'),
    ]);
    expect(linesOf(parseStatement(read('us-bank.csv'))).map((l) => l.identity)).toEqual(lines.map((l) => l.identity));
  });

  it('reads a European CSV in Windows-1252 with semicolons and decimal commas', () => {
    const lines = linesOf(parseStatement(read('eu-bank.csv')));
    expect(lines.map(({ identity: _, ...line }) => line)).toEqual([
      { bookedOn: '2026-11-20', amountCents: 7999, name: '', memo: 'Überweisung ORD 7K3M 9QA2 Müller' },
      { bookedOn: '2026-11-21', amountCents: -490, name: '', memo: 'Gebühr Kontoführung €' },
      { bookedOn: '2026-11-24', amountCents: 123456, name: '', memo: 'Zahlung René Dupont' },
    ]);
    expect(new Set(lines.map((l) => l.identity)).size).toBe(3);
  });

  it('asks for a mapping when a column cannot be placed by its header, and reads the file with it', () => {
    const asked = parseStatement(read('needs-mapping.csv'));
    expect(asked).toEqual({
      kind: 'needs-mapping',
      columns: ['Value Date', 'Remittance Information', 'Ordering Party', 'Credit Amount'],
      signature: 'value date|remittance information|ordering party|credit amount',
    });
    const lines = linesOf(parseStatement(read('needs-mapping.csv'), { date: 0, amount: 3, name: [2], memo: [1] }));
    expect(lines.map(({ identity: _, ...line }) => line)).toEqual([
      { bookedOn: '2026-11-20', amountCents: 7999, name: 'Jane Doe', memo: 'ORD-7K3M-9QA2' },
      { bookedOn: '2026-11-21', amountCents: 25000, name: 'Acme Corp', memo: 'Consulting invoice 17' },
    ]);
  });
});

describe('what else a line carries', () => {
  it('the currency the file names: OFX CURDEF, CAMT Amt Ccy, a CSV amount’s symbol; none when it says nothing', () => {
    expect(allOf(parseStatement(read('ofx2.qfx'))).map((l) => l.currency)).toEqual(['USD', 'USD']);
    expect(allOf(parseStatement(read('camt053.xml'))).map((l) => l.currency)).toEqual(['EUR', 'EUR', 'EUR']);
    expect(allOf(parseStatement(read('us-bank.csv'))).map((l) => l.currency)).toEqual([null, 'USD', 'USD', null, null]);
  });

  it('every other text field, searched for references: a CSV column the mapping didn’t name, a CAMT party, an OFX payee', () => {
    const csv = 'Date,Description,Amount,Type,Bank Reference,Balance\n2026-11-20,Payment,79.99,ACH,ORD-7K3M-9QA2,"$1,000.00"\n';
    expect(allOf(parseStatement(Buffer.from(csv)))[0]).toMatchObject({ memo: 'Payment', details: 'ACH ORD-7K3M-9QA2' });
    expect(allOf(parseStatement(read('camt053.xml')))[1]).toMatchObject({ name: '', details: 'Hosting AG' });
    const ofx = fs
      .readFileSync(path.join(FIXTURES, 'ofx2.qfx'), 'utf8')
      .replace(
        '<NAME>Smith &amp; Sons LLC</NAME>',
        '<PAYEE><NAME>Smith &amp; Sons LLC</NAME><CITY>Springfield</CITY></PAYEE><EXTDNAME>ORD 0000 1111</EXTDNAME>',
      );
    expect(allOf(parseStatement(Buffer.from(ofx)))[0]).toMatchObject({ name: 'Smith & Sons LLC', details: 'Springfield ORD 0000 1111' });
  });

  it('whether the bank booked it: a CAMT entry still pending is money that has not arrived', () => {
    const pending = fs
      .readFileSync(path.join(FIXTURES, 'camt053.xml'), 'utf8')
      .replace('<Sts><Cd>BOOK</Cd></Sts>', '<Sts><Cd>PDNG</Cd></Sts>');
    expect(allOf(parseStatement(Buffer.from(pending))).map((l) => l.booked)).toEqual([false, true, true]);
  });
});

describe('CSV details', () => {
  it('drops a UTF-8 BOM, reads Credit (ignoring Debit) and Payee columns, and day-first dates', () => {
    const text =
      '\ufeffTransaction Date;Payee;Reference;Debit;Credit\r\n31.10.2026;"Anna Ärger";"ORD-7K3M-9QA2";;1.234,56\r\n01.11.2026;Shop;x;12,00;\r\n';
    expect(linesOf(parseStatement(Buffer.from(text))).map(({ identity: _, ...line }) => line)).toEqual([
      { bookedOn: '2026-10-31', amountCents: 123456, name: 'Anna Ärger', memo: 'ORD-7K3M-9QA2' },
      { bookedOn: '2026-11-01', amountCents: 0, name: 'Shop', memo: 'x' },
    ]);
  });
});

describe('a file that cannot be read names the line and the problem', () => {
  it('a CSV amount that is not a number', () => {
    expect(parseStatement(read('malformed.csv'))).toEqual({ kind: 'unreadable', line: 3, problem: 'bad-amount', detail: 'seventy' });
  });

  it('a CSV quote that never closes, at the line where it opened', () => {
    const outcome = parseStatement(Buffer.from('Date,Description,Amount\n2026-11-20,"ORD-7K3M-9QA2,79.99\n'));
    expect(outcome).toEqual({ kind: 'unreadable', line: 2, problem: 'csv-quote-not-closed' });
    const threeLines = 'Date,Description,Amount\r\n2026-11-20,Paid,79.99\r\n2026-11-21,"Never closed,1.00\r\n';
    expect(parseStatement(Buffer.from(threeLines))).toEqual({ kind: 'unreadable', line: 3, problem: 'csv-quote-not-closed' });
  });

  it('a CSV with text after a closing quote', () => {
    const outcome = parseStatement(Buffer.from('Date,Description,Amount\n2026-11-20,"Paid" twice,79.99\n'));
    expect(outcome).toMatchObject({ kind: 'unreadable', line: 2, problem: 'malformed-csv' });
  });

  it('an OFX 2.x file that is not well-formed XML', () => {
    const broken = fs.readFileSync(path.join(FIXTURES, 'ofx2.qfx'), 'utf8').replace('<TRNAMT>149.00</TRNAMT>', '<TRNAMT>149.00</TRNAMTX>');
    expect(parseStatement(Buffer.from(broken))).toMatchObject({ kind: 'unreadable', line: 28, problem: 'malformed-xml' });
  });

  it('an OFX transaction without a date, at the line its transaction starts', () => {
    const broken = fs.readFileSync(path.join(FIXTURES, 'ofx1-sgml.ofx'), 'utf8').replace('<DTPOSTED>20261121\r\n', '');
    expect(parseStatement(Buffer.from(broken))).toEqual({ kind: 'unreadable', line: 47, problem: 'missing-date' });
  });

  it('a CAMT entry with an unreadable amount', () => {
    const broken = fs.readFileSync(path.join(FIXTURES, 'camt053.xml'), 'utf8').replace('>1234.56<', '>12,34.5<');
    expect(parseStatement(Buffer.from(broken))).toEqual({ kind: 'unreadable', line: 48, problem: 'bad-amount', detail: '12,34.5' });
  });

  it('an empty file', () => {
    expect(parseStatement(Buffer.from(''))).toMatchObject({ kind: 'unreadable', line: 1, problem: 'empty' });
  });
});
