import { describe, expect, it } from 'vitest';
import { describeAuditCheck } from './audit-verify-cli';

const row = { id: 9, created_at: '2026-11-25T10:00:00.000Z', kind: 'order-confirmed' };

describe('npm run audit:verify, in words', () => {
  it('counts the rows of an intact log and names its last row and hash', () => {
    expect(describeAuditCheck({ kind: 'intact', rows: 0, last: null })).toBe('Audit log intact: 0 rows');
    expect(describeAuditCheck({ kind: 'intact', rows: 1, last: { ...row, id: 1, hash: 'ab'.repeat(32) } })).toBe(
      `Audit log intact: 1 row\nLast row: 1 (2026-11-25T10:00:00.000Z, order-confirmed), hash ${'ab'.repeat(32)}`,
    );
  });

  it('names the first broken row, what is wrong with it, and how many rows before it hold', () => {
    expect(describeAuditCheck({ kind: 'broken', rows: 8, row, problem: 'mismatch' })).toBe(
      'Audit log broken at row 9 (2026-11-25T10:00:00.000Z, order-confirmed): its hash does not match its content and the hash of the row ' +
        'before it (this row was changed, or a row before it removed or inserted); the 8 rows before it are intact.',
    );
    expect(describeAuditCheck({ kind: 'broken', rows: 1, row, problem: 'no-hash' })).toMatch(
      /: it has no hash \(it was written around the chain\); the 1 row before it is intact\.$/,
    );
    expect(describeAuditCheck({ kind: 'broken', rows: 0, row, problem: 'mismatch' })).toMatch(/; it is the first row\.$/);
  });
});
