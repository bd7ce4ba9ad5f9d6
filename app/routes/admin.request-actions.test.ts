import { beforeAll, describe, expect, it } from 'vitest';
import { createOrResetAdmin } from '~/features/admin-auth/admins.server';
import { db } from '~/lib/db/db.server';
import { readToast } from '~/web/flash.server';
import { createHelpRequest, createSupportRequest } from '~/features/requests/intake.server';
import { signInCookie, TEST_ADMIN } from '../../tests/helpers/admin';
import { callRoute, cookiesFrom, formRequest, getRequest } from '../../tests/helpers/route-call';
import { screenAction as action, screenLoader as loader } from '../../tests/helpers/admin-screens';

let cookie: string;
let support: { id: number; reference: string };
let help: { id: number; reference: string };

const LIST_URL = '/admin/requests?q=example&status=open';

async function post(fields: Record<string, string>, url = LIST_URL) {
  const outcome = await callRoute(action, formRequest(url, fields, { Cookie: cookie }), { clientAddress: '10.7.0.1' });
  const toast = (await readToast(new Request('http://localhost/', { headers: { Cookie: cookiesFrom(outcome.headers) } })))?.toast;
  return { ...outcome, toast };
}

const audits = () => db.selectFrom('audit_log').selectAll().where('kind', 'like', 'request-%').orderBy('id').execute();
const supportRow = () => db.selectFrom('support_requests').selectAll().where('id', '=', support.id).executeTakeFirstOrThrow();

beforeAll(async () => {
  await createOrResetAdmin(TEST_ADMIN.email, TEST_ADMIN.password);
  cookie = await signInCookie();
  support = await createSupportRequest({ name: 'Sue', email: 'sue@example.com', phone: '1', product: 'Recoverly Photo Repair' });
  help = await createHelpRequest({ name: 'Hal', email: 'hal@example.com', subject: 'Hi', message: 'Hello' });
});

describe('requests worked like tickets', () => {
  it('closes a request once: status, time and one audit row; a second close changes nothing', async () => {
    const first = await post({ intent: 'close-request', list: 'support', requestId: String(support.id) });
    // Back to the same list, scrolled to the row acted on.
    expect([first.status, first.location]).toEqual([302, `${LIST_URL}#support-request-${support.id}`]);
    expect(first.toast).toMatchObject({ type: 'success', title: 'Request Closed', description: 'The request has been closed.' });
    const closed = await supportRow();
    expect(closed.status).toBe('closed');
    expect(closed.closed_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(await audits()).toMatchObject([
      { kind: 'request-closed', subject: support.reference, actor: TEST_ADMIN.email, client_address: '10.7.0.1' },
    ]);

    const again = await post({ intent: 'close-request', list: 'support', requestId: String(support.id) });
    expect(again.toast).toMatchObject({
      type: 'info',
      title: 'Already Closed',
      description: `Request ${support.reference} was already closed. Nothing changed.`,
    });
    expect((await supportRow()).closed_at).toBe(closed.closed_at);
    expect(await audits()).toHaveLength(1);
  });

  it('reopens a closed request with one audit row', async () => {
    const outcome = await post({ intent: 'reopen-request', list: 'support', requestId: String(support.id) });
    expect(outcome.toast).toMatchObject({ type: 'success', title: 'Request Reopened' });
    expect(await supportRow()).toMatchObject({ status: 'open', closed_at: null });
    expect((await audits()).at(-1)).toMatchObject({ kind: 'request-reopened', subject: support.reference });
    expect(await audits()).toHaveLength(2);
  });

  it('saves the internal note without control characters, with one audit row holding it', async () => {
    const outcome = await post({
      intent: 'save-request-note',
      list: 'help',
      requestId: String(help.id),
      note: ' Refund\u0007 sent.\r\nWait for reply. ',
    });
    expect(outcome.toast).toMatchObject({ type: 'success', title: 'Note Saved' });
    const row = await db.selectFrom('help_requests').selectAll().where('id', '=', help.id).executeTakeFirstOrThrow();
    expect(row.note).toBe('Refund sent.\nWait for reply.');
    expect(row.note_updated_at).not.toBeNull();
    const audit = (await audits()).at(-1)!;
    expect([audit.kind, audit.subject, JSON.parse(audit.details)]).toEqual([
      'request-noted',
      help.reference,
      { note: 'Refund sent.\nWait for reply.' },
    ]);
    // Shown on the list it came from.
    const page = await callRoute(loader, getRequest('/admin/requests', { Cookie: cookie }));
    expect(page.data.help.items[0]).toMatchObject({ note: 'Refund sent.\nWait for reply.', status: 'open' });
  });

  it('refuses unknown requests, lists and overlong notes with a toast, changing nothing', async () => {
    const before = await audits();
    const cases: Record<string, string>[] = [
      { intent: 'close-request', list: 'support', requestId: '999999' },
      { intent: 'close-request', list: 'orders', requestId: String(support.id) },
      { intent: 'reopen-request', list: 'help', requestId: 'abc' },
      { intent: 'save-request-note', list: 'support', requestId: String(support.id), note: 'x'.repeat(2001) },
    ];
    const titles = [];
    for (const fields of cases) {
      const outcome = await post(fields);
      expect([outcome.status, outcome.location?.replace(/#.*$/, ''), outcome.toast?.type]).toEqual([302, LIST_URL, 'error']);
      titles.push(outcome.toast?.title);
    }
    expect(titles).toEqual(['Error closing request', 'Error closing request', 'Error reopening request', 'Error saving note']);
    expect(await audits()).toEqual(before);
    expect(await supportRow()).toMatchObject({ status: 'open', note: null });
  });

  it('lists requests by status, with counts, and finds one by its reference as pasted', async () => {
    await post({ intent: 'close-request', list: 'help', requestId: String(help.id) });
    const closed = await callRoute(loader, getRequest('/admin/requests?status=closed', { Cookie: cookie }));
    expect(closed.data.help.items.map((r: { id: number }) => r.id)).toEqual([help.id]);
    expect(closed.data.support.items).toEqual([]);
    expect([closed.data.support.counts, closed.data.help.counts]).toEqual([
      { all: 1, open: 1, closed: 0 },
      { all: 1, open: 0, closed: 1 },
    ]);
    const pasted = help.reference.toLowerCase().replace(/-/g, '');
    const found = await callRoute(loader, getRequest(`/admin/requests?q=${pasted}`, { Cookie: cookie }));
    expect([found.data.support.items.length, found.data.help.items[0].reference]).toEqual([0, help.reference]);
  });
});
