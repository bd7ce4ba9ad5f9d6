import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrResetAdmin } from '~/features/admin-auth/admins.server';
import { pollMailbox } from '~/features/inbound-mail/poll.server';
import { createMailTransport, type MailTransport } from '~/features/mail/transport.server';
import { startOutboxSender, type OutboxSender } from '~/features/outbox/sender.server';
import { confirmOrder } from '~/features/orders/lifecycle.server';
import { createHelpRequest } from '~/features/requests/intake.server';
import type { InboxRow } from '~/features/requests/inbox/inbox.server';
import { seedDefaultSettings } from '~/features/settings/settings.server';
import { db } from '~/lib/db/db.server';
import type { InboundMailSettings } from '~/lib/env.server';
import { setListeningOrigin } from '~/lib/public-origin.server';
import { signInCookie, TEST_ACTOR, TEST_ADMIN } from '../../../tests/helpers/admin';
import { mailboxSettings, startTestMailbox, type TestMailbox } from '../../../tests/helpers/dovecot';
import { placeTestOrder } from '../../../tests/helpers/orders';
import { rawMail } from '../../../tests/helpers/raw-mail';
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from '../../../tests/helpers/smtp';
import { callRoute, formRequest, getRequest } from '../../../tests/helpers/route-call';
import { loader as orderLoader } from '../admin.order/route';
import { action as conversationAction, loader as conversationLoader } from '../admin.conversation/route';
import { loader as inboxLoader } from './route';

// The help desk's mail round trip through the administrator's loaders: the site's own e-mails sent
// for real (the outbox sender into an SMTP server in this process), the customer's answers delivered
// into a real Dovecot and read by the mailbox poller. What the conversation says of each sender, what
// the inbox shows of each request at a glance, and where answers to the site's e-mails land.

const SITE = 'https://shop.recoverly.test';
let smtp: TestSmtpServer;
let transport: MailTransport;
let sender: OutboxSender;
let mailbox: TestMailbox;
let settings: InboundMailSettings;
let cookie: string;
let counter = 0;

beforeAll(async () => {
  await seedDefaultSettings();
  await createOrResetAdmin(TEST_ADMIN.email, TEST_ADMIN.password);
  cookie = await signInCookie();
  setListeningOrigin(SITE);
  smtp = await startSmtpServer();
  transport = createMailTransport({ smtpUrl: smtp.url(), from: { name: 'Recoverly', address: 'no-reply@recoverly.test' } });
  sender = startOutboxSender({ transport, siteUrl: SITE, idleMs: 200, retryDelayMs: () => 100, log: () => {} });
  mailbox = await startTestMailbox();
  settings = mailboxSettings(mailbox);
}, 30_000);

afterAll(async () => {
  await sender?.stop();
  setListeningOrigin(null);
  transport?.close();
  await smtp?.stop();
  await mailbox?.dispose();
});

const conversation = async (reference: string) =>
  (await callRoute(conversationLoader, getRequest(`/admin/requests/${reference}`, { Cookie: cookie }), {}, { reference })).data.view;

async function inboxRow(reference: string): Promise<InboxRow> {
  const outcome = await callRoute(inboxLoader, getRequest(`/admin/requests?status=all&q=${reference}`, { Cookie: cookie }));
  const rows: InboxRow[] = outcome.data.inbox.page.rows;
  expect(rows.map((row) => row.reference)).toEqual([reference]);
  return rows[0]!;
}

/** The customer's answer, as their mail client sends it, delivered into the mailbox and read by the poller. */
async function answer(mail: { from: string; inReplyTo: string; subject: string; text: string }) {
  await mailbox.deliver(await rawMail({ ...mail, to: mailbox.user, messageId: `<answer-${++counter}.${Date.now()}@mail.example>` }));
  expect(await pollMailbox({ settings, ownAddresses: ['no-reply@recoverly.test'] })).toMatchObject({ imported: 1 });
}

const sentTo = (address: string, subject: (value: string) => boolean): Promise<ReceivedMail> =>
  smtp.waitFor((mail) => mail.to.some((to) => to.address === address) && subject(mail.subject), 10_000);

async function reply(reference: string, body: string) {
  const { lastMessageId } = await conversation(reference);
  const outcome = await callRoute(
    conversationAction,
    formRequest(`/admin/requests/${reference}`, { intent: 'reply', body, lastSeen: String(lastMessageId) }, { Cookie: cookie }),
    { clientAddress: TEST_ACTOR.clientAddress },
    { reference },
  );
  expect(outcome.status).toBe(302);
}

describe('answers to the acknowledgement', () => {
  it('joins its request from the request’s own address, and from another address shows that address beside the name', async () => {
    const { reference } = await createHelpRequest({
      name: 'Maria Okafor',
      email: 'maria@example.com',
      subject: 'Key not accepted',
      message: 'The key I got is refused.',
    });
    const acknowledgement = await sentTo('maria@example.com', (subject) => subject.includes(reference));

    await answer({
      from: 'Maria Okafor <maria@example.com>',
      inReplyTo: acknowledgement.messageId,
      subject: `Re: ${acknowledgement.subject}`,
      text: `It says "invalid key".\n\nOn Sunday, Recoverly wrote:\n> ${reference}`,
    });
    await answer({
      from: 'Maria Okafor <m.okafor@work.test>',
      inReplyTo: acknowledgement.messageId,
      subject: `Re: ${acknowledgement.subject}`,
      text: 'Writing from work: a screenshot is on its way.',
    });
    const view = await conversation(reference);
    expect(view.thread.map((entry: { author: string; address: string; otherAddress: boolean; body: string }) => entry)).toMatchObject([
      { kind: 'customer', author: 'Maria Okafor', address: 'maria@example.com', otherAddress: false, body: 'It says "invalid key".' },
      {
        kind: 'customer',
        author: 'Maria Okafor',
        address: 'm.okafor@work.test',
        otherAddress: true,
        body: 'Writing from work: a screenshot is on its way.',
      },
    ]);
  });
});

describe('the inbox at a glance', () => {
  it('previews the latest message’s first line, names who spoke last, waits from the customer’s latest message, and marks New until opened', async () => {
    const { reference } = await createHelpRequest({
      name: 'Maria Okafor',
      email: 'maria.glance@example.com',
      subject: 'License key',
      message: 'My license key does not work.\nI bought it yesterday.',
    });
    const acknowledgement = await sentTo('maria.glance@example.com', (subject) => subject.includes(reference));
    // Asked three days ago, and still waiting for a first reply.
    const threeDaysAgo = new Date(Date.now() - 3 * 24 * 3600_000).toISOString();
    await db
      .updateTable('requests')
      .set({ created_at: threeDaysAgo, status_since: threeDaysAgo })
      .where('reference', '=', reference)
      .execute();

    expect(await inboxRow(reference)).toMatchObject({
      preview: 'My license key does not work.',
      lastBy: 'customer',
      isNew: true,
      waitLabel: 'waiting 3 d',
    });

    // The customer adds a line today: the row previews it, and the wait counts from it.
    await answer({
      from: 'Maria Okafor <maria.glance@example.com>',
      inReplyTo: acknowledgement.messageId,
      subject: `Re: ${acknowledgement.subject}`,
      text: 'Also: the order was ORD-1234.\nThanks',
    });
    expect(await inboxRow(reference)).toMatchObject({
      preview: 'Also: the order was ORD-1234.',
      lastBy: 'customer',
      isNew: true,
      waitLabel: 'waiting 1 min',
    });

    // Opened: no longer New. Answered: the administrator spoke last.
    await conversation(reference);
    expect((await inboxRow(reference)).isNew).toBe(false);
    await reply(reference, 'Hello Maria,\nplease try the key again now.');
    expect(await inboxRow(reference)).toMatchObject({ preview: 'Hello Maria,', lastBy: 'you', isNew: false, status: 'waiting' });

    // Her answer to that reply reopens the request: it is New again, and her words are the preview.
    const replied = await sentTo('maria.glance@example.com', (subject) => subject.startsWith('Re: License key'));
    await answer({
      from: 'Maria Okafor <maria.glance@example.com>',
      inReplyTo: replied.messageId,
      subject: `Re: ${replied.subject}`,
      text: 'Great, the key works!\n\nOn Sunday, Recoverly wrote:\n> Hello Maria,',
    });
    expect(await inboxRow(reference)).toMatchObject({
      preview: 'Great, the key works!',
      lastBy: 'customer',
      isNew: true,
      status: 'open',
      waitLabel: 'waiting 1 min',
    });
  });
});

describe('answers to an order’s e-mails', () => {
  it('an answer to the license e-mail opens a request linked to the order, a second joins it, and both pages show the link', async () => {
    const order = await placeTestOrder({ name: 'Omar Buyer', email: 'omar@example.com', plan: 'Yearly', price: '$79.99' });
    expect((await confirmOrder(order.id, TEST_ACTOR)).kind).toBe('confirmed');
    const license = await sentTo('omar@example.com', (subject) => subject === `Your Recoverly license key (order ${order.reference})`);

    await answer({
      from: 'Omar Buyer <omar@example.com>',
      inReplyTo: license.messageId,
      subject: `Re: ${license.subject}`,
      text: 'Can I use the key on my laptop too?',
    });
    const started = await db.selectFrom('requests').selectAll().where('order_id', '=', order.id).execute();
    expect(started).toHaveLength(1);
    const reference = started[0]!.reference;
    expect(started[0]).toMatchObject({ kind: 'email', email: 'omar@example.com', status: 'open' });

    // A colleague answers the same e-mail: it joins the order's open request, marked as from another address.
    await answer({
      from: 'Omar’s IT <it@omar-company.test>',
      inReplyTo: license.messageId,
      subject: `Re: ${license.subject}`,
      text: 'And on our office desktop?',
    });
    expect(await db.selectFrom('requests').select('reference').where('order_id', '=', order.id).execute()).toEqual([{ reference }]);

    const view = await conversation(reference);
    expect(view.aboutOrder).toMatchObject({ reference: order.reference, href: `/admin/orders/${order.reference}`, plan: 'Yearly' });
    expect(view.original.text).toBe('Can I use the key on my laptop too?');
    expect(view.thread).toMatchObject([{ kind: 'customer', address: 'it@omar-company.test', otherAddress: true }]);

    const page = await callRoute(
      orderLoader,
      getRequest(`/admin/orders/${order.reference}`, { Cookie: cookie }),
      {},
      { reference: order.reference },
    );
    expect(page.data.order.related.requests).toMatchObject([{ reference, aboutThisOrder: true }]);
  });

  it('an answer to the administrator’s own notice about an order opens no order request', async () => {
    const order = await placeTestOrder({ name: 'Nia Buyer', email: 'nia@example.com', plan: 'Yearly', price: '$79.99' });
    const received = await sentTo('nia@example.com', (subject) => subject.includes(order.reference));
    // The administrator's notice of the new order, sent to them: someone it was forwarded to answers it.
    const notice = await sentTo(TEST_ADMIN.email, (subject) => subject.includes(order.reference));
    await answer({
      from: 'Someone <someone@elsewhere.test>',
      inReplyTo: notice.messageId,
      subject: 'Re: New order',
      text: 'Forwarded to me.',
    });
    expect(await db.selectFrom('requests').select('id').where('order_id', '=', order.id).execute()).toEqual([]);
    await answer({ from: 'Nia Buyer <nia@example.com>', inReplyTo: received.messageId, subject: `Re: ${received.subject}`, text: 'Paid.' });
    expect(await db.selectFrom('requests').select('id').where('order_id', '=', order.id).execute()).toHaveLength(1);
  });
});
