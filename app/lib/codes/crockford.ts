/**
 * Crockford's base32: digits and upper-case letters without I, L, O and U, so nothing reads as
 * something else (1/I/L, 0/O) and no accidental rude words. 32 symbols carry 5 bits each.
 */
export const CROCKFORD_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * One character per random byte, from the byte's low five bits. 256 is a multiple of 32, so each
 * character comes from exactly 8 of the 256 byte values: every character is equally likely, with no
 * modulo bias and nothing to reject and redraw.
 */
export function crockfordFromBytes(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) text += CROCKFORD_ALPHABET[byte & 0x1f];
  return text;
}

// Crockford's decoding rules for what people type: any case, I and L are 1, O is 0.
const TYPO_READINGS: Record<string, string> = { I: '1', L: '1', O: '0' };

/**
 * Symbols as a person typed or pasted them, in canonical form ('7k3m' → '7K3M', 'OIL' → '011'),
 * or null when a character is outside the alphabet (U, punctuation, spaces: callers strip separators first).
 */
export function readCrockford(text: string): string | null {
  let canonical = '';
  for (const char of text) {
    const upper = char.toUpperCase(); // per character: 'ß' upper-cases to 'SS', which is not one symbol
    const symbol = TYPO_READINGS[upper] ?? upper;
    if (symbol.length !== 1 || !CROCKFORD_ALPHABET.includes(symbol)) return null;
    canonical += symbol;
  }
  return canonical;
}

/** Text split into dash-separated groups of `size` characters: ('7K3M9QA2', 4) → '7K3M-9QA2'. */
export function groupSymbols(text: string, size: number): string {
  const groups: string[] = [];
  for (let start = 0; start < text.length; start += size) groups.push(text.slice(start, start + size));
  return groups.join('-');
}
