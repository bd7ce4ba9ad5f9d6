// `npm run og-images`: draws the 1200×630 link-preview card of every public page (and the 512 px
// logo used in structured data) as SVG, renders each to PNG in Chromium, and writes them to
// public/og/. The cards' words live in app/content/og-cards.json; the PNGs are committed, so
// nothing is drawn or downloaded when the site builds or runs. Run it again after changing a card.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'public', 'og');
const cards = JSON.parse(fs.readFileSync(path.join(root, 'app', 'content', 'og-cards.json'), 'utf8'));

const FONT = "'Inter Variable', Inter, 'DejaVu Sans', 'Liberation Sans', Arial, sans-serif";
const LOGO_MARK = `
  <rect width="32" height="32" rx="8" fill="#ffffff"/>
  <path d="M9 11c0-1.7 3.1-3 7-3s7 1.3 7 3-3.1 3-7 3-7-1.3-7-3Z" fill="#1d4ed8"/>
  <path d="M9 11v10c0 1.7 3.1 3 7 3s7-1.3 7-3V11" fill="none" stroke="#1d4ed8" stroke-width="2"/>
  <path d="m13 18 2.2 2.2L20 15.4" fill="none" stroke="#1e3a8a" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round"/>`;

const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A card: flat brand blues (few colours, so the PNG stays small), the logo, a kicker, the headline, one line. */
function cardSvg(card) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630" font-family="${FONT}">
  <rect width="1200" height="630" fill="#1e3a8a"/>
  <circle cx="1090" cy="120" r="260" fill="#1d4ed8"/>
  <circle cx="1160" cy="560" r="190" fill="#2563eb"/>
  <rect x="0" y="580" width="1200" height="50" fill="#172554"/>
  <text x="80" y="613" font-size="20" font-weight="600" fill="#93c5fd">Read-only scans  ·  Free trial scan and preview  ·  Money-back guarantee</text>
  <g transform="translate(80 70) scale(2)">${LOGO_MARK}</g>
  <text x="160" y="120" font-size="44" font-weight="800" fill="#ffffff">Recoverly</text>
  <text x="80" y="250" font-size="26" font-weight="700" letter-spacing="3" fill="#bfdbfe">${escape(card.kicker.toUpperCase())}</text>
  <text id="headline" x="80" y="325" font-size="64" font-weight="800" fill="#ffffff" data-width="900" data-line-height="76">${escape(card.headline)}</text>
  <text id="line" x="80" y="0" font-size="30" fill="#dbeafe" data-width="900">${escape(card.line)}</text>
</svg>`;
}

function logoSvg() {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 32 32">
  <rect width="32" height="32" rx="8" fill="#1d4ed8"/>
  <path d="M9 11c0-1.7 3.1-3 7-3s7 1.3 7 3-3.1 3-7 3-7-1.3-7-3Z" fill="#bfdbfe"/>
  <path d="M9 11v10c0 1.7 3.1 3 7 3s7-1.3 7-3V11" fill="none" stroke="#bfdbfe" stroke-width="2"/>
  <path d="m13 18 2.2 2.2L20 15.4" fill="none" stroke="#fff" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round"/>
</svg>`;
}

/** SVG text does not wrap: break the headline into lines by measuring it, then put the line under it. */
function wrapText() {
  const headline = document.getElementById('headline');
  const width = Number(headline.dataset.width);
  const lineHeight = Number(headline.dataset.lineHeight);
  const words = headline.textContent.split(' ');
  headline.textContent = '';
  const x = headline.getAttribute('x');
  let tspan = null;
  let lines = 0;
  for (const word of words) {
    const candidate = tspan ? `${tspan.textContent} ${word}` : word;
    if (tspan) tspan.textContent = candidate;
    if (!tspan || tspan.getComputedTextLength() > width) {
      if (tspan) tspan.textContent = tspan.textContent.slice(0, -(word.length + 1));
      tspan = document.createElementNS('http://www.w3.org/2000/svg', 'tspan');
      tspan.setAttribute('x', x);
      tspan.setAttribute('dy', lines === 0 ? '0' : String(lineHeight));
      tspan.textContent = word;
      headline.appendChild(tspan);
      lines += 1;
    }
  }
  const line = document.getElementById('line');
  line.setAttribute('y', String(Number(headline.getAttribute('y')) + (lines - 1) * lineHeight + 64));
  return lines;
}

async function render(page, svg, file, size) {
  await page.setViewportSize(size);
  await page.setContent(`<!doctype html><html><body style="margin:0">${svg}</body></html>`);
  const lines = svg.includes('id="headline"') ? await page.evaluate(wrapText) : 0;
  if (lines > 3) throw new Error(`${file}: the headline needs ${lines} lines; keep it to three`);
  await page.locator('svg').screenshot({ path: file, omitBackground: false });
}

fs.mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  const page = await browser.newPage();
  const written = [];
  for (const card of Object.values(cards)) {
    const file = path.join(outDir, `${card.slug}.png`);
    await render(page, cardSvg(card), file, { width: 1200, height: 630 });
    written.push(file);
  }
  const logo = path.join(outDir, 'logo.png');
  await render(page, logoSvg(), logo, { width: 512, height: 512 });
  written.push(logo);
  for (const file of written) console.log(`${path.relative(root, file)}  ${(fs.statSync(file).size / 1024).toFixed(1)} KiB`);
} finally {
  await browser.close();
}
