import { Secret, TOTP } from 'otpauth';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createOrResetAdmin, findAdminByEmail } from '~/features/admin-auth/admins.server';
import { REAUTH_WINDOW_MS } from '~/features/admin-auth/reauth.server';
import { enableTwoFactor } from '~/features/admin-auth/two-factor-setup.server';
import { disableTwoFactor, startEnrolment } from '~/features/admin-auth/two-factor.server';
import { reserveSignInAttempt } from '~/features/admin-auth/throttle.server';
import { createMailTransport, type MailTransport } from '~/features/mail/transport.server';
import { startOutboxSender, type OutboxSender } from '~/features/outbox/sender.server';
import { bankAlertRecipients } from '~/features/settings/bank-alert.server';
import { DEFAULT_SETTINGS } from '~/features/settings/model';
import { settingsToValues } from '~/features/settings/settings-form.server';
import { getAchDetails, getPrices, readSiteSettings, saveSiteSettings, seedDefaultSettings } from '~/features/settings/settings.server';
import { db } from '~/lib/db/db.server';
import { env } from '~/lib/env.server';
import { setListeningOrigin } from '~/lib/public-origin.server';
import { signInCookie, TEST_ADMIN } from '../../tests/helpers/admin';
import { callRoute, cookiesFrom, formRequest, getRequest } from '../../tests/helpers/route-call';
import { startSmtpServer, type TestSmtpServer } from '../../tests/helpers/smtp';
import { screenAction as action, screenLoader as loader } from '../../tests/helpers/admin-screens';

// "Guard the route the money takes": a bank change needs a fresh sign-in (the last 10 minutes) and
// e-mails an alert; prices and contact details save as they always did. E-mail is read back from a
// real SMTP server, delivered by the outbox sender.

const SITE = 'https://shop.recoverly.test';
const BANK = DEFAULT_SETTINGS.ach_details;
// The form as the dashboard shows it with the sample settings.
const FORM: Record<string, string> = { intent: 'save-settings', ...settingsToValues(DEFAULT_SETTINGS) };
const NEW_ROUTING = '011000015';

let smtp: TestSmtpServer;
let transport: MailTransport;
let sender: OutboxSender;
let address = 0;

const save = (cookie: string, fields: Record<string, string>, clientAddress = `10.88.0.${++address}`) =>
  callRoute(action, formRequest('/admin/dashboard', { ...FORM, ...fields }, { Cookie: cookie }), { clientAddress });

/** A session that just signed in: changes to the bank details save without asking for the password. */
async function signInSession(): Promise<{ cookie: string }> {
  return { cookie: await signInCookie(TEST_ADMIN.email, TEST_ADMIN.password, `10.89.0.${++address}`) };
}

/** A session that signed in long enough ago that its proof has run out. */
async function staleSession(email = TEST_ADMIN.email, password = TEST_ADMIN.password): Promise<{ cookie: string; sid: string }> {
  const before = new Set((await db.selectFrom('admin_sessions').select('id').execute()).map((row) => row.id));
  const cookie = await signInCookie(email, password, `10.89.0.${++address}`);
  const sid = (await db.selectFrom('admin_sessions').select('id').execute()).map((row) => row.id).find((id) => !before.has(id))!;
  await db
    .updateTable('admin_sessions')
    .set({ reauthenticated_at: new Date(Date.now() - REAUTH_WINDOW_MS - 60_000).toISOString() })
    .where('id', '=', sid)
    .execute();
  return { cookie, sid };
}

const auditAfter = async (id: number) =>
  db.selectFrom('audit_log').select(['kind', 'details', 'client_address']).where('id', '>', id).orderBy('id').execute();
const lastAuditId = async () => (await db.selectFrom('audit_log').select('id').orderBy('id', 'desc').executeTakeFirst())?.id ?? 0;
const alerts = () => db.selectFrom('outbox').selectAll().where('kind', '=', 'bank-details-alert').orderBy('id').execute();

beforeAll(async () => {
  await seedDefaultSettings();
  setListeningOrigin(SITE);
  smtp = await startSmtpServer();
  transport = createMailTransport({ smtpUrl: smtp.url(), from: { name: 'Recoverly', address: 'no-reply@recoverly.test' } });
  sender = startOutboxSender({ transport, siteUrl: SITE, idleMs: 200, retryDelayMs: () => 100, log: () => {} });
});

beforeEach(async () => {
  await createOrResetAdmin(TEST_ADMIN.email, TEST_ADMIN.password);
  await disableTwoFactor(db, (await findAdminByEmail(TEST_ADMIN.email))!.id);
});

afterEach(async () => {
  // Every test starts from the sample settings (written directly: no audit row, no alert).
  await saveSiteSettings(DEFAULT_SETTINGS);
});

afterAll(async () => {
  await sender.stop();
  setListeningOrigin(null);
  transport.close();
  await smtp.stop();
});

describe('international transfer details', () => {
  const IBAN = 'DE89 3704 0044 0532 0130 00';
  const wire = {
    iban: IBAN,
    bic: 'deut de ff',
    wireBankName: 'Deutsche Bank',
    wireBankAddress: 'Taunusanlage 12, Frankfurt',
    acceptShortBy: '20',
  };

  it('refuse a wrong IBAN checksum, a malformed BIC and a half-filled group, each beside its field, saving nothing', async () => {
    const { cookie } = await signInSession();
    const wrong = await save(cookie, { ...wire, iban: 'DE89 3704 0044 0532 0130 01', bic: 'DEUT' });
    expect(wrong.status).toBe(400);
    expect(wrong.data.errors).toMatchObject({
      iban: 'IBAN is not valid: its check digits do not match. Please check it against your bank’s documents.',
      bic: 'BIC / SWIFT must be 8 or 11 letters and digits, like DEUTDEFF or DEUTDEFF500.',
    });
    expect(wrong.data.values.iban).toBe('DE89 3704 0044 0532 0130 01');
    const half = await save(cookie, { iban: IBAN });
    expect(half.data.errors).toMatchObject({ bic: expect.stringMatching(/required/), wireBankName: expect.stringMatching(/required/) });
    const tolerance = await save(cookie, { acceptShortBy: '-5' });
    expect(tolerance.data.errors.acceptShortBy).toMatch(/from 0 to 100/);
    expect((await readSiteSettings()).wire_details).toEqual(DEFAULT_SETTINGS.wire_details);
  });

  it('save in their printed form; changing them asks for the password as a bank change does, and is recorded masked', async () => {
    const stale = await staleSession();
    const asked = await save(stale.cookie, wire);
    expect(asked.data).toMatchObject({ reauth: { twoFactor: false } });
    expect((await readSiteSettings()).wire_details).toEqual(DEFAULT_SETTINGS.wire_details);
    const before = await lastAuditId();
    const saved = await save(stale.cookie, { ...wire, reauthPassword: TEST_ADMIN.password });
    expect(saved.status).toBe(302);
    expect((await readSiteSettings()).wire_details).toEqual({
      iban: IBAN,
      bic: 'DEUTDEFF',
      bankName: 'Deutsche Bank',
      bankAddress: 'Taunusanlage 12, Frankfurt',
      intermediary: '',
      acceptShortByCents: 2000,
    });
    const rows = await auditAfter(before);
    const bankRow = rows.find((row) => row.kind === 'bank-details-changed')!;
    expect(JSON.parse(bankRow.details).changes).toContainEqual({ field: 'iban', before: '', after: '••••3000' });
    expect(JSON.stringify(rows)).not.toContain('3704 0044');
    // The tolerance alone is no bank change: it saves without the password.
    const { cookie } = await staleSession();
    expect((await save(cookie, { ...wire, acceptShortBy: '25.50' })).status).toBe(302);
    expect((await readSiteSettings()).wire_details.acceptShortByCents).toBe(2550);
  });
});

describe('saving changed bank details', () => {
  it('without re-entering the password changes nothing, and asks for it keeping every entry', async () => {
    const { cookie } = await staleSession();
    const before = await lastAuditId();
    const outboxBefore = (await alerts()).length;
    const outcome = await save(cookie, { routingNumber: NEW_ROUTING, monthly: '31.00' });
    expect(outcome.status).toBe(200);
    expect(outcome.data).toMatchObject({
      intent: 'save-settings',
      reauth: { twoFactor: false },
      toast: { type: 'info', title: 'Confirm It Is You', description: 'Enter your password to save the new bank details.' },
    });
    expect(outcome.data.values).toMatchObject({ routingNumber: NEW_ROUTING, monthly: '31.00', accountNumber: BANK.accountNumber });
    // Nothing saved: not the bank, not the price typed with it; no audit row, no e-mail.
    expect(await getAchDetails()).toEqual(BANK);
    expect((await getPrices()).monthly).toBe('29.99');
    expect(await auditAfter(before)).toEqual([]);
    expect(await alerts()).toHaveLength(outboxBefore);
  });

  it('with a wrong password changes nothing either, and says why', async () => {
    const { cookie } = await staleSession();
    const outcome = await save(cookie, { routingNumber: NEW_ROUTING, reauthPassword: 'not my password' });
    expect(outcome.status).toBe(401);
    expect(outcome.data.toast).toMatchObject({ title: 'Save Failed', description: 'The password is not correct.' });
    expect(outcome.data.errors).toEqual({ reauthPassword: 'The password is not correct.' });
    expect(outcome.data.values.routingNumber).toBe(NEW_ROUTING);
    expect(outcome.data.values).not.toHaveProperty('reauthPassword');
    expect(await getAchDetails()).toEqual(BANK);
  });

  it('with the password saves, records it, refreshes the session, and e-mails the alert with masked numbers', async () => {
    const { cookie, sid } = await staleSession();
    const before = await lastAuditId();
    const clientAddress = '203.0.113.77';
    const outcome = await save(cookie, { routingNumber: NEW_ROUTING, reauthPassword: TEST_ADMIN.password }, clientAddress);
    expect([outcome.status, outcome.location]).toEqual([302, '/admin/dashboard']);
    expect(await getAchDetails()).toEqual({ ...BANK, routingNumber: NEW_ROUTING });

    const rows = await auditAfter(before);
    expect(rows.map((row) => row.kind)).toEqual(['bank-details-changed']);
    expect(JSON.parse(rows[0]!.details)).toEqual({
      changes: [{ field: 'routingNumber', before: `••••${BANK.routingNumber.slice(-4)}`, after: '••••0015' }],
    });
    const session = await db.selectFrom('admin_sessions').select('reauthenticated_at').where('id', '=', sid).executeTakeFirstOrThrow();
    expect(Date.now() - Date.parse(session.reauthenticated_at!)).toBeLessThan(60_000);

    const mail = await smtp.waitFor(
      (m) => m.subject === 'Security alert: the bank details buyers pay to were changed' && m.text.includes('0015'),
    );
    expect(mail.envelope.to).toEqual([TEST_ADMIN.email]);
    expect(mail.text).toContain(`Routing Number: ••••${BANK.routingNumber.slice(-4)} → ••••0015`);
    expect(mail.text).toContain(`From address: ${clientAddress}`);
    expect(mail.text).toMatch(/When: \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC/);
    expect(mail.text).toContain(`Signed in as: ${TEST_ADMIN.email}`);
    expect(mail.text).toContain(`${SITE}/admin/dashboard`);
    for (const part of [mail.text, mail.html, mail.subject]) {
      expect(part).not.toContain(NEW_ROUTING);
      expect(part).not.toContain(BANK.routingNumber);
    }
    expect(mail.html).toContain('••••0015');

    // Within the next 10 minutes the same session saves bank changes without asking again.
    const again = await save(cookie, { routingNumber: BANK.routingNumber });
    expect(again.status).toBe(302);
  });

  it('shows the account holder and bank name whole, and masks the account number', async () => {
    const cookie = await signInCookie(TEST_ADMIN.email, TEST_ADMIN.password, `10.91.0.${++address}`);
    const outcome = await save(cookie, {
      accountHolder: 'Mallory Holdings LLC',
      bankName: 'Elsewhere Bank',
      accountNumber: '999888777666',
    });
    expect(outcome.status).toBe(302);
    const mail = await smtp.waitFor((m) => m.text.includes('Mallory Holdings LLC'));
    expect(mail.text).toContain(`Account Holder Name: ${BANK.accountHolder} → Mallory Holdings LLC`);
    expect(mail.text).toContain(`Bank Name: ${BANK.bankName} → Elsewhere Bank`);
    expect(mail.text).toContain('Account Number: ••••');
    expect(mail.text).toContain('→ ••••7666');
    expect(mail.text).not.toContain('999888777666');
  });

  it('right after signing in (a fresh session) saves without asking, and still alerts', async () => {
    const cookie = await signInCookie(TEST_ADMIN.email, TEST_ADMIN.password, `10.91.0.${++address}`);
    const count = (await alerts()).length;
    expect((await save(cookie, { accountNumber: '123123123999' })).status).toBe(302);
    expect(await alerts()).toHaveLength(count + 1);
    await smtp.waitFor((m) => m.text.includes('→ ••••3999'));
  });

  it('alerts the address the administrator had before, when it changed in the last 7 days', async () => {
    const cookie = await signInCookie(TEST_ADMIN.email, TEST_ADMIN.password, `10.92.0.${++address}`);
    const moved = await callRoute(
      action,
      formRequest(
        '/admin/account',
        { intent: 'update-credentials', email: 'new-owner@recoverly.test', newPassword: '', currentPassword: TEST_ADMIN.password },
        { Cookie: cookie },
      ),
      { clientAddress: '10.92.1.1' },
    );
    expect(moved.status).toBe(302);
    expect((await save(cookie, { routingNumber: '267084131' })).status).toBe(302);
    const sent = (await alerts()).slice(-2);
    expect(sent.map((row) => row.recipient).sort()).toEqual(['new-owner@recoverly.test', TEST_ADMIN.email].sort());
    await smtp.waitFor((m) => m.envelope.to[0] === TEST_ADMIN.email && m.text.includes('→ ••••4131'));
    await smtp.waitFor((m) => m.envelope.to[0] === 'new-owner@recoverly.test' && m.text.includes('→ ••••4131'));
  });
});

describe('bank details are checked before anything else', () => {
  const ROUTING_CHECKSUM =
    'Routing Number is not a valid ABA routing number: its check digit does not match. Please check it against your bank’s documents.';

  it('a routing number failing the ABA checksum and an account number that is not 4–17 digits are refused beside their fields, every entry kept', async () => {
    const { cookie } = await signInSession();
    const outcome = await save(cookie, {
      routingNumber: '123456789',
      accountNumber: '12-34-x',
      bankName: ' ',
      accountHolder: '',
      monthly: '31.00',
    });
    expect(outcome.status).toBe(400);
    expect(outcome.data.errors).toEqual({
      routingNumber: ROUTING_CHECKSUM,
      accountNumber: 'Account Number must be 4 to 17 digits (spaces and dashes are left out).',
      bankName: 'Bank Name is required.',
      accountHolder: 'Account Holder Name is required.',
    });
    expect(outcome.data.values).toMatchObject({ routingNumber: '123456789', accountNumber: '12-34-x', monthly: '31.00' });
    // Nothing went live: checkout reads the details it always did.
    expect(await getAchDetails()).toEqual(BANK);
    expect((await getPrices()).monthly).toBe('29.99');
    const short = await save(cookie, { routingNumber: '07192345' });
    expect(short.data.errors).toEqual({ routingNumber: 'Routing Number must be 9 digits.' });
  });

  it('are checked before the password is asked for, and the re-authentication step stays for valid ones', async () => {
    const { cookie } = await staleSession();
    const invalid = await save(cookie, { routingNumber: '123456789', reauthPassword: TEST_ADMIN.password });
    expect(invalid.status).toBe(400);
    expect(invalid.data.errors).toEqual({ routingNumber: ROUTING_CHECKSUM });
    expect(await getAchDetails()).toEqual(BANK);
    const asked = await save(cookie, { routingNumber: '0110-0001 5', accountNumber: '000 987-654 321' });
    expect([asked.status, asked.data.reauth]).toEqual([200, { twoFactor: false }]);
    const saved = await save(cookie, {
      routingNumber: '0110-0001 5',
      accountNumber: '000 987-654 321',
      reauthPassword: TEST_ADMIN.password,
    });
    expect(saved.status).toBe(302);
    // Saved as the digits buyers copy: no spaces, no dashes.
    expect(await getAchDetails()).toEqual({ ...BANK, routingNumber: '011000015', accountNumber: '000987654321' });
  });
});

describe('what saves as before', () => {
  it('prices, contact, company and downloads save from a stale session when the bank details are unchanged', async () => {
    const { cookie } = await staleSession();
    const before = await lastAuditId();
    const count = (await alerts()).length;
    const outcome = await save(cookie, {
      monthly: '33.00',
      phone: '+1 555 0199',
      companyLegalName: 'Recoverly Software Inc.',
      companyAddress: '1 Way',
      companyRegistration: 'C-1',
    });
    expect([outcome.status, outcome.location]).toEqual([302, '/admin/dashboard']);
    expect((await getPrices()).monthly).toBe('33.00');
    expect((await auditAfter(before)).map((row) => row.kind)).toEqual(['settings-saved']);
    expect(await alerts()).toHaveLength(count);
  });
});

describe('with two-factor on', () => {
  it('a bank change asks for the password and a code, and saves with both', async () => {
    // A session from before (signed in with its code a while ago, as far as the save can tell).
    const { cookie } = await staleSession();
    const admin = (await findAdminByEmail(TEST_ADMIN.email))!;
    await startEnrolment(admin.id);
    const secret = (await findAdminByEmail(TEST_ADMIN.email))!.totp_secret!;
    const app = new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });
    const setUp = await enableTwoFactor(
      (await findAdminByEmail(TEST_ADMIN.email))!,
      { code: app.generate(), password: '' },
      {
        by: { actor: admin.email, clientAddress: '10.94.0.1' },
        sessionId: 'none',
        reauthenticatedAt: new Date().toISOString(),
        reserve: () => reserveSignInAttempt(admin.email, '10.94.0.1'),
      },
    );
    expect(setUp.kind).toBe('enabled');

    const asked = await save(cookie, { routingNumber: NEW_ROUTING });
    expect(asked.data).toMatchObject({ reauth: { twoFactor: true }, toast: { title: 'Confirm It Is You' } });
    const noCode = await save(cookie, { routingNumber: NEW_ROUTING, reauthPassword: TEST_ADMIN.password });
    expect([noCode.status, noCode.data.errors]).toEqual([
      400,
      { reauthCode: 'Please enter the code from your authenticator app, or a recovery code.' },
    ]);
    const wrongCode = await save(cookie, { routingNumber: NEW_ROUTING, reauthPassword: TEST_ADMIN.password, reauthCode: 'zzzzz-zzzzz' });
    expect([wrongCode.status, wrongCode.data.errors]).toEqual([
      401,
      { reauthCode: 'The authentication code is not correct, or was already used.' },
    ]);
    expect(await getAchDetails()).toEqual(BANK);
    const saved = await save(cookie, {
      routingNumber: NEW_ROUTING,
      reauthPassword: TEST_ADMIN.password,
      reauthCode: app.generate({ timestamp: Date.now() + 30_000 }),
    });
    expect(saved.status).toBe(302);
    expect((await getAchDetails()).routingNumber).toBe(NEW_ROUTING);
  });
});

describe('guessing the password through a stolen session', () => {
  it('counts toward the sign-in throttle: after five wrong passwords even the right one is refused', async () => {
    const email = 'bank-throttle@recoverly.test';
    await createOrResetAdmin(email, TEST_ADMIN.password);
    const { cookie } = await staleSession(email);
    for (let i = 0; i < 5; i++) expect((await save(cookie, { routingNumber: NEW_ROUTING, reauthPassword: `guess ${i}` })).status).toBe(401);
    const refused = await save(cookie, { routingNumber: NEW_ROUTING, reauthPassword: TEST_ADMIN.password });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toMatch(/^[1-9]\d*$/);
    expect(await getAchDetails()).toEqual(BANK);
  });
});

describe('who hears about a bank change', () => {
  it('the sign-in address, ADMIN_NOTIFY_EMAIL, and addresses given up in the last 7 days, each once', async () => {
    const admin = (await findAdminByEmail(TEST_ADMIN.email))!;
    const now = Date.now();
    const settings = { ...env(), adminNotifyEmail: 'alerts@recoverly.test' };
    const write = (at: number, before: string) =>
      db
        .insertInto('audit_log')
        .values({
          created_at: new Date(at).toISOString(),
          kind: 'credentials-changed',
          actor: before,
          client_address: '10.95.0.1',
          details: JSON.stringify({ emailChanged: true, email: { before, after: 'x@recoverly.test' }, passwordChanged: false }),
        })
        .execute();
    await write(now - 8 * 24 * 60 * 60_000, 'long-ago@recoverly.test');
    await write(now - 2 * 24 * 60 * 60_000, 'Recent@Recoverly.test');
    await write(now - 60_000, TEST_ADMIN.email.toUpperCase());
    expect(await bankAlertRecipients(db, admin.id, now, settings)).toEqual([
      TEST_ADMIN.email,
      'alerts@recoverly.test',
      'Recent@Recoverly.test',
    ]);
  });
});

describe('the Activity view', () => {
  it('lists bank changes under their own kind, in words, numbers masked', async () => {
    const cookie = await signInCookie(TEST_ADMIN.email, TEST_ADMIN.password, `10.96.0.${++address}`);
    await save(cookie, { routingNumber: NEW_ROUTING });
    const page = await callRoute(loader, getRequest('/admin/activity?kind=bank-details-changed', { Cookie: cookie }));
    const [entry] = page.data.activity.page.items;
    expect(entry).toMatchObject({ kind: 'bank-details-changed', kindLabel: 'Bank details changed' });
    expect(JSON.stringify(entry)).not.toContain(NEW_ROUTING);
    expect(cookiesFrom(page.headers)).toBe('');
  });
});
