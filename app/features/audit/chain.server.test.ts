import { sql, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { databaseKind, db } from '~/lib/db/db.server';
import type { Database } from '~/lib/db/schema';
import { auditChainHash, GENESIS_HASH } from './chain';
import { recordAudit } from './record.server';
import { verifyAuditChain } from './verify.server';

const by = { actor: 'owner@recoverly.test', clientAddress: '203.0.113.9' };

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
          ? recordAudit(db, by, { kind: 'sign-in', details: { rows: i } })
          : db.transaction().execute((trx) => recordAudit(trx, by, { kind: 'request-noted', details: { note: `n${i}` } })),
      ),
    );
    expect(await verifyAuditChain(db)).toMatchObject({ kind: 'intact', rows: before.rows + 24 });
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

  // Last in this file: it breaks the file's log on purpose.
  it('names the first row whose content was changed in the database', async () => {
    const rows = await db.selectFrom('audit_log').select(['id', 'created_at', 'kind']).orderBy('id').execute();
    expect(rows.length).toBeGreaterThan(5);
    const changed = rows[3]!;
    await tamper(db, changed.id, '{"reason":"rewritten"}');
    expect(await verifyAuditChain(db)).toEqual({ kind: 'broken', rows: 3, row: changed, problem: 'mismatch' });
  });
});
