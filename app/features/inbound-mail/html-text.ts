import { Tokenizer } from 'htmlparser2';
import { setImmediate as turn } from 'node:timers/promises';

// An HTML-only e-mail as plain text, for showing as text: never rendered, so this only has to read
// well. Scripts, styles and the head go with their content; blocks and line breaks become new lines;
// every other tag is dropped; entities are decoded as text (so "&lt;script&gt;" stays the words
// "<script>").
//
// Anyone can send the site HTML, so its cost must grow with its length and nothing else: htmlparser2's
// tokenizer reads the text once, in one pass, whatever it holds (a thousand unclosed comments, an
// attribute that never ends, nesting a million deep), and keeps no stack of open elements. It is fed
// in slices, letting the event loop turn between them, so a large body never holds a request.

/** Characters tokenized between two turns of the event loop. */
const SLICE = 64 * 1024;

// Elements whose content is not text a person reads.
const HIDDEN = new Set(['script', 'style', 'head', 'title', 'template', 'noscript']);
// Elements that start and end a line of their own.
const BLOCKS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'br',
  'dd',
  'div',
  'dl',
  'dt',
  'fieldset',
  'figure',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'table',
  'tr',
  'ul',
]);
const CELLS = new Set(['td', 'th']);
const NBSP = 0xa0;

/**
 * The text, line by line, as the tokenizer hands it over. A hard break (a line break, the end of a
 * block) always ends the line, so two in a row leave a blank line; a soft break (the start of a
 * block) ends only a line that has text. Lines are trimmed, and blank runs kept to one.
 */
class Lines {
  private readonly done: string[] = [];
  private line = '';
  private blanks = 0;

  add(text: string, keepBreaks: boolean): void {
    if (!keepBreaks) {
      this.line += text.replace(/[\s\u00a0]+/g, ' ');
      return;
    }
    const parts = text.replace(/\r\n?/g, '\n').split('\n');
    parts.forEach((part, index) => {
      if (index > 0) this.hardBreak();
      this.line += part;
    });
  }

  hardBreak(): void {
    // Spaces were collapsed as they came (but in <pre>): only the ends are left to trim.
    const line = this.line.trim();
    this.line = '';
    if (line === '') {
      this.blanks++;
      return;
    }
    if (this.blanks > 0 && this.done.length > 0) this.done.push('');
    this.blanks = 0;
    this.done.push(line);
  }

  softBreak(): void {
    if (this.line.trim() !== '') this.hardBreak();
  }

  text(): string {
    this.hardBreak();
    return this.done.join('\n');
  }
}

/** The text of an HTML document (an e-mail's HTML part), read in linear time with the event loop turning every 64 KB. */
export async function htmlToText(html: string): Promise<string> {
  const lines = new Lines();
  const hidden = new Map<string, number>();
  let hiddenDepth = 0;
  let preDepth = 0;
  let tagName = '';
  const name = (start: number, end: number) => html.slice(start, end).toLowerCase();
  const show = (text: string) => {
    if (hiddenDepth === 0) lines.add(text, preDepth > 0);
  };
  const open = (tag: string) => {
    if (HIDDEN.has(tag)) {
      hidden.set(tag, (hidden.get(tag) ?? 0) + 1);
      hiddenDepth++;
      return;
    }
    // A document's body closes its head, whether or not the head was closed.
    if (tag === 'body' && hidden.get('head')) {
      hiddenDepth -= hidden.get('head')!;
      hidden.delete('head');
    }
    if (hiddenDepth > 0) return;
    if (tag === 'pre') preDepth++;
    if (tag === 'br') lines.hardBreak();
    else if (BLOCKS.has(tag)) lines.softBreak();
    else if (tag === 'li') {
      lines.hardBreak();
      lines.add('- ', false);
    } else if (CELLS.has(tag)) lines.add(' ', false);
  };
  const close = (tag: string) => {
    const count = hidden.get(tag);
    if (count) {
      hidden.set(tag, count - 1);
      hiddenDepth--;
      return;
    }
    if (hiddenDepth > 0) return;
    if (tag === 'pre' && preDepth > 0) preDepth--;
    if (BLOCKS.has(tag)) lines.hardBreak();
  };
  const tokenizer = new Tokenizer(
    { decodeEntities: true },
    {
      ontext: (start, end) => show(html.slice(start, end)),
      ontextentity: (codepoint) => show(codepoint === NBSP ? ' ' : String.fromCodePoint(codepoint)),
      onopentagname: (start, end) => {
        tagName = name(start, end);
        open(tagName);
      },
      onclosetag: (start, end) => close(name(start, end)),
      onselfclosingtag: () => {
        // '<br/>' and '<p/>' open an element as in HTML; a self-closed hidden one ('<script/>') hides nothing.
        if (HIDDEN.has(tagName)) close(tagName);
      },
      onopentagend: () => {},
      onattribname: () => {},
      onattribdata: () => {},
      onattribentity: () => {},
      onattribend: () => {},
      oncdata: () => {},
      oncomment: () => {},
      ondeclaration: () => {},
      onprocessinginstruction: () => {},
      onend: () => {},
    },
  );
  for (let from = 0; from < html.length; from += SLICE) {
    tokenizer.write(html.slice(from, from + SLICE));
    await turn();
  }
  tokenizer.end();
  return lines.text();
}
