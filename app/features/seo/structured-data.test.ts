import { beforeAll, describe, expect, it } from 'vitest';
import { publishedFaq, publishedPost, type FaqView, type PostView } from '~/features/content/public.server';
import { seedDefaultSettings } from '~/features/settings/settings.server';
import { serializeJsonLd } from './json-ld';
import { blogLd, blogPostingLd } from './blog-posting';
import { faqPageLd } from './faq-page';
import { organizationLd } from './organization';
import { softwareApplicationLd } from './software-application';

const SITE = 'https://recoverly.example';
const PRICES = { Monthly: '$29.99', Yearly: '$79.99', Lifetime: '$149.99' };

type Json = Record<string, unknown>;
const asJson = (value: unknown) => JSON.parse(serializeJsonLd(value)) as Json;

/** The rules every block must follow whatever its type: schema.org context, a type, absolute URLs on our origin, no holes. */
function expectWellFormed(block: Json) {
  expect(block['@context']).toBe('https://schema.org');
  expect(typeof block['@type']).toBe('string');
  (function walk(value: unknown, path: string) {
    expect(value, `${path} is missing`).not.toBeUndefined();
    if (typeof value === 'string' && /^https?:/.test(value) && !value.startsWith('https://schema.org')) {
      expect(new URL(value).origin, `${path} is not on the site`).toBe(SITE);
    }
    if (Array.isArray(value)) value.forEach((item, index) => walk(item, `${path}[${index}]`));
    else if (value && typeof value === 'object') for (const [key, child] of Object.entries(value)) walk(child, `${path}.${key}`);
  })(block, '$');
}

// The FAQ and the posts as the upgrade seeded them into the database.
let FAQ: FaqView[] = [];
const POSTS: PostView[] = [];
beforeAll(async () => {
  await seedDefaultSettings();
  FAQ = await publishedFaq();
  for (const slug of ['data-recovery-tips', 'regular-backups', 'ssd-vs-hdd']) {
    const found = await publishedPost(slug);
    if (found.kind === 'post') POSTS.push(found.post);
  }
});

describe('structured data (JSON-LD)', () => {
  it('describes the organisation with a name, its address and an absolute logo', () => {
    const org = asJson(organizationLd(SITE));
    expectWellFormed(org);
    expect(org).toMatchObject({ '@type': 'Organization', name: 'Recoverly', url: `${SITE}/`, logo: `${SITE}/og/logo.png` });
  });

  it('offers the software once per plan at the prices from settings, in US dollars', () => {
    const app = asJson(softwareApplicationLd(SITE, PRICES));
    expectWellFormed(app);
    expect(app).toMatchObject({
      '@type': 'SoftwareApplication',
      name: 'Recoverly Data Recovery',
      applicationCategory: 'UtilitiesApplication',
    });
    const offers = app.offers as Json[];
    expect(offers.map((offer) => [offer['@type'], offer.name, offer.price, offer.priceCurrency])).toEqual([
      ['Offer', 'Recoverly Monthly license', '29.99', 'USD'],
      ['Offer', 'Recoverly Yearly license', '79.99', 'USD'],
      ['Offer', 'Recoverly Lifetime license', '149.99', 'USD'],
    ]);
    // schema.org: price is a plain number (no currency sign, no thousands separator); durations are ISO 8601.
    for (const offer of offers) expect(offer.price).toMatch(/^\d+\.\d{2}$/);
    expect(offers.map((offer) => (offer.priceSpecification as Json | undefined)?.billingDuration)).toEqual(['P1M', 'P1Y', undefined]);
  });

  it('follows a price change, and leaves out a price that is not an amount instead of guessing', () => {
    const changed = asJson(softwareApplicationLd(SITE, { Monthly: '$1,299', Yearly: 'ask us', Lifetime: '$5' }));
    expect((changed.offers as Json[]).map((offer) => [offer.name, offer.price])).toEqual([
      ['Recoverly Monthly license', '1299.00'],
      ['Recoverly Lifetime license', '5.00'],
    ]);
    expect(softwareApplicationLd(SITE, null)).toBeNull();
    expect(softwareApplicationLd(SITE, { Monthly: '', Yearly: 'abc', Lifetime: '0' })).toBeNull();
  });

  it('lists every help-centre question with its answer', () => {
    const page = asJson(faqPageLd(SITE, FAQ));
    expectWellFormed(page);
    expect(page['@type']).toBe('FAQPage');
    expect(page.mainEntity).toEqual(
      FAQ.map((entry) => ({ '@type': 'Question', name: entry.question, acceptedAnswer: { '@type': 'Answer', text: entry.answer } })),
    );
  });

  it('describes each blog post on its own page: a short headline, ISO dates, an author, an image and its address', () => {
    expect(POSTS).toHaveLength(3);
    for (const post of POSTS) {
      const posting = asJson(blogPostingLd(SITE, post));
      expectWellFormed(posting);
      expect(posting).toMatchObject({
        '@type': 'BlogPosting',
        headline: post.title,
        datePublished: post.publishedAt,
        url: `${SITE}/blog/${post.slug}`,
        mainEntityOfPage: `${SITE}/blog/${post.slug}`,
        image: `${SITE}/og/blog.png`,
        author: { '@type': 'Organization', name: 'Recoverly' },
      });
      // Google's limit for a headline; the dates must parse, the article's words be there.
      expect((posting.headline as string).length).toBeLessThanOrEqual(110);
      expect(new Date(posting.datePublished as string).toISOString().slice(0, 10)).toBe(post.day);
      expect(Number.isNaN(new Date(posting.dateModified as string).getTime())).toBe(false);
      expect(posting.articleBody).toBe(post.text);
      expect(posting.wordCount).toBeGreaterThan(100);
    }
  });

  it('lists the posts of a page of the blog, each by its own address', () => {
    const blog = asJson(blogLd(SITE, POSTS));
    expectWellFormed(blog);
    expect(blog['@type']).toBe('Blog');
    expect((blog.blogPost as Json[]).map((post) => post.url)).toEqual(POSTS.map((post) => `${SITE}/blog/${post.slug}`));
  });

  it('is escaped so no text can close the <script> element it sits in, and still reads back the same', () => {
    const hostile = { name: '</script><script>alert(1)</script> & <!-- \u2028' };
    const text = serializeJsonLd(hostile);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(text).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(text)).toEqual(hostile);
  });
});
