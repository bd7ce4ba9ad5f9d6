// `npm run gallery`: screenshots of the key pages at a phone's and a laptop's width, for
// docs/gallery/. Builds if needed, starts the production server on a throwaway database with a
// throwaway administrator, photographs each page in Chromium (JPEG, to keep the repository light)
// and rewrites docs/gallery/README.md to list them.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import * as prettier from 'prettier';
import { ensureBuild, projectRoot } from './ensure-build.mjs';
import { startServer } from './lib/server-process.mjs';

const OUT = path.join(projectRoot, 'docs', 'gallery');
const WIDTHS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
];
const PAGES = [
  { slug: 'home', title: 'Home', path: '/' },
  { slug: 'pricing', title: 'Pricing', path: '/pricing' },
  { slug: 'checkout', title: 'Checkout', path: '/checkout?plan=Yearly&price=$79.99' },
  { slug: 'download', title: 'Download', path: '/download' },
  { slug: 'dashboard', title: 'Admin dashboard', path: '/admin/dashboard', admin: true },
];
const ADMIN = { email: 'gallery@example.com', password: 'a throwaway gallery password' };
// Tall pages are cut here: the gallery shows what a visitor sees first, and stays small.
const MAX_HEIGHT = 3000;

await ensureBuild();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gallery-'));
const server = await startServer({
  databasePath: path.join(dataDir, 'site.db'),
  env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
});
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
const shots = [];
try {
  fs.mkdirSync(OUT, { recursive: true });
  for (const size of WIDTHS) {
    const context = await browser.newContext({ viewport: { width: size.width, height: size.height }, reducedMotion: 'reduce' });
    const page = await context.newPage();
    for (const entry of PAGES) {
      if (entry.admin && !page.url().includes('/admin/dashboard')) {
        await page.goto(`${server.url}/admin`);
        await page.getByLabel('Email').fill(ADMIN.email);
        await page.getByLabel('Password').fill(ADMIN.password);
        await page.getByRole('button', { name: 'Sign In' }).click();
        await page.waitForURL(/\/admin\/dashboard/);
      }
      await page.goto(`${server.url}${entry.path}`);
      await page.waitForLoadState('networkidle');
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      const file = `${entry.slug}-${size.width}.jpg`;
      await page.screenshot({
        path: path.join(OUT, file),
        type: 'jpeg',
        quality: 60,
        fullPage: true,
        clip: { x: 0, y: 0, width: size.width, height: Math.min(height, MAX_HEIGHT) },
      });
      shots.push({ ...entry, size, file });
      console.log(`docs/gallery/${file}  ${(fs.statSync(path.join(OUT, file)).size / 1024).toFixed(0)} KiB`);
    }
    await context.close();
  }
  // Formatted as `npm run format` would, so the regenerated file passes the format check.
  const readmeFile = path.join(OUT, 'README.md');
  const options = { ...(await prettier.resolveConfig(readmeFile)), filepath: readmeFile };
  fs.writeFileSync(readmeFile, await prettier.format(readme(shots), options));
} finally {
  await browser.close();
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

function readme(list) {
  const rows = PAGES.map((entry) => {
    const cells = WIDTHS.map((size) => {
      const shot = list.find((s) => s.slug === entry.slug && s.size.width === size.width);
      return `[<img src="${shot.file}" width="${size.width === 390 ? 160 : 360}" alt="${entry.title} at ${size.width} px">](${shot.file})`;
    });
    return `| ${entry.title} (\`${entry.path}\`) | ${cells.join(' | ')} |`;
  });
  return `# Gallery

The key pages at a phone's width (390 px) and a laptop's (1280 px), at most ${MAX_HEIGHT} px of each.
Regenerate with \`npm run gallery\` (builds if needed, runs the production server on a throwaway
database; default settings and an empty dashboard).

| Page | 390 px | 1280 px |
| --- | --- | --- |
${rows.join('\n')}
`;
}
