// An HTML-only e-mail as plain text, for showing as text: never rendered, so this only has to read
// well. Scripts, styles and the head go with their content; blocks and line breaks become new lines;
// every other tag is dropped; entities are decoded (after the tags are gone, so "&lt;script&gt;"
// stays the words "<script>").

const WHOLE_ELEMENTS = /<(script|style|head|title|template)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
const LINE_BREAKS = /<br\s*\/?>|<\/(p|div|tr|h[1-6]|blockquote|pre|table|ul|ol)\s*>/gi;
const LIST_ITEMS = /<li\b[^>]*>/gi;
const COMMENTS = /<!--[\s\S]*?-->/g;
const TAGS = /<\/?[a-z][^>]*>/gi;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,6});/gi, (whole, entity: string) => {
    if (entity[0] === '#') {
      const code = entity[1]?.toLowerCase() === 'x' ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED[entity.toLowerCase()] ?? whole;
  });
}

export function htmlToText(html: string): string {
  const text = html
    .replace(COMMENTS, '')
    .replace(WHOLE_ELEMENTS, '')
    .replace(LIST_ITEMS, '\n- ')
    .replace(LINE_BREAKS, '\n')
    .replace(TAGS, '')
    .replace(/[ \t\f\r]+/g, ' ');
  return decodeEntities(text)
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
