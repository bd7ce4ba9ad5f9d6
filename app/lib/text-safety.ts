/**
 * The one definition of text that is safe to keep and to send: which characters never belong in
 * what people type (control characters, and U+FFFD, which the decoder leaves where the bytes were
 * not UTF-8), what a single-line field may hold, and what may go into a mail header. Every form,
 * filter, note and message uses these, so "no control characters" means the same thing everywhere.
 */

// C0 controls (NUL … US, including TAB, LF and CR), DEL, C1 controls, the Unicode line and paragraph
// separators, and the replacement character.
const CONTROL = '\\u0000-\\u001f\\u007f-\\u009f\\u2028\\u2029\\ufffd';
const ANY_CONTROL = new RegExp(`[${CONTROL}]`);
const CONTROL_RUNS = new RegExp(`[${CONTROL}]+`, 'g');
// What a multi-line text (a message, a note) may hold besides printable text: tab and line feed.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_BUT_TAB_AND_NEWLINE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029\ufffd]/;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_BUT_NEWLINE_GLOBAL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029\ufffd]/g;

/** Whether a single-line value (a name, an e-mail, a subject, a setting) is clean: no control character at all, not even a tab or a line break. */
export function isSingleLine(text: string): boolean {
  return !ANY_CONTROL.test(text);
}

/** Whether a multi-line value (a message, a description) is clean: line breaks and tabs, but no other control character. Line breaks are normalised first. */
export function isCleanMultiLine(text: string): boolean {
  return !CONTROL_BUT_TAB_AND_NEWLINE.test(normalizeNewlines(text));
}

/** Line breaks as \n, whichever way the browser sent them (a plain form post sends \r\n). */
export function normalizeNewlines(text: string): string {
  return text.replace(/\r\n?/g, '\n');
}

/** A multi-line value as it is kept: line breaks normalised, every other control character removed, trimmed. */
export function cleanMultiLine(text: string): string {
  return normalizeNewlines(text).replace(CONTROL_BUT_NEWLINE_GLOBAL, '').trim();
}

/** Text on one line: each run of control characters (CR, LF, tab …) becomes one space. */
export function oneLine(text: string): string {
  return text.replace(CONTROL_RUNS, ' ');
}

/** A search as typed, kept to one clean line: control characters become spaces, runs of spaces one, trimmed. */
export function cleanSearch(text: string, maxLength: number): string {
  return oneLine(text).replace(/\s+/g, ' ').trim().slice(0, maxLength);
}

// The bidirectional embedding, override and isolate controls (U+202A-U+202E, U+2066-U+2069): in a name
// they reorder what is shown ("fdp.exe" after U+202E reads "exe.pdf").
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/g;

/** Text without bidirectional controls: what it shows is what it is. */
export function withoutBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, '');
}

const LONGEST_HEADER_TEXT = 200;

/**
 * Text safe for a mail header (a name, a subject): control characters collapsed to single spaces,
 * trimmed, at most 200 characters. A name carrying CR/LF could otherwise end the header line and
 * start a new one ('Jane\r\nBcc: victim@example.com').
 */
export function headerText(text: string, maxLength = LONGEST_HEADER_TEXT): string {
  const flat = oneLine(text).replace(/ {2,}/g, ' ').trim();
  return flat.length > maxLength ? `${flat.slice(0, maxLength - 1).trimEnd()}…` : flat;
}

// local@domain, with none of the characters that would let an address carry a second one or a header:
// whitespace, controls, <>()[],;:\" and no second @. Stricter than RFC 5322 (no quoted local parts),
// like the browsers' own type=email check; a domain without a dot (localhost) is allowed for development.
const ATOM = `[^\\s@<>()[\\],;:\\\\"${CONTROL}]+`;
const ADDRESS = new RegExp(`^${ATOM}@${ATOM}$`);

/** Whether `address` is one plain mailbox address (nothing around it, nothing that could inject). Addresses are identities: one that needs cleaning is refused, never repaired into someone else's. */
export function isSafeAddress(address: unknown): address is string {
  return typeof address === 'string' && address.length <= 254 && ADDRESS.test(address);
}

/** A mailbox for nodemailer (it quotes and encodes the name), or null when the address is not a safe one. */
export function mailbox(address: string, name = ''): { name: string; address: string } | null {
  return isSafeAddress(address) ? { name: headerText(name), address } : null;
}

// A scheme (http, https: 'http' covers both), a www. host, or any scheme's '://'; and a bare host with a
// path ('evil.test/verify'), the way a link is written without its scheme.
const WEB_ADDRESS = /http|www\.|:\/\/|[a-z0-9-]\.[a-z]{2,}\//i;

/**
 * Whether text holds something that looks like a web address. Names refuse it: a name is shown to the
 * administrator and was once a phishing line in an acknowledgement ("re-activate at https://…").
 */
export function looksLikeWebAddress(text: string): boolean {
  return WEB_ADDRESS.test(text);
}
