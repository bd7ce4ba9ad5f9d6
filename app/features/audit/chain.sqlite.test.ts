import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { tempFolder } from '../../../tests/helpers/temp-folder';
import { createKysely, db, openSqlite } from '~/lib/db/db.server';
import { migrateToLatest, migrateUpTo } from '~/lib/db/migrate.server';
import type { Database } from '~/lib/db/schema';
import { recordAudit } from './record.server';
import { verifyAuditChain } from './verify.server';

// The audit chain's SQLite side: the migration that chained the rows written before it, and the
// triggers that keep rows from being replaced, removed or written without a hash.

const by = { actor: 'owner@recoverly.test', clientAddress: '203.0.113.9' };

/** A private SQLite database at the latest schema, for tests that break its log on purpose. */
async function privateSqlite(name: string): Promise<Kysely<Database>> {
  const own = createKysely(openSqlite(path.join(tempFolder(name), 'site.db')));
  await migrateToLatest(own);
  return own;
}

describe('the audit hash chain on SQLite', () => {
  it('agrees with migration 010, which chained the rows written before it', async () => {
    const old = createKysely(openSqlite(path.join(tempFolder('audit-010'), 'site.db')));
    await migrateUpTo(old, '2026-11-24-009-overview-indexes');
    await sql`insert into audit_log (kind, actor, client_address, subject, details) values
      ('sign-in', 'owner@recoverly.test', '203.0.113.9', null, '{}'),
      ('order-confirmed', 'owner@recoverly.test', '203.0.113.9', 'ORD-7K3M-9QA2', '{"licenseKey":"3F9QK-8M2XA-T7W4C-0NB6H"}'),
      ('settings-saved', 'owner@recoverly.test', '203.0.113.9', null, '{"changes":[]}')`.execute(old);
    await migrateToLatest(old);
    expect(await verifyAuditChain(old)).toMatchObject({ kind: 'intact', rows: 3 });
    // The first row written by this version continues the migration's chain.
    await recordAudit(old, by, { kind: 'sign-out' });
    expect(await verifyAuditChain(old)).toMatchObject({ kind: 'intact', rows: 4, last: { id: 4, kind: 'sign-out' } });
    await old.destroy();
  });

  it('refuses INSERT OR REPLACE over an existing row, which keeps its content (SQLite)', async () => {
    await recordAudit(db, by, { kind: 'sign-in' });
    const target = await db.selectFrom('audit_log').selectAll().orderBy('id').executeTakeFirstOrThrow();
    await expect(
      sql`insert or replace into audit_log (id, created_at, kind, actor, client_address, subject, details, hash)
          values (${target.id}, ${target.created_at}, 'sign-in', 'attacker@evil.test', '198.51.100.1', null, '{}', ${target.hash})`.execute(
        db,
      ),
    ).rejects.toThrow(/append-only/);
    expect(await db.selectFrom('audit_log').selectAll().where('id', '=', target.id).executeTakeFirstOrThrow()).toEqual(target);
    expect(await verifyAuditChain(db)).toMatchObject({ kind: 'intact' });
  });
});

describe('the audit hash chain after rows are removed or written around it (SQLite)', () => {
  it('names the row after a removed one', async () => {
    const own = await privateSqlite('audit-removed');
    for (const kind of ['sign-in', 'order-confirmed', 'order-cancelled', 'sign-out'] as const) await recordAudit(own, by, { kind });
    const { rows } = await sql<{ sql: string }>`select sql from sqlite_master where name = 'audit_log_no_delete'`.execute(own);
    await sql`drop trigger audit_log_no_delete`.execute(own);
    await sql`delete from audit_log where id = 2`.execute(own);
    await sql.raw(rows[0]!.sql).execute(own);
    expect(await verifyAuditChain(own)).toMatchObject({
      kind: 'broken',
      rows: 1,
      row: { id: 3, kind: 'order-cancelled' },
      problem: 'mismatch',
    });
    await own.destroy();
  });

  it('names a row inserted without a hash', async () => {
    const own = await privateSqlite('audit-unhashed');
    await recordAudit(own, by, { kind: 'sign-in' });
    await own
      .insertInto('audit_log')
      .values({ created_at: new Date().toISOString(), kind: 'sign-in', actor: 'x', client_address: '' })
      .execute();
    expect(await verifyAuditChain(own)).toMatchObject({ kind: 'broken', rows: 1, row: { id: 2 }, problem: 'no-hash' });
    await own.destroy();
  });
});
