import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, expect, it } from 'vitest';
import { db } from '../../app/lib/db/db.server';
import { invoiceNumber } from '../../app/features/invoices/numbering';
import { seedDefaultSettings } from '../../app/features/settings/settings.server';
import { placeTestOrder } from '../helpers/orders';

// Invoice numbers are gap-free and sequential per year even when two processes on
// PostgreSQL confirm at the same moment. Two Node processes (each with its own connection pool)
// confirm 25 orders each, four at a time, through the real service against this file's database.

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');
const ORDERS = 50;

beforeAll(async () => {
  await seedDefaultSettings();
});

it('50 orders confirmed from two processes at once get invoice numbers 1 to 50: no gap, no repeat', async () => {
  const orders = [];
  for (let n = 0; n < ORDERS; n++) {
    orders.push(await placeTestOrder({ name: `Racer ${n}`, email: `racer${n}@example.com`, plan: 'Yearly', price: '$79.99' }));
  }
  const ids = orders.map((order) => order.id);
  const startAt = Date.now() + 3_000; // both processes start confirming at this moment
  const worker = (share: number[]) =>
    run(path.join(root, 'node_modules/.bin/vite-node'), ['--config', 'vitest.config.ts', 'tests/integration/invoice-numbers.worker.ts'], {
      cwd: root,
      env: { ...process.env, ORDER_IDS: share.join(','), START_AT: String(startAt), PARALLEL: '4', DATABASE_POOL_SIZE: '4' },
      timeout: 90_000,
    });
  // Interleaved shares: both processes work on neighbouring orders throughout.
  const [a, b] = await Promise.all([worker(ids.filter((_, i) => i % 2 === 0)), worker(ids.filter((_, i) => i % 2 === 1))]);
  const results = [a, b].map((out) => JSON.parse(out.stdout.trim().split('\n').at(-1)!) as { pid: number; numbers: string[] });
  expect(results.map((r) => r.numbers.length)).toEqual([25, 25]);
  expect(new Set(results.map((r) => r.pid)).size).toBe(2);

  const year = new Date().getUTCFullYear();
  const expected = Array.from({ length: ORDERS }, (_, i) => invoiceNumber(year, i + 1));
  expect([...results[0]!.numbers, ...results[1]!.numbers].sort()).toEqual(expected);
  const stored = await db.selectFrom('invoices').select(['number', 'sequence', 'order_id']).orderBy('sequence').execute();
  expect(stored.map((row) => row.number)).toEqual(expected);
  expect(new Set(stored.map((row) => row.order_id)).size).toBe(ORDERS);
  expect(await db.selectFrom('invoice_counters').selectAll().execute()).toEqual([{ series: 'INV', year, last: ORDERS }]);
  // Both processes took numbers while the other was confirming: the series interleaves.
  const byProcess = stored.map((row) => (results[0]!.numbers.includes(row.number) ? 'a' : 'b')).join('');
  expect(byProcess).toMatch(/ab|ba/);
}, 120_000);
