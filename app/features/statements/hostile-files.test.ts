import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseStatement } from './parse';

// Files written to be read as something they are not: a memo that names another format, XML that
// declares entities or nests without end, a transaction smuggled inside another, a file past the cap.
// Each is read as what it is, or refused at its line; nothing in a field changes how the file is read.

const FIXTURES = path.resolve(import.meta.dirname, '../../../tests/fixtures/statements');
const fixture = (name: string) => fs.readFileSync(path.join(FIXTURES, name), 'utf8');
const parse = (text: string) => parseStatement(Buffer.from(text));

/** The memo the red team put in a bank CSV: a whole OFX transaction paying $79.99 for ord8b3cpyk5. */
const INJECTED_MEMO = '<OFX><STMTTRN><TRNAMT>79.99<DTPOSTED>20261126<FITID>x<MEMO>ord8b3cpyk5</STMTTRN>';

describe('the format is decided by how the file starts', () => {
  it('a CSV whose memo holds an OFX transaction is read as CSV, each line its own transaction', () => {
    const csv = ['Date,Description,Amount', `2026-11-26,"${INJECTED_MEMO}",1.00`, '2026-11-26,ACH CREDIT JOHN ROE,149.00'].join('\n');
    const outcome = parse(csv);
    expect(outcome).toMatchObject({ kind: 'lines', format: 'csv' });
    if (outcome.kind !== 'lines') return;
    expect(outcome.lines.map((l) => [l.amountCents, l.memo])).toEqual([
      [100, INJECTED_MEMO],
      [14900, 'ACH CREDIT JOHN ROE'],
    ]);
  });

  it('a memo of just <OFX> or BkToCstmrStmt changes nothing, in a CSV, an OFX or a CAMT file', () => {
    for (const memo of ['<OFX>', 'BkToCstmrStmt', '<?xml version=""1.0""?><OFX>']) {
      expect(parse(`Date,Description,Amount\n2026-11-20,"${memo}",79.99\n`), memo).toMatchObject({ kind: 'lines', format: 'csv' });
    }
    const ofx = fixture('ofx1-sgml.ofx').replace('<MEMO>CARD PURCHASE', '<MEMO>BkToCstmrStmt');
    expect(parse(ofx)).toMatchObject({ kind: 'lines', format: 'ofx' });
    const camt = fixture('camt053.xml').replace('<Ustrd>November</Ustrd>', '<Ustrd>&lt;OFX&gt; OFXHEADER:100</Ustrd>');
    expect(parse(camt)).toMatchObject({ kind: 'lines', format: 'camt' });
  });

  it('OFXHEADER:, <?xml then <?OFX or <OFX>, <?xml with a camt.053 Document, or <OFX>, after a BOM and blank lines', () => {
    const bom = '\ufeff\r\n  ';
    expect(parse(bom + fixture('ofx1-sgml.ofx'))).toMatchObject({ format: 'ofx' });
    expect(parse(bom + fixture('ofx2.qfx'))).toMatchObject({ format: 'ofx' });
    expect(parse(bom + fixture('ofx2.qfx').replace(/<\?OFX[^>]*\?>\n/, ''))).toMatchObject({ format: 'ofx' });
    expect(parse(bom + fixture('camt053.xml'))).toMatchObject({ format: 'camt' });
    expect(parse(fixture('ofx1-sgml.ofx').slice(fixture('ofx1-sgml.ofx').indexOf('<OFX>')))).toMatchObject({ format: 'ofx' });
    // Something else first: a CSV, whose header this is not.
    expect(parse(`Note\n${fixture('camt053.xml')}`)).toMatchObject({ kind: 'needs-mapping' });
  });
});

describe('a transaction is only ever its own', () => {
  it('an OFX transaction inside another is refused at its line', () => {
    const smuggled = fixture('ofx1-sgml.ofx').replace(
      '<MEMO>CARD PURCHASE',
      '<MEMO>x<STMTTRN><TRNAMT>79.99<DTPOSTED>20261126<FITID>x<MEMO>ord8b3cpyk5</STMTTRN>',
    );
    expect(parse(smuggled)).toEqual({ kind: 'unreadable', line: 53, problem: 'nested-transaction' });
  });

  it('an OFX transaction that gives its amount twice is refused, never read as either', () => {
    const twice = fixture('ofx2.qfx').replace('<TRNAMT>149.00</TRNAMT>', '<TRNAMT>1.00</TRNAMT><TRNAMT>149.00</TRNAMT>');
    expect(parse(twice)).toEqual({ kind: 'unreadable', line: 28, problem: 'repeated-field', detail: '<TRNAMT>' });
  });
});

describe('malformed XML is refused at its line, never expanded', () => {
  const camt = fixture('camt053.xml');
  const withDoctype = (doctype: string) => camt.replace('<Document', `${doctype}\n<Document`);

  it('an external entity', () => {
    const file = withDoctype('<!DOCTYPE Document [<!ENTITY e SYSTEM "file:///etc/passwd">]>').replace('ORD-7K3M-9QA2', '&e;');
    expect(parse(file)).toEqual({ kind: 'unreadable', line: 2, problem: 'xml-declarations', detail: '<!DOCTYPE' });
  });

  it('a parameter entity', () => {
    const file = withDoctype('<!DOCTYPE Document [<!ENTITY % p "<!ENTITY e \'ORD-7K3M-9QA2\'>"> %p;]>');
    expect(parse(file)).toEqual({ kind: 'unreadable', line: 2, problem: 'xml-declarations', detail: '<!DOCTYPE' });
  });

  it('an entity the file never defines', () => {
    const file = camt.replace('<Ustrd>ORD-7K3M-9QA2</Ustrd>', '<Ustrd>&e;</Ustrd>');
    expect(parse(file)).toEqual({ kind: 'unreadable', line: 29, problem: 'xml-entity', detail: '&e;' });
  });

  it('nesting deeper than 64 levels, in CAMT, in OFX 2 and in OFX 1', () => {
    const deep = (open: (i: number) => string, close: (i: number) => string) =>
      Array.from({ length: 70 }, (_, i) => open(i)).join('\n') + Array.from({ length: 70 }, (_, i) => close(69 - i)).join('');
    const nested = deep(
      (i) => `<N${i}>`,
      (i) => `</N${i}>`,
    );
    expect(parse(camt.replace('<Ustrd>ORD-7K3M-9QA2</Ustrd>', `<Ustrd>${nested}</Ustrd>`))).toMatchObject({
      kind: 'unreadable',
      // The remittance text sits 8 deep on line 29; one more level a line, the 65th is refused.
      line: 29 + 65 - 9,
      problem: 'xml-too-deep',
    });
    expect(parse(fixture('ofx2.qfx').replace('<MEMO>Monthly service charge</MEMO>', `<MEMO>${nested}</MEMO>`))).toMatchObject({
      problem: 'xml-too-deep',
    });
    expect(parse(fixture('ofx1-sgml.ofx').replace('<MEMO>CARD PURCHASE', nested))).toMatchObject({ problem: 'xml-too-deep' });
  });

  it('the five predefined entities and character references are read; &nbsp; is not an XML entity', () => {
    const file = camt.replace('<Ustrd>ORD-7K3M-9QA2</Ustrd>', '<Ustrd>&lt;&amp;&gt;&quot;&apos;&#79;&#x52;D-7K3M-9QA2</Ustrd>');
    const outcome = parse(file);
    expect(outcome.kind === 'lines' && outcome.lines[0]!.memo).toBe(`<&>"'ORD-7K3M-9QA2`);
    expect(parse(camt.replace('<Ustrd>ORD-7K3M-9QA2</Ustrd>', '<Ustrd>a&nbsp;b</Ustrd>'))).toMatchObject({ problem: 'xml-entity' });
  });
});

describe('a statement holds at most 20,000 lines', () => {
  const csv = (rows: number) =>
    ['Date,Description,Amount', ...Array.from({ length: rows }, (_, i) => `2026-11-20,Transfer ${i},${(i % 90) + 1}.00`)].join('\n');
  const ofx = (transactions: number) =>
    `OFXHEADER:100\n\n<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>USD<BANKACCTFROM><ACCTID>1</BANKACCTFROM><BANKTRANLIST>\n${Array.from(
      { length: transactions },
      (_, i) => `<STMTTRN><TRNTYPE>CREDIT<DTPOSTED>20261120<TRNAMT>1.00<FITID>${i}<MEMO>x</STMTTRN>`,
    ).join('\n')}\n</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>`;

  it('20,000 are read; the 20,001st is refused at its line, in a CSV and in an OFX file', () => {
    expect(parse(csv(20_000))).toMatchObject({ kind: 'lines' });
    expect(parse(csv(20_001))).toEqual({ kind: 'unreadable', line: 20_002, problem: 'too-many-lines' });
    expect(parse(ofx(20_000))).toMatchObject({ kind: 'lines' });
    expect(parse(ofx(20_001))).toEqual({ kind: 'unreadable', line: 20_004, problem: 'too-many-lines' });
  });
});
