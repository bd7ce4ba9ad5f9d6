import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { redactSecrets } from '~/features/outbox/redact.server';
import { createOrResetAdmin, findAdminByEmail } from '~/features/admin-auth/admins.server';
import { db } from '~/lib/db/db.server';
import { readToast } from '~/web/flash.server';
import { placeTestOrder } from '../../tests/helpers/orders';
import { createHelpRequest, createSupportRequest } from '~/features/requests/intake.server';
import { DEFAULT_SETTINGS } from '~/features/settings/model';
import { getAchDetails, getContactInfo, getPrices, seedDefaultSettings } from '~/features/settings/settings.server';
import { callRoute, cookiesFrom, formRequest, getRequest } from '../../tests/helpers/route-call';
import { signInCookie, TEST_ADMIN } from '../../tests/helpers/admin';
import { refuseInserts } from '../../tests/helpers/db-faults';
import { overviewLoader, screenAction as action, screenLoader as loader, screenOfForm } from '../../tests/helpers/admin-screens';
import { action as logoutAction } from './admin.logout';

const NEW_SETTINGS = {
  monthly: ' 12.50 ',
  yearly: '$99',
  lifetime: '1,299',
  phone: '+1 555 0100',
  email: 'help@example.org',
  address: '1 Test Way, Springfield',
  timeZone: 'America/New_York',
  accountHolder: 'Test Holder LLC',
  bankName: 'Test Bank',
  accountNumber: '000111222',
  routingNumber: '021000021',
};

async function post(cookie: string, fields: Record<string, string | string[]>, url = screenOfForm(String(fields.intent))) {
  return callRoute(action, formRequest(url, fields, { Cookie: cookie }), { clientAddress: '10.1.0.1' });
}

async function toastOf(headers: Headers) {
  return (await readToast(new Request('http://localhost/', { headers: { Cookie: cookiesFrom(headers) } })))?.toast;
}

let cookie: string;

beforeAll(async () => {
  await seedDefaultSettings();
  await createOrResetAdmin(TEST_ADMIN.email, TEST_ADMIN.password);
  cookie = await signInCookie();
});

describe('dashboard loader', () => {
  it('shows the signed-in administrator the settings by default, without re-issuing the session cookie', async () => {
    const outcome = await callRoute(loader, getRequest('/admin/dashboard', { Cookie: cookie }));
    expect(outcome.status).toBe(200);
    expect(outcome.data.settings).toMatchObject({
      monthly: DEFAULT_SETTINGS.prices_usd.monthly,
      bankName: DEFAULT_SETTINGS.ach_details.bankName,
    });
    // The cookie's lifetime no longer slides with use: the server keeps the session's clock.
    expect(outcome.headers.get('Set-Cookie')).toBeNull();
  });

  it('moves an address of the dashboard from before each tab had its own to the tab, filters kept; an unknown tab is the home', async () => {
    const moved = async (url: string) => {
      const outcome = await callRoute(loader, getRequest(url, { Cookie: cookie }));
      return [outcome.status, outcome.location];
    };
    expect(await moved('/admin/dashboard?tab=orders&status=pending&q=ann&before=2026-11-20T10%3A00%3A00.000Z~7')).toEqual([
      301,
      '/admin/orders?status=pending&q=ann&before=2026-11-20T10%3A00%3A00.000Z%7E7',
    ]);
    expect(await moved('/admin/dashboard?tab=settings')).toEqual([301, '/admin/dashboard']);
    expect(await moved('/admin/dashboard?tab=<script>')).toEqual([301, '/admin/dashboard']);
  });

  it('lists support, help and contact requests in one inbox, longest waiting first, with a readable date', async () => {
    await createSupportRequest({ name: 'Older Olga', email: 'o@example.com', phone: '1', product: 'Recoverly Photo Repair' });
    await createSupportRequest({
      name: 'Newer Ned',
      email: 'n@example.com',
      phone: '2',
      product: 'Recoverly Other',
      problem: 'Lost a partition.',
    });
    await createHelpRequest({ name: 'Helen', email: 'h@example.com', subject: 'Hi', message: '<script>alert(1)</script>' });
    const outcome = await callRoute(loader, getRequest('/admin/requests', { Cookie: cookie }));
    const rows = outcome.data.inbox.page.rows;
    const names = rows.map((r: { name: string }) => r.name);
    expect(names.indexOf('Older Olga')).toBeLessThan(names.indexOf('Newer Ned'));
    expect(names.indexOf('Newer Ned')).toBeLessThan(names.indexOf('Helen'));
    const byName = (name: string) => rows.find((r: { name: string }) => r.name === name);
    expect(byName('Newer Ned')).toMatchObject({
      kindLabel: 'Support',
      subject: 'Recoverly Other',
      preview: 'Lost a partition.',
      statusLabel: 'Open',
    });
    expect(byName('Helen')).toMatchObject({ kindLabel: 'Help', subject: 'Hi', preview: '<script>alert(1)</script>' });
    // Each carries the REQ reference its acknowledgement e-mail quoted, and opens its conversation.
    expect(byName('Helen').reference).toMatch(/^REQ-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    expect(byName('Helen').href).toBe(`/admin/requests/${byName('Helen').reference}`);
    expect(byName('Helen').receivedLabel).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M UTC$/);
    expect(byName('Helen').waitLabel).toMatch(/^waiting \d+ min$/);
    const above = await callRoute(overviewLoader, getRequest('/admin/requests', { Cookie: cookie }));
    expect(above.data.waiting).toMatchObject({ count: expect.any(Number), oldestAge: 'less than an hour' });
  });
});

describe('saving site settings', () => {
  it('saves all three rows, trimmed, and reads them back', async () => {
    const outcome = await post(cookie, { intent: 'save-settings', ...NEW_SETTINGS });
    expect([outcome.status, outcome.location]).toEqual([302, '/admin/dashboard']);
    expect(await toastOf(outcome.headers)).toMatchObject({ title: 'Saved!', description: 'Site settings have been successfully saved.' });
    // Stored in one form: no dollar sign, no thousands separators.
    expect(await getPrices()).toEqual({ monthly: '12.50', yearly: '99', lifetime: '1299' });
    expect(await getContactInfo()).toEqual({ phone: '+1 555 0100', email: 'help@example.org', address: '1 Test Way, Springfield' });
    expect(await getAchDetails()).toEqual({
      accountHolder: 'Test Holder LLC',
      bankName: 'Test Bank',
      accountNumber: '000111222',
      routingNumber: '021000021',
    });
    const shown = await callRoute(loader, getRequest('/admin/dashboard', { Cookie: cookie }));
    expect(shown.data.settings).toMatchObject({ monthly: '12.50', accountHolder: 'Test Holder LLC' });
  });

  it("refuses a price of 'abc' and saves nothing, keeping what was typed", async () => {
    const before = await db.selectFrom('site_settings').selectAll().orderBy('key').execute();
    const outcome = await post(cookie, { intent: 'save-settings', ...NEW_SETTINGS, yearly: 'abc', phone: 'Changed phone', bankName: '' });
    expect(outcome.status).toBe(400);
    expect(outcome.data.toast).toMatchObject({ type: 'error', title: 'Save Failed' });
    expect(outcome.data.errors.yearly).toBe('Yearly Plan must be a positive amount in dollars, like 29.99.');
    expect(outcome.data.errors.bankName).toBe('Bank Name is required.');
    expect(outcome.data.values).toMatchObject({ yearly: 'abc', phone: 'Changed phone' });
    expect(await db.selectFrom('site_settings').selectAll().orderBy('key').execute()).toEqual(before);
  });

  it('refuses control characters and a repeated field in the settings, saving nothing', async () => {
    const before = await db.selectFrom('site_settings').selectAll().orderBy('key').execute();
    const outcome = await post(cookie, {
      intent: 'save-settings',
      ...NEW_SETTINGS,
      accountNumber: '0001\u0000112',
      address: ['One', 'Two'],
    });
    expect(outcome.status).toBe(400);
    expect(outcome.data.errors.accountNumber).toBe('Account Number contains characters that are not allowed.');
    expect(outcome.data.errors.address).toBe('Address was sent more than once.');
    expect(await db.selectFrom('site_settings').selectAll().orderBy('key').execute()).toEqual(before);
  });

  it('keeps every setting on one line: a line break or a tab is refused, saving nothing', async () => {
    const before = await db.selectFrom('site_settings').selectAll().orderBy('key').execute();
    const outcome = await post(cookie, { intent: 'save-settings', ...NEW_SETTINGS, phone: '+1 555\r\n0100', bankName: 'Test\tBank' });
    expect(outcome.status).toBe(400);
    expect(outcome.data.errors.phone).toBe('Phone must be on one line, without line breaks or tabs.');
    expect(outcome.data.errors.bankName).toBe('Bank Name must be on one line, without line breaks or tabs.');
    expect(await db.selectFrom('site_settings').selectAll().orderBy('key').execute()).toEqual(before);
  });

  it('refuses a price that is not written like 1234.56 (an optional $ and thousands separators only), saving nothing', async () => {
    const before = await db.selectFrom('site_settings').selectAll().orderBy('key').execute();
    for (const bad of [',,,0,,0,1', '1,2,3', '12.345', '1e3', '$-5', '12 34']) {
      const outcome = await post(cookie, { intent: 'save-settings', ...NEW_SETTINGS, lifetime: bad });
      expect(outcome.status, bad).toBe(400);
      expect(outcome.data.errors.lifetime, bad).toBe('Lifetime License must be a positive amount in dollars, like 29.99.');
    }
    expect(await db.selectFrom('site_settings').selectAll().orderBy('key').execute()).toEqual(before);
    const accepted = await post(cookie, { intent: 'save-settings', ...NEW_SETTINGS, lifetime: '$1,234.5' });
    expect(accepted.status).toBe(302);
    expect((await getPrices()).lifetime).toBe('1234.50');
  });

  it('refuses a contact e-mail that would smuggle more into the mailto: link', async () => {
    const before = await db.selectFrom('site_settings').selectAll().orderBy('key').execute();
    for (const bad of [
      'help@example.org?bcc=spy%40evil.example',
      'help@example.org?bcc=spy@evil.example',
      'help@example.org&subject=x',
      'a b@example.org',
    ]) {
      const outcome = await post(cookie, { intent: 'save-settings', ...NEW_SETTINGS, email: bad });
      expect(outcome.status, bad).toBe(400);
      expect(outcome.data.errors.email, bad).toBe('Email must be a valid e-mail address.');
    }
    expect(await db.selectFrom('site_settings').selectAll().orderBy('key').execute()).toEqual(before);
  });

  it('refuses zero and negative prices', async () => {
    for (const bad of ['0', '-5', '']) {
      const outcome = await post(cookie, { intent: 'save-settings', ...NEW_SETTINGS, monthly: bad });
      expect(outcome.status, bad).toBe(400);
      expect(outcome.data.errors.monthly, bad).toMatch(/Monthly Plan/);
    }
  });
});

describe('confirming an order', () => {
  it('marks a pending order confirmed, and a second confirm changes nothing', async () => {
    const { id } = await placeTestOrder({ name: 'Paying Paula', email: 'paula@example.com', plan: 'Yearly', price: '$79.99' });
    const first = await post(cookie, { intent: 'confirm-order', orderId: String(id) }, '/admin/orders?status=pending&q=buyer');
    // Back to the same list, its filters kept, at the row acted on.
    expect([first.status, first.location]).toEqual([302, `/admin/orders?status=pending&q=buyer#order-${id}`]);
    expect(await toastOf(first.headers)).toMatchObject({
      title: 'Order Confirmed',
      description: 'The order has been marked as confirmed.',
    });
    const row = await db.selectFrom('ach_orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.status).toBe('confirmed');

    const second = await post(cookie, { intent: 'confirm-order', orderId: String(id) });
    expect(second.status).toBe(302);
    expect(await toastOf(second.headers)).toEqual(
      expect.objectContaining({
        type: 'info',
        title: 'Already Confirmed',
        description: `Order ${row.reference} was already confirmed. Nothing changed.`,
      }),
    );
    expect(await db.selectFrom('ach_orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow()).toEqual(row);
    const confirmations = await db
      .selectFrom('audit_log')
      .select('id')
      .where('kind', '=', 'order-confirmed')
      .where('subject', '=', row.reference)
      .execute();
    expect(confirmations).toHaveLength(1);

    const listed = await callRoute(loader, getRequest('/admin/orders', { Cookie: cookie }));
    expect(listed.data.orders.items.find((o: { id: number }) => o.id === id)).toMatchObject({ status: 'confirmed', price: '$79.99' });
  });

  it('answers an unknown order with a clear message, and a non-numeric order id by its field', async () => {
    const unknown = await post(cookie, { intent: 'confirm-order', orderId: '999999' });
    expect(unknown.status).toBe(302);
    expect(await toastOf(unknown.headers)).toMatchObject({
      type: 'error',
      title: 'Error confirming order',
      description: 'Order #999999 was not found.',
    });
    const audited = async () => (await db.selectFrom('audit_log').select('id').execute()).length;
    const before = await audited();
    for (const [intent, title] of [
      ['confirm-order', 'Error confirming order'],
      ['reopen-order', 'Error reopening order'],
      ['resend-mail', 'Error resending e-mail'],
    ] as const) {
      for (const orderId of ['abc', '1; drop table ach_orders', '', '0']) {
        const outcome = await post(cookie, { intent, orderId });
        expect([outcome.status, outcome.data.errors, outcome.data.values]).toEqual([
          400,
          { orderId: 'The order number is not valid.' },
          { orderId },
        ]);
        expect(outcome.data.toast).toMatchObject({ type: 'error', title, description: 'The order number is not valid.' });
      }
    }
    expect(await audited()).toBe(before);
  });
});

describe('updating the credentials', () => {
  const update = (c: string, fields: Record<string, string>) => post(c, { intent: 'update-credentials', ...fields });

  it("says 'No Changes' when neither a new e-mail nor a new password is given", async () => {
    for (const fields of [
      { email: '', newPassword: '', currentPassword: '' },
      { email: TEST_ADMIN.email.toUpperCase(), newPassword: '', currentPassword: TEST_ADMIN.password },
    ]) {
      const outcome = await update(cookie, fields);
      expect(outcome.data.toast).toMatchObject({ title: 'No Changes', description: 'No new credentials were provided to update.' });
    }
  });

  it('refuses a wrong current password, a missing one, and a short new password', async () => {
    const before = await findAdminByEmail(TEST_ADMIN.email);
    const wrong = await update(cookie, { email: '', newPassword: 'a brand new password', currentPassword: 'not my password' });
    expect(wrong.status).toBe(400);
    expect(wrong.data.toast).toMatchObject({ title: 'Update Failed', description: 'The current password is not correct.' });
    const missing = await update(cookie, { email: 'new@example.com', newPassword: '', currentPassword: '' });
    expect(missing.data.toast).toMatchObject({
      title: 'Update Failed',
      description: 'Enter your current password to change your credentials.',
    });
    const short = await update(cookie, { email: '', newPassword: 'short', currentPassword: TEST_ADMIN.password });
    expect(short.data.toast).toMatchObject({ title: 'Update Failed', description: 'The password must be at least 8 characters long.' });
    expect(short.data.values).toEqual({ email: '' });
    // Each refusal names its field, for the message to show beside it.
    expect([wrong.data.errors, missing.data.errors, short.data.errors]).toEqual([
      { currentPassword: 'The current password is not correct.' },
      { currentPassword: 'Enter your current password to change your credentials.' },
      { newPassword: 'The password must be at least 8 characters long.' },
    ]);
    expect(await findAdminByEmail(TEST_ADMIN.email)).toEqual(before);
  });

  it('refuses a field sent twice beside that field, never reading its first value', async () => {
    const before = await findAdminByEmail(TEST_ADMIN.email);
    const twice = await post(cookie, {
      intent: 'update-credentials',
      email: ['thief@example.com', TEST_ADMIN.email],
      newPassword: '',
      currentPassword: TEST_ADMIN.password,
    });
    expect([twice.status, twice.data.errors, twice.data.toast.description]).toEqual([
      400,
      { email: 'Email was sent more than once.' },
      'Email was sent more than once.',
    ]);
    expect(await findAdminByEmail(TEST_ADMIN.email)).toEqual(before);
  });

  it('writes the new credentials, the end of the other sessions and the audit row together: when the last write fails, none is kept', async () => {
    const mine = await signInCookie();
    const other = await signInCookie();
    const before = await findAdminByEmail(TEST_ADMIN.email);
    const sessionsBefore = await db.selectFrom('admin_sessions').select('id').orderBy('id').execute();
    const restore = await refuseInserts('audit_log', 'the audit log is unavailable');
    const failed = await update(mine, {
      email: 'moved@example.com',
      newPassword: 'a third password 3',
      currentPassword: TEST_ADMIN.password,
    }).finally(restore);
    expect(failed.status).toBe(500);
    expect(failed.data.toast).toMatchObject({ title: 'Update Failed', description: expect.stringMatching(/audit log is unavailable/) });
    expect(await findAdminByEmail(TEST_ADMIN.email)).toEqual(before);
    expect(await findAdminByEmail('moved@example.com')).toBeUndefined();
    expect(await db.selectFrom('admin_sessions').select('id').orderBy('id').execute()).toEqual(sessionsBefore);
    expect((await callRoute(loader, getRequest('/admin/dashboard', { Cookie: other }))).status).toBe(200);
  });

  it('changes the password: this session stays signed in, every other session ends', async () => {
    const mine = await signInCookie();
    const other = await signInCookie();
    expect(mine).not.toBe(other);
    const newPassword = 'second password 2';
    const outcome = await update(mine, { email: '', newPassword, currentPassword: TEST_ADMIN.password });
    expect([outcome.status, outcome.location]).toEqual([302, '/admin/account']);
    expect(await toastOf(outcome.headers)).toMatchObject({
      title: 'Update Successful',
      description: 'Your credentials have been updated.',
    });
    const reissued = cookiesFrom(outcome.headers)
      .split('; ')
      .filter((p) => p.startsWith('__session='))
      .join('; ');

    const stillIn = await callRoute(loader, getRequest('/admin/account', { Cookie: reissued }));
    expect(stillIn.status).toBe(200);
    const signedOut = await callRoute(loader, getRequest('/admin/dashboard', { Cookie: other }));
    expect([signedOut.status, signedOut.location]).toEqual([302, '/admin']);
    const staleOwn = await callRoute(loader, getRequest('/admin/dashboard', { Cookie: mine }));
    expect(staleOwn.location).toBe('/admin');

    await expect(signInCookie(TEST_ADMIN.email, TEST_ADMIN.password, '10.9.9.9')).rejects.toThrow(/401/);
    const fresh = await signInCookie(TEST_ADMIN.email, newPassword, '10.9.9.9');
    expect((await callRoute(loader, getRequest('/admin/dashboard', { Cookie: fresh }))).status).toBe(200);

    // Change the e-mail (and put the password back) for the tests that follow.
    const back = await update(reissued, { email: 'Renamed@Example.com', newPassword: TEST_ADMIN.password, currentPassword: newPassword });
    expect(back.status).toBe(302);
    expect((await findAdminByEmail('renamed@example.com'))?.email).toBe('renamed@example.com');
    cookie = await signInCookie('renamed@example.com', TEST_ADMIN.password, '10.9.9.8');
  });
});

describe('logout', () => {
  it('ends the session and returns to /admin', async () => {
    const session = await signInCookie('renamed@example.com', TEST_ADMIN.password, '10.9.9.7');
    const outcome = await callRoute(logoutAction, formRequest('/admin/logout', {}, { Cookie: session }));
    expect([outcome.status, outcome.location]).toEqual([302, '/admin']);
    expect(outcome.headers.get('Set-Cookie')).toMatch(/__session=;.*(Max-Age=0|Expires=Thu, 01 Jan 1970)/);
  });
});

describe('cancelling an order and resending its e-mail', () => {
  it('cancels a pending order with the reason, once; the reason is required', async () => {
    const order = await placeTestOrder({ name: 'Cancel Cody', email: 'cody@example.com', plan: 'Monthly', price: '$29.99' });
    for (const [reason, error] of [
      [' \r\n ', 'Please give the reason the buyer will read.'],
      ['r'.repeat(301), 'Please keep the reason under 300 characters.'],
    ] as const) {
      const refused = await post(cookie, { intent: 'cancel-order', orderId: String(order.id), reason });
      expect([refused.status, refused.data.errors, refused.data.values]).toEqual([
        400,
        { reason: error },
        { orderId: String(order.id), reason },
      ]);
      expect(refused.data.toast).toMatchObject({ type: 'error', title: 'Error cancelling order', description: error });
    }
    expect(await db.selectFrom('ach_orders').select('status').where('id', '=', order.id).executeTakeFirstOrThrow()).toEqual({
      status: 'pending',
    });
    const cancelled = await post(cookie, {
      intent: 'cancel-order',
      orderId: String(order.id),
      reason: 'Payment not received within 7 days',
    });
    expect([cancelled.status, cancelled.location]).toEqual([302, `/admin/orders#order-${order.id}`]);
    expect(await toastOf(cancelled.headers)).toMatchObject({ title: 'Order Cancelled', description: 'The order has been cancelled.' });
    const row = await db.selectFrom('ach_orders').selectAll().where('id', '=', order.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'cancelled', cancel_reason: 'Payment not received within 7 days' });
    expect(row.cancelled_at).toMatch(/^\d{4}-/);
    // Neither a second cancel nor a confirm (from a page loaded before the cancel) changes a cancelled order, and each says so.
    const again = await post(cookie, { intent: 'cancel-order', orderId: String(order.id), reason: 'Another reason' });
    expect(await toastOf(again.headers)).toMatchObject({
      type: 'info',
      title: 'Already Cancelled',
      description: `Order ${order.reference} was already cancelled. Nothing changed.`,
    });
    const stale = await post(cookie, { intent: 'confirm-order', orderId: String(order.id) });
    expect(await toastOf(stale.headers)).toMatchObject({
      type: 'error',
      title: 'Error confirming order',
      description: `Order ${order.reference} is cancelled, so it was not confirmed. Nothing changed.`,
    });
    expect(await db.selectFrom('ach_orders').selectAll().where('id', '=', order.id).executeTakeFirstOrThrow()).toEqual(row);
    const kinds = await db.selectFrom('outbox').select('kind').where('order_id', '=', order.id).execute();
    expect(kinds.filter((k) => k.kind === 'order-cancelled')).toHaveLength(1);
  });

  it('refuses to cancel a confirmed order, and says why; nothing changes', async () => {
    const order = await placeTestOrder({ name: 'Kept Kai', email: 'kai@example.com', plan: 'Monthly', price: '$29.99' });
    await post(cookie, { intent: 'confirm-order', orderId: String(order.id) });
    const confirmed = await db.selectFrom('ach_orders').selectAll().where('id', '=', order.id).executeTakeFirstOrThrow();
    const refused = await post(cookie, { intent: 'cancel-order', orderId: String(order.id), reason: 'Changed my mind' });
    expect(await toastOf(refused.headers)).toMatchObject({
      type: 'error',
      title: 'Error cancelling order',
      description: `Order ${order.reference} is confirmed and its license was sent, so it was not cancelled. Nothing changed.`,
    });
    expect(await db.selectFrom('ach_orders').selectAll().where('id', '=', order.id).executeTakeFirstOrThrow()).toEqual(confirmed);
    const cancelMail = await db
      .selectFrom('outbox')
      .select('id')
      .where('order_id', '=', order.id)
      .where('kind', '=', 'order-cancelled')
      .execute();
    expect(cancelMail).toEqual([]);
  });

  it('sends the message again written afresh, with a working link, when the stored copy was redacted', async () => {
    const order = await placeTestOrder({ name: 'Redacted Rae', email: 'rae@example.com', plan: 'Monthly', price: '$29.99' });
    const stored = await db
      .selectFrom('outbox')
      .selectAll()
      .where('order_id', '=', order.id)
      .where('kind', '=', 'order-received')
      .executeTakeFirstOrThrow();
    expect(redactSecrets(stored.text_body)).toContain('[redacted]');
    // As the redaction job leaves a message 30 days after it was sent (written here directly: the job needs the row sent long ago).
    await sql`update outbox set text_body = ${redactSecrets(stored.text_body)}, html_body = ${redactSecrets(stored.html_body)} where id = ${stored.id}`.execute(
      db,
    );
    await post(cookie, { intent: 'resend-mail', orderId: String(order.id) });
    const again = await db
      .selectFrom('outbox')
      .selectAll()
      .where('order_id', '=', order.id)
      .where('kind', '=', 'order-received')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(again.id).not.toBe(stored.id);
    expect(again.text_body).not.toContain('[redacted]');
    expect(again.text_body).toMatch(/token=[A-Za-z0-9_-]{43}/);
  });

  it("queues the buyer's latest message again, and lists every message on the E-mail tab, newest first", async () => {
    const order = await placeTestOrder({ name: 'Resend Rosa', email: 'rosa@example.com', plan: 'Yearly', price: '$79.99' });
    const resent = await post(cookie, { intent: 'resend-mail', orderId: String(order.id) });
    expect(await toastOf(resent.headers)).toMatchObject({ type: 'success', title: 'E-mail Queued' });
    const buyerMail = await db
      .selectFrom('outbox')
      .selectAll()
      .where('order_id', '=', order.id)
      .where('kind', '=', 'order-received')
      .orderBy('id')
      .execute();
    expect(buyerMail).toHaveLength(2);
    expect(buyerMail[1]).toMatchObject({ recipient: 'rosa@example.com', subject: buyerMail[0]!.subject, status: 'queued' });

    const tab = await callRoute(loader, getRequest('/admin/email', { Cookie: cookie }));
    const newest = tab.data.email.page.items[0];
    expect(newest).toMatchObject({ id: buyerMail[1]!.id, recipient: 'rosa@example.com', status: 'queued', attempts: 0, lastError: null });
    expect(newest).not.toHaveProperty('html_body');
  });

  it('shows the reference on every order row and the license key on confirmed ones', async () => {
    const order = await placeTestOrder({ name: 'Keyed Kim', email: 'kim@example.com', plan: 'Lifetime', price: '$149.99' });
    await post(cookie, { intent: 'confirm-order', orderId: String(order.id) });
    const listed = await callRoute(loader, getRequest('/admin/orders', { Cookie: cookie }));
    const row = listed.data.orders.items.find((o: { id: number }) => o.id === order.id);
    expect(row).toMatchObject({ reference: order.reference, status: 'confirmed', expiresLabel: 'Never expires' });
    expect(row.licenseKey).toMatch(/^[0-9A-Z]{5}(-[0-9A-Z]{5}){3}$/);
  });
});

describe('refunding, reopening and confirming several orders from the Orders list', () => {
  it('refunds a confirmed order with the amount and reason, and says so; a pending one is refused', async () => {
    const order = await placeTestOrder({ name: 'Refund Rae', email: 'rae@example.com', plan: 'Yearly', price: '$79.99' });
    const early = await post(cookie, { intent: 'refund-order', orderId: String(order.id), amount: '79.99', reason: 'Too early' });
    expect(await toastOf(early.headers)).toMatchObject({
      type: 'error',
      title: 'Error refunding order',
      description: `Order ${order.reference} is Pending Confirmation: only a confirmed order can be refunded. Nothing changed.`,
    });
    await post(cookie, { intent: 'confirm-order', orderId: String(order.id) });
    // A refused amount or reason answers by its field, with what was typed.
    const tooMuch = await post(cookie, { intent: 'refund-order', orderId: String(order.id), amount: '99', reason: 'Too much' });
    expect([tooMuch.status, tooMuch.data.errors, tooMuch.data.values]).toEqual([
      400,
      { amount: 'Please enter an amount from $0.01 to $79.99, the price paid.' },
      { orderId: String(order.id), amount: '99', reason: 'Too much' },
    ]);
    const notDollars = await post(cookie, { intent: 'refund-order', orderId: String(order.id), amount: 'all', reason: 'Too much' });
    expect(notDollars.data.errors).toEqual({ amount: 'Please enter an amount in dollars above $0.00.' });
    const noReason = await post(cookie, { intent: 'refund-order', orderId: String(order.id), amount: '79.99', reason: '' });
    expect([noReason.status, noReason.data.errors]).toEqual([
      400,
      { reason: 'Please give the reason for the refund: the buyer reads it, and it is printed on the credit note.' },
    ]);
    expect(noReason.data.toast).toMatchObject({
      title: 'Error refunding order',
      description: expect.stringMatching(/^Please give the reason/),
    });
    const done = await post(
      cookie,
      { intent: 'refund-order', orderId: String(order.id), amount: '20', reason: 'Partial refund' },
      '/admin/orders?q=rae',
    );
    expect(done.location).toBe(`/admin/orders?q=rae#order-${order.id}`);
    // Recorded, not sent: the buyer is promised the money, and no credit note exists until it has left.
    expect(await toastOf(done.headers)).toMatchObject({
      type: 'success',
      title: 'Refund Recorded',
      description: expect.stringMatching(
        new RegExp(`^Order ${order.reference}: \\$20\\.00 to send back by [A-Z][a-z]{2} \\d{1,2}, \\d{4}\\. The license is revoked`),
      ),
    });
    const creditNotes = () => db.selectFrom('invoices').select('number').where('order_id', '=', order.id).where('kind', '=', 'credit-note');
    expect(await creditNotes().execute()).toEqual([]);
    const again = await post(cookie, { intent: 'refund-order', orderId: String(order.id), amount: '20', reason: 'Again' });
    expect(await toastOf(again.headers)).toMatchObject({ type: 'info', title: 'Already Refunded' });
    const confirm = await post(cookie, { intent: 'confirm-order', orderId: String(order.id) });
    expect(await toastOf(confirm.headers)).toMatchObject({
      title: 'Error confirming order',
      description: `Order ${order.reference} is Refund Due, so it was not confirmed. Nothing changed.`,
    });

    const today = new Date().toISOString().slice(0, 10);
    const noReference = await post(cookie, { intent: 'mark-refund-sent', orderId: String(order.id), sentOn: today, bankReference: ' ' });
    expect([noReference.status, noReference.data.errors, noReference.data.values]).toEqual([
      400,
      { bankReference: 'Please give your bank’s reference for the transfer: the buyer may need it to trace the money.' },
      { orderId: String(order.id), sentOn: today, bankReference: ' ' },
    ]);
    expect(noReference.data.toast).toMatchObject({ type: 'error', title: 'Error marking the refund sent' });
    const sent = await post(cookie, { intent: 'mark-refund-sent', orderId: String(order.id), sentOn: today, bankReference: 'TRC 77' });
    const creditNote = await creditNotes().executeTakeFirstOrThrow();
    expect(await toastOf(sent.headers)).toMatchObject({
      type: 'success',
      title: 'Refund Sent',
      description: `Order ${order.reference}: $20.00 marked sent and the buyer told. Credit note ${creditNote.number} sent to the buyer.`,
    });
    const sentAgain = await post(cookie, { intent: 'mark-refund-sent', orderId: String(order.id), sentOn: today, bankReference: 'TRC 77' });
    expect(await toastOf(sentAgain.headers)).toMatchObject({ type: 'info', title: 'Already Sent' });
  });

  it('reopens a cancelled order, and says when there is nothing to reopen', async () => {
    const order = await placeTestOrder({ name: 'Reopen Ray', email: 'ray@example.com', plan: 'Monthly', price: '$29.99' });
    const open = await post(cookie, { intent: 'reopen-order', orderId: String(order.id) });
    expect(await toastOf(open.headers)).toMatchObject({ type: 'info', title: 'Already Open' });
    await post(cookie, { intent: 'cancel-order', orderId: String(order.id), reason: 'No transfer' });
    const reopened = await post(cookie, { intent: 'reopen-order', orderId: String(order.id) });
    expect(await toastOf(reopened.headers)).toMatchObject({
      type: 'success',
      title: 'Order Reopened',
      description: `Order ${order.reference} is Pending Confirmation again. The buyer has been told.`,
    });
    expect((await db.selectFrom('ach_orders').select('status').where('id', '=', order.id).executeTakeFirstOrThrow()).status).toBe(
      'pending',
    );
  });

  it('confirms the ticked orders one by one once the question is answered, and one toast counts them and names the ones skipped', async () => {
    const orders = [];
    for (const n of [1, 2, 3, 4])
      orders.push(await placeTestOrder({ name: `Bulk Bea ${n}`, email: `bea${n}@example.com`, plan: 'Yearly', price: '$79.99' }));
    await post(cookie, { intent: 'cancel-order', orderId: String(orders[3]!.id), reason: 'Duplicate' });
    const three = orders.slice(0, 3).map((order) => String(order.id));
    // The question without JavaScript: the list with the ticked orders, counted and added up (the cancelled one not).
    const ask = new URLSearchParams([['ask', 'confirm-selected'], ...orders.map((o): [string, string] => ['orderIds', String(o.id)])]);
    const asked = await callRoute(loader, getRequest(`/admin/orders?${ask}`, { Cookie: cookie }));
    expect(asked.data.bulkQuestion).toEqual({ ids: orders.map((o) => o.id), count: 3, totalCents: 23997 });
    // Only the answer to its question confirms: the count and total asked about (3 × $79.99).
    const answers: Record<string, string>[] = [{}, { count: '3', totalCents: '15998' }, { count: '2', totalCents: '23997' }];
    for (const answer of answers) {
      const unasked = await post(cookie, { intent: 'confirm-selected', orderIds: three, ...answer }, '/admin/orders?status=pending');
      expect(await toastOf(unasked.headers)).toMatchObject({ type: 'error', title: 'Nothing Confirmed' });
    }
    expect(
      (
        await db
          .selectFrom('ach_orders')
          .select('status')
          .where(
            'id',
            'in',
            orders.slice(0, 3).map((o) => o.id),
          )
          .execute()
      ).map((r) => r.status),
    ).toEqual(['pending', 'pending', 'pending']);
    const outcome = await post(
      cookie,
      { intent: 'confirm-selected', orderIds: three, count: '3', totalCents: '23997' },
      '/admin/orders?status=pending',
    );
    expect(outcome.location).toBe(`/admin/orders?status=pending#order-${three[0]}`);
    expect(await toastOf(outcome.headers)).toMatchObject({
      type: 'success',
      title: 'Orders Confirmed',
      description: '3 orders confirmed.',
    });
    const rows = await db
      .selectFrom('ach_orders')
      .select(['id', 'status'])
      .where(
        'id',
        'in',
        orders.map((o) => o.id),
      )
      .orderBy('id')
      .execute();
    expect(rows.map((r) => r.status)).toEqual(['confirmed', 'confirmed', 'confirmed', 'cancelled']);
    const invoices = await db
      .selectFrom('invoices')
      .select('order_id')
      .where(
        'order_id',
        'in',
        orders.map((o) => o.id),
      )
      .execute();
    expect(invoices).toHaveLength(3);

    const mixed = await post(cookie, {
      intent: 'confirm-selected',
      orderIds: [String(orders[0]!.id), String(orders[3]!.id), '99999999', 'x'],
      // None of them pending any more: the question named no order, and the outcome says why.
      count: '0',
      totalCents: '0',
    });
    expect(await toastOf(mixed.headers)).toMatchObject({
      type: 'error',
      title: 'Error confirming order',
      description: `No order was confirmed. 3 skipped: ${orders[0]!.reference} already confirmed; ${orders[3]!.reference} cancelled; order #99999999 not found.`,
    });
    const none = await post(cookie, { intent: 'confirm-selected' });
    expect(await toastOf(none.headers)).toMatchObject({ type: 'error', title: 'No Orders Selected' });
  });
});
