import path from 'node:path';
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findAdminByEmail, hashPassword } from '../../app/features/admin-auth/admins.server';
import { copyDatabase } from '../../app/lib/db/copy.server';
import { createKysely, db, openSqlite } from '../../app/lib/db/db.server';
import type { Database } from '../../app/lib/db/schema';
import { migrateToLatest } from '../../app/lib/db/migrate.server';
import { readFilteredList } from '../../app/features/dashboard/filtered-list.server';
import { ORDER_STATUSES } from '../../app/features/orders/status';
import { REQUEST_STATUSES } from '../../app/features/requests/status';
import { placeTestOrder } from '../helpers/orders';
import { getAchDetails, getContactInfo, getPrices, seedDefaultSettings } from '../../app/features/settings/settings.server';
import type { Kysely } from 'kysely';

// Runs on PostgreSQL only: this file's database (DATABASE_URL, migrated and empty) is the target.
const ORDERS = 10_000;
let source: Kysely<Database>;

async function fillSource(file: string) {
  source = createKysely(openSqlite(file));
  await migrateToLatest(source);
  const plans = [
    ['Monthly', '$9.99'],
    ['Yearly', '$59.99'],
    ['Lifetime', '$99.99'],
  ] as const;
  await source.transaction().execute(async (trx) => {
    for (let start = 0; start < ORDERS; start += 500) {
      await trx
        .insertInto('ach_orders')
        .values(
          Array.from({ length: 500 }, (_, i) => {
            const n = start + i;
            const [plan, price] = plans[n % 3]!;
            const created = new Date(Date.UTC(2026, 0, 1) + n * 60_000).toISOString();
            return {
              name: `Buyer ${n}`,
              email: `buyer${n}@example.com`,
              plan,
              price,
              status: n % 4 ? 'pending' : 'confirmed',
              reference: `ORD-${String(n)
                .padStart(8, '0')
                .replace(/(\d{4})$/, '-$1')}`,
              created_at: created,
            };
          }),
        )
        .execute();
    }
    // A gap in the ids (a deleted row, say) must survive the copy.
    await trx.deleteFrom('ach_orders').where('id', '=', 17).execute();
    await trx
      .insertInto('requests')
      .values({
        kind: 'support',
        name: 'Ann, "quoted"',
        email: 'ann@example.com',
        phone: '+1 555 0100',
        product: 'Data Recovery',
        reference: 'REQ-AAAA-0001',
      })
      .execute();
    await trx
      .insertInto('requests')
      .values({
        kind: 'help',
        name: 'Bo 💾',
        email: 'bo@example.com',
        subject: 'Line\nbreak',
        message: 'Ünïcødé',
        reference: 'REQ-AAAA-0002',
      })
      .execute();
    await trx
      .insertInto('admins')
      .values({ email: 'owner@example.com', password_hash: await hashPassword('a long password') })
      .execute();
    // The owner's writing on SQLite: a seeded post renamed, and a post of their own.
    await trx.updateTable('content_items').set({ title: 'Renamed on SQLite' }).where('slug', '=', 'ssd-vs-hdd').execute();
    await trx
      .insertInto('content_items')
      .values({ kind: 'post', slug: 'written-on-sqlite', title: 'Written on SQLite', body: 'Hi.' })
      .execute();
  });
}

beforeAll(async () => {
  await fillSource(path.join(process.env.TEST_TMP_DIR!, `copy-source-${crypto.randomUUID()}.db`));
  // What `npm start` seeds on the SQLite file, with one price changed by its administrator.
  const settings = await source.selectFrom('site_settings').selectAll().execute();
  expect(settings).toEqual([]);
}, 60_000);
afterAll(() => source.destroy());

describe('npm run db:copy', () => {
  it('moves 10,000 orders, the requests, the settings and the administrator; the site then serves them from PostgreSQL', async () => {
    // Settings as an administrator left them on SQLite.
    await source
      .insertInto('site_settings')
      .values([
        { key: 'prices_usd', value: JSON.stringify({ monthly: '12.00', yearly: '70.00', lifetime: '150.00' }) },
        { key: 'contact_us', value: JSON.stringify({ phone: '+1 555 0199', email: 'help@example.com', address: '1 Main St' }) },
        {
          key: 'ach_details',
          value: JSON.stringify({
            accountHolder: 'Vendor LLC',
            bankName: 'First Bank',
            accountNumber: '123456789',
            routingNumber: '021000021',
          }),
        },
      ])
      .execute();
    const listOrders = () => readFilteredList('ach_orders', new URLSearchParams(), ORDER_STATUSES);
    const firstRequest = async (list: 'support' | 'help') =>
      (await readFilteredList(list, new URLSearchParams(), REQUEST_STATUSES)).items[0];
    const before = await listOrders();
    expect(before.counts?.all).toBe(0);

    const copied = await copyDatabase({ from: source, to: db });
    expect(Object.fromEntries(copied.map(({ table, rows }) => [table, rows]))).toMatchObject({
      ach_orders: ORDERS - 1,
      requests: 2,
      admins: 1,
      site_settings: 3,
    });

    // The site's own reads, now on PostgreSQL, see what SQLite held.
    const page = await listOrders();
    expect(page.counts?.all).toBe(ORDERS - 1);
    const newest = await source
      .selectFrom('ach_orders')
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(page.items.length)
      .execute();
    expect(page.items).toEqual(newest);
    expect(await db.selectFrom('ach_orders').select('id').where('id', '=', 17).execute()).toEqual([]);
    expect(await firstRequest('support')).toMatchObject({ name: 'Ann, "quoted"', phone: '+1 555 0100' });
    expect(await firstRequest('help')).toMatchObject({ name: 'Bo 💾', subject: 'Line\nbreak', message: 'Ünïcødé' });
    expect(await getPrices()).toEqual({ monthly: '12.00', yearly: '70.00', lifetime: '150.00' });
    expect((await getContactInfo()).phone).toBe('+1 555 0199');
    expect((await getAchDetails()).routingNumber).toBe('021000021');
    // Start-up seeding leaves copied settings alone, and only adds the group SQLite never had.
    await seedDefaultSettings();
    expect(await getPrices()).toEqual({ monthly: '12.00', yearly: '70.00', lifetime: '150.00' });
    const admin = await findAdminByEmail('owner@example.com');
    expect(admin?.password_hash).toMatch(/^\$2[aby]\$/);

    // The content is the source's (the target's own seed gave way to it), nothing twice.
    const titles = async (executor: Kysely<Database>) =>
      (await executor.selectFrom('content_items').select(['id', 'title']).orderBy('id').execute()).map((row) => `${row.id} ${row.title}`);
    expect(await titles(db)).toEqual(await titles(source));
    expect(await titles(db)).toEqual(
      expect.arrayContaining([expect.stringMatching(/ Renamed on SQLite$/), expect.stringMatching(/ Written on SQLite$/)]),
    );

    // New rows continue after the copied ids.
    const { id } = await placeTestOrder({ name: 'After the move', email: 'new@example.com', plan: 'Monthly', price: '$12.00' });
    expect(id).toBe(ORDERS + 1);
  }, 60_000);

  it('refuses a database that already holds rows, and writes nothing', async () => {
    const count = async () =>
      Number(
        (
          await db
            .selectFrom('ach_orders')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const held = await count();
    await expect(copyDatabase({ from: source, to: db })).rejects.toThrow(/not empty \(site_settings has rows\)/);
    expect(await count()).toBe(held);
  });
});
