import { createHash } from 'node:crypto';

// The audit log's hash chain: each row's hash covers the hash of the row before it and the row's own
// content, so a row changed, removed or slipped in breaks every hash from there on, and
// `npm run audit:verify` names the first one. Migration 010 chained the rows it found with a frozen
// copy of these two functions: they must stay identical (tested).

/** The "previous hash" of the first row. */
export const GENESIS_HASH = '0'.repeat(64);

/** One audit row as it is stored: `details` is the JSON text, not the object. */
export interface ChainedAuditRow {
  id: number;
  created_at: string;
  kind: string;
  actor: string;
  client_address: string;
  subject: string | null;
  details: string;
}

/** The row's canonical content: its columns in a fixed order, as JSON. */
export function canonicalAuditRow(row: ChainedAuditRow): string {
  return JSON.stringify([row.id, row.created_at, row.kind, row.actor, row.client_address, row.subject ?? null, row.details]);
}

/** SHA-256 (hex) of the previous row's hash, a line break, and this row's canonical content. */
export function auditChainHash(previousHash: string, row: ChainedAuditRow): string {
  return createHash('sha256')
    .update(`${previousHash}\n${canonicalAuditRow(row)}`)
    .digest('hex');
}
