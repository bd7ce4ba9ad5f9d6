import type { Kysely } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import * as oneRequestsTable from '../../../migrations/2026-11-29-023-one-requests-table';
import * as inboxReads from '../../../migrations/2026-11-29-025-inbox-reads';
import { createOrResetAdmin } from '~/features/admin-auth/admins.server';
import { readAdminOrder } from '~/features/dashboard/admin-order.server';
import { importInboundMail } from '~/features/inbound-mail/import.server';
import { readInbox } from '~/features/requests/inbox/inbox.server';
import { readConversation } from '~/features/requests/conversation.server';
import { createContactMessage, createHelpRequest, createSupportRequest } from '~/features/requests/intake.server';
import { addRequestNote, sendReply } from '~/features/requests/replies.server';
import { requestPage } from '~/features/requests/request-page.server';
import { issueRequestToken } from '~/features/requests/request-tokens.server';
import { setRequestStatus } from '~/features/requests/status-changes.server';
import { seedDefaultSettings } from '~/features/settings/settings.server';
import { db } from '~/lib/db/db.server';
import { loader as requestsCsv } from '~/routes/admin.requests-csv';
import { signInCookie, TEST_ACTOR, TEST_ADMIN } from '../../../tests/helpers/admin';
import { parseCsv } from '../../../tests/helpers/csv';
import { placeTestOrder } from '../../../tests/helpers/orders';
import { rawMail } from '../../../tests/helpers/raw-mail';
import { getRequest } from '../../../tests/helpers/route-call';

// The move to one requests table, on the backend of this run. The help desk's business is written
// as the release before it kept it: a support request, a help-centre request, a contact message and
// a request started by an e-mail with a file, with notes, a reply and a closed status. The
// migration's down gives back the two tables that release had (support_requests, help_requests,
// an e-mailed request known only by the mailbox's ledger, a contact message only by its subject);
// its up must bring every row, reference, message and file into `requests`, each of its own kind,
// and every screen and export must show what it showed before.

const NOW = new Date('2026-12-01T12:00:00.000Z');
const STATUSES = ['open', 'waiting', 'closed'] as const;
const refs: Record<'support' | 'help' | 'contact' | 'email', string> = { support: '', help: '', contact: '', email: '' };
let cookie: string;
let orderReference: string;
// Issued once: a token carries the time it was issued.
const tokens: Record<string, string> = {};

async function csv(list: 'support' | 'help'): Promise<string[][]> {
  const response = (await requestsCsv({
    request: getRequest(`/admin/dashboard/requests.csv?list=${list}`, { Cookie: cookie }),
    context: { clientAddress: '10.9.0.1' },
    params: {},
  } as never)) as Response;
  return parseCsv(await response.text());
}

/** Everything a person sees of the requests: the inbox, both CSVs, the request pages, the conversations, the admin order. */
async function whatIsShown() {
  const inbox = await Promise.all(STATUSES.map((status) => readInbox(new URLSearchParams({ status }), NOW, 50)));
  const pages = await Promise.all(
    Object.values(refs).map((reference) => requestPage(reference, (tokens[reference] ??= issueRequestToken(reference)), NOW)),
  );
  const conversations = await Promise.all(Object.values(refs).map((reference) => readConversation(reference, NOW)));
  const order = await readAdminOrder(orderReference);
  return { inbox, support: await csv('support'), help: await csv('help'), pages, conversations, related: order?.related.requests };
}

/** The rows that name a request by its reference (they must come through untouched). */
async function referencingRows() {
  return {
    messages: await db.selectFrom('request_messages').selectAll().orderBy('id').execute(),
    attachments: await db.selectFrom('request_attachments').selectAll().orderBy('id').execute(),
    ledger: await db.selectFrom('inbound_emails').selectAll().orderBy('id').execute(),
    outbox: await db.selectFrom('outbox').select(['id', 'kind', 'request_reference', 'subject']).orderBy('id').execute(),
  };
}

const requestRows = async () =>
  (await db.selectFrom('requests').selectAll().orderBy('reference').execute()).map(({ id: _id, ...row }) => ({ ...row }));

beforeAll(async () => {
  await seedDefaultSettings();
  await createOrResetAdmin(TEST_ADMIN.email, TEST_ADMIN.password);
  cookie = await signInCookie();
  refs.support = (
    await createSupportRequest({
      name: 'Di Support',
      email: 'di@example.com',
      phone: '+1 555 0100',
      product: 'Recoverly Data Recovery',
      problem: 'A drive clicks',
    })
  ).reference;
  refs.help = (
    await createHelpRequest({ name: 'Ed Help', email: 'ed@example.com', subject: 'Activation', message: 'Where do I paste the key?' })
  ).reference;
  refs.contact = (
    await createContactMessage({ name: 'Flo Contact', email: 'flo@example.com', message: 'Do you sell gift cards?' })
  ).reference;
  const imported = await importInboundMail(
    await rawMail({
      from: 'Gus Mail <gus@example.com>',
      subject: 'Photos gone',
      text: 'My photos vanished, the log is attached.',
      messageId: '<first.mail@mail.example>',
      attachments: [{ filename: 'scan.log', content: 'sector 12 unreadable\n', contentType: 'text/plain' }],
    }),
    { now: NOW },
  );
  if (imported.kind !== 'new-request') throw new Error(`the e-mail was not imported as a request: ${imported.kind}`);
  refs.email = imported.reference;
  await addRequestNote({ reference: refs.support, body: 'Called back, drive is at the lab', by: TEST_ACTOR });
  await addRequestNote({ reference: refs.contact, body: 'Answered by phone', by: TEST_ACTOR });
  expect(
    (await sendReply({ reference: refs.help, body: 'Paste it under Help > Activate.', lastSeen: 0, close: false, by: TEST_ACTOR })).kind,
  ).toBe('sent');
  expect((await setRequestStatus(refs.contact, 'closed', TEST_ACTOR)).kind).toBe('changed');
  // The support request's customer also bought: the admin order lists their requests.
  orderReference = (await placeTestOrder({ name: 'Di Support', email: 'di@example.com', plan: 'Yearly', price: '$79.99' })).reference;
});

describe('the move to one requests table', () => {
  it('keeps every request, reference, message and file, each of its kind, and every screen and export shows the same', async () => {
    const shown = await whatIsShown();
    const requests = await requestRows();
    const referencing = await referencingRows();
    // The tables of another release, outside the schema's types.
    const old = db as unknown as Kysely<any>;

    // Back to the release before: two tables, nothing saying which kind a help row is.
    // The later migration that adds to `requests` steps back first, and forward again after.
    await inboxReads.down(old);
    await oneRequestsTable.down(old);
    const supportRows = await old.selectFrom('support_requests').select(['reference', 'problem', 'note']).execute();
    const helpRows = await old.selectFrom('help_requests').select(['reference', 'subject', 'note', 'status']).orderBy('id').execute();
    expect(supportRows).toEqual([{ reference: refs.support, problem: 'A drive clicks', note: 'Called back, drive is at the lab' }]);
    expect(helpRows).toEqual([
      { reference: refs.help, subject: 'Activation', note: null, status: 'waiting' },
      { reference: refs.contact, subject: 'Contact Form Submission', note: 'Answered by phone', status: 'closed' },
      { reference: refs.email, subject: 'Photos gone', note: null, status: 'open' },
    ]);

    await oneRequestsTable.up(old);
    await inboxReads.up(old);
    expect(await requestRows()).toEqual(requests);
    expect(
      Object.fromEntries((await db.selectFrom('requests').select(['reference', 'kind']).execute()).map((r) => [r.reference, r.kind])),
    ).toEqual({
      [refs.support]: 'support',
      [refs.help]: 'help',
      [refs.contact]: 'contact',
      [refs.email]: 'email',
    });
    expect(await referencingRows()).toEqual(referencing);
    expect(referencing.attachments).toMatchObject([
      { reference: refs.email, file_name: 'scan.log', content: Buffer.from('sector 12 unreadable\n') },
    ]);
    expect(await whatIsShown()).toEqual(shown);

    // What was shown is the spec's: the contact message's subject as stored, the CSVs' columns.
    const rows = shown.inbox.flatMap((page) => page.rows);
    expect(rows.map((row) => [row.reference, row.kindLabel, row.subject]).sort()).toEqual(
      [
        [refs.support, 'Support', 'Recoverly Data Recovery'],
        [refs.help, 'Help', 'Activation'],
        [refs.contact, 'Contact', 'Contact Form Submission'],
        [refs.email, 'Help', 'Photos gone'],
      ].sort(),
    );
    expect(shown.support[0]).toEqual([
      'reference',
      'created_at',
      'status',
      'closed_at',
      'name',
      'email',
      'phone',
      'product',
      'problem',
      'note',
    ]);
    expect(shown.support.slice(1).map((row) => [row[0], row[8], row[9]])).toEqual([
      [refs.support, 'A drive clicks', 'Called back, drive is at the lab'],
    ]);
    expect(shown.help[0]).toEqual(['reference', 'created_at', 'status', 'closed_at', 'name', 'email', 'subject', 'message', 'note']);
    expect(
      shown.help
        .slice(1)
        .map((row) => row[0])
        .sort(),
    ).toEqual([refs.help, refs.contact, refs.email].sort());
    expect(shown.pages.map((page) => page.kind)).toEqual(['open', 'open', 'open', 'open']);
    const emailPage = shown.pages[3]!;
    expect(emailPage.kind === 'open' && emailPage.view.origin).toBe('email');
    expect(shown.conversations[3]?.original.attachments.map((file) => file.fileName)).toEqual(['scan.log']);
    expect(shown.related?.map((request) => request.reference)).toEqual([refs.support]);
  });
});
