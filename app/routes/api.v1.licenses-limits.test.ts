import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ACTOR } from '../../tests/helpers/admin';
import { startEdge } from '../../tests/helpers/edge';
import { placeTestOrder } from '../../tests/helpers/orders';
import { API_CALLS_PER_KEY_PER_MINUTE } from '~/features/licenses/api/api-limits.server';
import { confirmOrder } from '~/features/orders/lifecycle.server';
import { seedDefaultSettings } from '~/features/settings/settings.server';
import { db } from '~/lib/db/db.server';

// The per-key limit of the license API, over HTTP as the red team used it: one key spelled nine ways
// (case, separators, Crockford's I/L for 1 and O for 0), each call from its own address. The lookup
// reads every spelling as the one key, so the limit counts them as one: 60 calls a minute in all.

let edge: Awaited<ReturnType<typeof startEdge>>;
afterEach(async () => {
  await edge?.close();
});

/** A key holding 0s and 1s, so its confusable spellings really differ from it. */
const KEY = '10A0B-1C0D1-E0F1G-0H1J0';
const SPELLINGS = [
  KEY,
  KEY.toLowerCase(),
  KEY.replaceAll('-', ''),
  KEY.replaceAll('-', ' '),
  KEY.replaceAll('1', 'I').replaceAll('0', 'O'),
  KEY.replaceAll('1', 'L'),
  KEY.replaceAll('1', 'l').replaceAll('0', 'o').replaceAll('-', '_'),
  KEY.replaceAll('-', '\u2013'),
  ` ${KEY.toLowerCase().replaceAll('-', '  ')} `,
];

beforeAll(async () => {
  await seedDefaultSettings();
  const order = await placeTestOrder({ name: 'Kim Key', email: 'kim@example.com', plan: 'Yearly', price: '$79.99' });
  await confirmOrder(order.id, TEST_ACTOR);
  await db.updateTable('ach_orders').set({ license_key: KEY }).where('id', '=', order.id).execute();
});

describe('the per-key limit of the license API', () => {
  it('counts nine spellings of one key as one budget of 60 calls a minute', async () => {
    edge = await startEdge({ trustProxy: true });
    expect(new Set(SPELLINGS).size).toBe(9);
    const statuses: number[] = [];
    let n = 0;
    for (let round = 0; round < 7; round++) {
      for (const key of SPELLINGS) {
        n++;
        const answer = await fetch(`${edge.url}/api/v1/licenses/validate`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.18.${Math.floor(n / 200)}.${n % 200}` },
          body: JSON.stringify({ key, fingerprint: 'spelling-test-device-0001' }),
        });
        statuses.push(answer.status);
        if (answer.status === 200) expect(await answer.json()).toMatchObject({ valid: false, code: 'not_activated' });
        if (answer.status === 429) expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
      }
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(API_CALLS_PER_KEY_PER_MINUTE);
    expect(statuses.slice(API_CALLS_PER_KEY_PER_MINUTE)).toEqual([429, 429, 429]);
  });
});
