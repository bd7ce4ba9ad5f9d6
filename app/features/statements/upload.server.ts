import { detectFormat } from './detect';
import { importStatement, type ImportResult } from './import.server';
import { csvHeaderSignature, type CsvMapping } from './csv';
import { decodeText, readStatementFile } from './parse';
import type { UnreadableProblem } from './parsed';
import { findBankProfile, saveBankProfile } from './profiles.server';

// An uploaded statement file, from bytes to stored lines: read by the reader its first characters call
// for (a CSV with the mapping given on the mapping form, or the one remembered for its header), then
// imported, both in short slices. A file that cannot be read, or holds more than 20,000 lines, stores
// nothing.

export type UploadOutcome =
  | ({ kind: 'imported' } & ImportResult)
  | { kind: 'unreadable'; line: number; problem: UnreadableProblem; detail?: string }
  | { kind: 'needs-mapping'; columns: string[]; signature: string };

export interface Upload {
  bytes: Uint8Array;
  fileName: string;
  importedBy: string;
  /** From the mapping form: remembered for this header, then used. */
  mapping?: { signature: string; columns: CsvMapping };
}

export async function uploadStatement(upload: Upload): Promise<UploadOutcome> {
  // A mapping is for the header it was made on: a form posted with another file's header (or a
  // signature typed by hand) is never used on this file, nor remembered under a header it doesn't have.
  const mapping = upload.mapping && fileSignature(upload.bytes) === upload.mapping.signature ? upload.mapping : undefined;
  let outcome = await readStatementFile(upload.bytes, mapping?.columns);
  if (outcome.kind === 'needs-mapping') {
    const remembered = await findBankProfile(outcome.signature);
    if (remembered) outcome = await readStatementFile(upload.bytes, remembered);
  }
  if (outcome.kind !== 'lines') return outcome;
  if (mapping && outcome.format === 'csv') await saveBankProfile(mapping.signature, mapping.columns);
  const result = await importStatement({
    format: outcome.format,
    fileName: upload.fileName,
    lines: outcome.lines,
    importedBy: upload.importedBy,
  });
  return { kind: 'imported', ...result };
}

/** The header signature of the file itself, when it is a CSV (the only format a mapping is for). */
function fileSignature(bytes: Uint8Array): string | null {
  const text = decodeText(bytes);
  return detectFormat(text).format === 'csv' ? csvHeaderSignature(text) : null;
}
