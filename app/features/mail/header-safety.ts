/**
 * What keeps people's text out of a message's header structure. A name or subject carrying CR/LF could
 * otherwise end the header line and start a new one ('Jane\r\nBcc: victim@example.com'). Names and
 * subjects are text: control characters collapse to one space. Addresses are identities: one that
 * needs cleaning is refused, never repaired into someone else's.
 */

// C0 controls (CR, LF, tab, NUL …), DEL, C1 controls, and the Unicode line and paragraph separators.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_RUNS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;

/** Text on one line: each run of control characters (CR, LF, tab …) becomes one space. */
export function oneLine(text: string): string {
  return text.replace(CONTROL_RUNS, ' ');
}
const LONGEST_HEADER_TEXT = 200;

/** Text safe for a header: control characters collapsed to single spaces, trimmed, at most 200 characters. */
export function headerText(text: string, maxLength = LONGEST_HEADER_TEXT): string {
  const flat = oneLine(text).replace(/ {2,}/g, ' ').trim();
  return flat.length > maxLength ? `${flat.slice(0, maxLength - 1).trimEnd()}…` : flat;
}

// local@domain, with none of the characters that would let an address carry a second one or a header:
// whitespace, controls, <>()[],;:\" and no second @. Stricter than RFC 5322 (no quoted local parts),
// like the browsers' own type=email check; a domain without a dot (localhost) is allowed for development.
const ATOM = '[^\\s@<>()[\\],;:\\\\"\\u0000-\\u001f\\u007f-\\u009f\\u2028\\u2029]+';
const ADDRESS = new RegExp(`^${ATOM}@${ATOM}$`);

/** Whether `address` is one plain mailbox address (nothing around it, nothing that could inject). */
export function isSafeAddress(address: unknown): address is string {
  return typeof address === 'string' && address.length <= 254 && ADDRESS.test(address);
}

/** A mailbox for nodemailer (it quotes and encodes the name), or null when the address is not a safe one. */
export function mailbox(address: string, name = ''): { name: string; address: string } | null {
  return isSafeAddress(address) ? { name: headerText(name), address } : null;
}
