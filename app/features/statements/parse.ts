import { camtSteps } from './camt';
import { csvSteps, type CsvMapping, type CsvOutcome } from './csv';
import { detectFormat } from './detect';
import { ofxSteps } from './ofx';
import { runAtOnce, runInSlices, type Steps } from './slices';

/** The text of a file: UTF-8 (a BOM dropped) when it decodes as UTF-8, Windows-1252 otherwise. */
export function decodeText(bytes: Uint8Array): string {
  const body = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? bytes.subarray(3) : bytes;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    return new TextDecoder('windows-1252').decode(body);
  }
}

/** A statement file of any supported format, read by the reader its first characters call for (OFX/QFX, CAMT.053, else CSV). */
export function statementSteps(bytes: Uint8Array, mapping?: CsvMapping): Steps<CsvOutcome> {
  const text = decodeText(bytes);
  const detected = detectFormat(text);
  switch (detected.format) {
    case 'ofx':
      return ofxSteps(text, detected.markup);
    case 'camt':
    case 'declarations':
      // The XML reader refuses the declarations at their line, before any root is looked at.
      return camtSteps(text);
    case 'csv':
      return csvSteps(text, mapping);
  }
}

/** Reads a statement at once (tests, small files). */
export function parseStatement(bytes: Uint8Array, mapping?: CsvMapping): CsvOutcome {
  return runAtOnce(statementSteps(bytes, mapping));
}

/** Reads a statement in short slices, so the site keeps answering while a long file is read. */
export function readStatementFile(bytes: Uint8Array, mapping?: CsvMapping): Promise<CsvOutcome> {
  return runInSlices(statementSteps(bytes, mapping));
}
