import type { Executor } from '~/lib/db/schema';
import { auditChainHash, GENESIS_HASH } from './chain';

/** The row a check stopped at, as people find it in the Activity view. */
export interface BrokenAuditRow {
  id: number;
  created_at: string;
  kind: string;
}

export type AuditChainCheck =
  | { kind: 'intact'; rows: number; last: (BrokenAuditRow & { hash: string }) | null }
  /**
   * `mismatch`: the stored hash is not the hash of the row's content and the previous row's hash (this
   * row was changed, or one before it removed or inserted). `no-hash`: the row was written around the
   * chain. `rows`: how many rows before it are intact.
   */
  | { kind: 'broken'; rows: number; row: BrokenAuditRow; problem: 'mismatch' | 'no-hash' };

const BATCH = 1000;

/** Walks the audit log in id order, recomputing each row's hash from the one before: intact, or the first broken row. */
export async function verifyAuditChain(executor: Executor, batch = BATCH): Promise<AuditChainCheck> {
  let previous = GENESIS_HASH;
  let checked = 0;
  let afterId = 0;
  let last: (BrokenAuditRow & { hash: string }) | null = null;
  for (;;) {
    const rows = await executor
      .selectFrom('audit_log')
      .select(['id', 'created_at', 'kind', 'actor', 'client_address', 'subject', 'details', 'hash'])
      .where('id', '>', afterId)
      .orderBy('id')
      .limit(batch)
      .execute();
    for (const row of rows) {
      const where = { id: row.id, created_at: row.created_at, kind: row.kind };
      if (!row.hash) return { kind: 'broken', rows: checked, row: where, problem: 'no-hash' };
      if (auditChainHash(previous, row) !== row.hash) return { kind: 'broken', rows: checked, row: where, problem: 'mismatch' };
      previous = row.hash;
      checked++;
      last = { ...where, hash: row.hash };
    }
    if (rows.length < batch) return { kind: 'intact', rows: checked, last };
    afterId = rows[rows.length - 1]!.id;
  }
}
