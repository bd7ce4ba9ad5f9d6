import { beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../../tests/helpers/pdf-text';
import { placeTestOrder, refundAndSend, TEST_BANK_REFERENCE } from '../../../tests/helpers/orders';
import { TEST_ACTOR } from '../../../tests/helpers/admin';
import { refuseInserts } from '../../../tests/helpers/db-faults';
import { db } from '~/lib/db/db.server';
import { confirmOrder } from '~/features/orders/lifecycle.server';
import { saveSiteSettings, readSiteSettings, seedDefaultSettings } from '~/features/settings/settings.server';
import { invoiceTotalCents } from './document';
import { documentPdf, findOrderDocument, issueInvoice, parseDocument, takeDocumentNumber, takeInvoiceNumber } from './issue.server';
import { creditNoteNumber, invoiceNumber } from './numbering';

// Invoices and credit notes: each kind numbered in its own gap-free series per year, taken in the
// issuing transaction; each kept as issued, and rendered to the same PDF whenever it is downloaded.

const year = new Date().getUTCFullYear();

async function confirmed(overrides: Partial<{ name: string; email: string; plan: string; price: string }> = {}) {
  const order = await placeTestOrder({ name: 'Ivy Invoice', email: 'ivy@example.com', plan: 'Yearly', price: '$79.99', ...overrides });
  const outcome = await confirmOrder(order.id, TEST_ACTOR);
  if (outcome.kind !== 'confirmed') throw new Error(`not confirmed: ${outcome.kind}`);
  return outcome;
}

async function lastNumber(series: 'INV' | 'CN' = 'INV'): Promise<number> {
  const row = await db
    .selectFrom('invoice_counters')
    .select('last')
    .where('series', '=', series)
    .where('year', '=', year)
    .executeTakeFirst();
  return row?.last ?? 0;
}

const sequenceOf = (number: string) => Number(number.slice(-6));

beforeAll(async () => {
  await seedDefaultSettings();
});

describe('invoice and credit-note numbers', () => {
  it('are INV- and CN-year-six digits', () => {
    expect(invoiceNumber(2026, 1)).toBe('INV-2026-000001');
    expect(invoiceNumber(2027, 123456)).toBe('INV-2027-123456');
    expect(creditNoteNumber(2026, 1)).toBe('CN-2026-000001');
    expect(() => invoiceNumber(2026, 0)).toThrow(RangeError);
    expect(() => creditNoteNumber(2026, 1.5)).toThrow(RangeError);
  });

  it('run on without a gap, invoices in their series and credit notes in theirs, and each year starts its own', async () => {
    const firstCredit = (await lastNumber('CN')) + 1;
    const first = await confirmed();
    const second = await confirmed();
    const refund = await refundAndSend(first.order.id, { amount: '79.99', reason: 'Changed my mind' }, TEST_ACTOR);
    const third = await confirmed();
    const again = await refundAndSend(second.order.id, { amount: '79.99', reason: 'Bought twice' }, TEST_ACTOR);
    const invoices = [first.invoice!.number, second.invoice!.number, third.invoice!.number];
    expect(invoices.every((number) => number.startsWith(`INV-${year}-`))).toBe(true);
    const start = sequenceOf(invoices[0]!);
    expect(invoices.map(sequenceOf)).toEqual([start, start + 1, start + 2]);
    expect([refund.creditNote!.number, again.creditNote!.number]).toEqual([
      creditNoteNumber(year, firstCredit),
      creditNoteNumber(year, firstCredit + 1),
    ]);
    expect(await lastNumber('CN')).toBe(firstCredit + 1);
    const stored = await db.selectFrom('invoices').select(['series', 'kind']).where('number', '=', again.creditNote!.number).execute();
    expect(stored).toEqual([{ series: 'CN', kind: 'credit-note' }]);

    // Another year: each series from 1, inside a transaction like every issue.
    const nextYear = new Date(Date.UTC(year + 1, 0, 1, 0, 0, 0));
    const next = await db.transaction().execute((trx) => takeInvoiceNumber(trx, nextYear));
    expect(next).toEqual({ series: 'INV', year: year + 1, sequence: 1, number: `INV-${year + 1}-000001` });
    const nextCredit = await db.transaction().execute((trx) => takeDocumentNumber(trx, 'credit-note', nextYear));
    expect(nextCredit).toEqual({ series: 'CN', year: year + 1, sequence: 1, number: `CN-${year + 1}-000001` });
  });

  it('are given back when the confirmation fails: nothing is kept and the next one takes the same number', async () => {
    const before = await lastNumber();
    const order = await placeTestOrder({ name: 'Rollback Rita', email: 'rita@example.com', plan: 'Monthly', price: '$29.99' });
    const restore = await refuseInserts('audit_log', 'the audit log is unavailable');
    await expect(confirmOrder(order.id, TEST_ACTOR)).rejects.toThrow(/audit log is unavailable/);
    await restore();
    expect(await lastNumber()).toBe(before);
    expect(await findOrderDocument(db, order.id, 'invoice')).toBeUndefined();
    const outcome = await confirmOrder(order.id, TEST_ACTOR);
    expect(outcome.kind === 'confirmed' && outcome.invoice?.number).toBe(invoiceNumber(year, before + 1));
  });
});

describe('an invoice', () => {
  it('names the brand and the contact details as seller while no company is set, the buyer, the plan, amount, date and reference', async () => {
    const { order, invoice } = await confirmed({ name: 'Zoë Buyer', email: 'zoe@example.com' });
    const document = parseDocument(invoice!);
    expect(document).toMatchObject({
      kind: 'invoice',
      number: invoice!.number,
      reference: order.reference,
      seller: { name: 'Recoverly', lines: ['500 Market Street, Suite 300, San Francisco, CA 94105'], email: 'support@recoverly.com' },
      buyer: { name: 'Zoë Buyer', email: 'zoe@example.com', lines: [] },
      currency: 'USD',
    });
    expect(invoiceTotalCents(document)).toBe(7999);
    expect(document.lines[0]).toMatchObject({ description: 'Recoverly Yearly plan license', quantity: 1, unitCents: 7999 });
    expect(document.lines[0]!.detail).toMatch(/^License for 2 devices, valid until [A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    expect(document.paymentNote).toMatch(
      new RegExp(`^Paid by bank transfer, reference ${order.reference}, confirmed [A-Z][a-z]{2} \\d{1,2}, ${year}$`),
    );
    expect(invoice!.amount_cents).toBe(7999);
    // The money-back guarantee the plan catalogue gives a Yearly license, to the day.
    expect(document.refundTerms).toMatch(
      /^30 days from the confirmation of your payment: ask for your money back by [A-Z][a-z]{2} \d{1,2}, \d{4} \(see the refund policy\)\.$/,
    );
  });

  it("names the company from the settings and the buyer's invoice details; later settings never change an issued invoice", async () => {
    const settings = await readSiteSettings();
    await saveSiteSettings({
      ...settings,
      company: {
        legalName: 'Recoverly Software Inc.',
        address: '1 Harbor Way, Weehawken, NJ 07086',
        registrationNumber: 'NJ-123',
        taxId: '12-3456789',
      },
    });
    const order = await placeTestOrder({ name: 'Bo Business', email: 'bo@example.com', plan: 'Lifetime', price: '$149.99' });
    await db
      .updateTable('ach_orders')
      .set({ buyer_company: 'Bo Data AB', buyer_address: 'Drottninggatan 1, Stockholm', buyer_vat_id: 'SE556677889901' })
      .where('id', '=', order.id)
      .execute();
    const outcome = await confirmOrder(order.id, TEST_ACTOR);
    const invoice = outcome.kind === 'confirmed' ? outcome.invoice! : null;
    const pdf = await pdfText(await documentPdf(invoice!));
    for (const text of [
      invoice!.number,
      'Recoverly Software Inc.',
      '1 Harbor Way, Weehawken, NJ 07086',
      'Registration no. NJ-123',
      'Tax ID 12-3456789',
      'Bo Business',
      'Bo Data AB',
      'VAT ID SE556677889901',
      '$149.99',
      'License for 5 devices, never expires',
      order.reference,
      'Money-back guarantee',
      '30 days from the confirmation of your payment',
    ]) {
      expect(pdf.text).toContain(text);
    }
    await saveSiteSettings({
      ...settings,
      company: { legalName: 'Another Name LLC', address: 'Elsewhere', registrationNumber: '', taxId: '' },
    });
    const again = await findOrderDocument(db, order.id, 'invoice');
    expect((await pdfText(await documentPdf(again!))).text).toContain('Recoverly Software Inc.');
    await saveSiteSettings(settings);
  });

  it('is issued once: issuing again answers the same row, and its PDF is the same bytes every time', async () => {
    const { order, invoice } = await confirmed();
    const again = await db.transaction().execute((trx) => issueInvoice(trx, order));
    expect(again).toEqual(invoice);
    const [first, second] = [await documentPdf(invoice!), await documentPdf((await findOrderDocument(db, order.id, 'invoice'))!)];
    expect(first.equals(second)).toBe(true);
  });

  it('is not issued for an old order whose price could not be read', async () => {
    const order = await placeTestOrder({ name: 'Old Olaf', email: 'olaf@example.com', plan: 'Monthly', price: '$29.99' });
    await db.updateTable('ach_orders').set({ amount_cents: null, price: 'free?' }).where('id', '=', order.id).execute();
    const outcome = await confirmOrder(order.id, TEST_ACTOR);
    expect(outcome).toMatchObject({ kind: 'confirmed', invoice: null });
  });
});

describe('a credit note', () => {
  it("credits the invoice with the amount refunded and the reason, numbered in the credit notes' series", async () => {
    const { order, invoice } = await confirmed({ name: 'Carla Credit', email: 'carla@example.com' });
    const refund = await refundAndSend(order.id, { amount: '$30', reason: 'Only one device was needed' }, TEST_ACTOR);
    expect(refund.creditNote!.number).toMatch(new RegExp(`^CN-${year}-\\d{6}$`));
    const note = parseDocument(refund.creditNote!);
    expect(note).toMatchObject({
      kind: 'credit-note',
      reference: order.reference,
      creditFor: { number: invoice!.number, reason: 'Only one device was needed', amountCents: 3000 },
      buyer: { name: 'Carla Credit' },
    });
    expect(invoiceTotalCents(note)).toBe(-3000);
    const pdf = await pdfText(await documentPdf(refund.creditNote!));
    for (const text of [
      'Credit Note',
      refund.creditNote!.number,
      invoice!.number,
      'Only one device was needed',
      '-$30.00',
      TEST_BANK_REFERENCE,
    ])
      expect(pdf.text).toContain(text);
    // It says when the money was sent and under which reference, and nothing about an account we never had.
    expect(note.paymentNote).toMatch(/^Refunded by bank transfer sent on \w{3} \d{1,2}, \d{4}, bank reference TRC 0042 1187/);
    expect(pdf.text).not.toContain('account that paid');
    expect(note.refundTerms).toBeUndefined();
  });
});
