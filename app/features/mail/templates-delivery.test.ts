import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from '../../../tests/helpers/smtp';
import { DEFAULT_SETTINGS, NO_COMPANY, NO_DOWNLOADS, type Company, type Downloads } from '~/features/settings/model';
import type { EmailContent } from './templates/blocks';
import type { BuyerMailContext } from './templates/buyer';
import { addressCorrectedEmail } from '~/features/orders/mail/address-corrected';
import { orderLinkEmail } from '~/features/orders/mail/order-link';
import { orderPageUrl } from './templates/links';
import { newOrderEmail } from '~/features/orders/mail/new-order';
import { newRequestEmail } from '~/features/requests/mail/new-request';
import { orderCancelledEmail } from '~/features/orders/mail/order-cancelled';
import { orderConfirmedEmail } from '~/features/orders/mail/order-confirmed';
import { orderReceivedEmail } from '~/features/orders/mail/order-received';
import { renewalReminderEmail } from '~/features/licenses/mail/renewal-reminder';
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

const COMPANY: Company = {
  legalName: 'Recoverly Software Inc.',
  address: '500 Market Street, Suite 300, San Francisco, CA 94105',
  registrationNumber: 'C4410927',
  taxId: 'US-94-1234567',
};
const CONTEXT: BuyerMailContext = {
  siteUrl: SITE,
  company: COMPANY,
  support: { email: 'support@recoverly.example', phone: '+1 (800) 555-0199' },
};
const KEY = '3F9QK-8M2XA-T7W4C-0NB6H';
const CHECKSUM = 'a'.repeat(32) + 'b'.repeat(32);
const DOWNLOADS: Downloads = {
  version: '4.2.0',
  releaseDate: '2026-11-01',
  windows: { url: 'https://cdn.recoverly.example/RecoverlySetup-4.2.0.exe', size: '84 MB', sha256: CHECKSUM },
  macos: { url: 'https://cdn.recoverly.example/Recoverly-4.2.0.dmg', size: '91 MB', sha256: 'c'.repeat(64) },
};

/** Prose as a reader reads it: the text part wraps at 72 columns, the HTML part's markup aside. */
function words(text: string): string {
  return text.replace(/\s+/g, ' ');
}

/** Reply-To the site's contact e-mail, as every buyer message has. */
function expectSupportReplyTo(mail: ReceivedMail) {
  expect(mail.replyTo).toEqual([{ name: 'Recoverly Support', address: 'support@recoverly.example' }]);
}

/** The seller in the footer of both parts: legal name, address and numbers. */
function expectSellerFooter(mail: ReceivedMail) {
  for (const part of [words(mail.text), mail.html]) {
    expect(part).toContain('Recoverly Software Inc., 500 Market Street, Suite 300, San Francisco, CA 94105');
    expect(part).toContain('Registration No. C4410927');
  }
}

/** The text a buyer reads, with the section for one who hasn't paid yet cut off. */
function beforeNotSentYet(text: string): string {
  const at = Math.max(text.indexOf("If you haven't sent it yet"), text.indexOf('If you haven&#39;t sent it yet'));
  expect(at, 'the bank details stand under "If you haven\'t sent it yet"').toBeGreaterThan(0);
  return text.slice(0, at);
}

describe('order e-mails, as they arrive', () => {
  it('after checkout: we look for the transfer the buyer reported, with the reference, amount and date; no name; the bank details only under "If you haven\'t sent it yet"', async () => {
    const content = orderReceivedEmail({
      context: CONTEXT,
      reference: REFERENCE,
      plan: 'Yearly',
      amount: '$79.99',
      placedAt: '2026-11-25T10:00:00.000Z',
      bank: BANK,
      orderUrl: ORDER_URL,
    });
    const mail = await deliver(content, 'jane@example.com');
    expect(mail.to).toEqual([{ name: '', address: 'jane@example.com' }]);
    expect(mail.subject).toBe(`Your Recoverly order ${REFERENCE}: we're looking for your transfer`);
    expect(words(mail.text)).toContain(
      `We are looking for your transfer of $79.99 with reference ${REFERENCE}, as you told us on Nov 25, 2026 (UTC).`,
    );
    expect(words(mail.text)).toContain('usually arrives within 1–3 business days');
    expect(words(mail.text)).toContain('your license key follows by e-mail');
    // The buyer said they paid: nothing before the "not sent yet" section tells them to send money.
    for (const part of [beforeNotSentYet(mail.text), beforeNotSentYet(mail.html)]) {
      expect(part).not.toMatch(/\bsend \$|\btransfer \$|waiting for your (bank )?transfer|bank details|account number/i);
      expect(part).not.toContain(BANK.accountNumber);
    }
    const notSent = mail.text.slice(mail.text.indexOf("If you haven't sent it yet"));
    expect(words(notSent)).toContain(`transfer $79.99 by ACH to the account below, with ${REFERENCE} as the memo`);
    expect(notSent).toMatch(
      /Bank Name: First Harbor Bank\nAccount Holder: Recoverly Software Inc\.\nAccount Number: 4532019876\nRouting Number: 071923459/,
    );
    expectLink(mail, ORDER_URL);
    expectSupportReplyTo(mail);
    expectSellerFooter(mail);
  });

  it('new order: to the administrator, with reference, buyer, plan, amount, a link to the dashboard and Reply-To the buyer', async () => {
    const content = newOrderEmail({
      reference: REFERENCE,
      name: HOSTILE_NAME,
      email: 'jane@example.com',
      plan: 'Lifetime',
      amount: '$149.99',
      siteUrl: SITE,
      company: COMPANY,
    });
    const mail = await deliver(content, 'admin@recoverly.example');
    expect(mail.subject).toBe(`New order ${REFERENCE}: Lifetime, $149.99, from Jane <b>Doe</b> Bcc: victim@example.com`);
    expect(mail.text).toMatch(
      /Reference: ORD-7K3M-9QA2\nBuyer: Jane <b>Doe<\/b>\n {2}Bcc: victim@example.com\nEmail: jane@example.com\nPlan: Lifetime\nAmount: \$149\.99/,
    );
    expect(mail.replyTo).toEqual([{ name: 'Jane <b>Doe</b> Bcc: victim@example.com', address: 'jane@example.com' }]);
    expectLink(mail, `${SITE}/admin/orders?q=${REFERENCE}`);
    expectNoInjectedHeader(mail, 'admin@recoverly.example');
    expectSellerFooter(mail);
  });

  const confirmed = (overrides: Partial<Parameters<typeof orderConfirmedEmail>[0]> = {}) =>
    orderConfirmedEmail({
      context: CONTEXT,
      reference: REFERENCE,
      name: 'Jane Doe',
      plan: 'Yearly',
      licenseKey: KEY,
      devices: 2,
      expiresAt: '2027-12-21T10:00:00.000Z',
      orderUrl: ORDER_URL,
      downloads: DOWNLOADS,
      invoiceNumber: 'INV-2026-000001',
      ...overrides,
    });

  it('license: the key on its own line and unbroken within its groups, plan, devices, expiry, what it unlocks, downloads with checksums, activation, support, the invoice and Reply-To', async () => {
    const mail = await deliver(confirmed(), 'jane@example.com', 'Jane Doe');
    expect(mail.subject).toBe(`Your Recoverly license key (order ${REFERENCE})`);
    // Text: the key alone on its line, so no client wraps it inside a group.
    expect(mail.text).toContain(`License key:\n${KEY}\n`);
    // HTML: breaks offered only after its hyphens, never inside a group (no break-all).
    expect(mail.html).toContain('3F9QK-<wbr>8M2XA-<wbr>T7W4C-<wbr>0NB6H');
    const keyParagraph = mail.html.slice(mail.html.lastIndexOf('<p', mail.html.indexOf('3F9QK-<wbr>')), mail.html.indexOf('3F9QK-<wbr>'));
    expect(keyParagraph).not.toContain('break-all');
    expect(keyParagraph).toContain('word-break:normal');
    expect(mail.text).toMatch(/Plan: Yearly\nDevices: 2 devices\nExpires: Dec 21, 2027 \(UTC\)/);
    expect(words(mail.text)).toContain(
      'every Recoverly tool: Data Recovery Wizard Pro, Mobile Data Recovery, Server & RAID Recovery, Photo Repair and Video Enhancer.',
    );
    expect(mail.text).toContain('Download Recoverly 4.2.0');
    expect(mail.text).toContain(`- Windows: RecoverlySetup-4.2.0.exe (84 MB):\n  ${SITE}/download/windows\n  SHA-256: ${CHECKSUM}`);
    expect(mail.text).toContain(`- macOS: Recoverly-4.2.0.dmg (91 MB):\n  ${SITE}/download/macos\n  SHA-256: ${'c'.repeat(64)}`);
    expectLink(mail, `${SITE}/download/windows`);
    expectLink(mail, `${SITE}/download/macos`);
    expect(mail.html).toContain(`SHA-256: ${CHECKSUM}`);
    expect(mail.text).toMatch(
      /How to activate\n1\. Download and install Recoverly[^\n]*\n(.*\n)*2\. In Recoverly, choose "Activate License"/,
    );
    expect(words(mail.text)).toContain('Use the same key on up to 2 devices.');
    expect(words(mail.text)).toContain('Your invoice INV-2026-000001 is attached to this e-mail as a PDF.');
    expect(mail.text).toMatch(/Support\nEmail: support@recoverly\.example\nPhone: \+1 \(800\) 555-0199/);
    expect(words(mail.text)).toContain('reminder 7 days before your license expires');
    expectLink(mail, ORDER_URL);
    expectSupportReplyTo(mail);
    expectSellerFooter(mail);
  });

  it('license for Lifetime, before any download and without an invoice: never expires, "coming soon", no invoice line', async () => {
    const mail = await deliver(
      confirmed({ plan: 'Lifetime', devices: 5, expiresAt: null, downloads: NO_DOWNLOADS, invoiceNumber: null }),
      'jane@example.com',
    );
    expect(mail.text).toMatch(/Devices: 5 devices\nExpires: Never expires/);
    expect(mail.text).not.toContain('reminder');
    expect(words(mail.text)).toContain(
      `The Recoverly download is coming soon. Your key will unlock it as soon as it is out: you will find it at ${SITE}/download.`,
    );
    expect(mail.text).not.toContain('SHA-256');
    expect(mail.text).not.toContain('invoice');
  });

  it('order cancelled: the reason, the order page and the contact page; no name', async () => {
    const content = orderCancelledEmail({
      context: CONTEXT,
      reference: REFERENCE,
      plan: 'Monthly',
      amount: '$29.99',
      reason: 'Payment not received within 7 days',
      orderUrl: ORDER_URL,
    });
    const mail = await deliver(content, 'jane@example.com');
    expect(mail.subject).toBe(`Your Recoverly order ${REFERENCE} was cancelled`);
    expect(mail.text).toContain('Reason: Payment not received within 7 days');
    expect(mail.html).toContain('Payment not received within 7 days');
    expectLink(mail, ORDER_URL);
    expectLink(mail, `${SITE}/contact`);
    expectSupportReplyTo(mail);
  });

  it('order link: the fresh link, the status, and why it came; Reply-To support', async () => {
    const content = orderLinkEmail({
      context: CONTEXT,
      reference: REFERENCE,
      plan: 'Yearly',
      amount: '$79.99',
      statusLabel: 'Confirmed',
      orderUrl: ORDER_URL,
    });
    const mail = await deliver(content, 'jane@example.com');
    expect(mail.subject).toBe(`Your link to Recoverly order ${REFERENCE}`);
    expect(mail.text).toContain('It works for 90 days.');
    expect(mail.text).toMatch(/Plan: Yearly\nAmount: \$79\.99\nStatus: Confirmed/);
    expectLink(mail, ORDER_URL);
    expectSupportReplyTo(mail);
  });

  it('address corrected: the old address learns where messages go now (masked), with no link to the order', async () => {
    const content = addressCorrectedEmail({
      context: CONTEXT,
      reference: REFERENCE,
      maskedNewAddress: 'j•••@example.org',
      changedAt: '2026-11-25T12:00:00.000Z',
    });
    const mail = await deliver(content, 'jane@example.com');
    expect(mail.subject).toBe(`The e-mail address of Recoverly order ${REFERENCE} was changed`);
    expect(words(mail.text)).toContain(
      `On Nov 25, 2026 (UTC), the e-mail address of order ${REFERENCE} was corrected from this address to j•••@example.org`,
    );
    expect(mail.text).not.toContain('/orders/');
    expect(mail.html).not.toContain('token=');
    expectLink(mail, `${SITE}/contact`);
    expectSupportReplyTo(mail);
  });

  it('renewal reminder: the expiry in seven days, the key on its own line and a link that renews this license', async () => {
    const renewUrl = `${SITE}/checkout?plan=Monthly&renew=${REFERENCE}.signature`;
    const content = renewalReminderEmail({
      context: CONTEXT,
      name: 'Jane Doe',
      plan: 'Monthly',
      licenseKey: KEY,
      expiresAt: '2026-12-21T10:00:00.000Z',
      renewUrl,
    });
    const mail = await deliver(content, 'jane@example.com');
    expect(mail.subject).toBe('Your Recoverly Monthly license expires in 7 days');
    expect(mail.text).toContain('expires on Dec 21, 2026 (UTC)');
    expect(mail.text).toContain(`License key:\n${KEY}\n`);
    expect(mail.text).toContain('Nothing is ever charged automatically');
    expect(mail.text).toContain('keeps this key');
    expectLink(mail, renewUrl);
    expectSupportReplyTo(mail);
  });

  it('names the brand alone in the footer, and leaves Reply-To out, while the settings give no company and no contact address', async () => {
    const bare: BuyerMailContext = { siteUrl: SITE, company: NO_COMPANY, support: { email: '', phone: '' } };
    const mail = await deliver(
      orderCancelledEmail({ context: bare, reference: REFERENCE, plan: 'Monthly', amount: '$29.99', reason: 'Test', orderUrl: ORDER_URL }),
      'jane@example.com',
    );
    expect(mail.replyTo).toEqual([]);
    expect(mail.text).toMatch(/-- \nRecoverly · https:\/\/recoverly\.example\nYou receive this e-mail/);
    expect(mail.html).not.toContain('Registration No.');
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
      requestAcknowledgementEmail({
        reference: 'REQ-0B4F-ZX81',
        kind: help.kind,
        siteUrl: SITE,
        pageUrl: `${SITE}/requests/REQ-0B4F-ZX81?t=x`,
      }),
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

  it('acknowledgement and notification name the seller in their footer, like every message', async () => {
    const ack = await deliver(
      requestAcknowledgementEmail({
        reference: 'REQ-5555-6666',
        kind: 'contact',
        siteUrl: SITE,
        company: COMPANY,
        pageUrl: `${SITE}/requests/REQ-5555-6666?t=x`,
      }),
      'sam@example.com',
    );
    expectSellerFooter(ack);
    const contact = { kind: 'contact', name: 'Sam Visitor', email: 'sam@example.com', message: 'Hello' } as const;
    expectSellerFooter(
      await deliver(
        newRequestEmail({ reference: 'REQ-5555-6666', request: contact, siteUrl: SITE, company: COMPANY }),
        'admin@recoverly.example',
      ),
    );
  });

  it('new request: to the administrator, the request in full, Reply-To the visitor, a link to its conversation', async () => {
    const contact = { kind: 'contact', name: 'Sam Visitor', email: 'sam@example.com', message: 'Do you offer invoices?' } as const;
    const mail = await deliver(newRequestEmail({ reference: 'REQ-3333-4444', request: contact, siteUrl: SITE }), 'admin@recoverly.example');
    expect(mail.subject).toBe('New message REQ-3333-4444 from Sam Visitor');
    expect(mail.text).toMatch(/Reference: REQ-3333-4444\nFull Name: Sam Visitor\nEmail: sam@example.com\nMessage: Do you offer invoices\?/);
    expect(mail.replyTo).toEqual([{ name: 'Sam Visitor', address: 'sam@example.com' }]);
    expectLink(mail, `${SITE}/admin/requests/REQ-3333-4444`);
  });
});
