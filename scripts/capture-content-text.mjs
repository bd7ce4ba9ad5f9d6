// Writes tests/fixtures/content-text-before.json: the words of the blog, the help centre, each user
// guide and the home page's testimonials, as the release whose texts were compiled into the code
// (commit 9a288c2) showed them. It was run once, on that commit's build (`npx react-router build &&
// node scripts/capture-content-text.mjs`); the upgrade test (tests/e2e/content-upgrade.spec.ts)
// reads the same words from the pages this release renders from the database, and compares. Kept as
// the record of how the fixture was made: its selectors are that release's page layout.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { chromium } from '@playwright/test';
import { startServer } from './lib/server-process.mjs';

const projectRoot = path.resolve(import.meta.dirname, '..');
const OUT = path.join(projectRoot, 'tests', 'fixtures', 'content-text-before.json');
const GUIDE_SLUGS = ['getting-started', 'formatted-drive', 'activating-your-license'];

/** Text as a reader meets it: the rendered words, every run of white space one space. */
const words = (text) => text.replace(/\s+/g, ' ').trim();

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-text-'));
const server = await startServer({ databasePath: path.join(dataDir, 'site.db') });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  // Without JavaScript: the words the server sends, with no animation half way.
  const page = await browser.newPage({ javaScriptEnabled: false });
  const text = async (locator) => words(await locator.innerText());

  await page.goto(`${server.url}/blog`);
  const cards = [];
  for (const card of await page.locator('#posts article').all()) {
    const slug = (await card.getByRole('link').getAttribute('href')).replace(/^#/, '');
    cards.push({ slug, text: await text(card) });
  }
  const posts = [];
  for (const { slug } of cards) {
    const article = page.locator(`article#${slug}`);
    const meta = await text(article.locator('p').first());
    const [category, date] = meta.split(' · ');
    posts.push({
      slug,
      title: await text(article.locator('h3')),
      category,
      date,
      body: await text(article.locator('div').first()),
    });
  }

  await page.goto(`${server.url}/help-center`);
  const helpCenter = await text(page.locator('main'));

  const guides = [];
  for (const slug of GUIDE_SLUGS) {
    await page.goto(`${server.url}/help-center/guides/${slug}`);
    guides.push({ slug, text: await text(page.locator('main')) });
  }

  await page.goto(`${server.url}/`);
  const testimonials = await text(page.locator('section[aria-labelledby="testimonials-heading"]'));

  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: projectRoot, encoding: 'utf8' }).trim();
  const fixture = { capturedFrom: commit, blog: { cards, posts }, helpCenter, guides, testimonials };
  fs.writeFileSync(OUT, `${JSON.stringify(fixture, null, 2)}\n`);
  console.log(`Wrote ${path.relative(projectRoot, OUT)} from ${commit}`);
} finally {
  await browser.close();
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
