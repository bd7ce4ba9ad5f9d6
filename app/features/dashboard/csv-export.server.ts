import { recordAudit, type AuditActor } from '~/features/audit/record.server';
import { csvLine, type CsvValue } from '~/lib/csv';
import { db } from '~/lib/db/db.server';
import { keysetPage, parseCursor, type KeysetRequest } from '~/lib/keyset';
import { pageQuery } from '~/lib/db/keyset-query.server';
import { filtersAsGiven, type ListFilters } from './list-filters';
import { filteredRows, resolveSearch, type ListTable } from './list-query.server';

// A filtered list as a CSV download, streamed: rows are read in keyset batches by the same query as the
// page, written as they come, so 100,000 rows never sit in memory. When the client goes away, reading stops.

export const CSV_BATCH = 2000;

export interface CsvExport<Row> {
  table: ListTable;
  /** The audit row's `list`: 'orders', 'support' or 'help'. */
  list: string;
  filters: ListFilters<string>;
  header: readonly string[];
  cells: (row: Row) => CsvValue[];
  by: AuditActor;
}

// A BOM first: Excel then reads the file as UTF-8 (names like 'Zoë' stay intact); other readers skip it.
const BOM = '\uFEFF';

export function csvStream<Row extends { created_at: string; id: number }>(spec: CsvExport<Row>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let request: KeysetRequest = {};
  let rows = 0;
  let cancelled = false;
  let search: Awaited<ReturnType<typeof resolveSearch>> | null = null;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(BOM + csvLine(spec.header)));
    },
    async pull(controller) {
      try {
        search ??= await resolveSearch(spec.table, spec.filters.q);
        const batch = await pageQuery(filteredRows(spec.table, spec.filters, search), request, CSV_BATCH).execute();
        if (cancelled) return;
        const page = keysetPage(batch as unknown as Row[], request, CSV_BATCH);
        rows += page.items.length;
        if (page.items.length) controller.enqueue(encoder.encode(page.items.map((row) => csvLine(spec.cells(row))).join('')));
        if (page.older) {
          request = { before: parseCursor(page.older)! };
          return;
        }
        await recordAudit(db, spec.by, { kind: 'csv-exported', details: { list: spec.list, filters: filtersAsGiven(spec.filters), rows } });
        controller.close();
      } catch (error) {
        console.error('CSV export failed:', error);
        controller.error(error);
      }
    },
    cancel() {
      cancelled = true;
    },
  });
}

/** The download's response: dated file name, never cached. */
export function csvResponse(stream: ReadableStream<Uint8Array>, name: string, headers?: HeadersInit): Response {
  const day = new Date().toISOString().slice(0, 10);
  const response = new Response(stream, { headers });
  response.headers.set('Content-Type', 'text/csv; charset=utf-8');
  response.headers.set('Content-Disposition', `attachment; filename="${name}-${day}.csv"`);
  response.headers.set('Cache-Control', 'no-store');
  return response;
}
