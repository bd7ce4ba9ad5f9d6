import { beforeAll, describe, expect, it } from 'vitest';
import { createOrResetAdmin } from '~/features/admin-auth/admins.server';
import { db } from '~/lib/db/db.server';
import { readToast } from '~/web/flash.server';
import { signInCookie, TEST_ADMIN } from '../../../tests/helpers/admin';
import { callRoute, cookiesFrom, formRequest, getRequest } from '../../../tests/helpers/route-call';
import { action as checkMail } from '../admin.mailbox-check';
import { action, loader } from './route';

// Admin › Saved Replies: create, edit, delete, each audited; a refused save keeps what was typed.

let cookie: string;
async function post(fields: Record<string, string>, route: (args: any) => unknown = action, url = '/admin/saved-replies') {
  const outcome = await callRoute(route, formRequest(url, fields, { Cookie: cookie }));
  const toast = (await readToast(new Request('http://localhost/', { headers: { Cookie: cookiesFrom(outcome.headers) } })))?.toast;
  return { ...outcome, toast };
}
const audits = () => db.selectFrom('audit_log').select(['kind', 'details']).where('kind', 'like', 'saved-reply-%').orderBy('id').execute();

beforeAll(async () => {
  await createOrResetAdmin(TEST_ADMIN.email, TEST_ADMIN.password);
  cookie = await signInCookie();
});

describe('saved replies', () => {
  it('creates, edits and deletes a saved reply, auditing each', async () => {
    const created = await post({ intent: 'save', id: '', name: ' Deep scan ', body: 'Hi {name},\r\nrun the deep scan.' });
    expect([created.status, created.location, created.toast?.title]).toEqual([302, '/admin/saved-replies', 'Saved Reply Added']);
    const [row] = await db.selectFrom('saved_replies').selectAll().execute();
    expect(row).toMatchObject({ name: 'Deep scan', body: 'Hi {name},\nrun the deep scan.' });
    const editing = await callRoute(loader, getRequest(`/admin/saved-replies?edit=${row!.id}`, { Cookie: cookie }));
    expect(editing.data.editing).toEqual({ id: row!.id, name: 'Deep scan', body: 'Hi {name},\nrun the deep scan.' });
    expect(
      (await post({ intent: 'save', id: String(row!.id), name: 'Deep scan', body: 'Hi {name},\nrun the deep scan.' })).toast?.title,
    ).toBe('No Changes');
    expect((await post({ intent: 'save', id: String(row!.id), name: 'Deep scan', body: 'Hi {name}, run it.' })).toast?.title).toBe(
      'Saved Reply Updated',
    );
    expect((await post({ intent: 'delete', id: String(row!.id) })).toast?.title).toBe('Saved Reply Deleted');
    expect(await db.selectFrom('saved_replies').select('id').execute()).toEqual([]);
    expect((await audits()).map((audit) => [audit.kind, JSON.parse(audit.details)])).toEqual([
      ['saved-reply-saved', { name: 'Deep scan', created: true }],
      ['saved-reply-saved', { name: 'Deep scan', created: false }],
      ['saved-reply-deleted', { name: 'Deep scan' }],
    ]);
    expect((await post({ intent: 'delete', id: String(row!.id) })).toast?.title).toBe('Not Found');
  });

  it('refuses an empty field or a name already taken, keeping what was typed', async () => {
    const refused = await post({ intent: 'save', id: '', name: '', body: 'Text kept' });
    expect(refused.status).toBe(400);
    expect(refused.data).toMatchObject({
      values: { name: '', body: 'Text kept' },
      errors: { name: 'Please give the saved reply a name.' },
    });
    const noText = await post({ intent: 'save', id: '', name: 'Kept name', body: '  ' });
    expect([noText.status, noText.data.errors, noText.data.values.name]).toEqual([
      400,
      { body: 'Please write the reply text.' },
      'Kept name',
    ]);
    await post({ intent: 'save', id: '', name: 'Refund', body: 'A' });
    const taken = await post({ intent: 'save', id: '', name: 'Refund', body: 'B' });
    expect([taken.status, taken.data.errors.name]).toEqual([400, 'Another saved reply has this name.']);
    // An id that is not one of ours never creates a new one.
    for (const id of ['x', '0', '1.5']) expect((await post({ intent: 'save', id, name: 'New', body: 'C' })).toast?.title).toBe('Not Found');
    expect((await post({ intent: 'delete', id: 'x' })).toast?.title).toBe('Not Found');
    expect(await db.selectFrom('saved_replies').select('name').execute()).toEqual([{ name: 'Refund' }]);
  });
});

describe('Check Mail Now', () => {
  it('says no mailbox is read without IMAP_URL, and goes back only to an administrator page', async () => {
    const checked = await post({ back: '/admin/requests?status=all' }, checkMail, '/admin/mailbox/check');
    expect([checked.status, checked.location, checked.toast?.title]).toEqual([302, '/admin/requests?status=all', 'No Mailbox']);
    for (const back of ['https://evil.example/', '//evil.example/admin', '/pricing']) {
      expect((await post({ back }, checkMail, '/admin/mailbox/check')).location).toBe('/admin/requests');
    }
  });
});
