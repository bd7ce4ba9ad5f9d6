/**
 * JSON for a <script type="application/ld+json"> block. JSON.stringify alone is not enough inside
 * HTML: a "</script>" in any text would end the block early, so every "<", ">" and "&" becomes its
 * \u escape (still the same JSON), as do the two line separators JavaScript once choked on.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
