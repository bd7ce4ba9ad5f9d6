import { db } from '~/lib/db/db.server';
import type { Insertable } from 'kysely';
import type { Executor, StatementLinesTable } from '~/lib/db/schema';
import type { StatementFormat, ParsedLine } from './parsed';
import { matchSteps } from './match';
import { loadOrderLookup } from './match.server';
import { nextTurn, runInSlices } from './slices';

// Storing an imported statement: every incoming transfer with its group, in one transaction. A line's
// identity is unique per format in the database, so a line imported before (by an earlier upload, or
// by another process's upload committing first) is kept as Already imported and can confirm nothing.
// Matching runs in short slices and rows go in by the few hundred, so a long file never holds up the
// site's other requests for long.

const CHUNK = 200; // rows per insert: 16 columns each stays under every bound-parameter limit

export interface ImportInput {
  format: StatementFormat;
  fileName: string;
  lines: readonly ParsedLine[];
  importedBy: string;
}

/** How many lines the file held and why those not kept were skipped. */
export interface ReadCounts {
  /** Incoming transfers: kept as lines and matched. */
  kept: number;
  debits: number;
  zeros: number;
  /** Listed by the bank but not booked yet (no money arrived). */
  unbooked: number;
}

export interface ImportResult {
  statementId: number;
  lineCount: number;
  newLineCount: number;
  counts: ReadCounts;
}

/** Which lines are money that arrived (booked credits), and why each other one is skipped. */
export function sortLines(lines: readonly ParsedLine[]): { credits: ParsedLine[]; counts: ReadCounts } {
  const credits: ParsedLine[] = [];
  const counts: ReadCounts = { kept: 0, debits: 0, zeros: 0, unbooked: 0 };
  for (const line of lines) {
    if (!line.booked) counts.unbooked++;
    else if (line.amountCents < 0) counts.debits++;
    else if (line.amountCents === 0) counts.zeros++;
    else credits.push(line);
  }
  counts.kept = credits.length;
  return { credits, counts };
}

/** Stores the statement's incoming transfers (booked credits), matched against the orders; the rest are counted, not kept. */
export async function importStatement(input: ImportInput): Promise<ImportResult> {
  const { credits, counts } = sortLines(input.lines);
  const matches = await runInSlices(matchSteps(credits, await loadOrderLookup(db, credits)));
  return db.transaction().execute(async (trx) => {
    const statement = await trx
      .insertInto('bank_statements')
      .values({
        format: input.format,
        file_name: input.fileName.slice(0, 200),
        imported_by: input.importedBy,
        imported_at: new Date().toISOString(),
        line_count: counts.kept,
        debit_count: counts.debits,
        zero_count: counts.zeros,
        unbooked_count: counts.unbooked,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    let newLineCount = 0;
    for (let at = 0; at < credits.length; at += CHUNK) {
      const part = credits.slice(at, at + CHUNK).map((line, i): Insertable<StatementLinesTable> & { position: number } => {
        const position = at + i;
        const match = matches[position]!;
        return {
          statement_id: statement.id,
          position,
          format: input.format,
          identity: line.identity,
          seen_identity: line.identity,
          booked_on: line.bookedOn,
          amount_cents: line.amountCents,
          currency: line.currency,
          name: line.name.slice(0, 500),
          memo: [line.memo, line.details].filter(Boolean).join(' · ').slice(0, 1000),
          file_line: line.fileLine,
          match_group: match.group,
          reference: match.reference,
          order_id: match.orderId,
          suggestions: JSON.stringify(match.suggestions),
          probable_order_id: match.probableOrderId,
        };
      });
      // Other requests wait for the database meanwhile, but the process keeps answering them.
      await nextTurn();
      const inserted = await insertNew(trx, part);
      newLineCount += inserted.size;
      const seen = part.filter((row) => !inserted.has(row.position));
      if (seen.length) {
        await trx
          .insertInto('statement_lines')
          .values(
            seen.map((row) => ({ ...row, identity: null, match_group: 'already-imported', suggestions: '[]', probable_order_id: null })),
          )
          .execute();
      }
    }
    return { statementId: statement.id, lineCount: counts.kept, newLineCount, counts };
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
