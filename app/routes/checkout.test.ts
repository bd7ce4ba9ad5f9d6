import { beforeAll, describe, expect, it } from 'vitest';
import { callRoute, cookiesFrom, formRequest, getRequest } from '../../tests/helpers/route-call';
import { refuseInserts } from '../../tests/helpers/db-faults';
import {
  expectRefusal,
  expectSuccess,
  flashOf,
  freshAddress,
  post,
  rows,
  visitorFormSuite,
  type VisitorFormCase,
} from '../../tests/helpers/visitor-form-suite';
import { db } from '~/lib/db/db.server';
import { DEFAULT_SETTINGS } from '~/features/settings/model';
import { saveSiteSettings, seedDefaultSettings } from '~/features/settings/settings.server';
import { issueCheckoutReference } from '~/features/orders/checkout.server';
import { action, loader } from './checkout';
import { saveTestBankDetails, TEST_BANK_DETAILS } from '../../tests/helpers/orders';

const form: VisitorFormCase = {
  url: '/checkout?plan=Yearly&price=$79.99',
  action,
  table: 'ach_orders',
  good: { plan: 'Yearly', name: 'Katherine Johnson', email: 'katherine@example.com' },
  stored: {
    name: 'Katherine Johnson',
    email: 'katherine@example.com',
    plan: 'Yearly',
    price: `$${DEFAULT_SETTINGS.prices_usd.yearly}`,
    status: 'pending',
  },
  required: ['name', 'email'],
  incomplete: {
    title: 'Incomplete Information',
    description: 'Please enter your name and email to confirm your payment.',
  },
  failureTitle: 'Confirmation Failed',
  success: {
    location: '/',
    title: 'Confirmation Sent!',
    description: "We've received your confirmation and will verify your payment shortly.",
  },
  // The suite posts one buyer again and again: each post answers the duplicate question as a second
  // purchase, so what is checked is the form itself (the question has its own tests below).
  hidden: () => ({ ...signedReference(), duplicate: 'second' }),
};

/** What the checkout page puts in its form: a new reference and its signature. */
function signedReference(): Record<string, string> {
  const { reference, signature } = issueCheckoutReference();
  return { reference, referenceSignature: signature };
}

const load = (url: string) => callRoute(loader, getRequest(url));

// A site that takes payments: the administrator's own bank details, not the seeded sample.
const TAKING_PAYMENTS = { ...DEFAULT_SETTINGS, ach_details: TEST_BANK_DETAILS };

beforeAll(async () => {
  await seedDefaultSettings();
  await saveTestBankDetails();
});
const ordersNamed = async (name: string) => (await rows('ach_orders')).filter((row) => row.name === name);

describe('checkout page', () => {
  beforeAll(async () => {
    await seedDefaultSettings();
  });

  it("shows a known plan with the server's price, whatever the URL says", async () => {
    const outcome = await load('/checkout?plan=lifetime&price=$1');
    expect(outcome.data.plan).toEqual({ name: 'Lifetime', price: `$${DEFAULT_SETTINGS.prices_usd.lifetime}`, known: true });
    expect(outcome.data.ach).toEqual(TEST_BANK_DETAILS);
  });

  it("knows no plan and no price for a missing or unknown plan (the page then shows the spec's Unknown Plan and $0)", async () => {
    for (const url of ['/checkout', '/checkout?plan=Enterprise&price=$5']) {
      expect((await load(url)).data.plan).toEqual({ known: false });
    }
  });

  it('shows the current price after the administrator changes it', async () => {
    await saveSiteSettings({ ...TAKING_PAYMENTS, prices_usd: { ...DEFAULT_SETTINGS.prices_usd, monthly: '31.50' } });
    try {
      expect((await load('/checkout?plan=Monthly&price=$29.99')).data.plan.price).toBe('$31.50');
    } finally {
      await saveSiteSettings(TAKING_PAYMENTS);
    }
  });
});

describe('checkout confirmation', () => {
  visitorFormSuite(form);

  it("records the server's price when the form and URL are tampered with", async () => {
    const request = formRequest('/checkout?plan=Lifetime&price=$0.01', {
      plan: 'Lifetime',
      price: '$0.01',
      name: 'Price Tamperer',
      email: 'tamper@example.com',
      ...signedReference(),
    });
    const outcome = await callRoute(action, request, { clientAddress: freshAddress() });
    expect(outcome.status).toBe(302);
    expect((await ordersNamed('Price Tamperer')).map((o) => [o.plan, o.price])).toEqual([
      ['Lifetime', `$${DEFAULT_SETTINGS.prices_usd.lifetime}`],
    ]);
  });

  it('ignores a forged status field: every new order is pending', async () => {
    await post(form, { ...form.good, name: 'Status Forger', status: 'Confirmed' });
    expect((await ordersNamed('Status Forger')).map((o) => o.status)).toEqual(['pending']);
  });

  it('accepts the plan name in any case and records its proper name', async () => {
    await post(form, { ...form.good, plan: 'yEaRlY', name: 'Case Tester' });
    expect((await ordersNamed('Case Tester')).map((o) => o.plan)).toEqual(['Yearly']);
  });

  it('falls back to the plan in the URL when the form does not carry one', async () => {
    const request = formRequest('/checkout?plan=Monthly&price=$1', { name: 'Url Planner', email: 'url@example.com', ...signedReference() });
    expect((await callRoute(action, request, { clientAddress: freshAddress() })).status).toBe(302);
    expect((await ordersNamed('Url Planner')).map((o) => [o.plan, o.price])).toEqual([
      ['Monthly', `$${DEFAULT_SETTINGS.prices_usd.monthly}`],
    ]);
  });

  it('stores nothing for an unknown plan and explains why', async () => {
    const before = await rows('ach_orders');
    for (const plan of ['Unknown Plan', 'Enterprise', '']) {
      const request = formRequest('/checkout', { plan, name: 'Nobody', email: 'nobody@example.com', ...signedReference() });
      const outcome = await callRoute(action, request, { clientAddress: freshAddress() });
      expectRefusal(
        outcome,
        400,
        'Confirmation Failed',
        "We couldn't find the plan you chose, so nothing was recorded. Please choose a plan on the pricing page.",
      );
      expect(outcome.data.values).toMatchObject({ name: 'Nobody', email: 'nobody@example.com' });
    }
    expect(await rows('ach_orders')).toEqual(before);
  });

  it('keeps the order table to the columns it should have', async () => {
    const order = (await db.selectFrom('ach_orders').selectAll().executeTakeFirstOrThrow()) as Record<string, unknown>;
    expect(Object.keys(order).sort()).toEqual([
      'amount_cents',
      'buyer_address',
      'buyer_company',
      'buyer_vat_id',
      'cancel_reason',
      'cancelled_at',
      'confirmed_at',
      'created_at',
      'email',
      'id',
      'license_devices',
      'license_expires_at',
      'license_key',
      'license_revoked_at',
      'name',
      'plan',
      'price',
      'reference',
      'refund_account',
      'refund_account_at',
      'refund_amount_cents',
      'refund_bank_reference',
      'refund_due_at',
      'refund_reason',
      'refund_sent_on',
      'refunded_at',
      'renewal_previous_expires_at',
      'renewal_reminded_at',
      'renews_order_id',
      'status',
    ]);
  });
});

describe('checkout payment reference', () => {
  beforeAll(async () => {
    await seedDefaultSettings();
  });

  const buyer = { plan: 'Yearly', name: 'Reference Rita', email: 'rita@example.com' };
  // Rita buys the plan more than once here: each post says so (the duplicate question is tested on its own).
  const postWith = (fields: Record<string, string>) =>
    callRoute(action, formRequest('/checkout?plan=Yearly', { duplicate: 'second', ...fields }), { clientAddress: freshAddress() });

  it('writes the order, its page tokens and its e-mails together: when the last write fails, none is kept', async () => {
    const signed = signedReference();
    const countTokens = async () =>
      Number(
        (
          await db
            .selectFrom('order_access_tokens')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const tokensBefore = await countTokens();
    const restore = await refuseInserts('outbox', 'the outbox is unavailable');
    const outcome = await postWith({ ...buyer, name: 'Atomic Ann', ...signed }).finally(restore);
    expect(outcome.status).toBe(500);
    expect(outcome.data.toast).toMatchObject({ title: 'Confirmation Failed', description: 'Something went wrong' });
    expect(await ordersNamed('Atomic Ann')).toEqual([]);
    expect(await countTokens()).toBe(tokensBefore);
  });

  it('gives a browser one signed ORD reference per plan, kept by its cookie; another browser its own; none for an unknown plan', async () => {
    const first = await load('/checkout?plan=Yearly');
    const { reference } = first.data;
    expect(reference.reference).toMatch(/^ORD-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    expect(reference.signature).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const cookie = cookiesFrom(first.headers);
    expect(first.headers.get('Set-Cookie')).toMatch(/^checkout_ref=.*; HttpOnly; SameSite=Lax$/);

    const reload = await callRoute(loader, getRequest('/checkout?plan=yearly&price=$1', { Cookie: cookie }));
    expect(reload.data.reference).toEqual(reference);
    expect(reload.headers.get('Set-Cookie')).toBeNull();
    const otherPlan = await callRoute(loader, getRequest('/checkout?plan=Monthly', { Cookie: cookie }));
    expect(otherPlan.data.reference.reference).not.toBe(reference.reference);
    const otherBrowser = await load('/checkout?plan=Yearly');
    expect(otherBrowser.data.reference.reference).not.toBe(reference.reference);
    expect((await load('/checkout?plan=Enterprise')).data.reference).toBeNull();
  });

  it('renders the reference the edge gives for its shared copy, and sets no cookie', async () => {
    const standIn = { reference: 'ORD-AAAA-BBBB', signature: 'x'.repeat(43) };
    const outcome = await callRoute(loader, getRequest('/checkout?plan=Lifetime'), { standIns: standIn });
    expect(outcome.data.reference).toEqual(standIn);
    expect(outcome.headers.get('Set-Cookie')).toBeNull();
  });

  it('gives the browser a new reference once an order is placed with its reference', async () => {
    const page = await load('/checkout?plan=Yearly');
    const cookie = cookiesFrom(page.headers);
    const { reference, signature } = page.data.reference;
    const placed = await callRoute(
      action,
      formRequest(
        '/checkout?plan=Yearly',
        { ...buyer, name: 'Returning Rose', reference, referenceSignature: signature },
        { Cookie: cookie },
      ),
      { clientAddress: freshAddress() },
    );
    await expectSuccess(form, placed);
    const forgotten = placed.headers.getSetCookie().find((c) => c.startsWith('checkout_ref='));
    expect(forgotten).toMatch(/^checkout_ref=; Max-Age=0;/);
    const next = await callRoute(loader, getRequest('/checkout?plan=Yearly', { Cookie: 'checkout_ref=' }));
    expect(next.data.reference.reference).not.toBe(reference);
  });

  it('keeps the browser’s reference when a post is refused', async () => {
    const page = await load('/checkout?plan=Yearly');
    const cookie = cookiesFrom(page.headers);
    const { reference, signature } = page.data.reference;
    const refused = await callRoute(
      action,
      formRequest(
        '/checkout?plan=Yearly',
        { plan: 'Yearly', name: '', email: '', reference, referenceSignature: signature },
        { Cookie: cookie },
      ),
      { clientAddress: freshAddress() },
    );
    expect(refused.status).toBe(400);
    expect(refused.headers.get('Set-Cookie') ?? '').not.toContain('checkout_ref');
  });

  it('records the order under its reference, with the e-mails to the buyer and the administrator', async () => {
    const signed = signedReference();
    await expectSuccess(form, await postWith({ ...buyer, ...signed }));
    const order = await db.selectFrom('ach_orders').selectAll().where('reference', '=', signed.reference!).executeTakeFirstOrThrow();
    expect(order).toMatchObject({ name: 'Reference Rita', status: 'pending', price: `$${DEFAULT_SETTINGS.prices_usd.yearly}` });
    const mail = await db.selectFrom('outbox').selectAll().where('order_id', '=', order.id).orderBy('id').execute();
    expect(mail.map((m) => m.kind)).toContain('order-received');
    const received = mail.find((m) => m.kind === 'order-received')!;
    expect([received.recipient, received.status]).toEqual(['rita@example.com', 'queued']);
    expect(received.subject).toContain(signed.reference);
    expect(received.text_body).toMatch(new RegExp(`/orders/${signed.reference}\\?token=[A-Za-z0-9_-]{43}`));
  });

  it('records one order when the same form is posted twice, and answers both with the same success', async () => {
    const signed = signedReference();
    const first = await postWith({ ...buyer, name: 'Double Dan', ...signed });
    const second = await postWith({ ...buyer, name: 'Double Dan', ...signed });
    await expectSuccess(form, first);
    await expectSuccess(form, second);
    const orders = await ordersNamed('Double Dan');
    expect(orders).toHaveLength(1);
    const mail = await db.selectFrom('outbox').select('kind').where('order_id', '=', orders[0]!.id).execute();
    expect(mail.filter((m) => m.kind === 'order-received')).toHaveLength(1);
  });

  it('refuses a forged, altered or missing reference with a clear message and records nothing', async () => {
    const before = await rows('ach_orders');
    const signed = signedReference();
    const attempts: Record<string, string>[] = [
      {},
      { reference: 'ORD-AAAA-BBBB', referenceSignature: signed.referenceSignature! },
      { reference: signed.reference!, referenceSignature: 'x'.repeat(43) },
      { reference: signed.reference! },
    ];
    for (const fields of attempts) {
      const outcome = await postWith({ ...buyer, ...fields });
      expectRefusal(
        outcome,
        400,
        'Confirmation Failed',
        "This checkout page's payment reference could not be verified, so nothing was recorded. Please open the checkout page again from the pricing page.",
      );
    }
    expect(await rows('ach_orders')).toEqual(before);
  });

  it('refuses a reference another buyer already used', async () => {
    const signed = signedReference();
    await expectSuccess(form, await postWith({ ...buyer, ...signed }));
    const outcome = await postWith({ ...buyer, email: 'someone-else@example.com', ...signed });
    expect(outcome.status).toBe(409);
    expect(outcome.data.toast).toMatchObject({
      title: 'Confirmation Failed',
      description: expect.stringMatching(/already belongs to another order/),
    });
    expect((await rows('ach_orders')).filter((row) => row.reference === signed.reference)).toHaveLength(1);
  });
});

describe('one order per payment', () => {
  const dana = { plan: 'Monthly', name: 'Dana Duplicate', email: 'dana@example.com' };
  const postAs = (fields: Record<string, string>) =>
    callRoute(action, formRequest('/checkout?plan=Monthly', { ...dana, ...fields }), { clientAddress: freshAddress() });
  const danasOrders = async () => (await rows('ach_orders')).filter((row) => row.email.toLowerCase() === 'dana@example.com');

  it('asks before a second pending order of the same plan from the same address, recording nothing', async () => {
    // The phone: an order placed. The laptop: another page, so another reference, the address in capitals.
    const first = await postAs(signedReference());
    expect(first.status).toBe(302);
    const [earlier] = await danasOrders();
    const second = await postAs({ ...signedReference(), email: 'DANA@example.com' });
    expect(second.status).toBe(200);
    expect(second.data.answer).toMatchObject({
      kind: 'question',
      earlier: { reference: earlier!.reference, plan: 'Monthly', amount: `$${DEFAULT_SETTINGS.prices_usd.monthly}` },
    });
    expect(await danasOrders()).toHaveLength(1);
    // Another plan is another purchase: no question.
    const yearly = await callRoute(action, formRequest('/checkout?plan=Yearly', { ...dana, plan: 'Yearly', ...signedReference() }), {
      clientAddress: freshAddress(),
    });
    expect(yearly.status).toBe(302);
  });

  it('"Yes, that’s my payment" creates nothing and e-mails the earlier order’s link to its own address', async () => {
    const [earlier] = (await danasOrders()).filter((row) => row.plan === 'Monthly');
    const linksBefore = await db.selectFrom('outbox').select('id').where('kind', '=', 'order-link').execute();
    const yes = await postAs({ ...signedReference(), duplicate: 'mine', existing: earlier!.reference });
    expect(yes.status).toBe(200);
    expect(yes.data.answer).toMatchObject({ kind: 'linked', sentTo: 'dana@example.com', order: { reference: earlier!.reference } });
    expect((await danasOrders()).filter((row) => row.plan === 'Monthly')).toHaveLength(1);
    const links = await db.selectFrom('outbox').select(['recipient', 'order_id']).where('kind', '=', 'order-link').execute();
    expect(links).toHaveLength(linksBefore.length + 1);
    expect(links.at(-1)).toEqual({ recipient: 'dana@example.com', order_id: earlier!.id });
    // Someone else's order can't be claimed by naming its reference.
    const other = await postAs({ ...signedReference(), email: 'mallory@example.com', duplicate: 'mine', existing: earlier!.reference });
    expect(other.status).toBe(409);
  });

  it('"No, this is a second purchase" places the new order', async () => {
    const no = await postAs({ ...signedReference(), duplicate: 'second' });
    expect(no.status).toBe(302);
    expect((await danasOrders()).filter((row) => row.plan === 'Monthly')).toHaveLength(2);
  });
});

describe('a site still on the sample bank details', () => {
  beforeAll(async () => {
    await saveSiteSettings(DEFAULT_SETTINGS);
  });

  it('shows nothing to pay into and no reference, and a post records nothing', async () => {
    const page = await load('/checkout?plan=Yearly');
    expect([page.data.ach, page.data.reference]).toEqual([null, null]);
    const before = (await rows('ach_orders')).length;
    const outcome = await callRoute(
      action,
      formRequest('/checkout?plan=Yearly', { plan: 'Yearly', name: 'Early Ellis', email: 'ellis@example.com', ...signedReference() }),
      { clientAddress: freshAddress() },
    );
    expectRefusal(outcome, 400, 'Confirmation Failed', 'We’re not taking payments yet — contact us. Nothing was recorded.');
    expect(await rows('ach_orders')).toHaveLength(before);
  });
});

describe('paid already, with another reference', () => {
  beforeAll(async () => {
    await seedDefaultSettings();
    await saveTestBankDetails();
  });

  const buyer = { plan: 'Yearly', name: 'Laptop Lena', email: 'lena@example.com', duplicate: 'second' };
  const postWith = (fields: Record<string, string>) =>
    callRoute(action, formRequest('/checkout?plan=Yearly', fields), { clientAddress: freshAddress() });

  it('the reference the phone showed, typed on the laptop, becomes the order’s; the laptop keeps its own for later', async () => {
    const phone = (await load('/checkout?plan=Yearly')).data.reference.reference as string;
    const laptop = await load('/checkout?plan=Yearly');
    const cookie = cookiesFrom(laptop.headers);
    const typed = phone.toLowerCase().replaceAll('-', ' ');
    const placed = await callRoute(
      action,
      formRequest(
        '/checkout?plan=Yearly',
        {
          ...buyer,
          ...{ reference: laptop.data.reference.reference, referenceSignature: laptop.data.reference.signature },
          paidReference: typed,
        },
        { Cookie: cookie },
      ),
      { clientAddress: freshAddress() },
    );
    await expectSuccess(form, placed);
    expect((await flashOf(placed))?.receipt).toMatchObject({ reference: phone });
    expect((await ordersNamed('Laptop Lena')).map((o) => o.reference)).toEqual([phone]);
    // The laptop's own reference was not used: it keeps it.
    expect(placed.headers.getSetCookie().some((c) => c.startsWith('checkout_ref='))).toBe(false);
  });

  it('the question before a second order keeps the typed reference, and the answer places the order under it', async () => {
    const email = 'twice-typed@example.com';
    await expectSuccess(form, await postWith({ ...buyer, email, name: 'Twice Typed', ...signedReference() }));
    const phone = (await load('/checkout?plan=Yearly')).data.reference.reference as string;
    const { duplicate: _answer, ...unanswered } = buyer;
    const asked = await postWith({ ...unanswered, email, name: 'Twice Typed', ...signedReference(), paidReference: phone });
    expect(asked.data.answer).toMatchObject({ kind: 'question' });
    expect(asked.data.values).toMatchObject({ paidReference: phone });
    const answered = await postWith({ ...asked.data.values, plan: 'Yearly', duplicate: 'second' });
    await expectSuccess(form, answered);
    expect((await ordersNamed('Twice Typed')).map((o) => o.reference)).toContain(phone);
  });

  it('refuses a made-up, a mistyped or a taken reference, and anything that is not one, with the reason, recording nothing', async () => {
    const phone = (await load('/checkout?plan=Yearly')).data.reference.reference as string;
    const symbols = phone.slice(4, 8) + phone.slice(9);
    const lastChanged = symbols.slice(0, 7) + (symbols[7] === 'Z' ? 'Y' : 'Z');
    const mistyped = `ORD-${lastChanged.slice(0, 4)}-${lastChanged.slice(4)}`;
    const taken = signedReference().reference!;
    await expectSuccess(form, await postWith({ ...buyer, name: 'First Holder', ...signedReference(), paidReference: taken }));
    const before = await rows('ach_orders');
    const cases: [string, number, RegExp][] = [
      ['ORD-AAAA-BBBB', 400, /did not issue the reference you typed/],
      [mistyped, 400, /did not issue the reference you typed/],
      ['my transfer', 400, /is not a payment reference/],
      ['REQ-7K3M-9QA2', 400, /is not a payment reference/],
      [taken, 409, /already belongs to another order/],
    ];
    for (const [typed, status, reason] of cases) {
      const outcome = await postWith({ ...buyer, email: 'other@example.com', ...signedReference(), paidReference: typed });
      expect(outcome.status, typed).toBe(status);
      expect(outcome.data.toast, typed).toMatchObject({ title: 'Confirmation Failed', description: expect.stringMatching(reason) });
      expect(outcome.data.values.paidReference, typed).toBe(typed);
      if (status === 400) expect(outcome.data.errors.paidReference, typed).toMatch(reason);
    }
    expect(await rows('ach_orders')).toEqual(before);
  });
});

describe('E-mail me these payment details', () => {
  beforeAll(async () => {
    await seedDefaultSettings();
    await saveTestBankDetails();
  });

  it('queues the seller’s details, the amount and this page’s reference, capped as an acknowledgement; its link brings the same reference back', async () => {
    const page = await load('/checkout?plan=Yearly');
    const { reference, signature } = page.data.reference;
    const sent = await callRoute(
      action,
      formRequest('/checkout?plan=Yearly', {
        intent: 'payment-details',
        plan: 'Yearly',
        email: 'pay@example.com',
        reference,
        referenceSignature: signature,
      }),
      { clientAddress: freshAddress() },
    );
    expect(sent.status).toBe(302);
    expect(sent.location).toBe('/checkout?plan=Yearly');
    expect(await flashOf(sent)).toMatchObject({ title: 'Payment Details Sent', form: 'payment-details' });
    const mail = await db
      .selectFrom('outbox')
      .selectAll()
      .where('kind', '=', 'payment-details')
      .where('recipient', '=', 'pay@example.com')
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe(`Payment details for your Recoverly order: $${DEFAULT_SETTINGS.prices_usd.yearly}, reference ${reference}`);
    for (const value of [TEST_BANK_DETAILS.accountNumber, TEST_BANK_DETAILS.routingNumber, TEST_BANK_DETAILS.bankName, reference]) {
      expect(mail.text_body).toContain(value);
    }
    expect(await rows('ach_orders')).not.toContainEqual(expect.objectContaining({ reference }));
    const link = /http\S+\/checkout\?plan=Yearly&reference=ORD-[0-9A-Z-]+&signature=[A-Za-z0-9_-]{43}/.exec(mail.text_body)![0];
    const opened = await callRoute(loader, getRequest(new URL(link).pathname + new URL(link).search));
    expect(opened.data.reference).toEqual({ reference, signature });
    // The browser that opened the link keeps that reference for the plan from then on.
    const again = await callRoute(loader, getRequest('/checkout?plan=Yearly', { Cookie: cookiesFrom(opened.headers) }));
    expect(again.data.reference.reference).toBe(reference);
    // A link whose signature is not ours brings nothing: the visitor gets a reference of their own.
    const forged = await callRoute(loader, getRequest(`/checkout?plan=Yearly&reference=${reference}&signature=${'x'.repeat(43)}`));
    expect(forged.data.reference.reference).not.toBe(reference);
  });

  it('refuses an unverified reference, a missing address or a malformed one (beside the e-mail field), and sends nothing', async () => {
    const before = await db.selectFrom('outbox').select('id').where('kind', '=', 'payment-details').execute();
    const page = await load('/checkout?plan=Yearly');
    const forged = await callRoute(
      action,
      formRequest('/checkout?plan=Yearly', {
        intent: 'payment-details',
        plan: 'Yearly',
        email: 'pay@example.com',
        reference: page.data.reference.reference,
        referenceSignature: 'y'.repeat(43),
      }),
      { clientAddress: freshAddress() },
    );
    expect(forged.status).toBe(400);
    expect(forged.data).toMatchObject({ form: 'payment-details', toast: { title: 'Sending Failed' } });
    const empty = await callRoute(
      action,
      formRequest('/checkout?plan=Yearly', { intent: 'payment-details', plan: 'Yearly', email: '', ...signedReference() }),
      { clientAddress: freshAddress() },
    );
    expect(empty.status).toBe(400);
    expect(empty.data).toMatchObject({
      form: 'payment-details',
      toast: { title: 'Incomplete Information' },
      errors: { email: 'Please enter your email address.' },
    });
    const malformed = await callRoute(
      action,
      formRequest('/checkout?plan=Yearly', { intent: 'payment-details', plan: 'Yearly', email: 'pay@', ...signedReference() }),
      { clientAddress: freshAddress() },
    );
    expect([malformed.status, malformed.data.errors, malformed.data.values.email]).toEqual([
      400,
      { email: 'Please enter a valid email address.' },
      'pay@',
    ]);
    expect(await db.selectFrom('outbox').select('id').where('kind', '=', 'payment-details').execute()).toEqual(before);
  });
});
