import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabaseFrom, testDatabaseName } from '../../../tests/helpers/postgres-test-database';
import { tempFolder } from '../../../tests/helpers/temp-folder';
import { createDatabase, createKysely, openSqlite } from './db.server';
import { migrateToLatest, migrateUpTo } from './migrate.server';
import type { Database } from './schema';

// The migration that splits a refund into due and sent, on the backend of this run: a database as the
// release before it left it, with a refunded and a confirmed order, brought up to date.

const opened: Kysely<Database>[] = [];

async function emptyDatabase(): Promise<Kysely<Database>> {
  const own =
    process.env.TEST_BACKEND === 'postgres'
      ? createDatabase({
          kind: 'postgres',
          url: await createDatabaseFrom(process.env.TEST_DATABASE_URL!, testDatabaseName(process.env.TEST_PG_PREFIX!)),
          poolSize: 1,
        })
      : createKysely(openSqlite(path.join(tempFolder('refund-due-migration'), 'site.db')));
  opened.push(own);
  return own;
}

afterAll(async () => {
  for (const own of opened) await own.destroy();
});

describe('the migration to refunds due and sent', () => {
  it('keeps refunded orders refunded, dates their refund as recorded, and lets a status be Refund Due (and nothing unknown)', async () => {
    const old = await emptyDatabase();
    await migrateUpTo(old, '2026-11-26-013-licence-activations');
    const refundedAt = '2026-11-20T10:00:00.000Z';
    await sql`insert into ach_orders (name, email, plan, price, reference, status, refunded_at, refund_amount_cents, refund_reason, licence_revoked_at)
      values ('Ann', 'ann@example.com', 'Yearly', '$79.99', 'ORD-AAAA-0001', 'refunded', ${refundedAt}, 7999, 'Changed my mind', ${refundedAt})`.execute(
      old,
    );
    await sql`insert into ach_orders (name, email, plan, price, reference, status) values ('Bo', 'bo@example.com', 'Monthly', '$29.99', 'ORD-AAAA-0002', 'confirmed')`.execute(
      old,
    );

    await migrateToLatest(old);
    const rows = await old
      .selectFrom('ach_orders')
      .select(['reference', 'status', 'refund_due_at', 'refunded_at', 'refund_sent_on', 'refund_bank_reference'])
      .orderBy('reference')
      .execute();
    expect(rows).toEqual([
      {
        reference: 'ORD-AAAA-0001',
        status: 'refunded',
        refund_due_at: refundedAt,
        refunded_at: refundedAt,
        refund_sent_on: null,
        refund_bank_reference: null,
      },
      {
        reference: 'ORD-AAAA-0002',
        status: 'confirmed',
        refund_due_at: null,
        refunded_at: null,
        refund_sent_on: null,
        refund_bank_reference: null,
      },
    ]);

    await old.updateTable('ach_orders').set({ status: 'refund-due' }).where('reference', '=', 'ORD-AAAA-0002').execute();
    expect(await old.selectFrom('ach_orders').select('status').where('reference', '=', 'ORD-AAAA-0002').executeTakeFirst()).toEqual({
      status: 'refund-due',
    });
    await expect(
      old
        .updateTable('ach_orders')
        .set({ status: 'sent-back' as never })
        .where('reference', '=', 'ORD-AAAA-0002')
        .execute(),
    ).rejects.toThrow(/check/i);
  });
});
