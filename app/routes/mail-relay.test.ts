import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpServer, type TestSmtpServer } from '../../tests/helpers/smtp';
import { callRoute, formRequest } from '../../tests/helpers/route-call';
import { freshAddress } from '../../tests/helpers/visitor-form-suite';
import { saveTestBankDetails } from '../../tests/helpers/orders';
import { createOrResetAdmin } from '~/features/admin-auth/admins.server';
import { issueCheckoutReference } from '~/features/orders/checkout.server';
import { createMailTransport, type MailTransport } from '~/features/mail/transport.server';
import { startOutboxSender, type OutboxSender } from '~/features/outbox/sender.server';
import { seedDefaultSettings } from '~/features/settings/settings.server';
import { db } from '~/lib/db/db.server';
import { setListeningOrigin } from '~/lib/public-origin.server';
import { action as checkout } from './checkout';
import { action as contact } from './contact';
import { action as helpCenter } from './help-center';
import { action as support } from './support';
import { action as orders } from './orders';

// The visitor forms as a relay, replayed the way it was run, end to end: ten posts through the
// help, contact, support and checkout forms, each from its own client address, all naming one
// victim's address with a phishing line as the name, subject and message. The outbox sender delivers
// to a real SMTP server: the victim gets at most 3 acknowledgements and each order's own e-mail, and
// none of them carries a word the attacker typed. And the other way round: acknowledgements someone
// else caused never hold back a buyer's own checkout e-mail or the link the buyer asks for.

const SITE = 'https://shop.recoverly.test';
const ADMIN = 'owner@recoverly.test';
const VICTIM = 'victim@example.com';
const NAME = 'Recoverly Billing license SUSPENDED';
const SUBJECT = 'Re-activate your license at evil dot test';
const MESSAGE = 'Your license is SUSPENDED: re-activate it now at evil dot test/verify';
const TYPED = [NAME, 'SUSPENDED', SUBJECT, 'evil dot test', 'Re-activate', MESSAGE];

let smtp: TestSmtpServer;
let transport: MailTransport;
let sender: OutboxSender | undefined;

/** The outbox sender of this process, delivering to the test's SMTP server (started once). */
function startSender() {
  sender ??= startOutboxSender({ transport, siteUrl: SITE, idleMs: 100, retryDelayMs: () => 100, log: () => {} });
}

/** The checkout form as the page gives it: the plan and a signed payment reference. */
function checkoutForm(): Record<string, string> {
  const { reference, signature } = issueCheckoutReference();
  // Whoever relays mail answers the duplicate question too ("a second purchase"): each post places an order.
  return { plan: 'Yearly', name: NAME, email: VICTIM, reference, referenceSignature: signature, duplicate: 'second' };
}

const POSTS: [string, Parameters<typeof callRoute>[0], () => Record<string, string>][] = [
  ['/help-center', helpCenter, () => ({ name: NAME, email: VICTIM, subject: SUBJECT, message: MESSAGE })],
  ['/contact', contact, () => ({ name: NAME, email: VICTIM, message: MESSAGE })],
  ['/support', support, () => ({ name: NAME, email: VICTIM, phone: '+1 555 010 9999', product: 'Recoverly Other', problem: MESSAGE })],
  ['/checkout?plan=Yearly', checkout, checkoutForm],
];

beforeAll(async () => {
  await seedDefaultSettings();
  await saveTestBankDetails();
  await createOrResetAdmin(ADMIN, 'a long test password');
  setListeningOrigin(SITE);
  smtp = await startSmtpServer();
  transport = createMailTransport({ smtpUrl: smtp.url(), from: { name: 'Recoverly', address: 'no-reply@recoverly.test' } });
});

afterAll(async () => {
  await sender?.stop();
  setListeningOrigin(null);
  transport.close();
  await smtp.stop();
});

describe('the visitor forms are not a mail relay', () => {
  it('10 help, contact, support and checkout posts naming one recipient, from 10 client addresses, deliver at most 3 acknowledgements to it, none with the visitor’s words', async () => {
    for (let i = 0; i < 10; i++) {
      const [url, action, fields] = POSTS[i % POSTS.length]!;
      const outcome = await callRoute(action, formRequest(url, fields()), { clientAddress: freshAddress() });
      // Every post gets the spec's success answer: over the cap only the e-mail is skipped.
      expect(outcome.status, `${url} #${i + 1}`).toBe(302);
    }
    // Everything was saved: 3 help requests, 3 contact messages, 2 support requests, 2 orders.
    const requests = await db.selectFrom('requests').select('kind').where('email', '=', VICTIM).orderBy('kind').execute();
    expect(requests.map((row) => row.kind)).toEqual(['contact', 'contact', 'contact', 'help', 'help', 'help', 'support', 'support']);
    expect(await db.selectFrom('ach_orders').select('id').where('email', '=', VICTIM).execute()).toHaveLength(2);

    startSender();
    // Every message that may leave has left: the 10 notifications to the administrator, and the victim's.
    await expect
      .poll(async () => (await db.selectFrom('outbox').select('id').where('status', '=', 'queued').execute()).length, { timeout: 10_000 })
      .toBe(0);
    const toAdmin = () => smtp.messages.filter((mail) => mail.envelope.to.includes(ADMIN));
    await expect.poll(() => toAdmin().length).toBe(10);

    const delivered = smtp.messages.filter((mail) => mail.envelope.to.some((to) => to.toLowerCase() === VICTIM));
    // 3 acknowledgements of the 8 requests, and each of the 2 orders' own checkout e-mail (fixed text, no name).
    expect(delivered.filter((mail) => /^We received your /.test(mail.subject ?? ''))).toHaveLength(3);
    expect(delivered).toHaveLength(3 + 2);
    for (const mail of delivered) {
      expect(mail.to).toEqual([{ name: '', address: VICTIM }]);
      expect(mail.from).toEqual({ name: 'Recoverly', address: 'no-reply@recoverly.test' });
      for (const typed of TYPED) {
        for (const part of [mail.subject, mail.text, mail.html, mail.raw]) expect(part, typed).not.toContain(typed);
      }
    }

    // The other seven are in the outbox as not sent, with the reason the administrator reads.
    const skipped = await db
      .selectFrom('outbox')
      .select(['kind', 'last_error'])
      .where('recipient', '=', VICTIM)
      .where('status', '=', 'skipped')
      .execute();
    expect(skipped).toHaveLength(5);
    expect(new Set(skipped.map((row) => row.last_error))).toEqual(
      new Set(['Not sent: this address already received 3 acknowledgements in the last 24 hours.']),
    );
    // The administrator still reads every request in full (8 requests; the 2 orders have no message).
    expect(toAdmin().filter((mail) => mail.text.replace(/\s+/g, ' ').includes(MESSAGE))).toHaveLength(8);
  });

  it('three contact posts naming a buyer leave the buyer’s checkout e-mail and lookup link delivered, and the lookup says so truly', async () => {
    const buyer = 'buyer-after-three-posts@example.com';
    for (let i = 0; i < 3; i++) {
      const posted = await callRoute(contact, formRequest('/contact', { name: NAME, email: buyer, message: MESSAGE }), {
        clientAddress: freshAddress(),
      });
      expect(posted.status).toBe(302);
    }
    const { reference, signature } = issueCheckoutReference();
    const bought = await callRoute(
      checkout,
      formRequest('/checkout?plan=Yearly', { plan: 'Yearly', name: 'Bea Buyer', email: buyer, reference, referenceSignature: signature }),
      { clientAddress: freshAddress() },
    );
    expect(bought.status).toBe(302);
    const lookedUp = await callRoute(orders, formRequest('/orders', { reference, email: buyer }), { clientAddress: freshAddress() });
    expect(lookedUp.status).toBe(200);
    expect(lookedUp.data.linkSent).toBe(true);

    startSender();
    const toBuyer = () => smtp.messages.filter((mail) => mail.envelope.to.includes(buyer));
    const subjects = () =>
      toBuyer()
        .map((mail) => (mail.subject ?? '').replace(/REQ-[0-9A-Z-]+/, 'REQ'))
        .sort();
    await expect
      .poll(subjects, { timeout: 15_000 })
      .toEqual(
        [
          ...Array(3).fill('We received your message (REQ)'),
          `Your Recoverly order ${reference}: we're looking for your transfer`,
          `Your link to Recoverly order ${reference}`,
        ].sort(),
      );
  });
});
