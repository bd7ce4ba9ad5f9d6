// `npm run gallery`: screenshots of the key pages at a phone's, a small laptop's and a laptop's width,
// for docs/gallery/. Builds if needed, starts the production server on a throwaway database with a
// throwaway administrator, names the seller, then walks one order through its life as a buyer and
// the administrator would (checkout, the receipt, the order page pending, confirmed and refunded,
// the invoice, the administrator's order page), photographs each step in Chromium (JPEG, to keep
// the repository light) and rewrites docs/gallery/README.md to list them.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { chromium } from '@playwright/test';
import * as prettier from 'prettier';
import { ensureBuild, projectRoot } from './ensure-build.mjs';
import { startServer } from './lib/server-process.mjs';

const OUT = path.join(projectRoot, 'docs', 'gallery');
const WIDTHS = [390, 1024, 1280];
const ADMIN = { email: 'gallery@example.com', password: 'a throwaway gallery password' };
const BUYER = { name: 'Dana Whitfield', email: 'dana.whitfield@example.com' };
const COMPANY = {
  'Legal Name': 'Recoverly Software Inc.',
  'Postal Address': '500 Market Street, Suite 300, San Francisco, CA 94105',
  'Registration Number': 'C4821937',
};
// Tall pages are cut here: the gallery shows what a visitor sees first, and stays small.
const MAX_HEIGHT = 3000;
const shots = [];

await ensureBuild();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gallery-'));
const databasePath = path.join(dataDir, 'site.db');
const server = await startServer({ databasePath, env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
const url = (pathname) => `${server.url}${pathname}`;
try {
  fs.mkdirSync(OUT, { recursive: true });
  const admin = await browser.newPage({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
  await signIn(admin);
  await nameTheSeller(admin);

  // The public pages, before any order.
  await photograph('home', 'Home', '/');
  await photograph('pricing', 'Pricing', '/pricing');
  await photograph('checkout', 'Checkout', '/checkout?plan=Yearly&price=$79.99');
  await photograph('download', 'Download', '/download');
  await photograph('help-search', 'Help centre, a search', '/help-center?q=refund#results');
  await photograph('guide', 'A user guide', '/help-center/guides/getting-started');
  await photographRequestReceipt();

  // A buyer pays and confirms: the receipt on the page checkout lands on, then the order page.
  const buyer = await browser.newPage({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
  await buyer.goto(url('/checkout?plan=Yearly'));
  await buyer.getByLabel('Full Name').fill(BUYER.name);
  await buyer.getByLabel('Email', { exact: true }).fill(BUYER.email);
  await buyer.getByRole('button', { name: 'I Have Completed The Payment' }).click();
  await buyer.waitForURL(url('/'));
  const orderPage = new URL(await buyer.locator('main a[href^="/orders/ORD-"]').first().getAttribute('href'), server.url);
  const reference = decodeURIComponent(orderPage.pathname.split('/').at(-1));
  await photographReceipt(buyer);
  await photograph('order-pending', 'Order page, pending', `${orderPage.pathname}${orderPage.search}`);

  // The administrator confirms it (a license and an invoice), then refunds it (a credit note).
  await act(admin, reference, /^Confirm Payment/, 'Confirm payment?', /^Confirm Payment/);
  await photograph('order-confirmed', 'Order page, confirmed', `${orderPage.pathname}${orderPage.search}`);
  await photographInvoice(admin, reference);
  await act(admin, reference, /^Refund order/, 'Refund this order?', /^Refund/, 'The software could not read the drive');
  // A link issued before the refund no longer opens the page; the refund e-mail carries a new one.
  await photograph('order-refunded', 'Order page, refunded', latestBuyerLink(reference));
  await photograph('admin-order', 'Administrator’s order page', `/admin/orders/${reference}`, admin);
  await photograph('dashboard', 'Admin dashboard', '/admin/dashboard?tab=orders', admin);

  // Formatted as `npm run format` would, so the regenerated file passes the format check.
  const readmeFile = path.join(OUT, 'README.md');
  const options = { ...(await prettier.resolveConfig(readmeFile)), filepath: readmeFile };
  fs.writeFileSync(readmeFile, await prettier.format(readme(), options));
} finally {
  await browser.close();
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

async function signIn(page) {
  await page.goto(url('/admin'));
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(/\/admin\/dashboard/);
}

async function nameTheSeller(page) {
  await page.goto(url('/admin/dashboard?tab=settings'));
  for (const [label, value] of Object.entries(COMPANY)) await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByRole('button', { name: 'Save Site Settings' }).click();
  await page.getByText('Site settings have been successfully saved.').first().waitFor();
}

/** Presses an order page's button, then the confirmation dialog's (with a reason when one is asked). */
async function act(page, reference, button, dialogTitle, submit, reason) {
  await page.goto(url(`/admin/orders/${reference}`));
  await page.getByRole('button', { name: button }).first().click();
  const dialog = page.getByRole('dialog', { name: dialogTitle });
  if (reason) await dialog.getByLabel('Reason the buyer will read').fill(reason);
  await dialog.getByRole('button', { name: submit }).click();
  await page.waitForLoadState('networkidle');
}

/** The order-page link in the buyer's latest e-mail, read from the outbox. */
function latestBuyerLink(reference) {
  const db = new Database(databasePath, { readonly: true });
  try {
    const row = db
      .prepare(
        `select text_body from outbox where order_id = (select id from ach_orders where reference = ?) and recipient = ? order by id desc limit 1`,
      )
      .get(reference, BUYER.email);
    const link = new URL(/https?:\/\/\S+\/orders\/\S+token=[\w-]+/.exec(row.text_body)[0]);
    return `${link.pathname}${link.search}`;
  } finally {
    db.close();
  }
}

async function photograph(slug, title, pathname, session = null) {
  for (const width of WIDTHS) {
    const page = session ?? (await browser.newPage({ viewport: { width, height: 800 }, reducedMotion: 'reduce' }));
    if (session) await page.setViewportSize({ width, height: 800 });
    await page.goto(url(pathname));
    await shoot(page, slug, title, pathname, width);
    if (!session) await page.close();
  }
}

async function photographReceipt(page) {
  // The receipt is shown once, on the page checkout redirects to: photographed at each width from it.
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await shoot(page, 'receipt', 'Receipt after checkout', '/', width);
  }
}

async function photographRequestReceipt() {
  // A contact message: the page it comes back to shows the REQ- reference, photographed at each width from it.
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
  await page.goto(url('/contact'));
  await page.getByLabel('Name', { exact: true }).fill(BUYER.name);
  await page.getByLabel('Email', { exact: true }).fill(BUYER.email);
  await page.getByLabel('Message', { exact: true }).fill('My external drive shows as RAW after a power cut.');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await page.getByTestId('request-receipt').waitFor();
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await shoot(page, 'request-receipt', 'Request reference after a contact message', '/contact', width);
  }
  await page.close();
}

async function photographInvoice(page, reference) {
  const pdf = await page.request.get(url(`/admin/orders/${reference}/invoice.pdf`));
  const file = path.join(dataDir, 'invoice.pdf');
  fs.writeFileSync(file, await pdf.body());
  // pdftoppm (Debian's poppler-utils) draws the first page; without it the gallery goes on without the invoice.
  try {
    execFileSync('pdftoppm', [
      '-jpeg',
      '-jpegopt',
      'quality=70',
      '-r',
      '80',
      '-f',
      '1',
      '-l',
      '1',
      '-singlefile',
      file,
      path.join(OUT, 'invoice'),
    ]);
    shots.push({
      slug: 'invoice',
      title: 'Invoice (PDF)',
      path: `/admin/orders/${reference}/invoice.pdf`,
      width: 'pdf',
      file: 'invoice.jpg',
    });
    console.log('docs/gallery/invoice.jpg');
  } catch {
    console.warn('pdftoppm is not installed (apt-get install poppler-utils): the invoice is left out of the gallery');
  }
}

async function shoot(page, slug, title, pathname, width) {
  await page.waitForLoadState('networkidle');
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const file = `${slug}-${width}.jpg`;
  await page.screenshot({
    path: path.join(OUT, file),
    type: 'jpeg',
    quality: 60,
    fullPage: true,
    clip: { x: 0, y: 0, width, height: Math.min(height, MAX_HEIGHT) },
  });
  shots.push({ slug, title, path: pathname.replace(/token=[\w-]+/, 'token=…'), width, file });
  console.log(`docs/gallery/${file}  ${(fs.statSync(path.join(OUT, file)).size / 1024).toFixed(0)} KiB`);
}

function readme() {
  const slugs = [...new Set(shots.map((shot) => shot.slug))];
  const rows = slugs.map((slug) => {
    const mine = shots.filter((shot) => shot.slug === slug);
    const first = mine[0];
    const cells =
      first.width === 'pdf'
        ? [`[<img src="${first.file}" width="300" alt="${first.title}">](${first.file})`, '', '']
        : WIDTHS.map((width) => {
            const shot = mine.find((s) => s.width === width);
            return `[<img src="${shot.file}" width="${width === 390 ? 160 : 300}" alt="${shot.title} at ${width} px">](${shot.file})`;
          });
    return `| ${first.title} (\`${first.path}\`) | ${cells.join(' | ')} |`;
  });
  return `# Gallery

The key pages at a phone's width (390 px), a small laptop's (1024 px) and a laptop's (1280 px), at most
${MAX_HEIGHT} px of each, and the first page of an invoice. Regenerate with \`npm run gallery\` (builds if
needed, runs the production server on a throwaway database, names the seller, then takes one order
through checkout, confirmation and a refund).

| Page | 390 px | 1024 px | 1280 px |
| --- | --- | --- | --- |
${rows.join('\n')}
`;
}
