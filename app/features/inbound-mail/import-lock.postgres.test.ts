import { beforeAll, describe, expect, it } from 'vitest';
import { createOrResetAdmin } from '~/features/admin-auth/admins.server';
import { createHelpRequest } from '~/features/requests/intake.server';
import { findRequest, setRequestStatusRow } from '~/features/requests/store.server';
import { listThread } from '~/features/requests/thread.server';
import { lockRequest } from '~/features/requests/status-changes.server';
import { seedDefaultSettings } from '~/features/settings/settings.server';
import { db } from '~/lib/db/db.server';
import { TEST_ADMIN } from '../../../tests/helpers/admin';
import { rawMail } from '../../../tests/helpers/raw-mail';
import { importInboundMail } from './import.server';

// On PostgreSQL the administrator and the mailbox work on a request at the same moment, from two
// connections. The import takes the request's lock, then reads the request: a close committed while
// it waited for the lock is seen, and the customer's answer opens the request again, as it does
// whenever it comes after a close.

beforeAll(async () => {
  await seedDefaultSettings();
  await createOrResetAdmin(TEST_ADMIN.email, TEST_ADMIN.password);
});

describe('an answer imported while the administrator closes the request', () => {
  it('opens the request again: the close is seen, never overwritten with what the import read before the lock', async () => {
    const request = await createHelpRequest({ name: 'Cleo', email: 'cleo@example.com', subject: 'Lost videos', message: 'Help.' });
    await importInboundMail(await rawMail({ from: 'cleo@example.com', subject: 'Photos', messageId: '<cleo-1@mail.example>', text: 'x' }));
    let release = () => {};
    const closing = db.transaction().execute(async (trx) => {
      await lockRequest(trx, request.reference);
      await setRequestStatusRow(trx, (await findRequest(trx, request.reference))!, 'closed', new Date().toISOString());
      await new Promise<void>((resolve) => (release = resolve));
    });
    const answer = await rawMail({
      from: 'cleo@example.com',
      subject: `Re: Lost videos [${request.reference}]`,
      messageId: '<cleo-2@mail.example>',
      text: 'One more thing.',
    });
    const importing = importInboundMail(answer);
    // The import reads the thread, then waits for the request's lock while the close is uncommitted.
    await new Promise((resolve) => setTimeout(resolve, 500));
    release();
    await closing;
    expect(await importing).toEqual({ kind: 'thread', reference: request.reference });
    expect((await listThread(db, request.reference)).at(-1)).toMatchObject({ kind: 'customer', body: 'One more thing.' });
    expect((await findRequest(db, request.reference))!.status).toBe('open');
  });
});
