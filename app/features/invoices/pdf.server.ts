import {
  type InvoiceDocument,
  type InvoiceParty,
  formatInvoiceDate,
  invoiceDocumentProblems,
  invoiceTotalCents,
  lineAmountCents,
  lineUnitCents,
} from './document';
import { formatUsd } from '~/lib/money';

// US Letter in points: the seller is US-based. Everything is placed by hand (no pdfkit auto page
// breaks: every text call gets a height), so the layout is the same wherever the data wraps.
const PAGE_WIDTH = 612;
const PAGE_HEIGHT = 792;
const MARGIN = 54;
const RIGHT = PAGE_WIDTH - MARGIN;
const CONTENT_BOTTOM = PAGE_HEIGHT - 84; // the footer lives below this line
const LINE_GAP = 1.5;
const INK = '#1f2937';
const MUTED = '#6b7280';
const RULE = '#d1d5db';

// Line-items table columns: [x, width]; numbers are right-aligned in theirs.
const COL = { description: [MARGIN, 266], qty: [330, 36], unit: [376, 86], amount: [472, 86] } as const;

type Pdf = PDFKit.PDFDocument;
interface Style {
  size: number;
  bold?: boolean;
  color?: string;
  align?: 'left' | 'right';
  /** Wrapped lines beyond this end in an ellipsis: a pathological value can never push the layout off the page. */
  maxLines?: number;
  /** Shrinks the text to one line of the width instead: an amount must never be cut short. */
  fit?: boolean;
}

const WIN_ANSI_EXTRAS = new Set('ƒ–—‘’‚“”„†‡•…€‰‹›ˆ™ŒœŠšŸŽž˜');
// Letters and signs that NFKD leaves whole but that have an obvious WinAnsi stand-in.
const STAND_INS: Record<string, string> = { Ł: 'L', ł: 'l', Đ: 'D', đ: 'd', Ħ: 'H', ħ: 'h', ı: 'i', Ŧ: 'T', ŧ: 't', '\u2212': '-' };
for (const dash of '\u2010\u2011\u2012') STAND_INS[dash] = '-';

function isWinAnsi(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.has(char);
}

/**
 * Text the standard PDF fonts can draw: they only cover WinAnsi (Latin-1 plus a few signs), and
 * pdfkit would otherwise print garbage glyphs. Accented letters outside it lose their accents
 * ('Č' → 'C'), anything else becomes '?' ('张伟' → '??'); never throws.
 */
const BLANK = /[\p{Cc}\p{Z}]/u;
const INVISIBLE = /[\p{M}\p{Default_Ignorable_Code_Point}]/u;
const MARKS = /\p{M}/gu;

export function pdfSafeText(text: string): string {
  let out = '';
  for (const char of text.normalize('NFC')) {
    if (isWinAnsi(char)) out += char;
    else if (BLANK.test(char)) out += ' ';
    else if (INVISIBLE.test(char)) continue;
    else if (STAND_INS[char]) out += STAND_INS[char];
    else {
      const plain = char.normalize('NFKD').replace(MARKS, '');
      out += plain && [...plain].every(isWinAnsi) ? plain : '?';
    }
  }
  return out;
}

function setStyle(pdf: Pdf, style: Style): void {
  pdf
    .font(style.bold ? 'Helvetica-Bold' : 'Helvetica')
    .fontSize(style.size)
    .fillColor(style.color ?? INK);
}

function fitted(pdf: Pdf, text: string, width: number, style: Style): Style {
  if (!style.fit) return style;
  setStyle(pdf, style);
  const natural = pdf.widthOfString(pdfSafeText(text));
  return { ...style, maxLines: 1, size: natural > width ? (style.size * width) / natural - 0.01 : style.size };
}

function textHeight(pdf: Pdf, text: string, width: number, style: Style): number {
  setStyle(pdf, style);
  const full = pdf.heightOfString(pdfSafeText(text), { width, lineGap: LINE_GAP });
  return Math.min(full, (style.maxLines ?? 40) * (pdf.currentLineHeight(true) + LINE_GAP));
}

/** Draws `text` wrapped to `width` at (x, y) and returns the y just below it. */
function put(pdf: Pdf, text: string, x: number, y: number, width: number, asked: Style): number {
  const style = fitted(pdf, text, width, asked);
  setStyle(pdf, style);
  const lines = style.maxLines ?? 40;
  // The wrapper stops once a further line would pass y + height, so this allows exactly `lines` lines.
  const height = lines * pdf.currentLineHeight(true) + (lines - 1) * LINE_GAP + 0.01;
  pdf.text(pdfSafeText(text), x, y, { width, height, ellipsis: true, lineGap: LINE_GAP, align: style.align ?? 'left' });
  return y + textHeight(pdf, text, width, style);
}

function rule(pdf: Pdf, y: number, from = MARGIN, to = RIGHT, weight = 0.75, color = RULE): void {
  pdf.moveTo(from, y).lineTo(to, y).lineWidth(weight).strokeColor(color).stroke();
}

const LABEL: Style = { size: 8.5, bold: true, color: MUTED };
const BODY: Style = { size: 10, maxLines: 2 };

function title(doc: InvoiceDocument): string {
  return doc.kind === 'credit-note' ? 'Credit Note' : 'Invoice';
}

function header(pdf: Pdf, doc: InvoiceDocument): number {
  let left = put(pdf, title(doc), MARGIN, MARGIN - 4, 260, { size: 26, bold: true, maxLines: 1 });
  left = put(pdf, doc.number, MARGIN, left + 2, 260, { size: 12, color: MUTED, maxLines: 1 });
  const facts: [string, string][] = [
    ['Issue date', formatInvoiceDate(doc.issuedAt)],
    ['Order reference', doc.reference],
    ['Order date', formatInvoiceDate(doc.orderedAt)],
  ];
  if (doc.creditFor) facts.push(['Credits invoice', doc.creditFor.number]);
  let right = MARGIN;
  for (const [label, value] of facts) {
    put(pdf, label, 336, right + 1, 100, { ...LABEL, maxLines: 1 });
    right = put(pdf, value, 420, right, RIGHT - 420, { ...BODY, align: 'right' }) + 5;
  }
  return Math.max(left, right);
}

/** One party's block; the buyer's tax number is a VAT ID, the (US) seller's a plain tax ID. */
function party(pdf: Pdf, heading: string, who: InvoiceParty, x: number, y: number, taxLabel: string): number {
  const width = 240;
  y = put(pdf, heading, x, y, width, { ...LABEL, maxLines: 1 }) + 5;
  y = put(pdf, who.name, x, y, width, { size: 11, bold: true, maxLines: 3 }) + 2;
  const rows = [
    who.company,
    ...who.lines.slice(0, 8),
    who.registrationNumber && `Registration no. ${who.registrationNumber}`,
    who.taxId && `${taxLabel} ${who.taxId}`,
    who.email,
  ];
  for (const row of rows) if (row?.trim()) y = put(pdf, row, x, y, width, BODY);
  return y;
}

function tableHeader(pdf: Pdf, y: number): number {
  put(pdf, 'Description', COL.description[0], y, COL.description[1], LABEL);
  put(pdf, 'Qty', COL.qty[0], y, COL.qty[1], { ...LABEL, align: 'right' });
  put(pdf, 'Unit price', COL.unit[0], y, COL.unit[1], { ...LABEL, align: 'right' });
  put(pdf, 'Amount', COL.amount[0], y, COL.amount[1], { ...LABEL, align: 'right' });
  rule(pdf, y + 15, MARGIN, RIGHT, 1, INK);
  return y + 16;
}

const DESCRIPTION: Style = { size: 10, maxLines: 4 };
const NUMBER: Style = { size: 10, align: 'right', fit: true };
const TOTAL: Style = { size: 11, bold: true, maxLines: 1 };
const NOTE: Style = { size: 10, maxLines: 6 };
const DETAIL: Style = { size: 8.5, color: MUTED, maxLines: 4 };
const ROW_PAD = 8;

function rowHeight(pdf: Pdf, line: InvoiceDocument['lines'][number]): number {
  const detail = line.detail?.trim() ? 2 + textHeight(pdf, line.detail, COL.description[1], DETAIL) : 0;
  return 2 * ROW_PAD + textHeight(pdf, line.description, COL.description[1], DESCRIPTION) + detail;
}

/** A labelled paragraph under the totals (payment, credited invoice, reason). */
function note(pdf: Pdf, label: string, text: string, y: number): number {
  y = put(pdf, label, MARGIN, y, RIGHT - MARGIN, { ...LABEL, maxLines: 1 }) + 3;
  return put(pdf, text, MARGIN, y, RIGHT - MARGIN, NOTE) + 12;
}

function footers(pdf: Pdf, doc: InvoiceDocument): void {
  const { start, count } = pdf.bufferedPageRange();
  for (let index = start; index < start + count; index++) {
    pdf.switchToPage(index);
    const y = PAGE_HEIGHT - 58;
    rule(pdf, y - 8);
    put(pdf, doc.seller.name, MARGIN, y, 380, { size: 8, color: MUTED, maxLines: 1 });
    put(pdf, `Page ${index - start + 1} of ${count}`, RIGHT - 100, y, 100, { size: 8, color: MUTED, align: 'right', maxLines: 1 });
  }
}

function draw(pdf: Pdf, doc: InvoiceDocument): void {
  let y = header(pdf, doc) + 28;
  y = Math.max(party(pdf, 'From', doc.seller, MARGIN, y, 'Tax ID'), party(pdf, 'Bill to', doc.buyer, 318, y, 'VAT ID')) + 28;
  y = tableHeader(pdf, y);
  // Starts a new page when `height` more points would not fit, repeating the table header there.
  const room = (height: number, inTable: boolean): void => {
    if (y + height <= CONTENT_BOTTOM) return;
    pdf.addPage();
    y = put(pdf, `${title(doc)} ${doc.number} (continued)`, MARGIN, MARGIN, RIGHT - MARGIN, { size: 9, color: MUTED, maxLines: 1 }) + 14;
    if (inTable) y = tableHeader(pdf, y);
  };
  for (const [index, line] of doc.lines.entries()) {
    const page = pdf.page;
    room(rowHeight(pdf, line), true);
    // Separators go above a row, never below the last one on a page, where they would crowd the footer's rule.
    if (index > 0 && pdf.page === page) rule(pdf, y);
    const top = y + ROW_PAD;
    let below = put(pdf, line.description, COL.description[0], top, COL.description[1], DESCRIPTION);
    if (line.detail?.trim()) below = put(pdf, line.detail, COL.description[0], below + 2, COL.description[1], DETAIL);
    put(pdf, String(line.quantity), COL.qty[0], top, COL.qty[1], NUMBER);
    put(pdf, formatUsd(lineUnitCents(doc, line)), COL.unit[0], top, COL.unit[1], NUMBER);
    put(pdf, formatUsd(lineAmountCents(doc, line)), COL.amount[0], top, COL.amount[1], NUMBER);
    y = below + ROW_PAD;
  }
  room(40, false);
  rule(pdf, y, COL.unit[0], RIGHT, 1, INK);
  put(pdf, 'Total', COL.unit[0], y + 9, COL.unit[1], TOTAL);
  // The total may borrow the unit price column's right edge: it is the one figure that must read at a glance.
  y =
    put(pdf, formatUsd(invoiceTotalCents(doc)), COL.amount[0] - 30, y + 9, COL.amount[1] + 30, { ...TOTAL, align: 'right', fit: true }) +
    30;
  const notes: [string, string][] = doc.creditFor
    ? [
        ['Credited invoice', `${doc.creditFor.number}, amount credited ${formatUsd(-doc.creditFor.amountCents)}`],
        ['Reason', doc.creditFor.reason],
      ]
    : [];
  notes.push(['Payment', doc.paymentNote]);
  if (doc.sellerBank) notes.push(["Seller's bank details", doc.sellerBank]);
  if (doc.refundTerms) notes.push(['Money-back guarantee', doc.refundTerms]);
  for (const [label, text] of notes) {
    room(16 + textHeight(pdf, text, RIGHT - MARGIN, NOTE), false);
    y = note(pdf, label, text, y);
  }
}

/** The invoice or credit note as a PDF file: text stays selectable, and the same document gives the same bytes. */
export async function renderInvoicePdf(doc: InvoiceDocument): Promise<Buffer> {
  const problems = invoiceDocumentProblems(doc);
  if (problems.length > 0) throw new Error(`cannot render ${doc.number}: ${problems.join('; ')}`);
  const issuedAt = new Date(doc.issuedAt);
  // Loaded on the first PDF, not with the server: pdfkit brings fontkit and a brotli dictionary
  // (about 6 MB of heap and 2 MB of buffers, 150 ms to load) that a process making no PDF never uses.
  const { default: PDFDocument } = await import('pdfkit');
  const pdf = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    bufferPages: true, // the footer's "Page n of m" is written once the page count is known
    displayTitle: true,
    lang: 'en-US',
    // pdfkit derives the file ID from this dictionary, so fixed dates make the output reproducible.
    info: {
      Title: `${title(doc)} ${doc.number}`,
      Author: doc.seller.name,
      Subject: `Order ${doc.reference}`,
      CreationDate: issuedAt,
      ModDate: issuedAt,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  draw(pdf, doc);
  footers(pdf, doc);
  pdf.end();
  return done;
}
