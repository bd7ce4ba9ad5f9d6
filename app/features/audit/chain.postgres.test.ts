import { describe, expect, it } from 'vitest';
import { createDatabase, db } from '~/lib/db/db.server';
import { recordAudit } from './record.server';
import { verifyAuditChain } from './verify.server';

const by = { actor: 'owner@recoverly.test', clientAddress: '203.0.113.9' };

describe('the audit hash chain on PostgreSQL', () => {
  it('keeps the chain whole when two processes append at once (PostgreSQL)', async () => {
    const other = createDatabase({ kind: 'postgres', url: process.env.DATABASE_URL!, poolSize: 4 });
    try {
      const before = (await verifyAuditChain(db)) as { rows: number };
      await Promise.all(
        Array.from({ length: 30 }, (_, i) => recordAudit(i % 2 ? db : other, by, { kind: 'sign-in', details: { rows: i % 2 } })),
      );
      expect(await verifyAuditChain(db)).toMatchObject({ kind: 'intact', rows: before.rows + 30 });
    } finally {
      await other.destroy();
    }
  });
});
