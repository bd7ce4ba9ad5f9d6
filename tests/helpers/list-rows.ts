import { db } from '~/lib/db/db.server';

let next = 0;

/** Inserts an order as it would be stored, at a chosen creation time (the list tests need exact times). */
export async function insertOrder(fields: {
  created_at: string;
  name?: string;
  email?: string;
  status?: 'pending' | 'confirmed' | 'cancelled';
  reference?: string;
}) {
  next++;
  const code = String(next).padStart(4, '0');
  return db
    .insertInto('ach_orders')
    .values({
      name: `Buyer ${next}`,
      email: `buyer${next}@example.com`,
      plan: 'Monthly',
      price: '$79.99',
      amount_cents: 7999,
      reference: `ORD-TST0-${code.replace(/[ILOU]/g, '0')}`,
      status: 'pending',
      ...fields,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
