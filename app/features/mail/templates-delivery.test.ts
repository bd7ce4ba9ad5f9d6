import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from '../../../tests/helpers/smtp';
import { DEFAULT_SETTINGS } from '~/features/settings/model';
import type { EmailContent } from './templates/blocks';
import { orderPageUrl } from './templates/links';
import { newOrderEmail } from '~/features/orders/mail/new-order';
import { newRequestEmail } from '~/features/requests/mail/new-request';
import { orderCancelledEmail } from '~/features/orders/mail/order-cancelled';
import { orderConfirmedEmail } from '~/features/orders/mail/order-confirmed';
import { orderReceivedEmail } from '~/features/orders/mail/order-received';
import { renewalReminderEmail } from '~/features/licences/mail/renewal-reminder';
import { requestAcknowledgementEmail } from '~/features/requests/mail/request-acknowledgement';
import { createMailTransport, type MailTransport } from './transport.server';

// Every message, sent through the real transport to a real SMTP server and read back as a mail client would.
const SITE = 'https://recoverly.example';
const REFERENCE = 'ORD-7K3M-9QA2';
const TOKEN = 'tK9xQ2mZ8vL4nR7wP1sY6uB3cD5fG0hJ2kA9eX4iO7q';
const ORDER_URL = orderPageUrl(SITE, REFERENCE, TOKEN);
const BANK = DEFAULT_SETTINGS.ach_details;
const HOSTILE_NAME = 'Jane <b>Doe</b>\r\nBcc: victim@example.com';

let smtp: TestSmtpServer;
let mailer: MailTransport;
let sent = 0;

beforeAll(async () => {
  smtp = await startSmtpServer();
  mailer = createMailTransport({ smtpUrl: smtp.url(), from: { name: 'Recoverly', address: 'no-reply@recoverly.example' } });
});
afterAll(() => smtp.stop());

/** Sends the content to `to` and returns the message as it arrived. */
async function deliver(content: EmailContent, to: string, toName = ''): Promise<ReceivedMail> {
  sent += 1;
  const messageId = `<outbox-${sent}.test@recoverly.example>`;
  const result = await mailer.sendMail({ ...content, to, toName, messageId });
  expect(result).toMatchObject({ ok: true });
  return smtp.waitFor((mail) => mail.messageId === messageId);
}

function expectNoInjectedHeader(mail: ReceivedMail, to: string) {
  expect(mail.envelope.to).toEqual([to]);
  expect(mail.headerLines.map((line) => line.key)).not.toContain('bcc');
  const headerBlock = mail.raw.slice(0, mail.raw.indexOf('\r\n\r\n'));
  expect(headerBlock).not.toMatch(/^bcc:/im);
  // In the text part, a name is one line: nothing that looks like a header starts a line of its own.
  expect(mail.text).not.toMatch(/^bcc:/im);
}

/** The link is in the plain-text part as it is, and in the HTML part as an href. */
function expectLink(mail: ReceivedMail, url: string) {
  expect(mail.text).toContain(url);
  expect(mail.html).toContain(`href="${url.replaceAll('&', '&amp;')}"`);
}

describe('order e-mails, as they arrive', () => {
  it('order received: the reference in the subject, plan, amount, the four bank details, the memo and the order page', async () => {
    const content = orderReceivedEmail({
      reference: REFERENCE,
      name: HOSTILE_NAME,
      plan: 'Yearly',
      amount: '$79.99',
      bank: BANK,
      orderUrl: ORDER_URL,
      siteUrl: SITE,
    });
    const mail = await deliver(content, 'jane@example.com', HOSTILE_NAME);
    expect(mail.to).toEqual([{ name: 'Jane <b>Doe</b> Bcc: victim@example.com', address: 'jane@example.com' }]);
    expect(mail.subject).toBe(`Your Recoverly order ${REFERENCE}: bank transfer details`);
    for (const part of [mail.text, mail.html]) {
      for (const figure of ['Yearly', '$79.99', BANK.bankName, BANK.accountHolder, BANK.accountNumber, BANK.routingNumber])
        expect(part).toContain(figure);
    }
    expect(mail.text).toContain(`Use ${REFERENCE} as the memo of your transfer`);
    expect(mail.text).toMatch(
      /Bank Name: First Harbor Bank\nAccount Holder: Recoverly Software Inc\.\nAccount Number: 4532019876\nRouting Number: 071923459/,
    );
    expect(mail.text).toContain('What happens next\n1. Send $79.99');
    expect(mail.html).toContain('Jane &lt;b&gt;Doe&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>Doe</b>');
    expectLink(mail, ORDER_URL);
    expectNoInjectedHeader(mail, 'jane@example.com');
  });

  it('new order: to the administrator, with reference, buyer, plan, amount, a link to the dashboard and Reply-To the buyer', async () => {
    const content = newOrderEmail({
      reference: REFERENCE,
      name: HOSTILE_NAME,
      email: 'jane@example.com',
      plan: 'Lifetime',
      amount: '$149.99',
      siteUrl: SITE,
    });
    const mail = await deliver(content, 'admin@recoverly.example');
    expect(mail.subject).toBe(`New order ${REFERENCE}: Lifetime, $149.99, from Jane <b>Doe</b> Bcc: victim@example.com`);
    expect(mail.text).toMatch(
      /Reference: ORD-7K3M-9QA2\nBuyer: Jane <b>Doe<\/b>\n {2}Bcc: victim@example.com\nEmail: jane@example.com\nPlan: Lifetime\nAmount: \$149\.99/,
    );
    expect(mail.replyTo).toEqual([{ name: 'Jane <b>Doe</b> Bcc: victim@example.com', address: 'jane@example.com' }]);
    expectLink(mail, `${SITE}/admin/dashboard?tab=orders&q=${REFERENCE}`);
    expectNoInjectedHeader(mail, 'admin@recoverly.example');
  });

  it('order confirmed: the license key, devices, expiry and the order page', async () => {
    const content = orderConfirmedEmail({
      reference: REFERENCE,
      name: 'Jane Doe',
      plan: 'Yearly',
      licenseKey: '3F9QK-8M2XA-T7W4C-0NB6H',
      devices: 2,
      expiresAt: '2027-12-21T10:00:00.000Z',
      orderUrl: ORDER_URL,
      siteUrl: SITE,
    });
    const mail = await deliver(content, 'jane@example.com', 'Jane Doe');
    expect(mail.subject).toBe(`Your Recoverly license key (order ${REFERENCE})`);
    expect(mail.text).toContain('License key: 3F9QK-8M2XA-T7W4C-0NB6H');
    expect(mail.text).toMatch(/Plan: Yearly\nDevices: 2 devices\nExpires: Dec 21, 2027 \(UTC\)/);
    expect(mail.text).toContain('reminder 7 days before your license expires');
    expect(mail.html).toContain('3F9QK-8M2XA-T7W4C-0NB6H');
    expectLink(mail, ORDER_URL);
  });

  it('order confirmed for Lifetime: never expires', async () => {
    const content = orderConfirmedEmail({
      reference: REFERENCE,
      name: 'Jane Doe',
      plan: 'Lifetime',
      licenseKey: '3F9QK-8M2XA-T7W4C-0NB6H',
      devices: 5,
      expiresAt: null,
      orderUrl: ORDER_URL,
      siteUrl: SITE,
    });
    const mail = await deliver(content, 'jane@example.com');
    expect(mail.text).toMatch(/Devices: 5 devices\nExpires: Never expires/);
    expect(mail.text).not.toContain('reminder');
  });

  it('order cancelled: the reason, the order page and the contact page', async () => {
    const content = orderCancelledEmail({
      reference: REFERENCE,
      name: 'Jane Doe',
      plan: 'Monthly',
      amount: '$29.99',
      reason: 'Payment not received within 7 days',
      orderUrl: ORDER_URL,
      siteUrl: SITE,
    });
    const mail = await deliver(content, 'jane@example.com');
    expect(mail.subject).toBe(`Your Recoverly order ${REFERENCE} was cancelled`);
    expect(mail.text).toContain('Reason: Payment not received within 7 days');
    expect(mail.html).toContain('Payment not received within 7 days');
    expectLink(mail, ORDER_URL);
    expectLink(mail, `${SITE}/contact`);
  });

  it('renewal reminder: the expiry in seven days and a link to renew the same plan', async () => {
    const content = renewalReminderEmail({
      name: 'Jane Doe',
      plan: 'Monthly',
      licenseKey: '3F9QK-8M2XA-T7W4C-0NB6H',
      expiresAt: '2026-12-21T10:00:00.000Z',
      siteUrl: SITE,
    });
    const mail = await deliver(content, 'jane@example.com');
    expect(mail.subject).toBe('Your Recoverly Monthly license expires in 7 days');
    expect(mail.text).toContain('expires on Dec 21, 2026 (UTC)');
    expect(mail.text).toContain('Nothing is ever charged automatically');
    expectLink(mail, `${SITE}/checkout?plan=Monthly`);
  });
});

describe('request e-mails, as they arrive', () => {
  const help = {
    kind: 'help',
    name: HOSTILE_NAME,
    email: 'sam@example.com',
    subject: 'Drive not found',
    message: 'My USB drive\nis not listed.',
  } as const;

  // What the visitor typed never goes back out in the acknowledgement (the address may be anyone's): more in
  // app/features/requests/mail/request-acknowledgement.test.ts.
  it('acknowledgement: the REQ reference, the form, the reply time the site promises, and nothing the visitor typed', async () => {
    const mail = await deliver(
      requestAcknowledgementEmail({ reference: 'REQ-0B4F-ZX81', kind: help.kind, siteUrl: SITE }),
      'sam@example.com',
    );
    expect(mail.subject).toBe('We received your help request (REQ-0B4F-ZX81)');
    expect(mail.text).toContain('Request reference: REQ-0B4F-ZX81');
    expect(mail.text).toContain('Help Center form');
    expect(mail.text).toContain('within one business day');
    for (const typed of ['Jane', 'Drive not found', 'My USB drive']) {
      expect(mail.text).not.toContain(typed);
      expect(mail.html).not.toContain(typed);
    }
    expectNoInjectedHeader(mail, 'sam@example.com');
  });

  it('new request: to the administrator, the request in full, Reply-To the visitor, a link to the requests', async () => {
    const contact = { kind: 'contact', name: 'Sam Visitor', email: 'sam@example.com', message: 'Do you offer invoices?' } as const;
    const mail = await deliver(newRequestEmail({ reference: 'REQ-3333-4444', request: contact, siteUrl: SITE }), 'admin@recoverly.example');
    expect(mail.subject).toBe('New message REQ-3333-4444 from Sam Visitor');
    expect(mail.text).toMatch(/Reference: REQ-3333-4444\nFull Name: Sam Visitor\nEmail: sam@example.com\nMessage: Do you offer invoices\?/);
    expect(mail.replyTo).toEqual([{ name: 'Sam Visitor', address: 'sam@example.com' }]);
    expectLink(mail, `${SITE}/admin/dashboard?tab=requests&q=REQ-3333-4444`);
  });
});
