import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrResetAdmin } from '~/features/admin-auth/admins.server';
import { createMailTransport, type MailTransport } from '~/features/mail/transport.server';
import { startOutboxSender, type OutboxSender } from '~/features/outbox/sender.server';
import { seedDefaultSettings } from '~/features/settings/settings.server';
import { createHelpRequest } from '~/features/requests/intake.server';
import { db } from '~/lib/db/db.server';
import { setListeningOrigin } from '~/lib/public-origin.server';
import { readToast } from '~/web/flash.server';
import { signInCookie, TEST_ADMIN } from '../../../tests/helpers/admin';
import { screenAction as action } from '../../../tests/helpers/admin-screens';
import { placeTestOrder } from '../../../tests/helpers/orders';
import { callRoute, cookiesFrom, formRequest } from '../../../tests/helpers/route-call';
import { startSmtpServer, type TestSmtpServer } from '../../../tests/helpers/smtp';

// Send again from the E-mail screen: a message that failed, or that a cap held back, goes back to the
// queue and the sender delivers it to a real SMTP server in this process.

let smtp: TestSmtpServer;
let transport: MailTransport;
let sender: OutboxSender | undefined;
let cookie: string;

beforeAll(async () => {
  await seedDefaultSettings();
  await createOrResetAdmin(TEST_ADMIN.email, TEST_ADMIN.password);
  cookie = await signInCookie();
  setListeningOrigin('https://shop.recoverly.test');
  smtp = await startSmtpServer();
  transport = createMailTransport({ smtpUrl: smtp.url(), from: { name: 'Recoverly', address: 'no-reply@recoverly.test' } });
});

afterAll(async () => {
  await sender?.stop();
  setListeningOrigin(null);
  transport.close();
  await smtp.stop();
});

const sendAgain = (id: number) =>
  callRoute(action, formRequest('/admin/email?status=unsent', { intent: 'send-again', id: String(id) }, { Cookie: cookie }), {
    clientAddress: '10.7.0.1',
  });

const toastOf = async (headers: Headers) =>
  (await readToast(new Request('http://localhost/', { headers: { Cookie: cookiesFrom(headers) } })))?.toast;

const message = (id: number) => db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('Send again', () => {
  it('puts a failed and a held-back message back in the queue, and the sender delivers both', async () => {
    const order = await placeTestOrder({ name: 'Ann Again', email: 'again@example.com', plan: 'Yearly', price: '$79.99' });
    const rows = await db.selectFrom('outbox').select(['id', 'kind']).where('order_id', '=', order.id).orderBy('id').execute();
    const received = rows.find((row) => row.kind === 'order-received')!;
    const toAdmin = rows.find((row) => row.kind !== 'order-received')!;
    // Never delivered: one given up on after its retries, the other held back by a cap.
    await db
      .updateTable('outbox')
      .set({ status: 'failed', attempts: 5, last_error: '550 mailbox unavailable' })
      .where('id', '=', received.id)
      .execute();
    await db.updateTable('outbox').set({ status: 'skipped' }).where('id', '=', toAdmin.id).execute();

    const answer = await sendAgain(received.id);
    expect(answer.status).toBe(302);
    expect(await toastOf(answer.headers)).toMatchObject({
      type: 'success',
      title: 'E-mail Queued',
      description: 'The e-mail to again@example.com will be sent again now.',
    });
    expect(await message(received.id)).toMatchObject({ status: 'queued', attempts: 0, last_error: null });
    expect((await sendAgain(toAdmin.id)).status).toBe(302);
    const audit = await db.selectFrom('audit_log').selectAll().where('kind', '=', 'email-sent-again').orderBy('id').execute();
    expect(audit.map((row) => [row.actor, row.subject])).toEqual([
      [TEST_ADMIN.email, order.reference],
      [TEST_ADMIN.email, order.reference],
    ]);

    sender = startOutboxSender({ transport, siteUrl: 'https://shop.recoverly.test', idleMs: 200, retryDelayMs: () => 100, log: () => {} });
    const delivered = await smtp.waitFor((mail) => mail.envelope.to.includes('again@example.com'), 10_000);
    expect(delivered.subject).toContain(order.reference);
    await expect.poll(async () => (await message(received.id)).status, { timeout: 10_000 }).toBe('sent');
    await expect.poll(async () => (await message(toAdmin.id)).status, { timeout: 10_000 }).toBe('sent');
  });

  it('sends nothing again that was sent, and says so; an unknown message is not found', async () => {
    const sent = await db.selectFrom('outbox').select('id').where('status', '=', 'sent').orderBy('id').executeTakeFirstOrThrow();
    const before = smtp.messages.length;
    const answer = await sendAgain(sent.id);
    expect(await toastOf(answer.headers)).toMatchObject({ type: 'info' });
    expect((await message(sent.id)).status).toBe('sent');
    expect(await toastOf((await sendAgain(999_999)).headers)).toMatchObject({ type: 'error', title: 'Error sending again' });
    // An id that is not a row id, or sent twice, names no message: nothing is looked up by a part of it.
    const failed = await db.selectFrom('outbox').select('id').where('status', '!=', 'sent').orderBy('id').executeTakeFirst();
    for (const id of ['x', '0', '1.5', '', [String(failed?.id ?? sent.id), String(sent.id)]]) {
      const posted = await callRoute(action, formRequest('/admin/email', { intent: 'send-again', id }, { Cookie: cookie }), {
        clientAddress: '10.7.0.1',
      });
      expect(await toastOf(posted.headers), String(id)).toMatchObject({ type: 'error', title: 'Error sending again' });
    }
    if (failed) expect((await message(failed.id)).status).not.toBe('queued');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.messages.length).toBe(before);
  });

  it('writes an acknowledgement a cap held back again, from its request, with a fresh link: never an empty e-mail', async () => {
    const address = 'capped-again@example.com';
    const made: { reference: string }[] = [];
    for (let i = 0; i < 4; i++) made.push(await createHelpRequest({ name: 'Cap', email: address, subject: `Capped ${i}`, message: 'Hi' }));
    const capped = await db
      .selectFrom('outbox')
      .selectAll()
      .where('kind', '=', 'request-acknowledgement')
      .where('recipient', '=', address)
      .where('status', '=', 'skipped')
      .executeTakeFirstOrThrow();
    expect(capped.text_body).toBe('');
    const answer = await sendAgain(capped.id);
    expect(await toastOf(answer.headers)).toMatchObject({ type: 'success', title: 'E-mail Queued' });
    const delivered = await smtp.waitFor((mail) => mail.envelope.to.includes(address) && mail.subject.includes(made[3]!.reference), 10_000);
    expect(delivered.subject).toBe(`We received your help request (${made[3]!.reference})`);
    expect(delivered.text).toContain(`/requests/${made[3]!.reference}?t=`);
  });

  it('refuses, with the reason, a held-back message that can’t be written again, and sends nothing', async () => {
    const [row] = await db
      .insertInto('outbox')
      .values({
        kind: 'new-order',
        recipient: 'owner@example.com',
        subject: 'New order',
        text_body: '',
        html_body: '',
        status: 'skipped',
        last_error: 'Not sent: a cap.',
      })
      .returning('id')
      .execute();
    // What earlier tests queued has gone out: from here on, nothing is to be sent.
    await expect
      .poll(async () => (await db.selectFrom('outbox').select('id').where('status', '=', 'queued').execute()).length, { timeout: 10_000 })
      .toBe(0);
    const before = smtp.messages.length;
    const answer = await sendAgain(row!.id);
    expect(await toastOf(answer.headers)).toMatchObject({
      type: 'error',
      title: 'Not Sent',
      description:
        'The e-mail to owner@example.com was held back without its text and can’t be written again: It was kept without its text, and this kind of e-mail can’t be written again. Nothing was sent.',
    });
    expect((await message(row!.id)).status).toBe('skipped');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.messages.length).toBe(before);
  });
});
