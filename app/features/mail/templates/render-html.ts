import { BRAND } from '~/lib/brand';
import { oneLine } from '~/lib/text-safety';
import { NO_COMPANY } from '~/features/settings/model';
import { sellerNumbers, sellerOf } from '~/features/settings/seller';
import { assertWebLink, type Block, type EmailFrame, type Inline } from './blocks';
import { escapeHtml } from './escape-html';
import { MAIL_COLOURS as C, MAIL_FONT, MAIL_MONO } from './palette';

// Mail clients ignore <style> sheets and flexbox often enough that the layout is nested tables with
// inline styles: a 600 px card centred on a grey page, which narrows to the screen on a phone.
const TABLE = 'role="presentation" cellpadding="0" cellspacing="0" border="0"';
const TEXT = `font-family:${MAIL_FONT};color:${C.text};font-size:15px;line-height:24px;`;
const SMALL = `font-family:${MAIL_FONT};color:${C.muted};font-size:13px;line-height:20px;`;

/** Plain text with its line breaks kept. */
function lines(text: string): string {
  return escapeHtml(text).replace(/\r\n|\r|\n/g, '<br>');
}

/** One-line text, escaped. */
function line(text: string): string {
  return escapeHtml(oneLine(text));
}

function inline(text: Inline | Inline[]): string {
  const runs = Array.isArray(text) ? text : [text];
  return runs
    .map((run) => {
      if (typeof run === 'string') return line(run);
      if ('code' in run) return `<strong style="white-space:nowrap;">${line(run.code)}</strong>`;
      return `<strong>${line(run.strong)}</strong>`;
    })
    .join('');
}

/**
 * A code people copy (a license key, a reference) that may wrap only at its hyphens: a break
 * opportunity (<wbr>, never copied) after each hyphen, and none inside a group (no break-all).
 */
function groups(value: string): string {
  return oneLine(value)
    .split('-')
    .map((group) => escapeHtml(group))
    .join('-<wbr>');
}

function codeBox(label: string, value: string): string {
  return (
    `<table ${TABLE} width="100%"><tr><td style="background:${C.brand50};border:1px solid ${C.brand100};border-radius:8px;padding:14px 16px;">` +
    `<p style="margin:0;${SMALL}color:${C.brand800};font-weight:600;">${line(label)}</p>` +
    `<p style="margin:4px 0 0;font-family:${MAIL_MONO};font-size:20px;line-height:28px;font-weight:700;letter-spacing:1px;color:${C.brand900};word-break:normal;overflow-wrap:normal;">${groups(value)}</p>` +
    `</td></tr></table>`
  );
}

function subheading(text: string): string {
  return `<p style="margin:0 0 8px;${TEXT}font-size:16px;font-weight:700;">${line(text)}</p>`;
}

// Short values (a name, an amount) stand out in semibold; a message reads better in the normal weight.
function valueWeight(value: string): number {
  return value.length <= 80 && !/[\r\n]/.test(value) ? 600 : 400;
}

function detailRows(rows: readonly (readonly [string, string])[]): string {
  return rows
    .map(([label, value], index) => {
      const rule = index ? `border-top:1px solid ${C.border};` : '';
      return (
        `<tr><td valign="top" width="36%" style="padding:8px 12px 8px 0;${SMALL}${rule}">${line(label)}</td>` +
        `<td valign="top" style="padding:8px 0;${TEXT}font-weight:${valueWeight(value)};word-break:break-word;${rule}">${lines(value)}</td></tr>`
      );
    })
    .join('');
}

function renderBlock(block: Block): string {
  switch (block.kind) {
    case 'heading':
      return `<h1 style="margin:0;${TEXT}font-size:22px;line-height:30px;font-weight:700;">${line(block.text)}</h1>`;
    case 'paragraph':
      return `<p style="margin:0;${TEXT}">${inline(block.text)}</p>`;
    case 'code':
    case 'key':
      return codeBox(block.label, block.value);
    case 'details':
      return `${block.title ? subheading(block.title) : ''}<table ${TABLE} width="100%">${detailRows(block.rows)}</table>`;
    case 'steps':
      return (
        subheading(block.title) +
        `<ol style="margin:0;padding:0 0 0 22px;${TEXT}">${block.items.map((item) => `<li style="margin:0 0 6px;">${line(item)}</li>`).join('')}</ol>`
      );
    case 'links':
      return (
        subheading(block.title) +
        block.items
          .map((item, index) => {
            const href = escapeHtml(assertWebLink(item.href));
            const notes = (item.notes ?? [])
              .map(
                (note) =>
                  `<p style="margin:2px 0 0;font-family:${MAIL_MONO};font-size:12px;line-height:18px;color:${C.muted};word-break:break-all;">${line(note)}</p>`,
              )
              .join('');
            return (
              `<p style="margin:${index ? '12px' : '0'} 0 0;${TEXT}"><a href="${href}" style="color:${C.brand700};font-weight:600;">${line(item.label)}</a></p>` +
              notes
            );
          })
          .join('')
      );
    case 'message':
      return `<p style="margin:0;${TEXT}word-break:break-word;">${lines(block.text)}</p>`;
    case 'quote':
      return (
        `<p style="margin:0 0 6px;${SMALL}">${line(block.heading)}</p>` +
        `<blockquote style="margin:0;padding:0 0 0 12px;border-left:3px solid ${C.border};${SMALL}word-break:break-word;">${lines(block.text)}</blockquote>`
      );
    case 'marker':
      return `<p style="margin:0;${SMALL}text-align:center;">## ${line(block.text)} ##</p>`;
    case 'button': {
      const href = escapeHtml(assertWebLink(block.href));
      const [background, colour] = block.secondary ? [C.card, C.brand700] : [C.brand700, '#ffffff'];
      return (
        `<table ${TABLE}><tr><td style="border-radius:8px;background:${background};border:1px solid ${C.brand700};">` +
        `<a href="${href}" style="display:inline-block;padding:11px 21px;font-family:${MAIL_FONT};font-size:15px;font-weight:600;color:${colour};text-decoration:none;border-radius:8px;">${line(block.label)}</a>` +
        `</td></tr></table>` +
        `<p style="margin:8px 0 0;${SMALL}word-break:break-all;">Or open <a href="${href}" style="color:${C.brand700};">${href}</a></p>`
      );
    }
  }
}

/** The footer's seller lines: the legal name and address, then the numbers; nothing while the brand stands in. */
function sellerFooter(frame: EmailFrame): string {
  const seller = sellerOf(frame.company ?? NO_COMPANY);
  if (!seller.named) return '';
  const numbers = sellerNumbers(seller);
  return `${line(`${seller.name}, ${seller.address}`)}<br>${numbers ? `${line(numbers)}<br>` : ''}`;
}

/** The whole HTML part: the frame (logo, card, footer) around the blocks. */
export function renderHtml(frame: EmailFrame, blocks: readonly Block[]): string {
  const site = assertWebLink(frame.siteUrl);
  const rows = blocks.map((block) => `<tr><td style="padding:0 0 20px;">${renderBlock(block)}</td></tr>`).join('');
  return (
    `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<meta name="supported-color-schemes" content="light">
<title>${line(frame.subject)}</title>
</head>
<body style="margin:0;padding:0;background:${C.page};">
<div style="display:none;max-height:0;overflow:hidden;opacity:0;mso-hide:all;">${line(frame.preheader)}</div>
<table ${TABLE} width="100%" style="background:${C.page};"><tr><td align="center" style="padding:24px 12px;">
<table ${TABLE} width="100%" style="max-width:600px;">
<tr><td style="padding:0 4px 16px;font-family:${MAIL_FONT};font-size:20px;line-height:28px;font-weight:800;color:${C.text};">` +
    `<span style="display:inline-block;width:14px;height:14px;margin-right:8px;border-radius:4px;background:${C.brand700};"></span>${escapeHtml(BRAND)}</td></tr>
<tr><td style="background:${C.card};border:1px solid ${C.border};border-radius:12px;padding:28px 24px 8px;">
<table ${TABLE} width="100%">${rows}</table>
</td></tr>
<tr><td style="padding:16px 4px;${SMALL}">${sellerFooter(frame)}${line(frame.reason)}<br>` +
    `<a href="${escapeHtml(site)}" style="color:${C.muted};">${escapeHtml(new URL(site).host)}</a></td></tr>
</table>
</td></tr></table>
</body>
</html>
`
  );
}
