import { db } from '~/lib/db/db.server';
import type { Insertable } from 'kysely';
import type { Executor, StatementLinesTable } from '~/lib/db/schema';
import type { StatementFormat, ParsedLine } from './parsed';
import { matchLines } from './match';
import { loadOrderLookup } from './match.server';

// Storing an imported statement: every incoming transfer with its group, in one transaction. A line's
// identity is unique per format in the database, so a line imported before (by an earlier upload, or
// by another process's upload committing first) is kept as Already imported and can confirm nothing.

const CHUNK = 200; // rows per insert: 15 columns each stays under every bound-parameter limit

export interface ImportInput {
  format: StatementFormat;
  fileName: string;
  lines: readonly ParsedLine[];
  importedBy: string;
}

export interface ImportResult {
  statementId: number;
  lineCount: number;
  newLineCount: number;
}

/** Stores the statement's incoming transfers (credits), matched against the orders; debits are counted, not kept. */
export async function importStatement(input: ImportInput): Promise<ImportResult> {
  const credits = input.lines.filter((line) => line.amountCents > 0);
  const matches = matchLines(credits, await loadOrderLookup(db, credits));
  return db.transaction().execute(async (trx) => {
    const statement = await trx
      .insertInto('bank_statements')
      .values({
        format: input.format,
        file_name: input.fileName.slice(0, 200),
        imported_by: input.importedBy,
        imported_at: new Date().toISOString(),
        line_count: credits.length,
        debit_count: input.lines.length - credits.length,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const rows = credits.map((line, position): Insertable<StatementLinesTable> & { position: number } => ({
      statement_id: statement.id,
      position,
      format: input.format,
      identity: line.identity,
      seen_identity: line.identity,
      booked_on: line.bookedOn,
      amount_cents: line.amountCents,
      name: line.name.slice(0, 500),
      memo: line.memo.slice(0, 1000),
      file_line: line.fileLine,
      match_group: matches[position]!.group,
      reference: matches[position]!.reference,
      order_id: matches[position]!.orderId,
      suggestions: JSON.stringify(matches[position]!.suggestions),
    }));
    let newLineCount = 0;
    for (let at = 0; at < rows.length; at += CHUNK) {
      const part = rows.slice(at, at + CHUNK);
      const inserted = await insertNew(trx, part);
      newLineCount += inserted.size;
      const seen = part.filter((row) => !inserted.has(row.position));
      if (seen.length) {
        await trx
          .insertInto('statement_lines')
          .values(seen.map((row) => ({ ...row, identity: null, match_group: 'already-imported', suggestions: '[]' })))
          .execute();
      }
    }
    return { statementId: statement.id, lineCount: credits.length, newLineCount };
  });
}

/** Inserts the lines whose identity is new; the positions of those inserted. */
async function insertNew(executor: Executor, rows: Insertable<StatementLinesTable>[]): Promise<Set<number>> {
  const inserted = await executor
    .insertInto('statement_lines')
    .values(rows)
    .onConflict((oc) => oc.columns(['format', 'identity']).doNothing())
    .returning('position')
    .execute();
  return new Set(inserted.map((row) => row.position));
}
