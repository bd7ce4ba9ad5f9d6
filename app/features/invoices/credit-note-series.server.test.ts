import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabaseFrom, dropDatabases, testDatabaseName } from '../../../tests/helpers/postgres-test-database';
import { tempFolder } from '../../../tests/helpers/temp-folder';
import { seedDefaultSettings } from '~/features/settings/settings.server';
import { createDatabase, createKysely, db as siteDb, openSqlite } from '~/lib/db/db.server';
import { migrateToLatest, migrateUpTo } from '~/lib/db/migrate.server';
import type { AchOrder, Database } from '~/lib/db/schema';
import { issueCreditNote, issueInvoice } from './issue.server';

// A site that issued credit notes in the invoices' series upgrades: every document keeps the number
// it was issued with, the invoices' series carries on from its last number, and the first credit
// note after the upgrade is CN-{year}-000001. On SQLite and on PostgreSQL, each on a database of its own.

const LAST_BEFORE = '2026-11-29-022-money';
const prefix = testDatabaseName('site_cn_series');
const postgres = process.env.TEST_BACKEND === 'postgres';

afterAll(async () => {
  if (postgres) await dropDatabases(process.env.TEST_DATABASE_URL!, prefix);
});

async function emptyDatabase(): Promise<Kysely<Database>> {
  if (!postgres) return createKysely(openSqlite(path.join(tempFolder('cn-series'), 'site.db')));
  const url = await createDatabaseFrom(process.env.TEST_DATABASE_URL!, prefix);
  return createDatabase({ kind: 'postgres', url, poolSize: 2 });
}

// The parts of a stored document a credit note reads from the invoice it credits.
const document = (number: string, kind: string) =>
  JSON.stringify({
    kind,
    number,
    reference: 'ORD-AAAA-0002',
    lines: [{ description: 'Recoverly Yearly license', quantity: 1, unitCents: 7999 }],
  });

describe('credit notes in their own series, on a site that issued some before', () => {
  it('keeps every issued number, carries the invoices on, and starts the credit notes at CN-year-000001', async () => {
    const db = await emptyDatabase();
    try {
      await migrateUpTo(db, LAST_BEFORE);
      const year = new Date().getUTCFullYear();
      for (const n of [1, 2, 3]) {
        await sql`insert into ach_orders (reference, name, email, plan, price, amount_cents, status, confirmed_at)
          values (${`ORD-AAAA-000${n}`}, ${`Buyer ${n}`}, ${`buyer${n}@example.com`}, 'Yearly', '$79.99', 7999, 'confirmed', '2026-11-24T10:00:00.000Z')`.execute(
          db,
        );
      }
      // As the release before wrote them: order 1's invoice and credit note, then order 2's invoice, one series.
      const issued = [
        [`INV-${year}-000001`, 1, 'invoice', 1],
        [`INV-${year}-000002`, 2, 'credit-note', 1],
        [`INV-${year}-000003`, 3, 'invoice', 2],
      ] as const;
      for (const [number, sequence, kind, orderId] of issued) {
        await sql`insert into invoices (number, year, sequence, kind, order_id, amount_cents, document)
          values (${number}, ${year}, ${sequence}, ${kind}, ${orderId}, 7999, ${document(number, kind)})`.execute(db);
      }
      await sql`insert into invoice_counters (year, last) values (${year}, 3)`.execute(db);

      await migrateToLatest(db);
      // The settings the documents name the seller from, as a site has them.
      await seedDefaultSettings();
      await db
        .insertInto('site_settings')
        .values(await siteDb.selectFrom('site_settings').selectAll().execute())
        .execute();

      const before = await db.selectFrom('invoices').select(['number', 'series', 'kind', 'order_id']).orderBy('id').execute();
      expect(before).toEqual(issued.map(([number, , kind, orderId]) => ({ number, series: 'INV', kind, order_id: orderId })));
      const [first, second, third] = (await db.selectFrom('ach_orders').selectAll().orderBy('id').execute()) as AchOrder[];
      const refund = { amountCents: 7999, reason: 'Bought twice', sentOn: `${year}-06-01`, bankReference: 'TRC 1' };
      const credit = await db.transaction().execute((trx) => issueCreditNote(trx, second!, refund));
      expect([credit?.invoice.number, credit?.creditNote.number]).toEqual([`INV-${year}-000003`, `CN-${year}-000001`]);
      const invoice = await db.transaction().execute((trx) => issueInvoice(trx, third!));
      expect(invoice?.number).toBe(`INV-${year}-000004`);
      // Order 1's credit note was issued already: it keeps its number.
      const again = await db.transaction().execute((trx) => issueCreditNote(trx, first!, refund));
      expect(again?.creditNote.number).toBe(`INV-${year}-000002`);

      const counters = await db.selectFrom('invoice_counters').selectAll().orderBy('series').execute();
      expect(counters).toEqual([
        { series: 'CN', year, last: 1 },
        { series: 'INV', year, last: 4 },
      ]);
      // A number is unique within its series: CN-…-000001 and INV-…-000001 live side by side, a second CN 1 doesn't.
      await expect(
        sql`insert into invoices (number, series, year, sequence, kind, order_id, amount_cents, document)
          values ('CN-X', 'CN', ${year}, 1, 'credit-note', 3, 1, '{}')`.execute(db),
      ).rejects.toThrow(/unique/i);
    } finally {
      await db.destroy();
    }
  });
});
