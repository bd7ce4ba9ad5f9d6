import { findPlan, planNamed } from '~/features/catalogue/plans';
import { formatPrice } from '~/features/catalogue/prices';
import type { Prices } from '~/features/settings/model';
import { getBusinessHours, getPrices } from '~/features/settings/settings.server';
import { db } from '~/lib/db/db.server';
import { blogPostPath, checkoutPath, guidePath } from '~/lib/paths';
import { publicOrigin } from '~/lib/public-origin.server';
import { factsOf, fillTokens, type Facts } from './facts';
import { readingMinutes, renderedMarkdown, renderedSections } from './markdown.server';
import { POST_COLOURS, POST_ICONS, type ContentItem, type ContentKind, type PostColour, type PostIcon } from './model';
import { itemOf } from './store.server';

// What the public pages show of the content: published items only, their tokens filled with the
// facts as they stand, their Markdown rendered to safe HTML. Each page's loader calls one of these.

/** Posts on a page of /blog. */
export const POSTS_PER_PAGE = 10;
/** Posts in the Atom feed (Ghost's RSS carries 15). */
export const FEED_SIZE = 20;

/** The facts as the site states them now: the catalogue's, with the prices and time zone of Site Settings. */
export async function currentFacts(): Promise<{ facts: Facts; timeZone: string }> {
  const [prices, hours] = await Promise.all([getPrices(), getBusinessHours()]);
  return { facts: factsOf(prices, hours.timeZone), timeZone: hours.timeZone };
}

const published = (kind: ContentKind) => db.selectFrom('content_items').where('kind', '=', kind).where('status', '=', 'published');

/** A date as the blog shows it ('Oct 15, 2025') and as <time> carries it ('2025-10-15'), in the site's time zone. */
function dayOf(iso: string, timeZone: string): { label: string; day: string } {
  const date = new Date(iso);
  const label = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone }).format(date);
  const day = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone }).format(date);
  return { label, day };
}

export interface PostCard {
  slug: string;
  href: string;
  title: string;
  category: string;
  excerpt: string;
  /** 'Oct 15, 2025', and the day for <time> ('2025-10-15'). */
  date: string;
  day: string;
  colour: PostColour;
  icon: PostIcon;
}

function pick<T extends string>(value: unknown, allowed: readonly T[]): T {
  return allowed.includes(value as T) ? (value as T) : allowed[0]!;
}

function cardOf(item: ContentItem, facts: Facts, timeZone: string): PostCard {
  const { label, day } = dayOf(item.publishedAt ?? item.createdAt, timeZone);
  return {
    slug: item.slug!,
    href: blogPostPath(item.slug!),
    title: fillTokens(item.title, facts),
    category: fillTokens(String(item.fields.category ?? ''), facts),
    excerpt: fillTokens(String(item.fields.excerpt ?? ''), facts),
    date: label,
    day,
    colour: pick(item.fields.colour, POST_COLOURS),
    icon: pick(item.fields.icon, POST_ICONS),
  };
}

export interface PostsPage {
  posts: PostCard[];
  page: number;
  pages: number;
}

/** A page of /blog, newest first; null for a page past the last (page 1 always exists). */
export async function publishedPostsPage(page: number): Promise<PostsPage | null> {
  const [{ facts, timeZone }, count] = await Promise.all([
    currentFacts(),
    published('post')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  const pages = Math.max(1, Math.ceil(Number(count.total) / POSTS_PER_PAGE));
  if (page < 1 || page > pages) return null;
  const rows = await published('post')
    .selectAll()
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .limit(POSTS_PER_PAGE)
    .offset((page - 1) * POSTS_PER_PAGE)
    .execute();
  return { posts: rows.map((row) => cardOf(itemOf(row), facts, timeZone)), page, pages };
}

export interface PostView extends PostCard {
  html: string;
  /** The article's words (structured data). */
  text: string;
  readingMinutes: number;
  publishedAt: string;
  modifiedAt: string;
}

/** What an address of a post answers: the post, where it moved (its old slug), or nothing. */
export type PostLookup = { kind: 'post'; post: PostView } | { kind: 'moved'; to: string } | { kind: 'none' };

/** Where an item that changed its address lives now, when `slug` is one it had. */
async function movedTo(kind: ContentKind, slug: string): Promise<string | null> {
  const row = await db
    .selectFrom('content_redirects')
    .innerJoin('content_items', 'content_items.id', 'content_redirects.item_id')
    .select('content_items.slug')
    .where('content_redirects.kind', '=', kind)
    .where('content_redirects.old_slug', '=', slug)
    .where('content_items.status', '=', 'published')
    .executeTakeFirst();
  return row?.slug && row.slug !== slug ? row.slug : null;
}

export async function publishedPost(slug: string): Promise<PostLookup> {
  const row = await published('post').selectAll().where('slug', '=', slug).executeTakeFirst();
  if (!row) {
    const to = await movedTo('post', slug);
    return to ? { kind: 'moved', to: blogPostPath(to) } : { kind: 'none' };
  }
  const { facts, timeZone } = await currentFacts();
  return { kind: 'post', post: postView(itemOf(row), facts, timeZone) };
}

/** A post as its page shows it (also the dashboard's preview of one). */
export function postView(item: ContentItem, facts: Facts, timeZone: string): PostView {
  const { html, text } = renderedMarkdown(item.body, { facts, topHeading: 2, siteOrigin: publicOrigin() });
  const publishedAt = item.publishedAt ?? item.updatedAt;
  return {
    ...cardOf({ ...item, slug: item.slug ?? 'draft' }, facts, timeZone),
    html,
    text,
    readingMinutes: readingMinutes(text),
    publishedAt,
    modifiedAt: item.updatedAt > publishedAt ? item.updatedAt : publishedAt,
  };
}

export interface FeedEntry {
  title: string;
  href: string;
  category: string;
  summary: string;
  html: string;
  publishedAt: string;
  updatedAt: string;
}

/** The newest posts for the Atom feed, in full. */
export async function feedEntries(): Promise<FeedEntry[]> {
  const [{ facts }, rows] = await Promise.all([
    currentFacts(),
    published('post').selectAll().orderBy('published_at', 'desc').orderBy('id', 'desc').limit(FEED_SIZE).execute(),
  ]);
  const siteOrigin = publicOrigin();
  const entries: FeedEntry[] = [];
  for (const row of rows) {
    const item = itemOf(row);
    const publishedAt = item.publishedAt ?? item.updatedAt;
    entries.push({
      title: fillTokens(item.title, facts),
      href: blogPostPath(item.slug!),
      category: fillTokens(String(item.fields.category ?? ''), facts),
      summary: fillTokens(String(item.fields.excerpt ?? ''), facts),
      html: renderedMarkdown(item.body, { facts, topHeading: 2, siteOrigin }).html,
      publishedAt,
      updatedAt: item.updatedAt > publishedAt ? item.updatedAt : publishedAt,
    });
    // One post's rendering at a time: the server answers other requests between them.
    await new Promise((resolve) => setImmediate(resolve));
  }
  return entries;
}

/** Every published post and guide with when it last changed, for the sitemap. */
export async function sitemapContent(): Promise<{ path: string; lastmod: string }[]> {
  const rows = await db
    .selectFrom('content_items')
    .select(['kind', 'slug', 'updated_at', 'published_at'])
    .where('kind', 'in', ['post', 'guide'])
    .where('status', '=', 'published')
    .orderBy('kind', 'desc')
    .orderBy('position')
    .orderBy('published_at', 'desc')
    .orderBy('id')
    .execute();
  return rows.map((row) => {
    const lastmod = row.published_at && row.published_at > row.updated_at ? row.published_at : row.updated_at;
    return { path: row.kind === 'post' ? blogPostPath(row.slug!) : guidePath(row.slug!), lastmod };
  });
}

export interface GuideSummary {
  href: string;
  title: string;
  description: string;
}

/** The published guides in their order, as the help centre lists them. */
export async function publishedGuides(): Promise<GuideSummary[]> {
  const { facts } = await currentFacts();
  const rows = await published('guide').selectAll().orderBy('position').orderBy('id').execute();
  return rows.map((row) => {
    const item = itemOf(row);
    return {
      href: guidePath(item.slug!),
      title: fillTokens(item.title, facts),
      description: fillTokens(String(item.fields.description ?? ''), facts),
    };
  });
}

export interface GuideView {
  slug: string;
  title: string;
  description: string;
  intro: string;
  duration: string;
  /** HowTo's totalTime, ISO 8601 ('PT15M', 'PT1H'). */
  totalTime: string;
  tip: string;
  plan: string;
  planWhy: string;
  steps: { title: string; html: string; text: string }[];
  /** The other published guides, in order. */
  others: { href: string; title: string }[];
}

export type GuideLookup = { kind: 'guide'; guide: GuideView } | { kind: 'moved'; to: string } | { kind: 'none' };

function isoDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `PT${hours ? `${hours}H` : ''}${rest || !hours ? `${rest}M` : ''}`;
}

/** A guide as its page shows it (also the dashboard's preview of one). */
export function guideView(item: ContentItem, facts: Facts, others: GuideView['others'] = []): GuideView {
  const fill = (name: string) => fillTokens(String(item.fields[name] ?? ''), facts);
  return {
    slug: item.slug ?? 'draft',
    title: fillTokens(item.title, facts),
    description: fill('description'),
    intro: fill('intro'),
    duration: fill('duration'),
    totalTime: isoDuration(Number(item.fields.minutes) || 1),
    tip: fill('tip'),
    plan: String(item.fields.plan ?? 'Monthly'),
    planWhy: fill('planWhy'),
    steps: renderedSections(item.body, { facts, topHeading: 3, siteOrigin: publicOrigin() }),
    others,
  };
}

/** The plan a guide ends with, at today's price. */
export interface GuidePlanOffer {
  name: string;
  /** '$79.99 /year'. */
  priceLabel: string;
  why: string;
  href: string;
}

export function guidePlanOffer(guide: Pick<GuideView, 'plan' | 'planWhy'>, prices: Prices): GuidePlanOffer {
  const plan = findPlan(guide.plan) ?? planNamed('Monthly');
  return {
    name: plan.name,
    priceLabel: `${formatPrice(prices[plan.priceKey])} ${plan.periodLabel}`,
    why: guide.planWhy,
    href: checkoutPath(plan.name),
  };
}

export async function publishedGuide(slug: string): Promise<GuideLookup> {
  const rows = await published('guide').selectAll().orderBy('position').orderBy('id').execute();
  const row = rows.find((candidate) => candidate.slug === slug);
  if (!row) {
    const to = await movedTo('guide', slug);
    return to ? { kind: 'moved', to: guidePath(to) } : { kind: 'none' };
  }
  const { facts } = await currentFacts();
  const others = rows
    .filter((other) => other.id !== row.id)
    .map((other) => ({ href: guidePath(other.slug!), title: fillTokens(other.title, facts) }));
  return { kind: 'guide', guide: guideView(itemOf(row), facts, others) };
}

export interface FaqView {
  /** The entry's anchor on the help centre (/help-center#id). */
  id: string;
  question: string;
  answerHtml: string;
  /** The answer's words: what the search and the filter-as-you-type read. */
  answer: string;
}

export function faqView(item: ContentItem, facts: Facts): FaqView {
  const { html, text } = renderedMarkdown(item.body, { facts, topHeading: 3, siteOrigin: publicOrigin() });
  return { id: item.slug ?? 'draft', question: fillTokens(item.title, facts), answerHtml: html, answer: text };
}

/** The published FAQ entries in their order. */
export async function publishedFaq(): Promise<FaqView[]> {
  const { facts } = await currentFacts();
  const rows = await published('faq').selectAll().orderBy('position').orderBy('id').execute();
  return rows.map((row) => faqView(itemOf(row), facts));
}

export interface TestimonialView {
  name: string;
  role: string;
  quote: string;
}

export function testimonialView(item: ContentItem, facts: Facts): TestimonialView {
  return {
    name: fillTokens(item.title, facts),
    role: fillTokens(String(item.fields.role ?? ''), facts),
    quote: fillTokens(item.body, facts),
  };
}

/** The published testimonials in their order, as the home page shows them. */
export async function publishedTestimonials(): Promise<TestimonialView[]> {
  const { facts } = await currentFacts();
  const rows = await published('testimonial').selectAll().orderBy('position').orderBy('id').execute();
  return rows.map((row) => testimonialView(itemOf(row), facts));
}

/**
 * Of the old /blog#slug anchors, those whose post is published but not among `onPage`: each with the
 * post's title and address now (following a changed slug).
 */
export async function postsMovedOffPage(
  anchors: readonly string[],
  onPage: readonly Pick<PostCard, 'slug'>[],
): Promise<{ anchor: string; title: string; href: string }[]> {
  const shown = new Set(onPage.map((post) => post.slug));
  const wanted = anchors.filter((anchor) => !shown.has(anchor));
  if (wanted.length === 0) return [];
  const { facts } = await currentFacts();
  const found: { anchor: string; title: string; href: string }[] = [];
  for (const anchor of wanted) {
    const row =
      (await published('post').select(['slug', 'title']).where('slug', '=', anchor).executeTakeFirst()) ??
      (await db
        .selectFrom('content_redirects')
        .innerJoin('content_items', 'content_items.id', 'content_redirects.item_id')
        .select(['content_items.slug', 'content_items.title'])
        .where('content_redirects.kind', '=', 'post')
        .where('content_redirects.old_slug', '=', anchor)
        .where('content_items.status', '=', 'published')
        .executeTakeFirst());
    if (row?.slug && !shown.has(row.slug)) found.push({ anchor, title: fillTokens(row.title, facts), href: blogPostPath(row.slug) });
  }
  return found;
}

/** The address of every published post and guide: the pages the edge may cache. */
export async function publishedContentPaths(): Promise<string[]> {
  const rows = await db
    .selectFrom('content_items')
    .select(['kind', 'slug'])
    .where('kind', 'in', ['post', 'guide'])
    .where('status', '=', 'published')
    .execute();
  return rows.map((row) => (row.kind === 'post' ? blogPostPath(row.slug!) : guidePath(row.slug!)));
}
