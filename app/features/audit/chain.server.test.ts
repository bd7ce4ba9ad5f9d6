import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { tempFolder } from '../../../tests/helpers/temp-folder';
import { createDatabase, createKysely, databaseKind, db, openSqlite } from '~/lib/db/db.server';
import { migrateToLatest, migrateUpTo } from '~/lib/db/migrate.server';
import type { Database } from '~/lib/db/schema';
import { auditChainHash, GENESIS_HASH } from './chain';
import { recordAudit } from './record.server';
import { verifyAuditChain } from './verify.server';

const onSqlite = databaseKind() === 'sqlite';
const by = { actor: 'owner@recoverly.test', clientAddress: '203.0.113.9' };

/** A private SQLite database at the latest schema, for tests that break its log on purpose. */
async function privateSqlite(name: string): Promise<Kysely<Database>> {
  const own = createKysely(openSqlite(path.join(tempFolder(name), 'site.db')));
  await migrateToLatest(own);
  return own;
}

/** Changes a stored row behind the database's back, the way someone with a shell on the server could. */
async function tamper(executor: Kysely<Database>, id: number, details: string): Promise<void> {
  if (databaseKind() === 'postgres' && executor === db) {
    await sql`alter table audit_log disable trigger audit_log_append_only`.execute(executor);
    await sql`update audit_log set details = ${details} where id = ${id}`.execute(executor);
    await sql`alter table audit_log enable trigger audit_log_append_only`.execute(executor);
    return;
  }
  const { rows } = await sql<{ sql: string }>`select sql from sqlite_master where name = 'audit_log_no_update'`.execute(executor);
  await sql`drop trigger audit_log_no_update`.execute(executor);
  await sql`update audit_log set details = ${details} where id = ${id}`.execute(executor);
  await sql.raw(rows[0]!.sql).execute(executor);
}

describe('the audit hash chain', () => {
  it('hashes a row as the SHA-256 of the previous hash and its canonical content (a known vector)', () => {
    const row = {
      id: 9,
      created_at: '2026-11-25T10:00:00.000Z',
      kind: 'order-confirmed',
      actor: 'owner@recoverly.test',
      client_address: '203.0.113.9',
      subject: 'ORD-7K3M-9QA2',
      details: '{"licenseKey":"3F9QK-8M2XA-T7W4C-0NB6H"}',
    };
    expect(auditChainHash(GENESIS_HASH, row)).toBe('3eb513ac6d67714651dd04904bcfc35df6244cc1f241e51d9fa571ce8d35d306');
    expect(auditChainHash('f'.repeat(64), row)).not.toBe(auditChainHash(GENESIS_HASH, row));
    expect(auditChainHash(GENESIS_HASH, { ...row, subject: null })).not.toBe(auditChainHash(GENESIS_HASH, row));
  });

  it.runIf(onSqlite)('agrees with migration 010, which chained the rows written before it', async () => {
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

  it('passes on a fresh database, and after every append', async () => {
    expect(await verifyAuditChain(db)).toEqual({ kind: 'intact', rows: 0, last: null });
    await recordAudit(db, by, { kind: 'sign-in' });
    await db
      .transaction()
      .execute((trx) => recordAudit(trx, by, { kind: 'order-cancelled', subject: 'ORD-7K3M-9QA2', details: { reason: 'x' } }));
    const rows = await db.selectFrom('audit_log').selectAll().orderBy('id').execute();
    expect(rows.map((row) => row.hash)).toEqual([auditChainHash(GENESIS_HASH, rows[0]!), auditChainHash(rows[0]!.hash!, rows[1]!)]);
    expect(rows[1]!.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(await verifyAuditChain(db, 1)).toMatchObject({ kind: 'intact', rows: 2 });
  });

  it('keeps the chain whole when many appends run at once, in transactions or not', async () => {
    const before = (await verifyAuditChain(db)) as { rows: number };
    await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        i % 2
          ? recordAudit(db, by, { kind: 'sign-in', details: { i } })
          : db.transaction().execute((trx) => recordAudit(trx, by, { kind: 'request-noted', details: { note: `n${i}` } })),
      ),
    );
    expect(await verifyAuditChain(db)).toMatchObject({ kind: 'intact', rows: before.rows + 24 });
  });

  it.runIf(!onSqlite)('keeps the chain whole when two processes append at once (PostgreSQL)', async () => {
    const other = createDatabase({ kind: 'postgres', url: process.env.DATABASE_URL!, poolSize: 4 });
    try {
      const before = (await verifyAuditChain(db)) as { rows: number };
      await Promise.all(
        Array.from({ length: 30 }, (_, i) => recordAudit(i % 2 ? db : other, by, { kind: 'sign-in', details: { process: i % 2 } })),
      );
      expect(await verifyAuditChain(db)).toMatchObject({ kind: 'intact', rows: before.rows + 30 });
    } finally {
      await other.destroy();
    }
  });

  it('does not chain an append whose transaction rolled back', async () => {
    const before = (await verifyAuditChain(db)) as { rows: number };
    await expect(
      db.transaction().execute(async (trx) => {
        await recordAudit(trx, by, { kind: 'sign-in' });
        throw new Error('the change it recorded failed');
      }),
    ).rejects.toThrow('the change it recorded failed');
    await recordAudit(db, by, { kind: 'sign-out' });
    expect(await verifyAuditChain(db)).toMatchObject({ kind: 'intact', rows: before.rows + 1 });
  });

  it.runIf(onSqlite)('refuses INSERT OR REPLACE over an existing row, which keeps its content (SQLite)', async () => {
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

  // Last in this file: it breaks the file's log on purpose.
  it('names the first row whose content was changed in the database', async () => {
    const rows = await db.selectFrom('audit_log').select(['id', 'created_at', 'kind']).orderBy('id').execute();
    expect(rows.length).toBeGreaterThan(5);
    const changed = rows[3]!;
    await tamper(db, changed.id, '{"reason":"rewritten"}');
    expect(await verifyAuditChain(db)).toEqual({ kind: 'broken', rows: 3, row: changed, problem: 'mismatch' });
  });
});

describe.runIf(onSqlite)('the audit hash chain after rows are removed or written around it (SQLite)', () => {
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
