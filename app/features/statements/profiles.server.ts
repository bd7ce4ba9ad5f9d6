import { db } from '~/lib/db/db.server';
import type { CsvMapping } from './csv';

// Bank profiles: a CSV header's column mapping, asked once on the mapping form and used again for
// every file with the same header.

function isMapping(value: unknown): value is CsvMapping {
  const m = value as CsvMapping;
  const index = (n: unknown) => Number.isSafeInteger(n) && (n as number) >= 0;
  return (
    !!m && index(m.date) && index(m.amount) && Array.isArray(m.name) && m.name.every(index) && Array.isArray(m.memo) && m.memo.every(index)
  );
}

/** The mapping remembered for a header, or null. */
export async function findBankProfile(signature: string): Promise<CsvMapping | null> {
  const row = await db.selectFrom('bank_profiles').select('mapping').where('signature', '=', signature).executeTakeFirst();
  if (!row) return null;
  const mapping: unknown = JSON.parse(row.mapping);
  return isMapping(mapping) ? mapping : null;
}

/** Remembers (or replaces) the mapping for a header. */
export async function saveBankProfile(signature: string, mapping: CsvMapping): Promise<void> {
  await db
    .insertInto('bank_profiles')
    .values({ signature, mapping: JSON.stringify(mapping), created_at: new Date().toISOString() })
    .onConflict((oc) => oc.column('signature').doUpdateSet({ mapping: JSON.stringify(mapping) }))
    .execute();
}
