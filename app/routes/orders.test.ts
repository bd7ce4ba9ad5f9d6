import { beforeAll, describe, expect, it } from 'vitest';
import { callRoute, formRequest, getRequest } from '../../tests/helpers/route-call';
import { placeTestOrder, TEST_BANK_DETAILS } from '../../tests/helpers/orders';
import { flashOf, freshAddress } from '../../tests/helpers/visitor-form-suite';
import { issueOrderToken } from '~/features/orders/tokens.server';
import { db } from '~/lib/db/db.server';
import type { AchOrder } from '~/lib/db/schema';
import { seedDefaultSettings } from '~/features/settings/settings.server';
import { action as orderAction, loader as orderLoader } from './order';
import { action as lookupAction } from './orders';

const NOT_FOUND = "We couldn't find an order with that reference and email.";
const DAY = 24 * 60 * 60_000;
let order: AchOrder;
let token: string;

const openPage = (reference: string, query: string) =>
  callRoute(orderLoader, getRequest(`/orders/${reference}${query}`), {}, { reference });
const lookUp = (fields: Record<string, string>, clientAddress = freshAddress()) =>
  callRoute(lookupAction, formRequest('/orders', fields), { clientAddress });
const postToPage = (reference: string, query: string, fields: Record<string, string>, clientAddress = freshAddress()) =>
  callRoute(orderAction, formRequest(`/orders/${reference}${query}`, fields), { clientAddress }, { reference });

let counter = 0;
async function newOrder(): Promise<{ order: AchOrder; token: string }> {
  counter += 1;
  const placed = await placeTestOrder({
    name: `Route Buyer ${counter}`,
    email: `route${counter}@example.com`,
    plan: 'Monthly',
    price: '$29.99',
  });
  return { order: placed, token: await issueOrderToken(db, placed.id) };
}

beforeAll(async () => {
  await seedDefaultSettings();
  order = await placeTestOrder({ name: 'Page Penny', email: 'Penny@Example.com', plan: 'Yearly', price: '$79.99' });
  token = await issueOrderToken(db, order.id);
});

describe('the buyer’s order page', () => {
  it('opens with the token from the link: reference, plan, amount, status and the bank details while pending, never cached', async () => {
    const outcome = await openPage(order.reference, `?token=${token}`);
    expect(outcome.status).toBe(200);
    expect(outcome.data.kind).toBe('open');
    expect(outcome.data.view).toMatchObject({
      reference: order.reference,
      plan: 'Yearly',
      amount: '$79.99',
      statusLabel: 'Pending Confirmation',
    });
    expect(outcome.data.view.awaiting.bank).toEqual(TEST_BANK_DETAILS);
    expect(outcome.data.view.timeline[0]).toMatchObject({ label: 'Order placed', at: order.created_at });
    expect(outcome.headers.get('Cache-Control')).toBe('no-store');
    expect(outcome.headers.get('X-Robots-Tag')).toBe('noindex');
  });

  it('opens for a reference pasted in lower case or without dashes', async () => {
    for (const pasted of [order.reference.toLowerCase(), order.reference.replaceAll('-', '')]) {
      expect((await openPage(pasted, `?token=${token}`)).data.view.reference, pasted).toBe(order.reference);
    }
  });

  it('answers a wrong or missing token exactly like an unknown reference: 404, with the Find My Order form and the reference', async () => {
    const asked = [
      [order.reference, '?token=wrong'],
      [order.reference, ''],
      [order.reference, `?token=${token}x`],
      ['ORD-0000-0000', `?token=${token}`],
      ['ORD-0000-0000', ''],
      ['not-a-reference', `?token=${token}`],
    ] as const;
    for (const [reference, query] of asked) {
      const answer = await openPage(reference, query);
      expect([answer.status, answer.data], `${reference}${query}`).toEqual([404, { kind: 'incomplete', reference }]);
      expect(answer.headers.get('Cache-Control')).toBe('no-store');
    }
  });

  it('an expired link opens the "Send me a fresh link" page, which e-mails the order’s address and comes back with the message', async () => {
    const { order: mine } = await newOrder();
    const old = await issueOrderToken(db, mine.id, new Date(Date.now() - 91 * DAY));
    const page = await openPage(mine.reference, `?token=${old}`);
    expect([page.status, page.data]).toEqual([200, { kind: 'link-ended', reference: mine.reference, token: old }]);
    const posted = await postToPage(mine.reference, `?token=${old}`, { intent: 'fresh-link', token: old });
    expect([posted.status, posted.location]).toEqual([302, `/orders/${mine.reference}?token=${old}`]);
    expect(await flashOf(posted)).toMatchObject({
      type: 'success',
      title: 'Link Sent',
      description: "We've sent a link to the address on this order.",
    });
    const sent = await db.selectFrom('outbox').selectAll().where('order_id', '=', mine.id).where('kind', '=', 'order-link').execute();
    expect(sent.map((m) => m.recipient)).toEqual([mine.email]);
    // A made-up token gets nothing sent and the same 404 as the page.
    await expect(postToPage(mine.reference, '', { intent: 'fresh-link', token: 'made-up' })).resolves.toMatchObject({ status: 404 });
  });
});

describe('the order page’s forms', () => {
  it('corrects the e-mail address: Post/Redirect/Get to the page with the toast', async () => {
    const { order: mine, token: link } = await newOrder();
    const outcome = await postToPage(mine.reference, `?token=${link}`, {
      intent: 'correct-email',
      token: link,
      email: 'fixed@example.org',
    });
    expect([outcome.status, outcome.location]).toEqual([302, `/orders/${mine.reference}?token=${link}`]);
    expect(await flashOf(outcome)).toMatchObject({
      type: 'success',
      title: 'Address Corrected',
      description: "From now on we'll send this order's e-mails to fixed@example.org. We've let the old address know.",
      form: 'correct-email',
    });
    expect((await openPage(mine.reference, `?token=${link}`)).data.view.email).toBe('fixed@example.org');
  });

  it('refuses an invalid address with 400, the field’s message and the value kept; nothing changes', async () => {
    const { order: mine, token: link } = await newOrder();
    for (const email of ['not-an-address', 'a@b.example\r\nBcc: x@y.example', '']) {
      const outcome = await postToPage(mine.reference, `?token=${link}`, { intent: 'correct-email', token: link, email });
      expect(outcome.status).toBe(400);
      expect(outcome.data).toMatchObject({ intent: 'correct-email', values: { email }, toast: { type: 'error', title: 'Update Failed' } });
      expect(outcome.data.errors.email).toBeTruthy();
    }
    expect((await db.selectFrom('ach_orders').select('email').where('id', '=', mine.id).executeTakeFirstOrThrow()).email).toBe(mine.email);
  });

  it('saves the invoice details with a toast, and refuses a two-line company name', async () => {
    const { order: mine, token: link } = await newOrder();
    const fields = { intent: 'invoice-details', token: link, company: 'Acme Ltd', address: '1 High Street, London', vatId: 'GB123456789' };
    const saved = await postToPage(mine.reference, `?token=${link}`, fields);
    expect(saved.status).toBe(302);
    expect(await flashOf(saved)).toMatchObject({ title: 'Invoice Details Saved', form: 'invoice-details' });
    expect((await openPage(mine.reference, `?token=${link}`)).data.view.invoiceDetails).toEqual({
      company: 'Acme Ltd',
      address: '1 High Street, London',
      vatId: 'GB123456789',
      editable: true,
    });
    const refused = await postToPage(mine.reference, `?token=${link}`, { ...fields, company: 'Acme\nLtd' });
    expect(refused.status).toBe(400);
    expect(refused.data.errors.company).toBe('Company name must be on one line, without line breaks or tabs.');
  });

  it('a post with a link that no longer works changes nothing and goes back to the page', async () => {
    const { order: mine } = await newOrder();
    const outcome = await postToPage(mine.reference, '?token=wrong', {
      intent: 'correct-email',
      token: 'wrong',
      email: 'thief@example.org',
    });
    expect(outcome.status).toBe(302);
    expect((await db.selectFrom('ach_orders').select('email').where('id', '=', mine.id).executeTakeFirstOrThrow()).email).toBe(mine.email);
  });
});

describe('the order lookup at /orders', () => {
  it('shows the status only and sends the link to the order’s address: no page, no token in the answer', async () => {
    const outcome = await lookUp({ reference: ` ${order.reference.toLowerCase()} `, email: 'PENNY@example.com' });
    expect(outcome.status).toBe(200);
    expect(outcome.location).toBeNull();
    expect(outcome.data.found).toMatchObject({
      reference: order.reference,
      plan: 'Yearly',
      amount: '$79.99',
      statusLabel: 'Pending Confirmation',
    });
    expect(JSON.stringify(outcome.data)).not.toContain('token');
    expect(outcome.headers.get('Cache-Control')).toBe('no-store');
    const sent = await db.selectFrom('outbox').selectAll().where('order_id', '=', order.id).where('kind', '=', 'order-link').execute();
    expect(sent.map((m) => m.recipient)).toEqual(['Penny@Example.com']);
  });

  it('says a link was sent only when one was: past the order’s 3 links a day it says none went', async () => {
    const { order: mine } = await newOrder();
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await lookUp({ reference: mine.reference, email: mine.email }));
    expect(answers.map((a) => [a.status, a.data.linkSent])).toEqual([
      [200, true],
      [200, true],
      [200, true],
      [200, false],
    ]);
    const sent = await db.selectFrom('outbox').select('status').where('order_id', '=', mine.id).where('kind', '=', 'order-link').execute();
    expect(sent.map((m) => m.status)).toEqual(['queued', 'queued', 'queued', 'skipped']);
  });

  it('answers a wrong e-mail and an unknown reference with the same one message', async () => {
    const misses: Record<string, string>[] = [
      { reference: order.reference, email: 'someone@example.com' },
      { reference: 'ORD-0000-0000', email: 'penny@example.com' },
    ];
    for (const fields of misses) {
      const outcome = await lookUp(fields);
      expect([outcome.status, outcome.data.message, outcome.data.found, outcome.data.errors]).toEqual([404, NOT_FOUND, null, {}]);
    }
  });

  it('answers a blank or malformed field beside it, keeping what was typed; no link is sent', async () => {
    const { order: mine } = await newOrder();
    const links = async () =>
      (await db.selectFrom('outbox').select('id').where('order_id', '=', mine.id).where('kind', '=', 'order-link').execute()).length;
    const cases: [Record<string, string>, Record<string, string>][] = [
      [{ reference: 'hello', email: mine.email }, { reference: 'Please enter the reference as your e-mail writes it: ORD-XXXX-XXXX.' }],
      [{ reference: mine.reference, email: 'not an address' }, { email: 'Please enter a valid email address.' }],
      [{}, { reference: 'Please enter your order reference.', email: 'Please enter your email address.' }],
    ];
    for (const [fields, errors] of cases) {
      const outcome = await lookUp(fields);
      expect([outcome.status, outcome.data.errors, outcome.data.found], JSON.stringify(fields)).toEqual([400, errors, null]);
      expect(outcome.data.values).toEqual({ reference: fields.reference ?? '', email: fields.email ?? '' });
    }
    expect(await links()).toBe(0);
  });

  it('is rate-limited like the other forms', async () => {
    const address = freshAddress();
    for (let i = 0; i < 10; i++) await lookUp({ reference: 'ORD-0000-0000', email: 'x@example.com' }, address);
    const eleventh = await lookUp({ reference: order.reference, email: 'penny@example.com' }, address);
    expect(eleventh.status).toBe(429);
    expect(eleventh.headers.get('Retry-After')).toMatch(/^[1-9]\d*$/);
  });

  it("limits the order page's forms like the other forms: the eleventh post in a minute is refused and changes nothing", async () => {
    const { order: limited, token: limitedToken } = await newOrder();
    const address = freshAddress();
    for (let i = 0; i < 10; i++) {
      await postToPage(
        limited.reference,
        `?token=${limitedToken}`,
        { intent: 'invoice-details', token: limitedToken, company: `Co ${i}` },
        address,
      );
    }
    const eleventh = await postToPage(
      limited.reference,
      `?token=${limitedToken}`,
      { intent: 'correct-email', token: limitedToken, email: 'moved@example.com' },
      address,
    );
    expect(eleventh.status).toBe(429);
    expect(eleventh.headers.get('Retry-After')).toMatch(/^[1-9]\d*$/);
    expect((await db.selectFrom('ach_orders').select('email').where('id', '=', limited.id).executeTakeFirstOrThrow()).email).toBe(
      limited.email,
    );
  });
});
