import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

// pdf.js reads the standard fonts' metrics from its own folder; without it, it warns on every page.
const standardFontDataUrl =
  path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts') + path.sep;

export interface PdfText {
  /** Every page's text: runs on one line joined by a space, lines by a newline, pages by a blank line. */
  text: string;
  /** The document's Title metadata. */
  title: string | undefined;
  pages: number;
}

/** Reads a PDF back the way a reader's viewer would, so tests check what a person can select and copy. */
export async function pdfText(buffer: Buffer | Uint8Array): Promise<PdfText> {
  // pdf.js transfers (detaches) the array it is given: hand it a copy so the caller's buffer survives.
  const data = new Uint8Array(buffer);
  const pdf = await getDocument({ data, useSystemFonts: false, isEvalSupported: false, standardFontDataUrl }).promise;
  try {
    const pages: string[] = [];
    for (let number = 1; number <= pdf.numPages; number++) {
      const content = await (await pdf.getPage(number)).getTextContent();
      pages.push(content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : ' ') : '')).join(''));
    }
    const { info } = await pdf.getMetadata();
    const title = (info as { Title?: unknown }).Title;
    return { text: pages.join('\n\n'), title: typeof title === 'string' ? title : undefined, pages: pdf.numPages };
  } finally {
    await pdf.destroy();
  }
}
