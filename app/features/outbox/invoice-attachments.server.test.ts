import { simpleParser } from 'mailparser';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../../tests/helpers/pdf-text';
import { placeTestOrder, refundAndSend, TEST_BANK_REFERENCE } from '../../../tests/helpers/orders';
import { TEST_ACTOR } from '../../../tests/helpers/admin';
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from '../../../tests/helpers/smtp';
import { createMailTransport, type MailTransport } from '~/features/mail/transport.server';
import { setListeningOrigin } from '~/lib/public-origin.server';
import { confirmOrder, resendLatestBuyerMail } from '~/features/orders/lifecycle.server';
import { readSiteSettings, saveSiteSettings, seedDefaultSettings } from '~/features/settings/settings.server';
import { startOutboxSender, type OutboxSender } from './sender.server';

// The license e-mail carries the order's invoice and the refund e-mail its credit note, as PDFs a
// mail client opens: delivered to a real SMTP server, parsed back, and read with pdf.js.

const SITE = 'https://shop.recoverly.test';
const COMPANY = {
  legalName: 'Recoverly Software Inc.',
  address: '1 Harbor Way, Weehawken, NJ 07086',
  registrationNumber: 'NJ-0450',
  taxId: '',
};
let smtp: TestSmtpServer;
let transport: MailTransport;
let sender: OutboxSender | null = null;

async function attachmentsOf(mail: ReceivedMail) {
  return (await simpleParser(mail.raw)).attachments;
}

beforeAll(async () => {
  await seedDefaultSettings();
  await saveSiteSettings({ ...(await readSiteSettings()), company: COMPANY });
  setListeningOrigin(SITE);
  smtp = await startSmtpServer();
  transport = createMailTransport({ smtpUrl: smtp.url(), from: { name: 'Recoverly', address: 'no-reply@recoverly.test' } });
  sender = startOutboxSender({ transport, siteUrl: SITE, idleMs: 200, retryDelayMs: () => 100, log: () => {} });
});

afterEach(() => smtp.clear());

afterAll(async () => {
  await sender?.stop();
  setListeningOrigin(null);
  transport.close();
  await smtp.stop();
});

describe('documents attached to the buyer’s e-mails', () => {
  it('the license e-mail carries the invoice: its number, the seller’s legal name and the amount, and a resend carries it again', async () => {
    const order = await placeTestOrder({ name: 'Paula Paid', email: 'paula@example.com', plan: 'Yearly', price: '$79.99' });
    const outcome = await confirmOrder(order.id, TEST_ACTOR);
    if (outcome.kind !== 'confirmed' || !outcome.invoice) throw new Error('no invoice');
    const number = outcome.invoice.number;
    const mail = await smtp.waitFor((m) => m.subject === `Your Recoverly license key (order ${order.reference})`, 10_000);
    const [attachment, ...more] = await attachmentsOf(mail);
    expect(more).toEqual([]);
    expect(attachment).toMatchObject({ filename: `${number}.pdf`, contentType: 'application/pdf' });
    const pdf = await pdfText(attachment!.content);
    expect(pdf.title).toBe(`Invoice ${number}`);
    for (const text of [number, 'Recoverly Software Inc.', '$79.99', order.reference, 'Paula Paid']) expect(pdf.text).toContain(text);
    // The text part names it too (the license e-mail's own words).
    expect(mail.text).toContain(number);

    smtp.clear();
    expect(await resendLatestBuyerMail(order.id, TEST_ACTOR)).toMatchObject({ kind: 'queued' });
    const again = await smtp.waitFor((m) => m.subject === mail.subject, 10_000);
    const [copy] = await attachmentsOf(again);
    expect(copy!.content.equals(attachment!.content)).toBe(true);
  });

  it('the refund e-mail carries the credit note of the amount refunded', async () => {
    const order = await placeTestOrder({ name: 'Rafa Refund', email: 'rafa@example.com', plan: 'Lifetime', price: '$149.99' });
    const confirmed = await confirmOrder(order.id, TEST_ACTOR);
    const refund = await refundAndSend(order.id, { amount: '50', reason: 'Only needed one drive' }, TEST_ACTOR);
    if (!refund.creditNote || confirmed.kind !== 'confirmed') throw new Error('no credit note');
    const mail = await smtp.waitFor((m) => m.subject === `Your Recoverly refund for order ${order.reference} was sent`, 10_000);
    expect(mail.text).toContain(`Your credit note ${refund.creditNote.number} is attached`);
    expect(mail.text).toContain('$50.00');
    const [attachment] = await attachmentsOf(mail);
    expect(attachment).toMatchObject({ filename: `${refund.creditNote.number}.pdf`, contentType: 'application/pdf' });
    const pdf = await pdfText(attachment!.content);
    for (const text of [
      'Credit Note',
      refund.creditNote.number,
      confirmed.invoice!.number,
      'Recoverly Software Inc.',
      '-$50.00',
      'Only needed one drive',
      TEST_BANK_REFERENCE,
    ]) {
      expect(pdf.text).toContain(text);
    }
    // The other e-mails about the order carry nothing.
    const others = smtp.messages.filter((m) => m.text.includes(order.reference) && m !== mail && !m.subject.includes('license key'));
    for (const other of others) expect(await attachmentsOf(other), other.subject).toEqual([]);
  });
});
