import fs from 'node:fs';
import path from 'node:path';
import bcrypt from 'bcryptjs';
import Database from 'better-sqlite3';
import type { APIRequestContext, Page } from '@playwright/test';
import { startServer, type ServerProcess } from '../../scripts/lib/server-process.mjs';
import { writePreviousReleaseDatabase } from '../helpers/previous-release';
import { tempFolder } from '../helpers/temp-folder';
import { ADMIN, REFUSED_FORM_OR_SIGN_IN_LOG, signIn } from './admin-helpers';
import { expectSameWords } from './content-text';
import { expect, expectToast, test } from './fixtures';

// The owner writes from the dashboard, with JavaScript and without: drafts stay private, a preview
// shows the page before it exists, publishing puts a post on its page, /blog, the feed and the
// sitemap, a schedule publishes by itself, a guide's new words are found at once, a revision comes
// back, a changed address redirects. One server for the whole file (per project), started on the
// database the previous release left, so the file also checks that the upgrade reads as before.

test.describe.configure({ mode: 'serial' });
test.use({ expectedConsoleErrors: [REFUSED_FORM_OR_SIGN_IN_LOG, /status of 404/] });

let server: ServerProcess;
let folder: string;

test.beforeAll(async () => {
  folder = tempFolder('content');
  const databasePath = path.join(folder, 'site.db');
  await writePreviousReleaseDatabase(databasePath);
  // That release's administrator, whose password the owner knows.
  const db = new Database(databasePath);
  db.prepare('update admins set email = ?, password_hash = ?').run(ADMIN.email, bcrypt.hashSync(ADMIN.password, 10));
  db.close();
  server = await startServer({ databasePath, env: { TRUST_PROXY: '1', SESSION_SECRET: 'content-spec-secret' } });
});

test.afterAll(async () => {
  await server?.stop();
  fs.rmSync(folder, { recursive: true, force: true });
});

const url = (pathname: string) => `${server.url}${pathname}`;

async function status(request: APIRequestContext, pathname: string): Promise<number> {
  return (await request.get(url(pathname), { maxRedirects: 0 })).status();
}

async function text(request: APIRequestContext, pathname: string): Promise<string> {
  return (await request.get(url(pathname))).text();
}

/** Until `check` passes or `ms` have gone by; how long it took. */
async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return Date.now() - started;
}

/** A new post's editor, its fields filled. */
async function writePost(page: Page, title: string, body: string) {
  await page.goto(url('/admin/content/blog'));
  await page.getByRole('link', { name: 'New post' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New post' })).toBeVisible();
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Category').fill('Field Notes');
  await page.getByLabel('Excerpt').fill(`What ${title} is about.`);
  await page.getByLabel('Colour').selectOption('green');
  await page.getByLabel('Article').fill(body);
}

test('the upgrade from the previous release reads word for word as before', { tag: '@js-off-only' }, async ({ browser }) => {
  await expectSameWords(browser, server.url);
});

test('a draft is private; its preview shows the page; published, it is on its page, /blog, the feed and the sitemap, and nothing in it runs', async ({
  page,
  request,
  javaScriptOn,
}) => {
  const title = `Field Notes ${javaScriptOn ? 'One' : 'Two'}`;
  const slug = title.toLowerCase().replaceAll(' ', '-');
  const hostile = '<script>window.pwned = 1</script> [click me](javascript:window.pwned=1) <img src=x onerror="window.pwned=1">';
  await signIn(page, server.url);
  await writePost(page, title, `Look **twice**.\n\n${hostile}`);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(page, javaScriptOn, 'Draft Saved', `“${title}” is saved as a draft.`);
  await expect(page).toHaveURL(/\/admin\/content\/blog\/\d+$/);
  expect(await status(request, `/blog/${slug}`)).toBe(404);
  for (const where of ['/blog', '/blog/feed.xml', '/sitemap.xml']) expect(await text(request, where), where).not.toContain(title);

  // The preview: as you type with JavaScript, on Preview without.
  const preview = page.locator('[data-preview]');
  await page.getByLabel('Article').fill(`Look **twice**, then once more.\n\n${hostile}`);
  if (!javaScriptOn) await page.getByRole('button', { name: 'Preview', exact: true }).click();
  await expect(preview.getByText('Look twice, then once more.')).toBeVisible();
  await expect(preview.getByRole('heading', { level: 1, name: title })).toBeVisible();

  await page.getByRole('button', { name: 'Publish now' }).click();
  await expectToast(page, javaScriptOn, 'Published!', `“${title}” is on the site.`);
  await page.goto(url(`/blog/${slug}`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Look twice, then once more.')).toBeVisible();
  // What the text tried is there as words: no script ran, no link to javascript: was made.
  await expect(page.getByText('<script>window.pwned = 1</script>')).toBeVisible();
  await expect(page.getByRole('link', { name: 'click me' })).toHaveCount(0);
  expect(await page.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined();
  expect((await request.get(url(`/blog/${slug}`))).headers()['content-security-policy']).toContain("script-src 'self'");
  expect(await text(request, '/blog')).toContain(title);
  expect(await text(request, '/blog/feed.xml')).toContain(`<title>${title}</title>`);
  expect(await text(request, '/sitemap.xml')).toContain(`/blog/${slug}</loc>`);
});

test('a published post whose address changes answers the old one with 301', async ({ page, request, javaScriptOn }) => {
  const slug = `field-notes-${javaScriptOn ? 'one' : 'two'}`;
  await signIn(page, server.url);
  await page.goto(url('/admin/content/blog'));
  await page.getByRole('link', { name: `Edit Field Notes ${javaScriptOn ? 'One' : 'Two'}` }).click();
  await page.getByLabel('Address').fill(`${slug}-moved`);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(page, javaScriptOn, 'Saved', `Your changes to “Field Notes ${javaScriptOn ? 'One' : 'Two'}” are saved.`);
  const old = await request.get(url(`/blog/${slug}`), { maxRedirects: 0 });
  expect(old.status()).toBe(301);
  expect(old.headers().location).toBe(`/blog/${slug}-moved`);
  expect(await status(request, `/blog/${slug}-moved`)).toBe(200);
});

test('unpublished, a post answers 404 again and leaves the feed', async ({ page, request, javaScriptOn }) => {
  const title = `Field Notes ${javaScriptOn ? 'One' : 'Two'}`;
  await signIn(page, server.url);
  await page.goto(url('/admin/content/blog'));
  await page.getByRole('button', { name: `Unpublish ${title}` }).click();
  await expectToast(page, javaScriptOn, 'Unpublished', `“${title}” is a draft again: it is no longer on the site.`);
  await expect(page.getByRole('listitem').filter({ hasText: title }).getByText('Draft', { exact: true })).toBeVisible();
  expect(await status(request, `/blog/field-notes-${javaScriptOn ? 'one' : 'two'}-moved`)).toBe(404);
  expect(await text(request, '/blog/feed.xml')).not.toContain(title);
  expect(await text(request, '/blog')).not.toContain(title);
});

test('a post scheduled a few seconds ahead appears at its time, without a restart', async ({ page, request, javaScriptOn }) => {
  const title = `Scheduled Note ${javaScriptOn ? 'One' : 'Two'}`;
  const slug = title.toLowerCase().replaceAll(' ', '-');
  await signIn(page, server.url);
  await writePost(page, title, 'Right on time.');
  // Six seconds from now on the site's clock (Eastern Time until Site Settings say otherwise).
  const at = new Date(Date.now() + 6_000);
  const wall = new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'America/New_York',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  })
    .format(at)
    .replace(' ', 'T');
  await page.getByLabel(/^Publish at/).fill(wall);
  await page.getByRole('button', { name: 'Schedule' }).click();
  await expectToast(
    page,
    javaScriptOn,
    'Scheduled',
    `“${title}” will be published on ${new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'America/New_York' }).format(at).replace(/\u202f/g, ' ')} Eastern Time.`,
  );
  expect(await status(request, `/blog/${slug}`)).toBe(404);
  await within(20_000, async () => (await status(request, `/blog/${slug}`)) === 200);
  expect(Date.now()).toBeGreaterThanOrEqual(at.getTime() - 1000);
  expect(await text(request, '/blog')).toContain(title);
  expect(await text(request, '/blog/feed.xml')).toContain(`<title>${title}</title>`);
});

test('a guide’s new words are found by the help search within a second of the save', async ({ page, request, javaScriptOn }) => {
  const word = javaScriptOn ? 'zebrafishmarker' : 'okapimarker';
  await signIn(page, server.url);
  await page.goto(url('/admin/content/guides'));
  await page.getByRole('link', { name: 'Edit Getting started' }).click();
  const steps = page.getByRole('textbox', { name: 'Steps' });
  await steps.fill(`${await steps.inputValue()}\n\n## Check the ${word}\n\nLook for the ${word} before you scan.`);
  // The search's results section (the page lists the guides below it either way).
  const search = async () => {
    const html = await text(request, `/help-center?q=${word}`);
    const results = html.slice(html.indexOf('id="results"'), html.indexOf('id="help-topics"'));
    return results.includes('href="/help-center/guides/getting-started"');
  };
  expect(await search()).toBe(false);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(page, javaScriptOn, 'Saved', 'Your changes to “Getting started” are saved.');
  expect(await within(1_000, search)).toBeLessThanOrEqual(1_000);
  await page.goto(url('/help-center/guides/getting-started'));
  await expect(page.getByRole('heading', { level: 3, name: `Check the ${word}` })).toBeVisible();
});

test('an earlier revision of an FAQ answer can be restored', async ({ page, request, javaScriptOn }) => {
  const question = javaScriptOn ? 'Do I get an invoice?' : 'What does the free version do?';
  await signIn(page, server.url);
  await page.goto(url('/admin/content/faq'));
  await page.getByRole('link', { name: `Edit ${question}` }).click();
  const answer = page.getByLabel('Answer');
  const original = await answer.inputValue();
  await answer.fill('A temporary answer.');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(page, javaScriptOn, 'Saved', `Your changes to “${question}” are saved.`);
  expect(await text(request, '/help-center')).toContain('A temporary answer.');
  const revisions = page.getByRole('region', { name: 'Revisions' });
  await expect(revisions.getByText('Changed: Answer')).toBeVisible();
  await revisions
    .getByRole('button', { name: /^Restore/ })
    .last()
    .click();
  await expectToast(page, javaScriptOn, 'Revision Restored', `“${question}” reads as that revision again.`);
  await expect(page.getByLabel('Answer')).toHaveValue(original);
  const help = await text(request, '/help-center');
  expect(help).not.toContain('A temporary answer.');
  expect(help).toContain(original.slice(0, 40));
});
