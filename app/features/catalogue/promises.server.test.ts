import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_ACTOR } from '../../../tests/helpers/admin';
import { placeTestOrder, TEST_BANK_REFERENCE } from '../../../tests/helpers/orders';
import { pdfText } from '../../../tests/helpers/pdf-text';
import { CHECKOUT_PAGE } from '~/content/checkout';
import { CONTACT_CARDS } from '~/content/contact';
import { publishedFaq } from '~/features/content/public.server';
import { ADMIN_ORDER as BUYER_ORDER } from '~/content/orders';
import { ORDER_RECEIPT } from '~/content/order-receipt';
import { PLAN_COMPARISON } from '~/content/plans';
import { REFUND_POLICY } from '~/content/refund-policy';
import { db } from '~/lib/db/db.server';
import { documentPdf } from '~/features/invoices/issue.server';
import { confirmOrder } from '~/features/orders/lifecycle.server';
import { markRefundAsSent, refundOrder } from '~/features/orders/refund.server';
import { readSiteSettings, saveSiteSettings, seedDefaultSettings } from '~/features/settings/settings.server';
import { PLANS } from './plans';
import { REFUND_DAYS } from './refund-days';
import { REFUND_SEND, SUPPORT_HOURS, supportHoursText, TRANSFER_ARRIVAL } from './promises';

// The shop's promises about time are read from the catalogue; this finds them, word for word, on every
// page, e-mail and PDF that states one, and finds no other figure for the same promise anywhere there.

const texts: Record<string, string> = {};

/** Every string inside a content object (functions called with sample arguments by the caller). */
const flatten = (value: unknown): string => JSON.stringify(value);

beforeAll(async () => {
  await seedDefaultSettings();
  await saveSiteSettings({ ...(await readSiteSettings()), business_hours: { timeZone: 'Europe/London' } });
  const order = await placeTestOrder({ name: 'Prom Ise', email: 'promise@example.com', plan: 'Yearly', price: '$79.99' });
  await confirmOrder(order.id, TEST_ACTOR);
  await refundOrder(order.id, { amount: '79.99', reason: 'Changed my mind' }, TEST_ACTOR);
  await markRefundAsSent(order.id, { sentOn: new Date().toISOString().slice(0, 10), bankReference: TEST_BANK_REFERENCE }, TEST_ACTOR);
  const mail = await db.selectFrom('outbox').select(['kind', 'text_body', 'html_body']).where('order_id', '=', order.id).execute();
  for (const message of mail) texts[`e-mail ${message.kind}`] = `${message.text_body}\n${message.html_body}`;
  const documents = await db.selectFrom('invoices').selectAll().where('order_id', '=', order.id).execute();
  for (const document of documents) texts[`PDF ${document.kind}`] = (await pdfText(await documentPdf(document))).text.replace(/\s+/g, ' ');

  const hours = supportHoursText((await readSiteSettings()).business_hours.timeZone);
  texts['refund policy'] = flatten(REFUND_POLICY);
  texts.faq = flatten(await publishedFaq());
  texts['contact page'] = CONTACT_CARDS.map((card) => card.note(hours)).join(' ');
  texts['pricing table'] = PLANS.flatMap((plan) => PLAN_COMPARISON.rows.map((row) => row.value(plan, hours))).join(' ');
  texts.checkout = flatten(CHECKOUT_PAGE.steps('$79.99', 'ORD-TEST-0001')) + ORDER_RECEIPT.wait;
  texts['order page'] = [
    BUYER_ORDER.awaitingWait,
    BUYER_ORDER.refundDue('$79.99', 'Dec 4, 2026'),
    BUYER_ORDER.refundSent('$79.99', 'Nov 27, 2026'),
  ].join(' ');
});

const where = (words: string) => Object.keys(texts).filter((name) => texts[name]!.includes(words));

describe('the promises about time', () => {
  it('state how long a transfer takes in the catalogue’s words, and no other figure', () => {
    expect(where(TRANSFER_ARRIVAL)).toEqual(
      expect.arrayContaining([
        'e-mail order-received',
        'e-mail order-refund-due',
        'e-mail order-refunded',
        'refund policy',
        'faq',
        'checkout',
        'order page',
      ]),
    );
    for (const [name, text] of Object.entries(texts)) {
      for (const figure of text.match(/\d+\s*[–-]\s*\d+ business days/g) ?? [])
        expect(`${name}: ${figure}`).toBe(`${name}: ${TRANSFER_ARRIVAL.replace('within ', '')}`);
    }
  });

  it('state when a refund is sent in the catalogue’s words, and no other figure', () => {
    expect(where(REFUND_SEND)).toEqual(expect.arrayContaining(['e-mail order-refund-due', 'refund policy', 'faq', 'order page']));
    for (const [name, text] of Object.entries(texts)) {
      for (const figure of text.match(/within (\w+) business days/g) ?? []) expect(`${name}: ${figure}`).toBe(`${name}: ${REFUND_SEND}`);
    }
  });

  it('state each plan’s refund window in its days: the policy, the FAQ, the pricing table and the invoice', () => {
    for (const plan of PLANS) expect(texts['refund policy']).toContain(`${plan.name}","text":"${REFUND_DAYS[plan.name]} days.`);
    expect(texts.faq).toContain(`within ${REFUND_DAYS.Yearly} days for Yearly and Lifetime, ${REFUND_DAYS.Monthly} for Monthly`);
    expect(texts['pricing table']).toContain(`${REFUND_DAYS.Monthly} days`);
    expect(texts['PDF invoice']).toContain(`${REFUND_DAYS.Yearly} days from the confirmation of your payment`);
  });

  it('state the support hours with the time zone the settings name, wherever the hours are given', () => {
    const hours = supportHoursText('Europe/London');
    expect(hours).toBe(`${SUPPORT_HOURS} United Kingdom Time`);
    expect(where(SUPPORT_HOURS)).toEqual(expect.arrayContaining(['faq', 'contact page', 'pricing table']));
    for (const [name, text] of Object.entries(texts)) {
      const stated = text.split(SUPPORT_HOURS).length - 1;
      expect(`${name}: ${text.split(hours).length - 1}`).toBe(`${name}: ${stated}`);
    }
  });
});
