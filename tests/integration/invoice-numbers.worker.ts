// One process of tests/integration/invoice-numbers.postgres.test.ts: confirms the orders it is given
// (ORDER_IDS) through the real service, several at a time, from START_AT on, against DATABASE_URL,
// and prints each confirmation's invoice number as one JSON line.
import { confirmOrder } from '~/features/orders/lifecycle.server';
import { db } from '~/lib/db/db.server';

const ids = (process.env.ORDER_IDS ?? '').split(',').filter(Boolean).map(Number);
const startAt = Number(process.env.START_AT ?? Date.now());
const parallel = Number(process.env.PARALLEL ?? 4);
const by = { actor: `worker-${process.pid}@recoverly.test`, clientAddress: '127.0.0.1' };

await new Promise((resolve) => setTimeout(resolve, Math.max(0, startAt - Date.now())));
const numbers: string[] = [];
const queue = [...ids];
await Promise.all(
  Array.from({ length: parallel }, async () => {
    for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
      const outcome = await confirmOrder(id, by);
      if (outcome.kind !== 'confirmed' || !outcome.invoice) throw new Error(`order ${id}: ${outcome.kind}`);
      numbers.push(outcome.invoice.number);
    }
  }),
);
await db.destroy();
console.log(JSON.stringify({ pid: process.pid, numbers }));
