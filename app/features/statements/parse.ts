import { looksLikeCamt, parseCamt } from './camt';
import { decodeText, parseCsv, type CsvMapping, type CsvOutcome } from './csv';
import { looksLikeOfx, parseOfx } from './ofx';

/** A statement file of any supported format, read by the parser its content calls for (OFX/QFX, CAMT.053, else CSV). */
export function parseStatement(bytes: Uint8Array, mapping?: CsvMapping): CsvOutcome {
  const text = decodeText(bytes);
  if (looksLikeOfx(text)) return parseOfx(text);
  if (looksLikeCamt(text)) return parseCamt(text);
  return parseCsv(bytes, mapping);
}
