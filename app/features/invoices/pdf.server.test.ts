import { describe, expect, test } from 'vitest';
import { pdfText } from '../../../tests/helpers/pdf-text';
import { type InvoiceDocument, formatInvoiceDate, invoiceDocumentProblems, invoiceTotalCents } from './document';
import { pdfSafeText, renderInvoicePdf } from './pdf.server';

const invoice: InvoiceDocument = {
  kind: 'invoice',
  number: 'INV-2026-000001',
  issuedAt: '2026-11-25T15:04:05.000Z',
  seller: {
    name: 'Recoverly Software LLC',
    lines: ['1200 Harbor Boulevard, Suite 400', 'Weehawken, NJ 07086', 'United States'],
    email: 'billing@recoverly.example',
    registrationNumber: 'NJ 0450123456',
    taxId: '12-3456789',
  },
  buyer: {
    name: 'Zoë Ångström',
    company: 'Ångström Data Rescue AB',
    lines: ['Drottninggatan 12', '111 51 Stockholm', 'Sweden'],
    email: 'zoe@example.com',
    taxId: 'SE556677889901',
  },
  reference: 'ORD-7K3M-9QA2',
  orderedAt: '2026-11-24T09:30:00.000Z',
  lines: [
    {
      description: 'Recoverly Pro, 1-year license',
      detail: 'One computer, updates and support for 12 months',
      quantity: 1,
      unitCents: 7999,
    },
  ],
  currency: 'USD',
  paymentNote: 'Paid by ACH bank transfer, reference ORD-7K3M-9QA2, confirmed Nov 25, 2026',
};

const creditNote: InvoiceDocument = {
  ...invoice,
  kind: 'credit-note',
  number: 'INV-2026-000002',
  issuedAt: '2026-12-02T10:00:00.000Z',
  paymentNote: 'Refunded by ACH bank transfer to the account that paid ORD-7K3M-9QA2',
  creditFor: { number: 'INV-2026-000001', reason: 'Refund requested within the 30-day guarantee', amountCents: 7999 },
};

describe('invoiceTotalCents', () => {
  test('adds quantity times unit price over the lines', () => {
    const lines = [
      { description: 'Pro', quantity: 3, unitCents: 7999 },
      { description: 'Support', quantity: 1, unitCents: 1500 },
    ];
    expect(invoiceTotalCents({ ...invoice, lines })).toBe(25497);
  });

  test('is negative on a credit note', () => {
    expect(invoiceTotalCents(creditNote)).toBe(-7999);
  });
});

describe('invoiceDocumentProblems', () => {
  test('accepts the sample invoice and credit note', () => {
    expect(invoiceDocumentProblems(invoice)).toEqual([]);
    expect(invoiceDocumentProblems(creditNote)).toEqual([]);
  });

  test('catches a credit note whose amount contradicts its lines', () => {
    const wrong = { ...creditNote, creditFor: { ...creditNote.creditFor!, amountCents: 5000 } };
    expect(invoiceDocumentProblems(wrong)).toEqual([expect.stringContaining('differs')]);
    return expect(renderInvoicePdf(wrong)).rejects.toThrow(/INV-2026-000002/);
  });
});

describe('pdfSafeText', () => {
  test('keeps what the standard fonts can draw', () => {
    expect(pdfSafeText('Zoë Ångström — “Müller” & Œuvre €5')).toBe('Zoë Ångström — “Müller” & Œuvre €5');
  });

  test('drops accents the fonts lack and replaces the rest with a question mark', () => {
    expect(pdfSafeText('Dvořák Łukasz Čapek')).toBe('Dvorák Lukasz Capek');
    expect(pdfSafeText('张伟')).toBe('??');
    expect(pdfSafeText('Ana 😀')).toBe('Ana ?');
    expect(pdfSafeText('\u2212$29.99')).toBe('-$29.99');
    expect(pdfSafeText('line\nbreak\u200b')).toBe('line break');
  });
});

test('formatInvoiceDate writes the UTC day', () => {
  expect(formatInvoiceDate('2026-11-25T23:59:59.000Z')).toBe('Nov 25, 2026');
});

describe('renderInvoicePdf', () => {
  test('an invoice shows its number, both parties, the order and the amount as selectable text', async () => {
    const pdf = await pdfText(await renderInvoicePdf(invoice));
    expect(pdf.title).toBe('Invoice INV-2026-000001');
    expect(pdf.pages).toBe(1);
    for (const expected of [
      'Invoice',
      'INV-2026-000001',
      'Recoverly Software LLC',
      'Zoë Ångström',
      'ORD-7K3M-9QA2',
      '$79.99',
      'Nov 25, 2026',
      'Bill to',
      'VAT ID SE556677889901',
      'Paid by ACH bank transfer',
      'Page 1 of 1',
    ]) {
      expect(pdf.text).toContain(expected);
    }
    expect(pdf.text).not.toContain('Credit Note');
  });

  test('a credit note names the invoice it credits, why, and the negative amount', async () => {
    const pdf = await pdfText(await renderInvoicePdf(creditNote));
    expect(pdf.title).toBe('Credit Note INV-2026-000002');
    for (const expected of [
      'Credit Note',
      'INV-2026-000002',
      'INV-2026-000001',
      'Refund requested within the 30-day guarantee',
      '-$79.99',
    ]) {
      expect(pdf.text).toContain(expected);
    }
  });

  test('a buyer name outside the standard fonts renders as question marks instead of failing', async () => {
    const pdf = await pdfText(await renderInvoicePdf({ ...invoice, buyer: { ...invoice.buyer, name: '张伟 (Zhang Wei)' } }));
    expect(pdf.text).toContain('?? (Zhang Wei)');
  });

  test('many lines continue on further pages, each numbered', async () => {
    const lines = Array.from({ length: 40 }, (_, index) => ({
      description: `Seat ${index + 1}`,
      detail: 'One computer',
      quantity: 1,
      unitCents: 1000,
    }));
    const pdf = await pdfText(await renderInvoicePdf({ ...invoice, lines }));
    expect(pdf.pages).toBeGreaterThan(1);
    expect(pdf.text).toContain(`Page ${pdf.pages} of ${pdf.pages}`);
    expect(pdf.text).toContain('Seat 40');
    expect(pdf.text).toContain('$400.00');
  });

  test('the same document gives the same bytes', async () => {
    const [first, second] = [await renderInvoicePdf(creditNote), await renderInvoicePdf(structuredClone(creditNote))];
    expect(first.equals(second)).toBe(true);
  });
});
