import { createHash } from 'node:crypto';
import { beforeAll, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { createOrResetAdmin } from '~/features/admin-auth/admins.server';
import { createHelpRequest, createSupportRequest } from '~/features/requests/intake.server';
import { sendReply } from '~/features/requests/replies.server';
import { HELD_FOR_DIGEST, IN_DIGEST, queueNewRequestDigest } from '~/features/requests/new-request-notice.server';
import { findRequest } from '~/features/requests/store.server';
import { listThread } from '~/features/requests/thread.server';
import { seedDefaultSettings } from '~/features/settings/settings.server';
import { db } from '~/lib/db/db.server';
import { TEST_ACTOR, TEST_ADMIN } from '../../../tests/helpers/admin';
import { rawMail, type TestMail } from '../../../tests/helpers/raw-mail';
import { outboxMessageId } from '~/features/mail/message-id.server';
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
    const requests = await db.selectFrom('requests').select('id').execute();
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
    expect(await db.selectFrom('requests').select('id').execute()).toHaveLength(requests.length);
    expect(await outbox('request-acknowledgement')).toHaveLength(acknowledgements);
    expect(await outbox('request-message')).toHaveLength(notices);
    // Auto-Submitted: no is a person's mail.
    expect((await importMail({ from: 'person@example.com', subject: 'Hi', headers: { 'Auto-Submitted': 'no' } })).kind).toBe('new-request');
  });

  it('starts a new request that names the old one when the request was closed more than 90 days ago', async () => {
    const { reference, replyId } = await answeredRequest('late@example.com');
    const longAgo = new Date(Date.now() - 91 * 24 * 60 * 60_000).toISOString();
    await db
      .updateTable('requests')
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
    expect(await findRequest(db, outcome.reference)).toMatchObject({
      kind: 'email',
      follows: reference,
      status: 'open',
      text: 'It is broken again.',
    });
    expect((await findRequest(db, reference))!.status).toBe('closed');

    // Within 90 days, a closed request opens again.
    const recent = await answeredRequest('soon@example.com');
    const lately = new Date(Date.now() - 89 * 24 * 60 * 60_000).toISOString();
    await db
      .updateTable('requests')
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
    expect(await db.selectFrom('requests').select('kind').where('email', '=', 'twice@example.com').execute()).toEqual([{ kind: 'email' }]);
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

describe('a stranger who guesses', () => {
  it('ten thousand guessed Message-IDs from a stranger’s address start a new request of their own and touch nobody else’s', async () => {
    const victim = await createHelpRequest({
      name: 'Vera Victim',
      email: 'vera@example.com',
      subject: 'My order',
      message: 'Where is it?',
    });
    const acknowledgement = await db
      .selectFrom('outbox')
      .select(['id', 'created_at'])
      .where('request_reference', '=', victim.reference)
      .where('kind', '=', 'request-acknowledgement')
      .executeTakeFirstOrThrow();
    // Sent: the sender records the Message-ID it gave the message.
    const sentAs = outboxMessageId({ id: acknowledgement.id, createdAt: acknowledgement.created_at }, 'http://localhost:3000');
    await db.updateTable('outbox').set({ status: 'sent', message_id: sentAs }).where('id', '=', acknowledgement.id).execute();
    // The attacker's best guess: the acknowledgement's id and time exactly, as the site's IDs were made before.
    const exact = `<outbox-${acknowledgement.id}.${createHash('sha256').update(`${acknowledgement.id}\n${acknowledgement.created_at}`).digest('hex').slice(0, 16)}@localhost>`;
    const guesses = Array.from({ length: 9_999 }, (_, i) => `<outbox-${i + 1}.${i.toString(16).padStart(16, '0')}@localhost>`);
    const before = await listThread(db, victim.reference);
    const outcome = await importInboundMail(
      rawWithReferences(
        'Victor Victim <victor@attacker.example>',
        'Re: My order',
        [...guesses, exact],
        'New bank details: account 99887766.',
      ),
    );
    expect(outcome.kind).toBe('new-request');
    if (outcome.kind !== 'new-request') return;
    expect(outcome.reference).not.toBe(victim.reference);
    expect(await findRequest(db, outcome.reference)).toMatchObject({
      email: 'victor@attacker.example',
      text: 'New bank details: account 99887766.',
    });
    expect(await listThread(db, victim.reference)).toEqual(before);
    expect((await findRequest(db, victim.reference))!.status).toBe('open');
  });

  it('joins a customer’s answer to their own earlier e-mail, from the same address only', async () => {
    const first = await importMail({
      from: 'ida@example.com',
      subject: 'Photos gone',
      messageId: '<ida-first@mail.example>',
      text: 'Help.',
    });
    if (first.kind !== 'new-request') throw new Error(first.kind);
    const again = await importMail({
      from: 'Ida <IDA@example.com>',
      subject: 'Forgot to say',
      inReplyTo: '<ida-first@mail.example>',
      references: ['<ida-first@mail.example>'],
      text: 'It is a Canon camera.',
    });
    expect(again).toEqual({ kind: 'thread', reference: first.reference });
    // Someone else naming Ida's Message-ID starts a request of their own.
    const other = await importMail({ from: 'mallory@evil.example', subject: 'Re: Photos gone', inReplyTo: '<ida-first@mail.example>' });
    expect(other.kind).toBe('new-request');
    expect((await listThread(db, first.reference)).map((message) => message.author)).toEqual(['IDA@example.com']);
  });

  it('marks an answer from another address to one of our e-mails, which never reopens a closed request nor changes where replies go', async () => {
    const { reference, replyId } = await answeredRequest('owner@example.com');
    await db
      .updateTable('requests')
      .set({ status: 'closed', closed_at: new Date().toISOString() })
      .where('reference', '=', reference)
      .execute();
    const outcome = await importMail({
      from: 'Colleague <colleague@example.com>',
      subject: 'Re: Drive not found',
      inReplyTo: replyId,
      text: 'FYI, forwarded.',
    });
    expect(outcome).toEqual({ kind: 'thread', reference });
    expect(await findRequest(db, reference)).toMatchObject({ status: 'closed', email: 'owner@example.com' });
    expect((await outbox('request-message')).at(-1)!.text_body).toContain('colleague@example.com> (from another address)');
    // The customer's own answer does reopen it.
    await importMail({ from: 'owner@example.com', subject: 'Re: Drive not found', inReplyTo: replyId, text: 'Still broken.' });
    expect((await findRequest(db, reference))!.status).toBe('open');
  });
});

describe('a flood of e-mails', () => {
  beforeEach(async () => {
    // Each test starts a new hour: the e-mails and messages of earlier tests are two hours old.
    const earlier = new Date(Date.now() - 2 * 60 * 60_000).toISOString();
    await db.updateTable('inbound_emails').set({ received_at: earlier }).execute();
    await db.updateTable('outbox').set({ created_at: earlier }).execute();
    await db.updateTable('outbox').set({ last_error: IN_DIGEST }).where('last_error', '=', HELD_FOR_DIGEST).execute();
  });

  it('holds new requests past 300 an hour unwritten, until the hour has room', async () => {
    const now = new Date();
    const hour = Array.from({ length: 300 }, (_, i) => ({
      message_id: `<flooded-${i}@flood.example>`,
      outcome: 'new-request' as const,
      sender: `flooder-${i}@flood.example`,
      received_at: new Date(now.getTime() - 30 * 60_000 + i).toISOString(),
    }));
    await db.insertInto('inbound_emails').values(hour).execute();
    onTestFinished(async () => {
      await db.deleteFrom('inbound_emails').where('message_id', 'like', '<flooded-%').execute();
    });
    const held = await importMail({ from: 'one-more@flood.example', subject: 'One more' });
    expect(held).toMatchObject({
      kind: 'held',
      reason: expect.stringMatching(/^Held in the mailbox: 300 new requests came by e-mail in the last hour, the site-wide limit/),
    });
    if (held.kind !== 'held') return;
    expect(held.retryAt.getTime()).toBe(Date.parse(hour[0]!.received_at) + 60 * 60_000);
    // Nothing of it was written: its Message-ID is free for the import that takes it later.
    expect(await db.selectFrom('requests').select('id').where('email', '=', 'one-more@flood.example').execute()).toEqual([]);
  });

  it('tells the administrator of ten new requests an hour one by one, and of the rest in one digest', async () => {
    for (let i = 0; i < 14; i++) await importMail({ from: `noisy-${i}@example.com`, subject: `Noise ${i}` });
    const notices = await outbox('new-request');
    const recent = notices.slice(-14);
    expect(recent.filter((row) => row.status === 'queued')).toHaveLength(10);
    expect(recent.filter((row) => row.status === 'skipped').map((row) => row.last_error)).toEqual(Array(4).fill(HELD_FOR_DIGEST));
    // Fifteen minutes on, one digest names the four.
    expect(await queueNewRequestDigest(new Date(Date.now() + 16 * 60_000))).toBe(4);
    const [digest] = await outbox('new-request-digest');
    expect(digest).toMatchObject({ subject: '4 more new requests', recipient: TEST_ADMIN.email, status: 'queued' });
    for (const row of recent.slice(10)) expect(digest!.text_body).toContain(row.request_reference!);
    // Only once an hour.
    await importMail({ from: 'noisy-late@example.com', subject: 'Later noise' });
    expect(await queueNewRequestDigest(new Date(Date.now() + 30 * 60_000))).toBe(0);
  });

  it('acknowledges an e-mail’s sender once a day, and a web form’s visitor whatever the e-mails did', async () => {
    const sender = 'repeat@example.com';
    await importMail({ from: sender, subject: 'First' });
    await importMail({ from: sender, subject: 'Second' });
    const acknowledgements = (await outbox('mail-acknowledgement')).filter((row) => row.recipient === sender);
    expect(acknowledgements.map((row) => row.status)).toEqual(['queued']);
    const form = await createHelpRequest({ name: 'Form', email: sender, subject: 'By the form', message: 'Hi' });
    expect((await outbox('request-acknowledgement')).find((row) => row.request_reference === form.reference)?.status).toBe('queued');
  });
});

/** A plain e-mail naming `references` (References, the last one also In-Reply-To). */
function rawWithReferences(from: string, subject: string, references: string[], text: string): Buffer {
  return Buffer.from(
    [
      `From: ${from}`,
      'To: support@recoverly.test',
      `Subject: ${subject}`,
      `Message-ID: <guess-${Date.now()}@attacker.example>`,
      `In-Reply-To: ${references.at(-1)}`,
      `References: ${references.join(' ')}`,
      'Content-Type: text/plain; charset=utf-8',
      '',
      text,
      '',
    ].join('\r\n'),
  );
}
