// Which reader a statement file gets, decided by how the file starts (after a BOM and whitespace) and
// by nothing further in: text inside a field can't choose the format, so a memo that looks like OFX
// or CAMT is read as the memo it is.

/**
 * OFX read as SGML (1.x, leaves may stay unclosed) or as XML (2.x: after an XML declaration or its
 * own <?OFX …?> header); CAMT; XML that declares a document type before its root (no statement does:
 * the XML reader refuses it at its line); or CSV. XML makes the declaration optional, so the root
 * element decides with or without one.
 */
export type DetectedFormat =
  { format: 'ofx'; markup: 'sgml' | 'xml' } | { format: 'camt' } | { format: 'declarations' } | { format: 'csv' };

/** The XML declaration (optional), then comments and processing instructions before the root element. */
const XML_DECLARATION = /^<\?xml[^>]*\?>/i;
const XML_MISC = /^(?:\s+|<!--[\s\S]*?-->|<\?(?!OFX)[^>]*\?>)*/i;
const CAMT_ROOT = /^<(?:[\w.-]+:)?Document[\s>][^>]*?urn:iso:std:iso:20022:tech:xsd:camt\.053\./;

/** How a statement's text (BOM already dropped) is to be read. */
export function detectFormat(text: string): DetectedFormat {
  const start = text.trimStart().slice(0, 4096);
  // OFX 1's own header, or a bare <OFX> with nothing before it, is read as SGML, which also takes leaves that are closed.
  if (/^(OFXHEADER:|<OFX>)/i.test(start)) return { format: 'ofx', markup: 'sgml' };
  const declaration = XML_DECLARATION.exec(start)?.[0] ?? '';
  const afterDeclaration = start.slice(declaration.length);
  const rest = afterDeclaration.slice(XML_MISC.exec(afterDeclaration)![0].length);
  if (/^<\?OFX[\s?]/i.test(rest) || (declaration && /^<OFX>/i.test(rest))) return { format: 'ofx', markup: 'xml' };
  if (CAMT_ROOT.test(rest)) return { format: 'camt' };
  if (/^<!(DOCTYPE|ENTITY)/i.test(rest)) return { format: 'declarations' };
  return { format: 'csv' };
}
