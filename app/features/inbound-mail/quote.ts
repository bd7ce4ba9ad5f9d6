// An answer by e-mail carries the whole conversation below it. What the customer wrote this time is
// kept as the message's body; the quoted past is folded away (and the full text kept beside it). The
// cut is made at our "Reply above this line" marker, or else at the line a mail client writes above
// its quote ("On Mon, 3 Nov 2026 at 10:02, Recoverly Support <…> wrote:", "-----Original Message-----").

const MARKER = /reply above this line/i;
// One line, or two when the client wrapped it (Gmail does, before a long address).
const ON_WROTE = /^>?\s*On\b.{0,300}\bwrote:\s*$/i;
const ORIGINAL = /^-{2,}\s*(original message|forwarded message)\s*-{2,}\s*$/i;
const QUOTED = /^\s*>/;

/** Where the quoted past starts (a line index), or -1 when nothing is quoted that way. */
function quoteStart(lines: string[]): number {
  const marker = lines.findIndex((line) => MARKER.test(line));
  if (marker >= 0) {
    // The client's "On … wrote:" line (and blank or '>' lines) just above the marker belong to the quote.
    let start = marker;
    while (start > 0 && (lines[start - 1]!.trim() === '' || QUOTED.test(lines[start - 1]!) || ON_WROTE.test(lines[start - 1]!))) start--;
    if (start > 0 && ON_WROTE.test(`${lines[start - 1]!} ${lines[start]!}`)) start--;
    return start;
  }
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (ORIGINAL.test(line.trim())) return i;
    if (ON_WROTE.test(line)) return i;
    if (i + 1 < lines.length && /^>?\s*On\b/i.test(line) && ON_WROTE.test(`${line} ${lines[i + 1]!}`)) return i;
  }
  // A trailing block of '>' lines is a quote too.
  let end = lines.length;
  while (end > 0 && lines[end - 1]!.trim() === '') end--;
  let start = end;
  while (start > 0 && QUOTED.test(lines[start - 1]!)) start--;
  return start < end ? start : -1;
}

/**
 * The new part of an e-mail's text, and whether anything was folded. When folding would leave
 * nothing (the whole message is a quote, or the customer wrote below it), the text stays whole.
 */
export function foldQuotedText(text: string): { body: string; folded: boolean } {
  const whole = text.replace(/\r\n?/g, '\n').trim();
  const lines = whole.split('\n');
  const start = quoteStart(lines);
  if (start < 0) return { body: whole, folded: false };
  const body = lines.slice(0, start).join('\n').trim();
  return body ? { body, folded: body !== whole } : { body: whole, folded: false };
}
