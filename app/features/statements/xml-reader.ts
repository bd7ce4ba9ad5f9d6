import { FileProblem } from './parsed';

// A small XML reader for bank statements (OFX 2, CAMT.053), in one pass and without a tree: start
// tags, text and end tags as events, each knowing its line. What a statement never needs is refused
// rather than processed, so a file can't make the reader do more than read it: no document type and
// no entity declarations (nothing is ever expanded but XML's five predefined entities and character
// references), an undefined entity is an error, and elements nest 64 deep at most. A file that is not
// well-formed is refused at the line where it stops being so.

export const MAX_XML_DEPTH = 64;

export type XmlEvent =
  | { kind: 'open'; name: string; attributes: ReadonlyMap<string, string>; line: number }
  | { kind: 'close'; name: string; line: number }
  | { kind: 'text'; text: string; line: number };

const NAME = /[A-Za-z_\u00C0-\uFFEF][\w.\-:\u00B7\u00C0-\uFFEF]*/y;
const PREDEFINED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const REFERENCE = /&(?:(amp|lt|gt|quot|apos)|#([0-9]{1,7})|#x([0-9a-fA-F]{1,6}));/y;

/** A name without its namespace prefix ('camt:Ntry' → 'Ntry'). */
export function localName(name: string): string {
  return name.slice(name.lastIndexOf(':') + 1);
}

function isXmlChar(code: number): boolean {
  return (
    code === 0x9 ||
    code === 0xa ||
    code === 0xd ||
    (code >= 0x20 && code <= 0xd7ff) ||
    (code >= 0xe000 && code <= 0x10ffff && code !== 0xfffe && code !== 0xffff)
  );
}

/** Line feeds between two offsets, looking at nothing past `to` (a long line must not be read again and again). */
function newlines(text: string, from: number, to: number): number {
  let count = 0;
  for (let at = from; at < to; at++) if (text.charCodeAt(at) === 10) count++;
  return count;
}

function isSpace(char: string | undefined): boolean {
  return char === ' ' || char === '\n' || char === '\t' || char === '\r';
}

/** Text with its references replaced (the five entities, &#…;); any other '&' is an error at its line. */
export function decodeReferences(raw: string, line: number): string {
  if (!raw.includes('&')) return raw;
  let out = '';
  let from = 0;
  let at = line;
  for (let amp = raw.indexOf('&'); amp !== -1; amp = raw.indexOf('&', from)) {
    out += raw.slice(from, amp);
    at += newlines(raw, from, amp);
    REFERENCE.lastIndex = amp;
    const match = REFERENCE.exec(raw);
    if (!match) {
      const name = /^&([^\s;&<]{0,40})/.exec(raw.slice(amp, amp + 42))?.[1] ?? '';
      throw new FileProblem(at, 'xml-entity', name ? `&${name};` : '&');
    }
    if (match[1]) out += PREDEFINED[match[1]]!;
    else {
      const code = match[2] ? Number(match[2]) : parseInt(match[3]!, 16);
      if (!isXmlChar(code)) throw new FileProblem(at, 'malformed-xml', `character reference ${match[0]}`);
      out += String.fromCodePoint(code);
    }
    from = amp + match[0].length;
  }
  return out + raw.slice(from);
}

/** The events of an XML document, one at a time; throws a FileProblem where the document goes wrong. */
export function* xmlEvents(text: string): Generator<XmlEvent, void, void> {
  let at = 0;
  let line = 1;
  const moveTo = (to: number) => {
    line += newlines(text, at, to);
    at = to;
  };
  const fail = (message: string): never => {
    throw new FileProblem(line, 'malformed-xml', message);
  };
  const skipBlanks = () => {
    let to = at;
    while (isSpace(text[to])) to++;
    moveTo(to);
  };
  const readName = (from: number): string | null => {
    NAME.lastIndex = from;
    return NAME.exec(text)?.[0] ?? null;
  };
  const stack: string[] = [];
  let rootSeen = false;

  skipBlanks();
  if (text.startsWith('<?xml', at)) {
    const end = text.indexOf('?>', at);
    if (end === -1) fail('the XML declaration never ends');
    moveTo(end + 2);
  }
  while (at < text.length) {
    const lt = text.indexOf('<', at);
    const end = lt === -1 ? text.length : lt;
    if (end > at) {
      const raw = text.slice(at, end);
      if (stack.length > 0) yield { kind: 'text', text: decodeReferences(raw, line), line };
      else if (raw.trim()) fail(rootSeen ? 'text after the end of the document' : 'text before the document starts');
      moveTo(end);
      if (lt === -1) break;
    }
    if (text.startsWith('<!--', at)) {
      const close = text.indexOf('-->', at + 4);
      if (close === -1) fail('a comment never ends');
      moveTo(close + 3);
    } else if (text.startsWith('<![CDATA[', at)) {
      if (stack.length === 0) fail('character data outside the document');
      const close = text.indexOf(']]>', at + 9);
      if (close === -1) fail('a CDATA section never ends');
      yield { kind: 'text', text: text.slice(at + 9, close), line };
      moveTo(close + 3);
    } else if (text.startsWith('<!', at)) {
      const what = /^<!([A-Za-z]*)/.exec(text.slice(at, at + 12))?.[1] ?? '';
      throw new FileProblem(line, 'xml-declarations', `<!${what}`);
    } else if (text.startsWith('<?', at)) {
      const close = text.indexOf('?>', at + 2);
      if (close === -1) fail('a processing instruction never ends');
      if (/^<\?xml[\s?]/i.test(text.slice(at, at + 6))) fail('an XML declaration in the middle of the file');
      moveTo(close + 2);
    } else if (text.startsWith('</', at)) {
      const name = readName(at + 2);
      if (!name) fail('an end tag without a name');
      const expected = stack.pop();
      if (name !== expected) fail(expected ? `</${name}> where </${expected}> was expected` : `</${name}> closes nothing`);
      const tagLine = line;
      moveTo(at + 2 + name!.length);
      skipBlanks();
      if (text[at] !== '>') fail(`</${name}> is not closed with '>'`);
      moveTo(at + 1);
      yield { kind: 'close', name: localName(name!), line: tagLine };
    } else {
      const name = readName(at + 1);
      if (!name) fail("a '<' that starts no tag");
      if (rootSeen && stack.length === 0) fail('a second root element');
      if (stack.length >= MAX_XML_DEPTH) throw new FileProblem(line, 'xml-too-deep', `<${name}>`);
      const tagLine = line;
      moveTo(at + 1 + name!.length);
      const attributes = new Map<string, string>();
      for (;;) {
        const before = at;
        skipBlanks();
        if (text.startsWith('/>', at) || text[at] === '>') break;
        const attribute = at > before ? readName(at) : null;
        if (!attribute) fail(`<${name}> is damaged`);
        moveTo(at + attribute!.length);
        skipBlanks();
        if (text[at] !== '=') fail(`the attribute ${attribute} has no value`);
        moveTo(at + 1);
        skipBlanks();
        const quote = text[at];
        if (quote !== '"' && quote !== "'") fail(`the attribute ${attribute} is not quoted`);
        const close = text.indexOf(quote!, at + 1);
        if (close === -1) fail(`the attribute ${attribute} never ends`);
        const raw = text.slice(at + 1, close);
        if (raw.includes('<')) fail(`a '<' in the attribute ${attribute}`);
        if (attributes.has(attribute!)) fail(`the attribute ${attribute} is given twice`);
        attributes.set(attribute!, decodeReferences(raw, line));
        moveTo(close + 1);
      }
      const selfClosing = text[at] === '/';
      moveTo(at + (selfClosing ? 2 : 1));
      rootSeen = true;
      yield { kind: 'open', name: localName(name!), attributes, line: tagLine };
      if (selfClosing) yield { kind: 'close', name: localName(name!), line: tagLine };
      else stack.push(name!);
    }
  }
  if (stack.length > 0) fail(`the file ends before </${stack.at(-1)}>`);
  if (!rootSeen) fail('no element');
}
