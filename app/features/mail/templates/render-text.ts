import { BRAND } from '~/lib/brand';
import { oneLine } from '~/lib/text-safety';
import { NO_COMPANY } from '~/features/settings/model';
import { sellerNumbers, sellerOf } from '~/features/settings/seller';
import { assertWebLink, inlineText, type Block, type EmailFrame } from './blocks';

const WIDTH = 72;

/**
 * Words wrapped at 72 columns, continuation lines indented by `indent`. A word longer than the line
 * (a link) stays whole on its own line: a broken link is worse than a long line.
 */
function wrap(text: string, indent = '', firstIndent = indent): string {
  return text
    .split(/\r\n|\r|\n/)
    .map((paragraph, index) => {
      const out: string[] = [];
      let line = index === 0 ? firstIndent : indent;
      let empty = true;
      for (const word of paragraph.split(/ +/).filter(Boolean)) {
        if (!empty && line.length + 1 + word.length > WIDTH) {
          out.push(line);
          line = indent;
          empty = true;
        }
        line += empty ? word : ` ${word}`;
        empty = false;
      }
      out.push(line);
      return out.join('\n');
    })
    .join('\n');
}

function renderBlock(block: Block): string {
  switch (block.kind) {
    case 'heading': {
      const heading = oneLine(block.text);
      return `${heading}\n${'='.repeat(Math.min(heading.length, WIDTH))}`;
    }
    case 'paragraph':
      return wrap(inlineText(block.text));
    case 'code':
      return oneLine(`${block.label}: ${block.value}`);
    case 'key':
      // On a line of its own, so no client wraps it inside a group.
      return `${oneLine(block.label)}:\n${oneLine(block.value)}`;
    case 'links':
      return [
        oneLine(block.title),
        ...block.items.map((item) =>
          [`- ${oneLine(item.label)}:`, `  ${assertWebLink(item.href)}`, ...(item.notes ?? []).map((note) => `  ${oneLine(note)}`)].join(
            '\n',
          ),
        ),
      ].join('\n');
    case 'details': {
      const rows = block.rows.map(([label, value]) => wrap(value, '  ', `${oneLine(label)}: `));
      return [...(block.title ? [oneLine(block.title)] : []), ...rows].join('\n');
    }
    case 'steps':
      return [oneLine(block.title), ...block.items.map((item, index) => wrap(oneLine(item), '   ', `${index + 1}. `))].join('\n');
    case 'button':
      return `${oneLine(block.label)}:\n${assertWebLink(block.href)}`;
    case 'message':
      return wrap(block.text);
    case 'quote':
      return [
        wrap(oneLine(block.heading)),
        ...wrap(block.text, '')
          .split('\n')
          .map((line) => (line ? `> ${line}` : '>')),
      ].join('\n');
    case 'marker':
      return `## ${oneLine(block.text)} ##`;
  }
}

/** The footer's seller lines, when the Company settings name one. */
function sellerFooter(frame: EmailFrame): string[] {
  const seller = sellerOf(frame.company ?? NO_COMPANY);
  if (!seller.named) return [];
  const numbers = sellerNumbers(seller);
  return [wrap(oneLine(`${seller.name}, ${seller.address}`)), ...(numbers ? [wrap(oneLine(numbers))] : [])];
}

/** The whole plain-text part: blocks separated by blank lines, then a signature-style footer. */
export function renderText(frame: EmailFrame, blocks: readonly Block[]): string {
  const footer = [`-- `, `${BRAND} · ${assertWebLink(frame.siteUrl)}`, ...sellerFooter(frame), wrap(frame.reason)].join('\n');
  return `${[...blocks.map(renderBlock), footer].join('\n\n')}\n`;
}
