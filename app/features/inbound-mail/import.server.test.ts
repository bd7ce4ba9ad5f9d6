import { beforeAll, describe, expect, it } from 'vitest';
import { createOrResetAdmin } from '~/features/admin-auth/admins.server';
import { createHelpRequest, createSupportRequest } from '~/features/requests/intake.server';
import { sendReply } from '~/features/requests/replies.server';
import { findRequest } from '~/features/requests/store.server';
import { listThread } from '~/features/requests/thread.server';
import { seedDefaultSettings } from '~/features/settings/settings.server';
import { db } from '~/lib/db/db.server';
import { TEST_ACTOR, TEST_ADMIN } from '../../../tests/helpers/admin';
import { rawMail, type TestMail } from '../../../tests/helpers/raw-mail';
import { importInboundMail } from './import.server';

// An e-mail from the mailbox finds its request, or starts one, in the order the help desk promises:
// our Message-ID answered, else the reference in the subject from the request's own address, else
// a new request. Machines' mail (auto-replies, bounces) is shown and does nothing more.

let counter = 0;
const mailOf = (mail: Partial<TestMail> & { from: string }) =>
  rawMail({ subject: 'Hello', text: 'Hello there', messageId: `<m${++counter}.${Date.now()}@mail.example>`, ...mail });
const importMail = async (mail: Partial<TestMail> & { from: string }, now?: Date) => importInboundMail(await mailOf(mail), { now });
const outbox = (kind: string) => db.selectFrom('outbox').selectAll().where('kind', '=', kind).orderBy('id').execute();

beforeAll(async () => {
  await seedDefaultSettings();
  await createOrResetAdmin(TEST_ADMIN.email, TEST_ADMIN.password);
});

/** A help request answered once by the administrator: the reply's Message-ID is what an answer names. */
async function answeredRequest(email: string) {
  const request = await createHelpRequest({ name: 'Nina Customer', email, subject: 'Drive not found', message: 'My USB drive is gone.' });
  const sent = await sendReply({
    reference: request.reference,
    body: 'Please try another cable.',
    lastSeen: 0,
    close: false,
    by: TEST_ACTOR,
  });
  expect(sent.kind).toBe('sent');
  const [reply] = (await listThread(db, request.reference)).filter((m) => m.kind === 'reply');
  return { reference: request.reference, replyId: reply!.message_id! };
}

describe('threading an e-mail', () => {
  it('joins the request whose reply it answers (In-Reply-To), folds the quote away, keeps the whole text, and opens the request again', async () => {
    const { reference, replyId } = await answeredRequest('nina@example.com');
    expect((await findRequest(db, reference))!.status).toBe('waiting');
    const text =
      'It worked with another cable, thanks!\n\nOn Tue, 3 Nov 2026 at 10:02, Recoverly Support <support@recoverly.test> wrote:\n> ## Reply above this line ##\n> Please try another cable.';
    const outcome = await importMail({
      from: 'Nina <nina@example.com>',
      subject: 'Re: whatever',
      inReplyTo: replyId,
      references: [replyId],
      text,
    });
    expect(outcome).toEqual({ kind: 'thread', reference });
    const [message] = (await listThread(db, reference)).filter((m) => m.kind === 'customer');
    expect(message).toMatchObject({
      channel: 'email',
      author: 'nina@example.com',
      author_name: 'Nina',
      body: 'It worked with another cable, thanks!',
    });
    expect(message!.original).toContain('Please try another cable.');
    expect((await findRequest(db, reference))!.status).toBe('open');
    // The administrator hears of it; the customer gets no acknowledgement for an answer.
    expect((await outbox('request-message')).at(-1)).toMatchObject({ subject: `New message on ${reference} from Nina` });
  });

  it('joins by the reference in the subject only when the sender is the request’s own address', async () => {
    const own = await createSupportRequest({
      name: 'Owen',
      email: 'Owen@Example.com',
      phone: '555 0100',
      product: 'Recoverly Photo Repair',
    });
    const joined = await importMail({
      from: 'owen@example.com',
      subject: `Re: We received your support request (${own.reference})`,
      text: 'More details.',
    });
    expect(joined).toEqual({ kind: 'thread', reference: own.reference });

    // A stranger quoting the same reference starts a request of their own; the owner's thread is untouched.
    const before = await listThread(db, own.reference);
    const acknowledgements = (await outbox('mail-acknowledgement')).length;
    const stranger = await importMail({
      from: 'Mallory <mallory@evil.example>',
      subject: `Re: ${own.reference} refund`,
      text: 'Send me the key.',
    });
    expect(stranger.kind).toBe('new-request');
    if (stranger.kind !== 'new-request') return;
    expect(stranger.reference).not.toBe(own.reference);
    expect(await listThread(db, own.reference)).toEqual(before);
    expect(await findRequest(db, stranger.reference)).toMatchObject({
      email: 'mallory@evil.example',
      name: 'Mallory',
      subject: `Re: ${own.reference} refund`,
      text: 'Send me the key.',
    });
    // Acknowledged (as an e-mail, capped apart from the forms' acknowledgements).
    expect(await outbox('mail-acknowledgement')).toHaveLength(acknowledgements + 1);
  });

  it('a stranger naming a Message-ID we never sent starts a new request', async () => {
    const { reference } = await answeredRequest('pat@example.com');
    const forged = `<${reference}.000000000000000000000000@localhost>`;
    const outcome = await importMail({ from: 'eve@evil.example', inReplyTo: forged, references: [forged], subject: 'Re: your request' });
    expect(outcome.kind).toBe('new-request');
  });

  it('shows an auto-reply on its thread and nothing more: no reopening, no acknowledgement; unthreaded it is dropped', async () => {
    const { reference, replyId } = await answeredRequest('away@example.com');
    const acknowledgements = (await outbox('request-acknowledgement')).length;
    const notices = (await outbox('request-message')).length;
    const outcome = await importMail({
      from: 'away@example.com',
      subject: 'Out of office',
      inReplyTo: replyId,
      headers: { 'Auto-Submitted': 'auto-replied' },
      text: 'I am away until Monday.',
    });
    expect(outcome).toEqual({ kind: 'system', reference });
    expect((await listThread(db, reference)).at(-1)).toMatchObject({ kind: 'system', body: 'I am away until Monday.' });
    expect((await findRequest(db, reference))!.status).toBe('waiting');
    const requests = await db.selectFrom('help_requests').select('id').execute();
    const machineHeaders: Record<string, string>[] = [
      { 'X-Autoreply': 'yes' },
      { Precedence: 'bulk' },
      { 'Auto-Submitted': 'auto-generated' },
    ];
    for (const headers of machineHeaders) {
      expect(await importMail({ from: 'robot@example.com', subject: 'Automatic answer', headers })).toEqual({
        kind: 'ignored',
        reason: 'auto-reply',
      });
    }
    expect(await importMail({ from: 'MAILER-DAEMON@mx.example', subject: 'Undelivered Mail Returned to Sender' })).toEqual({
      kind: 'ignored',
      reason: 'auto-reply',
    });
    expect(await db.selectFrom('help_requests').select('id').execute()).toHaveLength(requests.length);
    expect(await outbox('request-acknowledgement')).toHaveLength(acknowledgements);
    expect(await outbox('request-message')).toHaveLength(notices);
    // Auto-Submitted: no is a person's mail.
    expect((await importMail({ from: 'person@example.com', subject: 'Hi', headers: { 'Auto-Submitted': 'no' } })).kind).toBe('new-request');
  });

  it('starts a new request that names the old one when the request was closed more than 90 days ago', async () => {
    const { reference, replyId } = await answeredRequest('late@example.com');
    const longAgo = new Date(Date.now() - 91 * 24 * 60 * 60_000).toISOString();
    await db
      .updateTable('help_requests')
      .set({ status: 'closed', closed_at: longAgo, status_since: longAgo })
      .where('reference', '=', reference)
      .execute();
    const outcome = await importMail({
      from: 'late@example.com',
      inReplyTo: replyId,
      subject: 'Re: Drive not found',
      text: 'It is broken again.',
    });
    expect(outcome).toMatchObject({ kind: 'new-request', follows: reference });
    if (outcome.kind !== 'new-request') return;
    expect(await findRequest(db, outcome.reference)).toMatchObject({ follows: reference, status: 'open', text: 'It is broken again.' });
    expect((await findRequest(db, reference))!.status).toBe('closed');

    // Within 90 days, a closed request opens again.
    const recent = await answeredRequest('soon@example.com');
    const lately = new Date(Date.now() - 89 * 24 * 60 * 60_000).toISOString();
    await db
      .updateTable('help_requests')
      .set({ status: 'closed', closed_at: lately, status_since: lately })
      .where('reference', '=', recent.reference)
      .execute();
    expect(await importMail({ from: 'soon@example.com', inReplyTo: recent.replyId, subject: 'Re: x' })).toEqual({
      kind: 'thread',
      reference: recent.reference,
    });
    expect((await findRequest(db, recent.reference))!.status).toBe('open');
  });
});

describe('importing', () => {
  it('imports a message delivered twice once: its Message-ID is taken the first time', async () => {
    const raw = await mailOf({ from: 'twice@example.com', subject: 'Twice', messageId: '<twice@mail.example>' });
    expect((await importInboundMail(raw)).kind).toBe('new-request');
    expect(await importInboundMail(raw)).toEqual({ kind: 'duplicate' });
    expect(await db.selectFrom('help_requests').select('id').where('email', '=', 'twice@example.com').execute()).toHaveLength(1);
    await expect(
      db.insertInto('inbound_emails').values({ message_id: '<twice@mail.example>', outcome: 'ignored' }).execute(),
    ).rejects.toThrow();
  });

  it('turns an HTML-only e-mail into text: no tag, no script is kept', async () => {
    const outcome = await importMail({
      from: 'html@example.com',
      subject: 'HTML only',
      text: undefined,
      html: '<p>Hello <b>there</b></p><script>document.title="pwned"</script><p>Use &lt;script&gt; tags?</p>',
    });
    if (outcome.kind !== 'new-request') throw new Error(outcome.kind);
    const request = await findRequest(db, outcome.reference);
    expect(request!.text).toContain('Hello there');
    expect(request!.text).toContain('Use <script> tags?');
    expect(request!.text).not.toMatch(/<b>|<p>|pwned/);
  });

  it('keeps up to 5 files and 10 MB per message, and lists the rest by name and size', async () => {
    const big = Buffer.alloc(6 * 1024 * 1024, 1);
    const attachments = [
      ...['a', 'b', 'c', 'd'].map((name) => ({ filename: `${name}.txt`, content: `file ${name}` })),
      { filename: 'big-1.bin', content: big },
      { filename: 'big-2.bin', content: big },
      { filename: '../../etc/passwd', content: 'sixth' },
    ];
    const outcome = await importMail({ from: 'files@example.com', subject: 'Files', attachments });
    if (outcome.kind !== 'new-request') throw new Error(outcome.kind);
    const rows = await db
      .selectFrom('request_attachments')
      .select(['file_name', 'size', (eb) => eb('content', 'is not', null).as('kept')])
      .where('reference', '=', outcome.reference)
      .orderBy('id')
      .execute();
    expect(rows.map((row) => [row.file_name, Number(row.size), Boolean(row.kept)])).toEqual([
      ['a.txt', 6, true],
      ['b.txt', 6, true],
      ['c.txt', 6, true],
      ['d.txt', 6, true],
      ['big-1.bin', big.length, true],
      ['big-2.bin', big.length, false],
      ['passwd', 5, false],
    ]);
  });

  it('never imports the site’s own mail coming back (a notification to the same mailbox)', async () => {
    const own = await importInboundMail(
      await mailOf({ from: 'Recoverly <sales@recoverly.test>', subject: 'New help request REQ-0000-0000' }),
      {
        ownAddresses: ['sales@recoverly.test'],
      },
    );
    expect(own).toEqual({ kind: 'ignored', reason: 'own' });
  });
});
