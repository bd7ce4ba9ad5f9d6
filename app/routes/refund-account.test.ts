import { beforeAll, describe, expect, it } from 'vitest';
import { readOverview } from '~/features/dashboard/overview.server';
import { markRefundAsSent } from '~/features/orders/refund.server';
import { seedDefaultSettings } from '~/features/settings/settings.server';
import { db } from '~/lib/db/db.server';
import { TEST_ACTOR, TEST_ADMIN } from '../../tests/helpers/admin';
import {
  adminCookie,
  giveRefundAccount,
  INTERNATIONAL_REFUND_ACCOUNT,
  refundDueOrder,
  US_REFUND_ACCOUNT,
} from '../../tests/helpers/refund-account';
import { callRoute, formRequest, getRequest } from '../../tests/helpers/route-call';
import { action as adminOrderAction, loader as adminOrderLoader } from './admin.order/route';
import { loader as orderLoader } from './order';

// The account a due refund goes to: asked of the buyer on the order page (a plain form), kept
// encrypted, shown to the administrator masked, revealed after the password (audited), erased once
// the refund is marked sent.

let cookie: string;
const row = (id: number) => db.selectFrom('ach_orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const adminPage = (reference: string) =>
  callRoute(adminOrderLoader, getRequest(`/admin/orders/${reference}`, { Cookie: cookie }), {}, { reference });
const reveal = (reference: string, password: string) =>
  callRoute(
    adminOrderAction,
    formRequest(`/admin/orders/${reference}`, { intent: 'reveal-refund-account', reauthPassword: password }, { Cookie: cookie }),
    { clientAddress: '10.9.0.1' },
    { reference },
  );

beforeAll(async () => {
  await seedDefaultSettings();
  cookie = await adminCookie();
});

describe('the refund account', () => {
  it('the buyer gives a US account on the order page; the administrator sees it masked, reveals it after the password, audited; Mark Refund Sent erases it', async () => {
    const { order, token } = await refundDueOrder();
    const page = await callRoute(orderLoader, getRequest(`/orders/${order.reference}?token=${token}`), {}, { reference: order.reference });
    expect(page.data.view).toMatchObject({ refund: { state: 'due' }, refundAccount: null });
    expect((await adminPage(order.reference)).data.order.refundAccount).toEqual({ masked: null, givenLabel: null });

    const saved = await giveRefundAccount(order, token, { accountKind: 'us', ...US_REFUND_ACCOUNT });
    expect(saved.status).toBe(302);
    expect(saved.location).toBe(`/orders/${order.reference}?token=${token}#refund-account`);
    const stored = await row(order.id);
    expect(stored.refund_account).toMatch(/^v1\./);
    expect(JSON.stringify(stored)).not.toContain(US_REFUND_ACCOUNT.accountNumber);
    const events = await db.selectFrom('order_events').select(['kind', 'actor', 'details']).where('order_id', '=', order.id).execute();
    expect(events.find((e) => e.kind === 'refund-account-given')).toMatchObject({ actor: 'buyer', details: '{"account":"US account"}' });

    const masked = (await adminPage(order.reference)).data.order.refundAccount;
    expect(masked.masked).toBe('Rhea Refund · US account ••••0011 (routing ••••0021)');
    expect(JSON.stringify((await adminPage(order.reference)).data)).not.toContain(US_REFUND_ACCOUNT.accountNumber);

    const wrong = await reveal(order.reference, 'not the password');
    expect(wrong.status).toBe(401);
    expect(wrong.data).toMatchObject({ reveal: 'refused', errors: { password: expect.any(String) } });
    expect(JSON.stringify(wrong.data)).not.toContain(US_REFUND_ACCOUNT.accountNumber);
    const shown = await reveal(order.reference, TEST_ADMIN.password);
    expect(shown.status).toBe(200);
    expect(shown.headers.get('Cache-Control')).toBe('no-store');
    expect(shown.data).toEqual({
      reveal: 'shown',
      rows: [
        ['Name on the account', 'Rhea Refund'],
        ['Routing number', '021000021'],
        ['Account number', '4455667788990011'],
      ],
    });
    const audit = await db
      .selectFrom('audit_log')
      .selectAll()
      .where('kind', '=', 'refund-account-revealed')
      .where('subject', '=', order.reference)
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actor).toBe(TEST_ADMIN.email);
    expect(audit[0]!.details).not.toContain(US_REFUND_ACCOUNT.accountNumber);

    expect((await readOverview()).refundsDue.withAccount).toBeGreaterThanOrEqual(1);
    await markRefundAsSent(order.id, { sentOn: new Date().toISOString().slice(0, 10), bankReference: 'TRC 1' }, TEST_ACTOR);
    expect(await row(order.id)).toMatchObject({ status: 'refunded', refund_account: null });
    expect((await reveal(order.reference, TEST_ADMIN.password)).data).toMatchObject({ reveal: 'refused' });
  });

  it('takes an IBAN and BIC from abroad; refuses a routing number whose ABA check fails, a wrong IBAN and no choice, keeping what was typed', async () => {
    const { order, token } = await refundDueOrder('Ruud Terug');
    const refusals: [Record<string, string>, string, RegExp][] = [
      [{ accountKind: 'us', ...US_REFUND_ACCOUNT, routingNumber: '021000022' }, 'routingNumber', /check digit does not match/],
      [{ accountKind: 'us', ...US_REFUND_ACCOUNT, accountNumber: '12' }, 'accountNumber', /4 to 17 digits/],
      [
        { accountKind: 'international', ...INTERNATIONAL_REFUND_ACCOUNT, iban: 'NL91 ABNA 0417 1643 01' },
        'iban',
        /check digits do not match/,
      ],
      [{ accountKind: 'international', ...INTERNATIONAL_REFUND_ACCOUNT, bic: 'ABN' }, 'bic', /8 or 11/],
      [{ ...US_REFUND_ACCOUNT }, 'accountKind', /in the US or elsewhere/],
      [{ accountKind: 'us', ...US_REFUND_ACCOUNT, holder: '' }, 'holder', /name the account is held in/],
    ];
    for (const [fields, field, message] of refusals) {
      const refused = await giveRefundAccount(order, token, fields);
      expect(refused.status, field).toBe(400);
      expect(refused.data.errors[field], field).toMatch(message);
      expect(refused.data.values.holder, field).toBe(fields.holder ?? '');
    }
    expect((await row(order.id)).refund_account).toBeNull();
    const saved = await giveRefundAccount(order, token, { accountKind: 'international', ...INTERNATIONAL_REFUND_ACCOUNT });
    expect(saved.status).toBe(302);
    expect((await adminPage(order.reference)).data.order.refundAccount.masked).toBe('Ruud Terug · IBAN NL••••4300 (BIC ABNANL2A)');
  });

  it('is not taken for an order whose refund is not due, nor with a link that does not open the order', async () => {
    const { order, token } = await refundDueOrder('Nora Notdue');
    await markRefundAsSent(order.id, { sentOn: new Date().toISOString().slice(0, 10), bankReference: 'TRC 2' }, TEST_ACTOR);
    const late = await giveRefundAccount(order, token, { accountKind: 'us', ...US_REFUND_ACCOUNT });
    expect(late.status).toBe(302);
    expect((await row(order.id)).refund_account).toBeNull();
    const other = await refundDueOrder('Ollie Other');
    const wrongLink = await giveRefundAccount(other.order, 'not-a-token', { accountKind: 'us', ...US_REFUND_ACCOUNT });
    expect(wrongLink.status).toBe(302);
    expect((await row(other.order.id)).refund_account).toBeNull();
  });
});
