import { beforeAll, describe, expect, it } from 'vitest';
import { createOrResetAdmin } from '~/features/admin-auth/admins.server';
import { importInboundMail } from '~/features/inbound-mail/import.server';
import { createHelpRequest, createSupportRequest } from '~/features/requests/intake.server';
import { requestTokenState } from '~/features/requests/request-tokens.server';
import { saveSavedReply } from '~/features/requests/saved-replies.server';
import { seedDefaultSettings } from '~/features/settings/settings.server';
import { db } from '~/lib/db/db.server';
import { readToast } from '~/web/flash.server';
import { signInCookie, TEST_ACTOR, TEST_ADMIN } from '../../../tests/helpers/admin';
import { placeTestOrder } from '../../../tests/helpers/orders';
import { rawMail } from '../../../tests/helpers/raw-mail';
import { callRoute, cookiesFrom, formRequest, getRequest } from '../../../tests/helpers/route-call';
import { loader as attachmentLoader } from './attachment';
import { action, loader } from './route';

// A request's conversation page, through its loader and action as the browser calls them: the
// reply (an e-mail queued with the thread's headers), the check for newer messages, notes, status,
// saved replies inserted without JavaScript, and attachments downloaded as files.

let cookie: string;
const ADDRESS = '10.9.0.1';

const load = (reference: string, query = '') =>
  callRoute(loader, getRequest(`/admin/requests/${reference}${query}`, { Cookie: cookie }), {}, { reference });
async function post(reference: string, fields: Record<string, string>) {
  const outcome = await callRoute(
    action,
    formRequest(`/admin/requests/${reference}`, fields, { Cookie: cookie }),
    { clientAddress: ADDRESS },
    { reference },
  );
  const toast = (await readToast(new Request('http://localhost/', { headers: { Cookie: cookiesFrom(outcome.headers) } })))?.toast;
  return { ...outcome, toast };
}
const replies = (reference: string) =>
  db
    .selectFrom('outbox')
    .selectAll()
    .where('kind', '=', 'request-reply')
    .where('request_reference', '=', reference)
    .orderBy('id')
    .execute();
const audits = (reference: string) => db.selectFrom('audit_log').selectAll().where('subject', '=', reference).orderBy('id').execute();
const statusOf = async (reference: string) => (await load(reference)).data.view.status;

beforeAll(async () => {
  await seedDefaultSettings();
  await createOrResetAdmin(TEST_ADMIN.email, TEST_ADMIN.password);
  cookie = await signInCookie();
});

describe('the conversation page', () => {
  it('answers 404 for an unknown reference and moves a pasted one to its canonical address', async () => {
    expect((await load('REQ-0000-0000')).status).toBe(404);
    const { reference } = await createHelpRequest({ name: 'Ann', email: 'ann@example.com', subject: 'Hi', message: 'Hello' });
    const pasted = await load(reference.toLowerCase().replace(/-/g, ''));
    expect([pasted.status, pasted.location]).toEqual([302, `/admin/requests/${reference}`]);
  });

  it('shows the request as a view model: the original, the status, the person, nothing of the database rows', async () => {
    const { reference } = await createSupportRequest({
      name: 'Sue',
      email: 'Sue@Example.com',
      phone: '555 0100',
      product: 'Recoverly Photo Repair',
      problem: 'Photos gone.',
    });
    const order = await placeTestOrder({ name: 'Sue', email: 'sue@example.com', plan: 'Yearly', price: '$79.99' });
    const { data } = await load(reference);
    expect(data.view).toMatchObject({
      reference,
      kind: 'support',
      subject: 'Support request for Recoverly Photo Repair',
      status: 'open',
      statusLabel: 'Open',
      customer: {
        name: 'Sue',
        email: 'Sue@Example.com',
        facts: [
          ['Phone', '555 0100'],
          ['Product', 'Recoverly Photo Repair'],
        ],
      },
      original: { text: 'Photos gone.' },
      thread: [],
      lastMessageId: 0,
    });
    expect(data.view.related.orders).toEqual([
      expect.objectContaining({
        reference: order.reference,
        href: `/admin/orders/${order.reference}`,
        statusLabel: 'Pending Confirmation',
      }),
    ]);
    expect(Object.keys(data.view)).not.toContain('status_since');
  });
});

describe('replying', () => {
  it('queues the reply with its subject, Message-ID, thread and request-page link, sets Waiting on customer, and audits it', async () => {
    const { reference } = await createHelpRequest({
      name: 'Nina',
      email: 'nina@example.com',
      subject: 'Drive not found',
      message: 'My USB drive is gone.',
    });
    const sent = await post(reference, { intent: 'reply', body: 'Hello Nina,\r\nplease try another cable.', lastSeen: '0' });
    expect([sent.status, sent.location]).toEqual([302, `/admin/requests/${reference}`]);
    expect(sent.toast).toMatchObject({ type: 'success', title: 'Reply Sent' });
    const [mail] = await replies(reference);
    expect(mail).toMatchObject({
      recipient: 'nina@example.com',
      recipient_name: 'Nina',
      subject: `Re: Drive not found [${reference}]`,
      status: 'queued',
    });
    expect(mail!.message_id).toMatch(new RegExp(`^<${reference}\\.[0-9a-f]{32}@[a-z0-9.-]+>$`));
    // Without a mailbox, answers go to the contact e-mail.
    expect(mail!.reply_to).toBe('support@recoverly.com');
    const text = mail!.text_body.replace(/\s+/g, ' ');
    expect(text).toContain('## Reply above this line ##');
    expect(text).toContain('Hello Nina, please try another cable.');
    const link = /https?:\/\/\S+\/requests\/(REQ-[0-9A-Z-]+)\?t=(\S+)/.exec(mail!.text_body);
    expect(link?.[1]).toBe(reference);
    expect(requestTokenState(reference, decodeURIComponent(link![2]!))).toBe('valid');
    // Only the administrator's words: the form's text is not quoted back (anyone can type any address into a form).
    expect(mail!.text_body).not.toContain('My USB drive is gone.');
    expect(await statusOf(reference)).toBe('waiting');
    const view = (await load(reference)).data.view;
    expect(view.thread).toMatchObject([
      { kind: 'reply', author: TEST_ADMIN.email, body: 'Hello Nina,\nplease try another cable.', mail: { status: 'queued' } },
    ]);
    expect((await audits(reference)).map((row) => [row.kind, row.actor, row.client_address])).toEqual([
      ['request-replied', TEST_ADMIN.email, ADDRESS],
      ['request-waiting', TEST_ADMIN.email, ADDRESS],
    ]);
  });

  it('answers the customer’s e-mail in its thread (In-Reply-To, References) and quotes what they wrote', async () => {
    const { reference } = await createHelpRequest({ name: 'Tom', email: 'tom@example.com', subject: 'Key', message: 'Where is my key?' });
    await post(reference, { intent: 'reply', body: 'Which order?', lastSeen: '0' });
    const [first] = await replies(reference);
    const answer = await rawMail({
      from: 'Tom <tom@example.com>',
      subject: 'Re: Key',
      messageId: '<tom-1@mail.example>',
      inReplyTo: first!.message_id!,
      text: 'Order ORD-1234.',
    });
    expect(await importInboundMail(answer)).toEqual({ kind: 'thread', reference });
    const view = (await load(reference)).data.view;
    await post(reference, { intent: 'reply', body: 'Found it.', lastSeen: String(view.lastMessageId) });
    const second = (await replies(reference))[1]!;
    expect(second.in_reply_to).toBe('<tom-1@mail.example>');
    expect(second.thread_references!.split(' ')).toEqual([first!.message_id, '<tom-1@mail.example>']);
    expect(second.text_body).toContain('> Order ORD-1234.');
    expect(second.text_body).toMatch(/On .+, Tom wrote:/);
  });

  it('sends nothing over a newer message: the customer wrote meanwhile, or another tab replied first; the draft comes back', async () => {
    const { reference } = await createHelpRequest({ name: 'Two Tabs', email: 'tabs@example.com', subject: 'Tabs', message: 'Hi' });
    // Two tabs opened on the same thread: both carry lastSeen 0.
    const first = await post(reference, { intent: 'reply', body: 'From the first tab', lastSeen: '0' });
    expect(first.status).toBe(302);
    const second = await post(reference, { intent: 'reply', body: 'From the second tab', lastSeen: '0', close: '1' });
    expect(second.status).toBe(409);
    expect(second.data).toMatchObject({ intent: 'reply', draft: 'From the second tab', newerThan: 0, toast: { title: 'Not Sent' } });
    expect((await replies(reference)).map((row) => row.text_body.includes('From the first tab'))).toEqual([true]);
    expect(await statusOf(reference)).toBe('waiting');
    const view = (await load(reference)).data.view;
    // The customer writes while the administrator types.
    await importInboundMail(await rawMail({ from: 'tabs@example.com', subject: `Re: Tabs [${reference}]`, text: 'Any news?' }));
    const stale = await post(reference, { intent: 'reply', body: 'Still checking.', lastSeen: String(view.lastMessageId) });
    expect(stale.status).toBe(409);
    expect(await replies(reference)).toHaveLength(1);
    // The page as it comes back shows the new message; sent again over it, the reply goes.
    const fresh = (await load(reference)).data.view;
    expect(fresh.thread.at(-1)).toMatchObject({ kind: 'customer', body: 'Any news?' });
    expect((await post(reference, { intent: 'reply', body: 'Still checking.', lastSeen: String(fresh.lastMessageId) })).status).toBe(302);
    expect(await replies(reference)).toHaveLength(2);
  });

  it('Send and Close closes the request with the reply; an empty reply is refused, keeping nothing', async () => {
    const { reference } = await createHelpRequest({ name: 'Cleo', email: 'cleo@example.com', subject: 'Done', message: 'Thanks' });
    const empty = await post(reference, { intent: 'reply', body: '  \r\n ', lastSeen: '0' });
    expect([empty.status, empty.data.errors]).toEqual([400, { body: 'Please write a reply first.' }]);
    const closed = await post(reference, { intent: 'reply', body: 'You are welcome.', lastSeen: '0', close: '1' });
    expect(closed.toast).toMatchObject({ title: 'Reply Sent', description: 'Your reply is on its way, and the request is closed.' });
    expect(await statusOf(reference)).toBe('closed');
    expect((await audits(reference)).map((row) => row.kind)).toEqual(['request-replied', 'request-closed']);
  });
});

describe('each form judged by its schema', () => {
  it('answers a bad field by its name beside the field, keeps what was typed, and writes nothing', async () => {
    const { reference } = await createHelpRequest({ name: 'Fay', email: 'fay@example.com', subject: 'Fields', message: 'Hi' });
    const refusals: [Record<string, string>, Record<string, string>][] = [
      [{ intent: 'reply', body: ' \u0007 ', lastSeen: '0' }, { body: 'Please write a reply first.' }],
      [{ intent: 'reply', body: 'y'.repeat(7_001), lastSeen: '0' }, { body: 'A reply can be at most 7,000 characters.' }],
      [{ intent: 'note', body: '\r\n' }, { body: 'Please write the note first.' }],
      [{ intent: 'note', body: 'n'.repeat(2_001) }, { body: 'A note can be at most 2,000 characters.' }],
      [{ intent: 'status', status: 'deleted' }, { status: 'This form was not recognised. Please reload the page and try again.' }],
      [
        { intent: 'reply', 'insert-saved': '1', body: 'Kept', insert: 'x' },
        { body: 'That saved reply no longer exists. Nothing was inserted; your draft is as you left it.' },
      ],
    ];
    for (const [fields, errors] of refusals) {
      const refused = await post(reference, fields);
      expect([refused.status, refused.data.errors, refused.data.draft]).toEqual([400, errors, fields.body ?? '']);
      expect(refused.data.toast).toMatchObject({ type: 'error', description: Object.values(errors)[0] });
    }
    // A forged last-message id is the form's fault, not the text's: nothing beside the text box.
    const forged = await post(reference, { intent: 'reply', body: 'Hello', lastSeen: '-1' });
    expect([forged.status, forged.data.errors, forged.data.toast.title]).toEqual([400, {}, 'Request Failed']);
    expect(await replies(reference)).toEqual([]);
    expect(await statusOf(reference)).toBe('open');
    expect(await audits(reference)).toEqual([]);
    expect((await load(reference)).data.view.thread.filter((entry: { kind: string }) => entry.kind === 'note')).toEqual([]);
  });
});

describe('notes, status and saved replies', () => {
  it('adds internal notes to the thread, never to the outbox, each audited', async () => {
    const { reference } = await createHelpRequest({ name: 'Nora', email: 'nora@example.com', subject: 'Notes', message: 'Hi' });
    const outboxBefore = await db.selectFrom('outbox').select('id').execute();
    const noted = await post(reference, { intent: 'note', body: ' Called\u0007 her back. ' });
    expect([noted.status, noted.location, noted.toast?.title]).toEqual([302, `/admin/requests/${reference}#notes`, 'Note Added']);
    expect((await load(reference)).data.view.thread).toMatchObject([{ kind: 'note', body: 'Called her back.', author: TEST_ADMIN.email }]);
    expect(await db.selectFrom('outbox').select('id').execute()).toEqual(outboxBefore);
    expect((await audits(reference)).map((row) => [row.kind, JSON.parse(row.details)])).toEqual([
      ['request-noted', { note: 'Called her back.' }],
    ]);
    expect((await post(reference, { intent: 'note', body: '' })).status).toBe(400);
  });

  it('sets the status by hand, auditing each change and nothing for the same status', async () => {
    const { reference } = await createHelpRequest({ name: 'Stan', email: 'stan@example.com', subject: 'Status', message: 'Hi' });
    expect((await post(reference, { intent: 'status', status: 'waiting' })).toast).toMatchObject({
      title: 'Status Changed',
      description: 'The request is now: Waiting on customer.',
    });
    expect((await post(reference, { intent: 'status', status: 'waiting' })).toast).toMatchObject({ type: 'info', title: 'No Changes' });
    await post(reference, { intent: 'status', status: 'closed' });
    await post(reference, { intent: 'status', status: 'open' });
    expect((await audits(reference)).map((row) => row.kind)).toEqual(['request-waiting', 'request-closed', 'request-reopened']);
  });

  it('inserts a saved reply with the name, reference and latest order filled in, after the whole draft: a POST, the draft never in the address', async () => {
    const { reference } = await createHelpRequest({ name: 'Gail', email: 'gail@example.com', subject: 'Refund', message: 'Refund please' });
    const order = await placeTestOrder({ name: 'Gail', email: 'gail@example.com', plan: 'Monthly', price: '$29.99' });
    const saved = await saveSavedReply(
      null,
      'Refund steps',
      'Hi {name},\nyour request {reference} about order {order} is noted. {unknown}',
      TEST_ACTOR,
    );
    if (saved.kind !== 'created') throw new Error(saved.kind);
    const filled = `Hi Gail,\nyour request ${reference} about order ${order.reference} is noted. {unknown}`;
    // The page carries each saved reply filled in, for the browser to insert.
    expect((await load(reference)).data.view.savedReplies).toContainEqual({ id: saved.id, name: 'Refund steps', text: filled });
    // Without JavaScript: the reply form posted with its Insert button.
    const typed = `Thanks for waiting.\n${'All of this is kept. '.repeat(300)}`;
    const inserted = await post(reference, { intent: 'reply', lastSeen: '0', body: typed, insert: String(saved.id), 'insert-saved': '1' });
    expect(inserted.status).toBe(200);
    expect(inserted.data).toMatchObject({ intent: 'insert', draft: `${typed.trimEnd()}\n\n${filled}`, errors: {} });
    expect(await replies(reference)).toHaveLength(0);
    // An address no longer carries the draft, nor inserts anything.
    expect((await load(reference, `?body=Kept&insert=${saved.id}`)).data.draft).toBe('');
  });

  it('inserts nothing past the reply’s limit, says so, and keeps the whole draft: never a silent cut', async () => {
    const { reference } = await createHelpRequest({ name: 'Hugo', email: 'hugo@example.com', subject: 'Long', message: 'Long one' });
    const saved = await saveSavedReply(null, 'Long steps', 'Step one. '.repeat(60), TEST_ACTOR);
    if (saved.kind !== 'created') throw new Error(saved.kind);
    const typed = 'x'.repeat(6_800);
    const refused = await post(reference, { intent: 'reply', lastSeen: '0', body: typed, insert: String(saved.id), 'insert-saved': '1' });
    expect(refused.status).toBe(400);
    expect(refused.data).toMatchObject({
      intent: 'insert',
      draft: typed,
      errors: {
        body: 'With the saved reply, the reply would be longer than 7,000 characters. Nothing was inserted; your draft is as you left it.',
      },
    });
    // A draft longer than a reply comes back whole too.
    const long = 'y'.repeat(10_541);
    const kept = await post(reference, { intent: 'reply', lastSeen: '0', body: long, insert: String(saved.id), 'insert-saved': '1' });
    expect([kept.status, (kept.data as { draft: string }).draft.length]).toEqual([400, 10_541]);
  });
});

describe('attachments', () => {
  it('downloads a kept file as an attachment: octet-stream, nosniff, never inline', async () => {
    const outcome = await importInboundMail(
      await rawMail({
        from: 'files@example.com',
        subject: 'Screenshot',
        text: 'See attached.',
        attachments: [{ filename: 'page.html', content: '<script>alert(1)</script>', contentType: 'text/html' }],
      }),
    );
    if (outcome.kind !== 'new-request') throw new Error(outcome.kind);
    const [file] = (await load(outcome.reference)).data.view.original.attachments;
    expect(file).toMatchObject({
      fileName: 'page.html',
      sizeLabel: '25 B',
      href: `/admin/requests/${outcome.reference}/attachments/${file.id}`,
    });
    const response = (await attachmentLoader({
      request: getRequest(file.href, { Cookie: cookie }),
      params: { reference: outcome.reference, id: String(file.id) },
      context: { clientAddress: ADDRESS },
    } as never)) as Response;
    expect(response.headers.get('Content-Type')).toBe('application/octet-stream');
    expect(response.headers.get('Content-Disposition')).toBe(`attachment; filename="page.html"; filename*=UTF-8''page.html`);
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(await response.text()).toBe('<script>alert(1)</script>');
    const other = (await attachmentLoader({
      request: getRequest(file.href, { Cookie: cookie }),
      params: { reference: 'REQ-0000-0000', id: String(file.id) },
      context: { clientAddress: ADDRESS },
    } as never)) as Response;
    expect(other.status).toBe(404);
  });
});
