import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from '../../../tests/helpers/smtp';
import { placeTestOrder } from '../../../tests/helpers/orders';
import { TEST_ACTOR } from '../../../tests/helpers/admin';
import { createOrResetAdmin } from '~/features/admin-auth/admins.server';
import { createMailTransport, type MailTransport } from '~/features/mail/transport.server';
import { confirmOrder } from '~/features/orders/lifecycle.server';
import { createSupportRequest } from '~/features/requests/intake.server';
import { seedDefaultSettings } from '~/features/settings/settings.server';
import { db } from '~/lib/db/db.server';
import { setListeningOrigin } from '~/lib/public-origin.server';
import { enqueueMail, type OutboxKind } from './enqueue.server';
import { startOutboxSender, type OutboxSender } from './sender.server';

// Who each kind of message goes to, written out here on its own: a message to a customer or buyer
// answers to the help desk, one to the administrator to whoever its content names.
const TO: Readonly<Record<OutboxKind, 'customer' | 'administrator'>> = {
  'order-received': 'customer',
  'new-order': 'administrator',
  'order-confirmed': 'customer',
  'order-cancelled': 'customer',
  'order-refund-due': 'customer',
  'order-refunded': 'customer',
  'order-reopened': 'customer',
  'order-link': 'customer',
  'address-corrected': 'customer',
  'request-acknowledgement': 'customer',
  'mail-acknowledgement': 'customer',
  'request-link': 'customer',
  'new-request': 'administrator',
  'new-request-digest': 'administrator',
  'request-reply': 'customer',
  'request-message': 'customer',
  'renewal-reminder': 'customer',
  'bank-details-alert': 'administrator',
  'download-link': 'customer',
  'payment-details': 'customer',
};

const SITE = 'https://shop.recoverly.test';
const ADMIN = 'owner@recoverly.test';
/** What a message's own content names as Reply-To (a visitor who wrote, say). */
const ITS_OWN = { name: 'Vera Visitor', address: 'vera@example.com' };

/**
 * Every kind of message, written to the outbox and delivered by the sender to a real SMTP server in
 * this process, read back as a mail client would: a customer's carries Reply-To `helpDesk`; an
 * administrator's keeps its own. Then the real events (an order, its confirmation, a request).
 */
export function replyToSuite(helpDesk: { name: string; address: string }) {
  let smtp: TestSmtpServer;
  let transport: MailTransport;
  let sender: OutboxSender;

  beforeAll(async () => {
    await seedDefaultSettings();
    await createOrResetAdmin(ADMIN, 'a long test password');
    setListeningOrigin(SITE);
    smtp = await startSmtpServer();
    transport = createMailTransport({ smtpUrl: smtp.url(), from: { name: 'Recoverly', address: 'no-reply@recoverly.test' } });
    sender = startOutboxSender({ transport, siteUrl: SITE, idleMs: 200, retryDelayMs: () => 100, log: () => {} });
  });

  afterAll(async () => {
    await sender.stop();
    setListeningOrigin(null);
    transport.close();
    await smtp.stop();
  });

  const delivered = (subject: string) => smtp.waitFor((mail: ReceivedMail) => mail.subject === subject, 10_000);

  describe('Reply-To, decided once for every message', () => {
    for (const [kind, to] of Object.entries(TO) as [OutboxKind, 'customer' | 'administrator'][]) {
      it(`${kind}: to ${to === 'customer' ? 'a customer, answers go to the help desk' : 'the administrator, answers go to whom it names'}`, async () => {
        const subject = `A ${kind} message`;
        await enqueueMail(db, {
          kind,
          to: to === 'customer' ? 'buyer@example.com' : ADMIN,
          content: { subject, text: 'Hello.', html: '<p>Hello.</p>', replyTo: ITS_OWN },
        });
        const mail = await delivered(subject);
        expect(mail.replyTo).toEqual([to === 'customer' ? helpDesk : ITS_OWN]);
      });
    }
  });

  describe('the real events', () => {
    it('an order’s e-mails and its license e-mail answer to the help desk; the administrator’s to the buyer', async () => {
      const order = await placeTestOrder({ name: 'Paula Payer', email: 'paula@example.com', plan: 'Yearly', price: '$79.99' });
      const received = await smtp.waitFor((m) => m.envelope.to.includes('paula@example.com') && m.text.includes(order.reference));
      expect(received.replyTo).toEqual([helpDesk]);
      const admin = await smtp.waitFor((m) => m.subject.startsWith(`New order ${order.reference}`));
      expect(admin.replyTo).toEqual([{ name: 'Paula Payer', address: 'paula@example.com' }]);
      expect(await confirmOrder(order.id, TEST_ACTOR)).toMatchObject({ kind: 'confirmed' });
      const license = await smtp.waitFor(
        (m) => m.envelope.to.includes('paula@example.com') && m.text.includes(order.reference) && m.subject !== received.subject,
      );
      expect(license.replyTo).toEqual([helpDesk]);
    });

    it('a request’s acknowledgement answers to the help desk; the administrator’s notice to the visitor', async () => {
      const { reference } = await createSupportRequest({
        name: 'Sam Visitor',
        email: 'sam@example.com',
        phone: '+1 555 0100',
        product: 'Recoverly Photo Repair',
        problem: 'My drive clicks.',
      });
      const acknowledgement = await smtp.waitFor((m) => m.envelope.to.includes('sam@example.com') && m.text.includes(reference));
      expect(acknowledgement.replyTo).toEqual([helpDesk]);
      const notice = await smtp.waitFor((m) => m.envelope.to.includes(ADMIN) && m.text.includes(reference));
      expect(notice.replyTo).toEqual([{ name: 'Sam Visitor', address: 'sam@example.com' }]);
    });
  });
}
