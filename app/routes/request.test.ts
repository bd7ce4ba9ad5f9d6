import { beforeAll, describe, expect, it } from 'vitest';
import { createOrResetAdmin } from '~/features/admin-auth/admins.server';
import { createHelpRequest } from '~/features/requests/intake.server';
import { addRequestNote, sendReply } from '~/features/requests/replies.server';
import { issueRequestToken } from '~/features/requests/request-tokens.server';
import { seedDefaultSettings } from '~/features/settings/settings.server';
import { MAX_PAGE_MESSAGE_LENGTH } from '~/features/requests/page-limits';
import { db } from '~/lib/db/db.server';
import { readToast } from '~/web/flash.server';
import { TEST_ACTOR, TEST_ADMIN } from '../../tests/helpers/admin';
import { freshAddress } from '../../tests/helpers/visitor-form-suite';
import { callRoute, cookiesFrom, formRequest, getRequest } from '../../tests/helpers/route-call';
import { action, loader } from './request';

// The buyer's own request page: opened by the signed link of its e-mails, it shows the conversation
// without internal notes, takes a message like an e-mail would, and offers a fresh link when the
// link opens nothing, saying the same whether or not the request exists.

const DAY = 24 * 60 * 60_000;
const open = (reference: string, token: string) =>
  callRoute(loader, getRequest(`/requests/${reference}?t=${encodeURIComponent(token)}`), {}, { reference });
async function post(reference: string, token: string, fields: Record<string, string>) {
  const outcome = await callRoute(
    action,
    formRequest(`/requests/${reference}?t=${encodeURIComponent(token)}`, fields),
    { clientAddress: freshAddress() },
    { reference },
  );
  const toast = (await readToast(new Request('http://localhost/', { headers: { Cookie: cookiesFrom(outcome.headers) } })))?.toast;
  return { ...outcome, toast };
}
const statusOf = async (reference: string) =>
  (await db.selectFrom('requests').select('status').where('reference', '=', reference).executeTakeFirstOrThrow()).status;

let reference: string;
let token: string;

beforeAll(async () => {
  await seedDefaultSettings();
  await createOrResetAdmin(TEST_ADMIN.email, TEST_ADMIN.password);
  ({ reference } = await createHelpRequest({
    name: 'Bea Buyer',
    email: 'bea@example.com',
    subject: 'Lost photos',
    message: 'My photos are gone.',
  }));
  token = issueRequestToken(reference);
  await addRequestNote({ reference, body: 'Internal: she bought Yearly', by: TEST_ACTOR });
  await sendReply({
    reference,
    body: 'Try the deep scan.',
    lastSeen: (await db.selectFrom('request_messages').select('id').where('reference', '=', reference).executeTakeFirstOrThrow()).id,
    close: false,
    by: TEST_ACTOR,
  });
});

describe('the request page', () => {
  it('shows the conversation to the link’s holder, never an internal note, and is never cached', async () => {
    const page = await open(reference, token);
    expect(page.data).toMatchObject({ kind: 'open', view: { reference, origin: 'website', status: 'waiting' } });
    expect(
      page.data.view.entries.map((entry: { from: string; channel: string; subject: string | null; text: string }) => [
        entry.from,
        entry.channel,
        entry.subject,
        entry.text,
      ]),
    ).toEqual([
      ['you', 'website', 'Lost photos', 'My photos are gone.'],
      ['us', 'email', null, 'Try the deep scan.'],
    ]);
    expect(JSON.stringify(page.data)).not.toContain('Internal');
    expect(page.headers.get('Cache-Control')).toBe('no-store');
  });

  it('offers a fresh link for a wrong or expired token and an unknown reference alike; a link that never opened it is a 404', async () => {
    const expired = issueRequestToken(reference, new Date(Date.now() - 91 * DAY));
    const answers = [];
    for (const [ref, key] of [
      [reference, expired],
      [reference, 'wrong'],
      [reference, ''],
      [reference, issueRequestToken('REQ-1111-2222')],
    ] as const) {
      const page = await open(ref, key);
      expect(page.data).toEqual({ kind: 'link-ended', reference });
      expect(page.headers.get('Cache-Control')).toBe('no-store');
      answers.push(page.status);
    }
    // The link that once worked has ended; the others never opened the page, like an unknown reference.
    expect(answers).toEqual([200, 404, 404, 404]);
    const unknown = await open('req-0000-0000', 'x');
    expect([unknown.status, unknown.data]).toEqual([404, { kind: 'link-ended', reference: 'REQ-0000-0000' }]);
  });

  it('sends a fresh link only to the request’s own address, and answers the same for an unknown reference', async () => {
    const before = await db.selectFrom('outbox').select('id').execute();
    const sent = await post(reference, 'wrong', { intent: 'fresh-link' });
    expect([sent.status, sent.toast?.title]).toEqual([302, 'Link Sent']);
    const mail = await db.selectFrom('outbox').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(mail).toMatchObject({
      recipient: 'bea@example.com',
      subject: `Your link to request ${reference}`,
      request_reference: reference,
    });
    expect(mail.text_body).toContain(`/requests/${reference}?t=`);
    const unknown = await post('REQ-0000-0000', 'wrong', { intent: 'fresh-link' });
    expect([unknown.status, unknown.toast?.title]).toEqual([302, 'Link Sent']);
    expect(await db.selectFrom('outbox').select('id').execute()).toHaveLength(before.length + 1);
  });

  it('takes a message like an e-mail: it joins the thread and opens the request again', async () => {
    expect(await statusOf(reference)).toBe('waiting');
    const sent = await post(reference, token, { intent: 'message', t: token, message: 'The deep scan found them!' });
    expect([sent.status, sent.location, sent.toast?.title]).toEqual([
      302,
      `/requests/${reference}?t=${encodeURIComponent(token)}`,
      'Message Sent',
    ]);
    expect(await statusOf(reference)).toBe('open');
    const [message] = await db
      .selectFrom('request_messages')
      .selectAll()
      .where('reference', '=', reference)
      .where('kind', '=', 'customer')
      .execute();
    expect(message).toMatchObject({
      channel: 'page',
      author: 'bea@example.com',
      author_name: 'Bea Buyer',
      body: 'The deep scan found them!',
    });
    const empty = await post(reference, token, { intent: 'message', t: token, message: '   ' });
    expect([empty.status, empty.data.toast.title, empty.data.draft]).toEqual([400, 'Message Not Sent', '   ']);
    // A wrong token writes nothing.
    expect((await post(reference, 'wrong', { intent: 'message', t: 'wrong', message: 'Sneaky' })).status).toBe(302);
    expect(await db.selectFrom('request_messages').select('id').where('body', '=', 'Sneaky').execute()).toEqual([]);
  });

  it('answers an empty or too long message beside the message box, keeping what was typed; nothing joins the thread', async () => {
    const count = async () => (await db.selectFrom('request_messages').select('id').where('reference', '=', reference).execute()).length;
    const before = await count();
    const empty = await post(reference, token, { intent: 'message', t: token, message: ' \r\n ' });
    expect([empty.status, empty.data.errors, empty.data.draft]).toEqual([400, { message: 'Please write your message first.' }, ' \r\n ']);
    const long = 'x'.repeat(MAX_PAGE_MESSAGE_LENGTH + 1);
    const tooLong = await post(reference, token, { intent: 'message', t: token, message: long });
    expect([tooLong.status, tooLong.data.errors, tooLong.data.toast.title, tooLong.data.draft]).toEqual([
      400,
      { message: 'A message can be at most 5,000 characters.' },
      'Message Not Sent',
      long,
    ]);
    expect(await count()).toBe(before);
  });

  it('starts a new request, linked to the old one, when the request was closed more than 90 days ago', async () => {
    const old = await createHelpRequest({ name: 'Olly', email: 'olly@example.com', subject: 'Old', message: 'Old problem' });
    const longAgo = new Date(Date.now() - 100 * DAY).toISOString();
    await db
      .updateTable('requests')
      .set({ status: 'closed', closed_at: longAgo, status_since: longAgo })
      .where('reference', '=', old.reference)
      .execute();
    const key = issueRequestToken(old.reference);
    const sent = await post(old.reference, key, { intent: 'message', t: key, message: 'It is back.' });
    const started = await db.selectFrom('requests').selectAll().where('follows', '=', old.reference).executeTakeFirstOrThrow();
    expect(started).toMatchObject({ kind: 'help', email: 'olly@example.com', message: 'It is back.', status: 'open', subject: 'Old' });
    expect(sent.location).toMatch(new RegExp(`^/requests/${started.reference}\\?t=`));
    expect(sent.toast?.description).toContain(started.reference);
  });
});
