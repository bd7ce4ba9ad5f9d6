import { beforeAll, describe, expect, it } from 'vitest';
import { createOrResetAdmin } from '~/features/admin-auth/admins.server';
import { maskLastFour } from '~/features/audit/settings-changes';
import { db } from '~/lib/db/db.server';
import type { AuditRow } from '~/lib/db/schema';
import { DEFAULT_SETTINGS } from '~/features/settings/model';
import { createSupportRequest } from '~/features/requests/intake.server';
import { seedDefaultSettings } from '~/features/settings/settings.server';
import { signInCookie, TEST_ADMIN } from '../../tests/helpers/admin';
import { placeTestOrder } from '../../tests/helpers/orders';
import { callRoute, cookiesFrom, formRequest, getRequest } from '../../tests/helpers/route-call';
import { overviewLoader, screenAction as action, screenLoader as loader, screenOfForm } from '../../tests/helpers/admin-screens';
import { action as logoutAction } from './admin.logout';
import { action as conversationAction } from './admin.conversation/route';
import { loader as ordersCsvLoader } from './admin.orders-csv';

/** The orders CSV as the browser downloads it, read to the end (its audit row is written after the last row). */
async function ordersCsv(request: Request, clientAddress: string) {
  const response = (await ordersCsvLoader({ request, params: {}, context: { clientAddress, cspNonce: '' } } as never)) as Response;
  await response.text();
  return response;
}

// Every dashboard form, posted with forged fields that name audit rows: each action adds exactly one
// audit row, and no row written before changes by a single byte.

const ADDRESS = '192.0.2.44';
const FORGED = { id: '1', auditId: '1', audit_id: '1', created_at: '2000-01-01T00:00:00.000Z', kind: 'sign-in', actor: 'x@evil.test' };
const SETTINGS = {
  monthly: '34.99',
  yearly: '79.99',
  lifetime: '149.99',
  phone: '+1 555 0100',
  email: 'help@example.org',
  address: '1 Test Way',
  timeZone: 'America/New_York',
  accountHolder: 'Holder LLC',
  bankName: 'Test Bank',
  accountNumber: '000987654321',
  routingNumber: '021000021',
};

const allRows = () => db.selectFrom('audit_log').selectAll().orderBy('id').execute();

async function post(cookie: string, fields: Record<string, string>, url = screenOfForm(fields.intent!)) {
  return callRoute(action, formRequest(url, { ...FORGED, ...fields }, { Cookie: cookie }), {
    clientAddress: ADDRESS,
  });
}

/** Posts, then returns the audit rows the post added. */
async function added(run: () => Promise<unknown>): Promise<AuditRow[]> {
  const [last] = await db.selectFrom('audit_log').select('id').orderBy('id', 'desc').limit(1).execute();
  await run();
  return db
    .selectFrom('audit_log')
    .selectAll()
    .where('id', '>', last?.id ?? 0)
    .orderBy('id')
    .execute();
}

let cookie: string;

beforeAll(async () => {
  await seedDefaultSettings();
  await createOrResetAdmin(TEST_ADMIN.email, TEST_ADMIN.password);
  cookie = await signInCookie();
});

describe('the audit trail through the dashboard', () => {
  it('records each action once with its kind, actor, address, subject and details, and never changes a row', async () => {
    const before = await allRows();
    expect(before.map((row) => row.kind)).toContain('sign-in');

    // One row per kind of change: prices and contact under 'settings-saved', the bank under 'bank-details-changed'.
    const saved = await added(() => post(cookie, { intent: 'save-settings', ...SETTINGS }));
    expect(saved.map((row) => row.kind)).toEqual(['settings-saved', 'bank-details-changed']);
    for (const row of saved) expect(row).toMatchObject({ actor: TEST_ADMIN.email, client_address: ADDRESS, subject: null });
    const changes = JSON.parse(saved[0]!.details).changes as { field: string; before: string; after: string }[];
    const bankChanges = JSON.parse(saved[1]!.details).changes as { field: string; before: string; after: string }[];
    expect(bankChanges.find((c) => c.field === 'accountNumber')).toMatchObject({ after: '••••4321' });
    expect(bankChanges.find((c) => c.field === 'routingNumber')).toMatchObject({ after: '••••0021' });
    expect(changes.find((c) => c.field === 'monthly')).toMatchObject({ after: '34.99' });
    expect(changes.map((c) => c.field)).not.toContain('accountNumber');

    const pending = await placeTestOrder({ name: 'Audit Ann', email: 'ann@example.com', plan: 'Yearly', price: '$79.99' });
    const confirmed = await added(() => post(cookie, { intent: 'confirm-order', orderId: String(pending.id) }));
    expect(confirmed).toHaveLength(1);
    expect(confirmed[0]).toMatchObject({
      kind: 'order-confirmed',
      actor: TEST_ADMIN.email,
      client_address: ADDRESS,
      subject: pending.reference,
    });
    expect(JSON.parse(confirmed[0]!.details).licenseKey).toMatch(/^[0-9A-Z]{5}(-[0-9A-Z]{5}){3}$/);

    const other = await placeTestOrder({ name: 'Audit Bo', email: 'bo@example.com', plan: 'Monthly', price: '$29.99' });
    const cancelled = await added(() => post(cookie, { intent: 'cancel-order', orderId: String(other.id), reason: 'No transfer arrived' }));
    expect(cancelled).toHaveLength(1);
    expect(cancelled[0]).toMatchObject({ kind: 'order-cancelled', client_address: ADDRESS, subject: other.reference });
    expect(JSON.parse(cancelled[0]!.details)).toEqual({ reason: 'No transfer arrived' });

    const resent = await added(() => post(cookie, { intent: 'resend-mail', orderId: String(pending.id) }));
    expect(resent).toHaveLength(1);
    expect(resent[0]).toMatchObject({ kind: 'email-resent', actor: TEST_ADMIN.email, client_address: ADDRESS, subject: pending.reference });
    expect(JSON.parse(resent[0]!.details)).toMatchObject({ to: 'ann@example.com' });

    const { reference: requestReference } = await createSupportRequest({
      name: 'Audit Cy',
      email: 'cy@example.com',
      phone: '+1 555 0101',
      product: 'Recoverly Other',
    });
    // A request's conversation page: its note, reply and status forms.
    const onRequest = (fields: Record<string, string>) =>
      callRoute(
        conversationAction,
        formRequest(`/admin/requests/${requestReference}`, { ...FORGED, ...fields }, { Cookie: cookie }),
        {
          clientAddress: ADDRESS,
        },
        { reference: requestReference },
      );
    const noted = await added(() => onRequest({ intent: 'note', body: 'Called back on Monday' }));
    expect(noted).toHaveLength(1);
    expect(noted[0]).toMatchObject({ kind: 'request-noted', actor: TEST_ADMIN.email, client_address: ADDRESS, subject: requestReference });
    expect(JSON.parse(noted[0]!.details)).toMatchObject({ note: 'Called back on Monday' });
    // The reply is written over the thread as the page showed it: the note is its latest message.
    const note = await db.selectFrom('request_messages').select('id').where('reference', '=', requestReference).executeTakeFirstOrThrow();
    const replied = await added(() => onRequest({ intent: 'reply', body: 'We called you back.', lastSeen: String(note.id) }));
    expect(replied.map((row) => [row.kind, row.subject, row.client_address])).toEqual([
      ['request-replied', requestReference, ADDRESS],
      ['request-waiting', requestReference, ADDRESS],
    ]);
    const closed = await added(() => onRequest({ intent: 'status', status: 'closed' }));
    expect(closed.map((row) => [row.kind, row.subject, row.client_address])).toEqual([['request-closed', requestReference, ADDRESS]]);
    // Closing a closed request changes nothing, so it records nothing.
    expect(await added(() => onRequest({ intent: 'status', status: 'closed' }))).toEqual([]);
    const reopened = await added(() => onRequest({ intent: 'status', status: 'open' }));
    expect(reopened.map((row) => [row.kind, row.subject])).toEqual([['request-reopened', requestReference]]);

    const exported = await added(async () => {
      const download = await ordersCsv(getRequest('/admin/dashboard/orders.csv?status=confirmed', { Cookie: cookie }), ADDRESS);
      expect(download.status).toBe(200);
    });
    expect(exported).toHaveLength(1);
    expect(exported[0]).toMatchObject({ kind: 'csv-exported', actor: TEST_ADMIN.email, client_address: ADDRESS });
    expect(JSON.parse(exported[0]!.details)).toMatchObject({ list: 'orders', filters: { status: 'confirmed' }, rows: 1 });

    // Neither an unknown intent nor a missing one writes (or changes) anything.
    for (const screen of ['/admin/dashboard', '/admin/account', '/admin/orders']) {
      expect(await added(() => post(cookie, { intent: 'delete-audit' }, screen))).toEqual([]);
      expect(await added(() => post(cookie, { intent: 'update-audit', details: '{}' }, screen))).toEqual([]);
    }

    let next = cookie;
    const credentials = await added(async () => {
      const outcome = await post(cookie, {
        intent: 'update-credentials',
        email: 'renamed@example.com',
        newPassword: '',
        currentPassword: TEST_ADMIN.password,
      });
      expect(outcome.status).toBe(302);
      next = cookiesFrom(outcome.headers)
        .split('; ')
        .filter((pair) => pair.startsWith('__session='))
        .join('; ');
    });
    expect(credentials).toHaveLength(1);
    expect(credentials[0]).toMatchObject({ kind: 'credentials-changed', actor: TEST_ADMIN.email, client_address: ADDRESS });
    expect(JSON.parse(credentials[0]!.details)).toEqual({
      emailChanged: true,
      email: { before: TEST_ADMIN.email, after: 'renamed@example.com' },
      passwordChanged: false,
    });

    const signedOut = await added(() =>
      callRoute(logoutAction, formRequest('/admin/logout', { ...FORGED }, { Cookie: next }), { clientAddress: ADDRESS }),
    );
    expect(signedOut).toHaveLength(1);
    expect(signedOut[0]).toMatchObject({ kind: 'sign-out', actor: 'renamed@example.com', client_address: ADDRESS });

    const after = await allRows();
    expect(after.slice(0, before.length)).toEqual(before);
    expect(after.map((row) => row.kind).slice(before.length)).toEqual([
      'settings-saved',
      'bank-details-changed',
      'order-confirmed',
      'order-cancelled',
      'email-resent',
      'request-noted',
      'request-replied',
      'request-waiting',
      'request-closed',
      'request-reopened',
      'csv-exported',
      'credentials-changed',
      'sign-out',
    ]);
    // The bank numbers appear nowhere in the log, whole.
    const everything = JSON.stringify(after);
    for (const raw of [
      SETTINGS.accountNumber,
      SETTINGS.routingNumber,
      DEFAULT_SETTINGS.ach_details.accountNumber,
      DEFAULT_SETTINGS.ach_details.routingNumber,
    ])
      expect(everything).not.toContain(raw);
  });

  it('shows what was just done on the Activity tab, and the overview on every tab', async () => {
    const fresh = await signInCookie('renamed@example.com', TEST_ADMIN.password, ADDRESS);
    const page = await callRoute(loader, getRequest('/admin/activity?kind=bank-details-changed', { Cookie: fresh }));
    expect(page.status).toBe(200);
    expect(page.data.activity.kind).toBe('bank-details-changed');
    const [entry] = page.data.activity.page.items;
    expect(entry).toMatchObject({ kindLabel: 'Bank details changed', actor: TEST_ADMIN.email, clientAddress: ADDRESS });
    expect(entry.lines).toContain(`Account Number: ${maskLastFour(DEFAULT_SETTINGS.ach_details.accountNumber)} → ••••4321`);
    const above = await callRoute(overviewLoader, getRequest('/admin/activity?kind=bank-details-changed', { Cookie: fresh }));
    expect(above.data.overview).toMatchObject({ pending: { count: 0, oldestAge: null } });
    expect(above.data.overview.days).toHaveLength(30);
    expect(above.data.overview.last30.byPlan.Yearly).toBe(7999);
  });

  it('sends a visitor who is not signed in to /admin, overview and all', async () => {
    for (const load of [loader, overviewLoader]) {
      const outcome = await callRoute(load, getRequest('/admin/activity'));
      expect([outcome.status, outcome.location]).toEqual([302, '/admin']);
    }
  });
});
