import { beforeAll, describe, expect, it } from 'vitest';
import { PLANS } from '~/features/catalogue/plans';
import { DEFAULT_SETTINGS } from '~/features/settings/model';
import { db } from '~/lib/db/db.server';
import { CATALOGUE, factsOf, factWarnings, fillTokens, tokenGuide, type Catalogue } from './facts';
import { markdownText } from './markdown.server';

const PRICES = DEFAULT_SETTINGS.prices_usd;
const facts = factsOf(PRICES, 'America/New_York');

/** The catalogue with another refund window for every plan that had `from` days. */
function withRefundWindow(from: number, to: number): Catalogue {
  return { ...CATALOGUE, plans: PLANS.map((plan) => (plan.refundDays === from ? { ...plan, refundDays: to } : plan)) };
}

describe('the catalogue’s facts as tokens', () => {
  it('read as their current values, a token the site doesn’t know as typed', () => {
    expect(
      fillTokens(
        '{refund_days} days; Monthly {refund_days:Monthly}; {price:Yearly}; {devices:Lifetime}; {file_types}; {transfer_time}; {refund_send}; {reply_time}; {support_hours}; {nope}; {price}; {file_types:Yearly}',
        facts,
      ),
    ).toBe(
      '30 days; Monthly 7; $79.99; 5 devices; 1000; within 1–3 business days; within 5 business days; within one business day; Monday to Friday, 9 am – 6 pm Eastern Time; {nope}; {price}; {file_types:Yearly}',
    );
  });

  it('follow Site Settings: a new price and another time zone', () => {
    const changed = factsOf({ ...PRICES, yearly: '1299.5' }, 'Europe/London');
    expect(fillTokens('{price:Yearly} {support_hours}', changed)).toBe('$1,299.50 Monday to Friday, 9 am – 6 pm United Kingdom Time');
  });

  it('are documented beside the editor with what each reads as now', () => {
    const guide = tokenGuide(facts);
    expect(guide.map((entry) => entry.token)).toEqual(
      expect.arrayContaining([
        '{refund_days}',
        '{refund_days:Monthly}',
        '{price:Yearly}',
        '{devices:Lifetime}',
        '{file_types}',
        '{support_hours}',
      ]),
    );
    expect(guide.find((entry) => entry.token === '{price:Lifetime}')!.value).toBe('$149.99');
    for (const entry of guide) expect(fillTokens(entry.token, facts), entry.token).toBe(entry.value);
  });
});

describe('a text that names a fact', () => {
  beforeAll(async () => {
    // Nothing else: the FAQ entries the upgrade seeded are in this test's own database.
    expect(await db.selectFrom('content_items').select('id').where('kind', '=', 'faq').execute()).not.toHaveLength(0);
  });

  it('changes with the catalogue: another refund window changes every seeded text that uses {refund_days}', async () => {
    const rows = await db.selectFrom('content_items').select(['title', 'body']).where('body', 'like', '%{refund_days%').execute();
    expect(rows.map((row) => row.title)).toEqual(['Can I get a refund?']);
    const today = markdownText(rows[0]!.body, facts);
    const longer = markdownText(rows[0]!.body, factsOf(PRICES, 'America/New_York', withRefundWindow(30, 45)));
    expect(today).toContain('within 30 days for Yearly and Lifetime, 7 for Monthly');
    expect(longer).toContain('within 45 days for Yearly and Lifetime, 7 for Monthly');
    expect(fillTokens('A {refund_days}-day money-back guarantee', factsOf(PRICES, 'UTC', withRefundWindow(30, 60)))).toBe(
      'A 60-day money-back guarantee',
    );
  });

  it('that states a number instead is warned about, and told the token to use', () => {
    expect(factWarnings('Every plan has a 14-day refund.', facts)).toEqual([
      {
        quote: '14-day refund',
        message: '“14-day refund” contradicts the refund window (Monthly 7, Yearly 30, Lifetime 30 days). Write {refund_days} instead.',
        token: '{refund_days}',
      },
    ]);
    expect(factWarnings('Monthly buyers can ask for a refund within 10 days.', facts).map((w) => w.token)).toEqual([
      '{refund_days:Monthly}',
    ]);
    expect(factWarnings('Lifetime covers 3 devices.', facts).map((w) => w.token)).toEqual(['{devices:Lifetime}']);
    expect(factWarnings('Yearly costs $59.99 now.', facts).map((w) => w.token)).toEqual(['{price:Yearly}']);
    expect(factWarnings('We recover 500+ file types.', facts).map((w) => w.token)).toEqual(['{file_types}']);
    expect(factWarnings('The transfer arrives in 2-5 business days.', facts).map((w) => w.token)).toEqual(['{transfer_time}']);
    expect(factWarnings('Write {refund} here and {price:Weekly} there.', facts).map((w) => w.message)).toEqual([
      '{refund} is not a token this site knows; it is shown as typed.',
      '{price:Weekly} needs a plan: Monthly, Yearly, Lifetime; it is shown as typed.',
    ]);
  });

  it('that states the facts right, or names them as tokens, is not warned about', async () => {
    expect(factWarnings('A 30-day money-back guarantee, Lifetime on 5 devices, Yearly at $79.99, 1000 file types.', facts)).toEqual([]);
    expect(factWarnings('A {refund_days}-day refund on {devices:Yearly}, {price:Yearly}.', facts)).toEqual([]);
    const seeded = await db.selectFrom('content_items').select(['title', 'body', 'fields']).execute();
    for (const row of seeded) expect(factWarnings(`${row.title}\n${row.body}\n${row.fields}`, facts), row.title).toEqual([]);
  });
});
