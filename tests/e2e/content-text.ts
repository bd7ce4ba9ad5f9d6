import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Locator } from '@playwright/test';
import { expect } from './fixtures';

/**
 * The words of the blog, the help centre, each guide and the home page's testimonials as the release
 * before the content moved into the database showed them (scripts/capture-content-text.mjs wrote
 * them from that release's build).
 */
export interface ContentText {
  capturedFrom: string;
  blog: {
    cards: { slug: string; text: string }[];
    posts: { slug: string; title: string; category: string; date: string; body: string }[];
  };
  helpCenter: string;
  guides: { slug: string; text: string }[];
  testimonials: string;
}

export const BEFORE: ContentText = JSON.parse(
  fs.readFileSync(path.join(import.meta.dirname, '..', 'fixtures', 'content-text-before.json'), 'utf8'),
) as ContentText;

/** Text as a reader meets it: the rendered words, every run of white space one space. */
const words = async (locator: Locator) => (await locator.innerText()).replace(/\s+/g, ' ').trim();

/**
 * The same words as this release shows them at `baseURL` (without JavaScript, as they were captured):
 * the cards on /blog, each post on its own page now, the help centre, each guide, the testimonials.
 */
export async function readContentText(browser: Browser, baseURL: string): Promise<Omit<ContentText, 'capturedFrom'>> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    await page.goto(`${baseURL}/blog`);
    const cards = [];
    for (const { slug } of BEFORE.blog.cards) cards.push({ slug, text: await words(page.locator(`#posts article[id="${slug}"]`)) });
    const posts = [];
    for (const { slug } of BEFORE.blog.posts) {
      await page.goto(`${baseURL}/blog/${slug}`);
      const article = page.locator('article[aria-labelledby="post-title"]');
      posts.push({
        slug,
        title: await words(page.getByRole('heading', { level: 1 })),
        category: await words(article.locator('[data-post-category]')),
        date: await words(article.locator('time').first()),
        body: await words(article.locator('[data-post-body]')),
      });
    }
    await page.goto(`${baseURL}/help-center`);
    const helpCenter = await words(page.locator('main'));
    const guides = [];
    for (const { slug } of BEFORE.guides) {
      await page.goto(`${baseURL}/help-center/guides/${slug}`);
      guides.push({ slug, text: await words(page.locator('main')) });
    }
    await page.goto(`${baseURL}/`);
    const testimonials = await words(page.locator('section[aria-labelledby="testimonials-heading"]'));
    return { blog: { cards, posts }, helpCenter, guides, testimonials };
  } finally {
    await context.close();
  }
}

/** Every text reads as it did in the release before, word for word. */
export async function expectSameWords(browser: Browser, baseURL: string): Promise<void> {
  const now = await readContentText(browser, baseURL);
  const { capturedFrom: _, ...before } = BEFORE;
  expect(now.blog).toEqual(before.blog);
  expect(now.guides).toEqual(before.guides);
  expect(now.testimonials).toBe(before.testimonials);
  expect(now.helpCenter).toBe(before.helpCenter);
}
