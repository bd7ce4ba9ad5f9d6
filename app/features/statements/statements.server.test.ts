import { beforeAll, describe, expect, it } from 'vitest';
import { placeTestOrder } from '../../../tests/helpers/orders';
import { TEST_ACTOR } from '../../../tests/helpers/admin';
import { db } from '~/lib/db/db.server';
import type { AchOrder } from '~/lib/db/schema';
import { confirmOrder } from '~/features/orders/lifecycle.server';
import { readSiteSettings, saveSiteSettings, seedDefaultSettings } from '~/features/settings/settings.server';
import { confirmMatched, confirmStatementLine } from './confirm.server';
import { readStatement, statementPaymentOf } from './read.server';
import { uploadStatement } from './upload.server';

beforeAll(async () => {
  await seedDefaultSettings();
});

const buyer = (name: string, price = '$79.99') => ({
  name,
  email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
  plan: 'Yearly',
  price,
});

const today = () => new Date().toISOString().slice(0, 10);

/** The tolerant ways a buyer writes a reference: 'ORD-7K3M-9QA2' → 'ord 7k3m 9qa2'. */
const spacedLower = (reference: string) => reference.toLowerCase().replaceAll('-', ' ');
/** The same reference with each 0 written as O and 1 as I (Crockford's confusables). */
const confusable = (reference: string) => `ORD-${reference.slice(4).replaceAll('0', 'O').replaceAll('1', 'I')}`;

async function orderWithDigit(name: string): Promise<AchOrder> {
  // A reference holding a 0 or a 1, so the confusable line really differs from it.
  for (;;) {
    const order = await placeTestOrder(buyer(name));
    if (/[01]/.test(order.reference.slice(4))) return order;
  }
}

function csv(rows: [string, string, string][]): Uint8Array {
  return Buffer.from(['Date,Description,Amount', ...rows.map((r) => r.map((c) => `"${c}"`).join(','))].join('\n'));
}

async function statementOf(...rows: [string, string, string][]) {
  const outcome = await uploadStatement({ bytes: csv(rows), fileName: 'november.csv', importedBy: TEST_ACTOR.actor });
  if (outcome.kind !== 'imported') throw new Error(JSON.stringify(outcome));
  return outcome;
}

function groupsOf(preview: Awaited<ReturnType<typeof readStatement>>) {
  return Object.fromEntries(preview!.groups.map((g) => [g.group, g.lines.map((l) => l.order?.reference ?? l.reference ?? l.memo)]));
}

describe('a bank statement sorts each incoming transfer into one group', () => {
  it('matched, amount differs, already confirmed, unknown reference and no reference, debits left out', async () => {
    const spaced = await placeTestOrder(buyer('Ada Spaced'));
    const typo = await orderWithDigit('Ben Typo');
    const short = await placeTestOrder(buyer('Cy Short'));
    const done = await placeTestOrder(buyer('Di Done'));
    await confirmOrder(done.id, TEST_ACTOR);
    const nameOnly = await placeTestOrder(buyer('Zelda Quartermaine', '$149.00'));
    const { statementId, lineCount } = await statementOf(
      ['2026-11-20', `Payment ${spacedLower(spaced.reference)} thanks`, '79.99'],
      ['2026-11-20', `ACH ${confusable(typo.reference)}`, '79.99'],
      ['2026-11-21', short.reference, '79.98'],
      ['2026-11-21', done.reference, '79.99'],
      ['2026-11-22', 'ORD-ZZZZ-ZZZZ', '79.99'],
      // Booked today: a suggestion is an order placed in the 14 days before its transfer.
      [today(), 'TRANSFER FROM ZELDA QUARTERMAINE', '149.00'],
      ['2026-11-23', 'Card purchase', '-12.50'],
    );
    expect(lineCount).toBe(6);
    const preview = await readStatement(statementId);
    expect(groupsOf(preview)).toEqual({
      matched: [spaced.reference, typo.reference],
      'matched-short': [],
      'amount-differs': [short.reference],
      'already-confirmed': [done.reference],
      'unknown-reference': ['ORD-ZZZZ-ZZZZ'],
      'no-reference': ['TRANSFER FROM ZELDA QUARTERMAINE'],
      'already-imported': [],
    });
    expect(preview!.groups.find((g) => g.group === 'no-reference')!.lines[0]!.suggestions.map((s) => s.reference)).toEqual([
      nameOnly.reference,
    ]);
    expect(preview!.toConfirm).toBe(2);
    expect(preview!.summary).toEqual({ format: 'csv', read: 7, kept: 6, debits: 1, zeros: 0, unbooked: 0 });
  });
});

describe('Confirm Matched Orders', () => {
  it('confirms exactly the matched orders through the order confirmation path, naming the statement line', async () => {
    const a = await placeTestOrder(buyer('Ann Match'));
    const b = await placeTestOrder(buyer('Bob Match'));
    const short = await placeTestOrder(buyer('Cat Short'));
    const { statementId } = await statementOf(
      ['2026-11-20', a.reference, '79.99'],
      ['2026-11-20', b.reference, '79.99'],
      ['2026-11-21', short.reference, '79.00'],
    );
    expect(await confirmMatched(statementId, TEST_ACTOR)).toEqual({ confirmed: 2, skipped: 0 });
    const orders = await db
      .selectFrom('ach_orders')
      .select(['id', 'status', 'license_key'])
      .where('id', 'in', [a.id, b.id, short.id])
      .orderBy('id')
      .execute();
    expect(orders.map((o) => o.status)).toEqual(['confirmed', 'confirmed', 'pending']);
    expect(orders[0]!.license_key).toMatch(/^[0-9A-Z]{5}-/);
    const mails = await db
      .selectFrom('outbox')
      .select('order_id')
      .where('kind', '=', 'order-confirmed')
      .where('order_id', 'in', [a.id, b.id, short.id])
      .execute();
    expect(mails.map((m) => m.order_id).sort()).toEqual([a.id, b.id].sort());
    const invoices = await db.selectFrom('invoices').select('order_id').where('order_id', 'in', [a.id, b.id]).execute();
    expect(invoices).toHaveLength(2);
    const preview = await readStatement(statementId);
    const line = preview!.groups[0]!.lines[0]!;
    const audit = await db
      .selectFrom('audit_log')
      .select('details')
      .where('kind', '=', 'order-confirmed')
      .where('subject', '=', a.reference)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.details)).toMatchObject({ statementLine: line.id, paidCents: 7999, differenceCents: 0 });
    expect(await statementPaymentOf(a.id)).toEqual({ lineId: line.id, bookedOn: '2026-11-20', amountCents: 7999 });
    expect(preview!.toConfirm).toBe(0);
    // Pressed again: nothing left to confirm.
    expect(await confirmMatched(statementId, TEST_ACTOR)).toEqual({ confirmed: 0, skipped: 0 });
  });

  it('Confirm Anyway confirms a line whose amount differs and records the difference; a matched-only confirm refuses it', async () => {
    const short = await placeTestOrder(buyer('Dee Short'));
    const { statementId } = await statementOf(['2026-11-21', short.reference, '79.98']);
    const line = (await readStatement(statementId))!.groups.find((g) => g.group === 'amount-differs')!.lines[0]!;
    expect(await confirmStatementLine(line.id, TEST_ACTOR)).toEqual({ kind: 'not-confirmable' });
    expect(await confirmStatementLine(line.id, TEST_ACTOR, true)).toEqual({ kind: 'confirmed', reference: short.reference });
    const event = await db
      .selectFrom('order_events')
      .select('details')
      .where('order_id', '=', short.id)
      .where('kind', '=', 'confirmed')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(event.details)).toEqual({ statementLine: line.id, paidCents: 7998, bookedOn: '2026-11-21', differenceCents: -1 });
    expect(await confirmStatementLine(line.id, TEST_ACTOR, true)).toEqual({ kind: 'already-done' });
  });

  it('an order confirmed by hand after the import is not confirmed again, and the line stays open', async () => {
    const order = await placeTestOrder(buyer('Eve Manual'));
    const { statementId } = await statementOf(['2026-11-20', order.reference, '79.99']);
    await confirmOrder(order.id, TEST_ACTOR);
    // The page no longer offers it…
    expect((await readStatement(statementId))!.toConfirm).toBe(0);
    // …and a confirmation sent from a page loaded before confirms nothing.
    expect(await confirmMatched(statementId, TEST_ACTOR)).toEqual({ confirmed: 0, skipped: 1 });
    const mails = await db
      .selectFrom('outbox')
      .select('id')
      .where('kind', '=', 'order-confirmed')
      .where('order_id', '=', order.id)
      .execute();
    expect(mails).toHaveLength(1);
    expect(await statementPaymentOf(order.id)).toBeNull();
  });
});

describe('importing the same statement twice', () => {
  it('keeps the second import as Already imported, and confirms nothing twice', async () => {
    const order = await placeTestOrder(buyer('Fay Twice'));
    const rows: [string, string, string][] = [
      ['2026-11-20', order.reference, '79.99'],
      ['2026-11-20', 'no reference here', '5.00'],
    ];
    const first = await statementOf(...rows);
    const second = await statementOf(...rows);
    expect(second).toMatchObject({ lineCount: 2, newLineCount: 0 });
    const again = await readStatement(second.statementId);
    expect(again!.alreadyImported).toBe(true);
    expect(groupsOf(again)['already-imported']).toEqual([order.reference, 'no reference here']);
    expect(await confirmMatched(second.statementId, TEST_ACTOR)).toEqual({ confirmed: 0, skipped: 0 });
    expect(await confirmMatched(first.statementId, TEST_ACTOR)).toEqual({ confirmed: 1, skipped: 0 });
    const third = await statementOf(...rows);
    expect(await confirmMatched(third.statementId, TEST_ACTOR)).toEqual({ confirmed: 0, skipped: 0 });
    expect((await readStatement(first.statementId))!.alreadyImported).toBe(false);
  });

  it('two uploads of one file at the same moment import each line once', async () => {
    const order = await placeTestOrder(buyer('Gus Race'));
    const rows: [string, string, string][] = [['2026-11-24', order.reference, '79.99']];
    const [x, y] = await Promise.all([statementOf(...rows), statementOf(...rows)]);
    expect(x.newLineCount + y.newLineCount).toBe(1);
    const results = await Promise.all([confirmMatched(x.statementId, TEST_ACTOR), confirmMatched(y.statementId, TEST_ACTOR)]);
    expect(results[0]!.confirmed + results[1]!.confirmed).toBe(1);
    const mails = await db
      .selectFrom('outbox')
      .select('id')
      .where('kind', '=', 'order-confirmed')
      .where('order_id', '=', order.id)
      .execute();
    expect(mails).toHaveLength(1);
  });
});

describe('a file that cannot be read', () => {
  it('is refused with its line and problem, and nothing is stored', async () => {
    const before = await db.selectFrom('bank_statements').select(db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const outcome = await uploadStatement({
      bytes: Buffer.from('Date,Description,Amount\n2026-11-20,x,1.00\n2026-13-45,y,2.00\n'),
      fileName: 'bad.csv',
      importedBy: TEST_ACTOR.actor,
    });
    expect(outcome).toEqual({ kind: 'unreadable', line: 3, problem: 'bad-date', detail: '2026-13-45' });
    const after = await db.selectFrom('bank_statements').select(db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});

describe('a CSV whose columns need mapping', () => {
  it('asks once, then remembers the mapping for files with the same header', async () => {
    const order = await placeTestOrder(buyer('Hal Mapped'));
    const file = (ref: string) =>
      Buffer.from(`Value Date,Remittance Information,Ordering Party,Credit Amount\n2026-11-20,${ref},Hal Mapped,79.99\n`);
    const asked = await uploadStatement({ bytes: file(order.reference), fileName: 'm.csv', importedBy: TEST_ACTOR.actor });
    expect(asked).toMatchObject({
      kind: 'needs-mapping',
      columns: ['Value Date', 'Remittance Information', 'Ordering Party', 'Credit Amount'],
    });
    const signature = (asked as { signature: string }).signature;
    const mapped = await uploadStatement({
      bytes: file(order.reference),
      fileName: 'm.csv',
      importedBy: TEST_ACTOR.actor,
      mapping: { signature, columns: { date: 0, amount: 3, name: [2], memo: [1] } },
    });
    expect(mapped).toMatchObject({ kind: 'imported', lineCount: 1, newLineCount: 1 });
    const other = await placeTestOrder(buyer('Ivy Later'));
    const later = await uploadStatement({ bytes: file(other.reference), fileName: 'm2.csv', importedBy: TEST_ACTOR.actor });
    expect(later).toMatchObject({ kind: 'imported', lineCount: 1, newLineCount: 1 });
    expect(groupsOf(await readStatement((later as { statementId: number }).statementId)).matched).toEqual([other.reference]);
  });
});

describe('a mapping posted for another file', () => {
  it('is never used on this file nor remembered under its header: the bank profile is keyed by the header of the file actually read', async () => {
    const order = await placeTestOrder(buyer('Kim Keyed'));
    const file = Buffer.from(`Booked,Text,Who,Money In\n2026-11-20,${order.reference},Kim Keyed,79.99\n`);
    const asked = await uploadStatement({ bytes: file, fileName: 'k.csv', importedBy: TEST_ACTOR.actor });
    if (asked.kind !== 'needs-mapping') throw new Error(asked.kind);
    // The form says it maps another header: its column numbers are not this file's.
    const posted = await uploadStatement({
      bytes: file,
      fileName: 'k.csv',
      importedBy: TEST_ACTOR.actor,
      mapping: { signature: 'date|amount|name|memo', columns: { date: 1, amount: 0, name: [2], memo: [3] } },
    });
    expect(posted).toMatchObject({ kind: 'needs-mapping', signature: asked.signature });
    expect(await db.selectFrom('bank_profiles').select('signature').where('signature', '=', 'date|amount|name|memo').execute()).toEqual([]);
    // With this file's own header, the mapping is used and remembered under it.
    const mapped = await uploadStatement({
      bytes: file,
      fileName: 'k.csv',
      importedBy: TEST_ACTOR.actor,
      mapping: { signature: asked.signature, columns: { date: 0, amount: 3, name: [2], memo: [1] } },
    });
    expect(mapped).toMatchObject({ kind: 'imported', lineCount: 1 });
    expect(await db.selectFrom('bank_profiles').select('signature').where('signature', '=', asked.signature).execute()).toHaveLength(1);
  });
});

describe('money the careful way', () => {
  const camt = (entries: { reference: string; memo: string; amount: string; currency: string; status?: string }[]) =>
    Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08"><BkToCstmrStmt><Stmt><Acct><Id><IBAN>DE89370400440532013000</IBAN></Id></Acct>
${entries
  .map(
    (e) =>
      `<Ntry><NtryRef>${e.reference}</NtryRef><Amt Ccy="${e.currency}">${e.amount}</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts><Cd>${e.status ?? 'BOOK'}</Cd></Sts><BookgDt><Dt>2026-11-20</Dt></BookgDt><NtryDtls><TxDtls><RmtInf><Ustrd>${e.memo}</Ustrd></RmtInf></TxDtls></NtryDtls></Ntry>`,
  )
  .join('\n')}
</Stmt></BkToCstmrStmt></Document>`);

  it('a payment in euros can’t be confirmed from the statement, not even with Confirm Anyway; an entry not booked yet is skipped and counted', async () => {
    const order = await placeTestOrder(buyer('Eu Euro'));
    const pending = await placeTestOrder(buyer('Pia Pending'));
    const outcome = await uploadStatement({
      bytes: camt([
        { reference: 'EUR-1', memo: order.reference, amount: '79.99', currency: 'EUR' },
        { reference: 'PDNG-1', memo: pending.reference, amount: '79.99', currency: 'USD', status: 'PDNG' },
      ]),
      fileName: 'camt.xml',
      importedBy: TEST_ACTOR.actor,
    });
    if (outcome.kind !== 'imported') throw new Error(JSON.stringify(outcome));
    const preview = await readStatement(outcome.statementId);
    expect(preview!.summary).toEqual({ format: 'camt', read: 2, kept: 1, debits: 0, zeros: 0, unbooked: 1 });
    expect(groupsOf(preview)).toMatchObject({ matched: [], 'amount-differs': [order.reference] });
    const line = preview!.groups.find((g) => g.group === 'amount-differs')!.lines[0]!;
    expect(line.currency).toBe('EUR');
    expect(await confirmStatementLine(line.id, TEST_ACTOR, true)).toEqual({ kind: 'not-confirmable' });
    const statuses = await db.selectFrom('ach_orders').select('status').where('id', 'in', [order.id, pending.id]).execute();
    expect(statuses.map((s) => s.status)).toEqual(['pending', 'pending']);
  });
});

describe('every transfer finds its order', () => {
  const withTolerance = async (cents: number) => {
    const settings = await readSiteSettings();
    await saveSiteSettings({ ...settings, wire_details: { ...settings.wire_details, acceptShortByCents: cents } });
  };

  it('an unknown reference in the memo suggests the order of that amount and name first; one click confirms it, and only an offered order', async () => {
    const right = await placeTestOrder(buyer('Quincy Okonkwo-Mbeki'));
    const sameName = await placeTestOrder(buyer('Quincy Okonkwo-Mbeki', '$29.99'));
    const stranger = await placeTestOrder(buyer('Uma Stranger'));
    const { statementId } = await statementOf([today(), 'ACH ORD-TTTT-TTTT QUINCY OKONKWO MBEKI', '79.99']);
    const line = (await readStatement(statementId))!.groups.find((g) => g.group === 'unknown-reference')!.lines[0]!;
    expect(line.suggestions.map((s) => s.reference)).toEqual([right.reference]);
    expect(line.suggestions.map((s) => s.reference)).not.toContain(sameName.reference);
    expect(await confirmStatementLine(line.id, TEST_ACTOR, false, stranger.id)).toEqual({ kind: 'not-confirmable' });
    expect(await confirmStatementLine(line.id, TEST_ACTOR, false, right.id)).toEqual({ kind: 'confirmed', reference: right.reference });
    expect((await db.selectFrom('ach_orders').select('status').where('id', '=', right.id).executeTakeFirstOrThrow()).status).toBe(
      'confirmed',
    );
    expect(await statementPaymentOf(right.id)).toMatchObject({ lineId: line.id });
    expect(await confirmStatementLine(line.id, TEST_ACTOR, false, right.id)).toEqual({ kind: 'already-done' });
  });

  it('a reference one character off shows as probably that order, never matched; confirmed only when chosen', async () => {
    const order = await placeTestOrder(buyer('Pia Probable'));
    const symbols = order.reference.slice(4, 8) + order.reference.slice(9);
    const last = symbols.at(-1) === 'Z' ? 'Y' : 'Z';
    const typo = `ORD-${symbols.slice(0, 4)}-${symbols.slice(4, 7)}${last}`;
    const { statementId } = await statementOf([today(), `Payment ${typo}`, '79.99']);
    const preview = await readStatement(statementId);
    const line = preview!.groups.find((g) => g.group === 'unknown-reference')!.lines[0]!;
    expect(line.reference).toBe(typo);
    expect(line.probable?.reference).toBe(order.reference);
    expect(preview!.toConfirm).toBe(0);
    expect(await confirmMatched(statementId, TEST_ACTOR)).toEqual({ confirmed: 0, skipped: 0 });
    expect(await confirmStatementLine(line.id, TEST_ACTOR, false, order.id)).toEqual({ kind: 'confirmed', reference: order.reference });
  });

  it('a wire short by $15 with a $20 tolerance is Matched, short by bank fees, and confirmed with the shortfall in the timeline', async () => {
    await withTolerance(2000);
    try {
      const wire = await placeTestOrder(buyer('Wes Wire'));
      const far = await placeTestOrder(buyer('Fay Far'));
      const { statementId } = await statementOf(['2026-11-24', wire.reference, '64.99'], ['2026-11-24', far.reference, '59.98']);
      const preview = await readStatement(statementId);
      expect(groupsOf(preview)).toMatchObject({ 'matched-short': [wire.reference], 'amount-differs': [far.reference] });
      expect(preview!.toConfirm).toBe(0);
      const line = preview!.groups.find((g) => g.group === 'matched-short')!.lines[0]!;
      expect(await confirmStatementLine(line.id, TEST_ACTOR)).toEqual({ kind: 'confirmed', reference: wire.reference });
      const event = await db
        .selectFrom('order_events')
        .select('details')
        .where('order_id', '=', wire.id)
        .where('kind', '=', 'confirmed')
        .executeTakeFirstOrThrow();
      expect(JSON.parse(event.details)).toEqual({
        statementLine: line.id,
        paidCents: 6499,
        bookedOn: '2026-11-24',
        differenceCents: -1500,
        shortByBankFees: true,
      });
    } finally {
      await withTolerance(0);
    }
  });
});
