import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_ACTOR } from '../../tests/helpers/admin';
import { callRoute, getRequest } from '../../tests/helpers/route-call';
import { saveContent } from '~/features/content/editing.server';
import { publishContent } from '~/features/content/publishing.server';
import { seedDefaultSettings } from '~/features/settings/settings.server';
import { db } from '~/lib/db/db.server';
import { loader as blogLoader } from './blog';
import { loader as feedLoader } from './blog-feed';
import { loader as postLoader } from './blog-post';
import { loader as sitemapLoader } from './sitemap';

// The blog as a visitor and a feed reader reach it: pages of ten cards, a page per post, the Atom
// feed and the sitemap, built from the published posts only.

const POST = { category: 'News', excerpt: 'What changed this week & why.', colour: 'blue', icon: 'lightbulb' };

async function publishedPost(title: string, body: string, slug = '') {
  const saved = await saveContent('post', null, { ...POST, title, slug, body }, TEST_ACTOR);
  if (saved.kind !== 'created') throw new Error(JSON.stringify(saved));
  await publishContent(saved.item.id, TEST_ACTOR);
  return saved.item;
}

const page = async (search = '') => callRoute(blogLoader, getRequest(`/blog${search}`));

beforeAll(async () => {
  await seedDefaultSettings();
  // Twelve more posts: fifteen in all, two pages. The seeded three are the oldest.
  for (let n = 1; n <= 12; n++) await publishedPost(`Weekly Note ${n}`, `Note number ${n}.`);
  await saveContent('post', null, { ...POST, title: 'Unfinished Draft', slug: '', body: 'Not yet.' }, TEST_ACTOR);
});

describe('/blog', () => {
  it('shows the newest ten posts as cards linking to their pages, and the rest on page 2', async () => {
    const first = await page();
    expect(first.data.posts).toHaveLength(10);
    expect(first.data.posts[0]).toMatchObject({ title: 'Weekly Note 12', href: '/blog/weekly-note-12', category: 'News', colour: 'blue' });
    expect([first.data.page, first.data.pages]).toEqual([1, 2]);
    const second = await page('?page=2');
    expect(second.data.posts.map((post: { slug: string }) => post.slug)).toEqual([
      'weekly-note-2',
      'weekly-note-1',
      'data-recovery-tips',
      'regular-backups',
      'ssd-vs-hdd',
    ]);
    expect(JSON.stringify([first.data, second.data])).not.toContain('Unfinished Draft');
    await expect(page('?page=3')).resolves.toMatchObject({ status: 404 });
  });

  it('links the old /blog#slug anchors of posts no longer on its first page to their pages', async () => {
    expect((await page()).data.moved).toEqual([
      { anchor: 'data-recovery-tips', title: '10 Data Recovery Tips Everyone Should Know', href: '/blog/data-recovery-tips' },
      { anchor: 'regular-backups', title: 'Why Regular Backups Are Your Best Security Policy', href: '/blog/regular-backups' },
      { anchor: 'ssd-vs-hdd', title: 'SSD vs HDD: What It Means for Data Recovery', href: '/blog/ssd-vs-hdd' },
    ]);
  });
});

describe('a post’s page', () => {
  it('is the post, its words rendered and counted; a draft or an unknown slug is a 404', async () => {
    const found = await callRoute(postLoader, getRequest('/blog/ssd-vs-hdd'), {}, { slug: 'ssd-vs-hdd' });
    expect(found.data.post).toMatchObject({
      title: 'SSD vs HDD: What It Means for Data Recovery',
      date: 'Sep 20, 2025',
      readingMinutes: 1,
    });
    expect(found.data.post.html).toContain('<h2>Why SSDs are different</h2>');
    expect((await callRoute(postLoader, getRequest('/blog/unfinished-draft'), {}, { slug: 'unfinished-draft' })).status).toBe(404);
    expect((await callRoute(postLoader, getRequest('/blog/nope'), {}, { slug: 'nope' })).status).toBe(404);
  });
});

describe('the Atom feed', () => {
  it('carries the newest twenty posts in full, escaped, with absolute addresses', async () => {
    const answer = await callRoute(feedLoader, getRequest('/blog/feed.xml'));
    expect(answer.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8');
    const xml = await ((await feedLoader()) as Response).text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="utf-8"\?>\n<feed xmlns="http:\/\/www.w3.org\/2005\/Atom">/);
    const entries = [...xml.matchAll(/<entry>[\s\S]*?<\/entry>/g)].map(([entry]) => entry);
    expect(entries).toHaveLength(15);
    expect(entries[0]).toContain('<title>Weekly Note 12</title>');
    expect(entries[0]).toMatch(/<link rel="alternate" type="text\/html" href="http[^"]+\/blog\/weekly-note-12"\/>/);
    expect(entries[0]).toContain('<summary>What changed this week &amp; why.</summary>');
    expect(entries[0]).toContain('<content type="html">&lt;p&gt;Note number 12.&lt;/p&gt;\n</content>');
    expect(xml).not.toContain('Unfinished Draft');
    // Well formed: every element that opens closes (the content is text, never markup).
    for (const name of ['feed', 'entry', 'title', 'summary', 'content', 'id', 'updated', 'published', 'author', 'name']) {
      expect(xml.match(new RegExp(`<${name}[ >]`, 'g'))?.length, name).toBe(xml.match(new RegExp(`</${name}>`, 'g'))?.length);
    }
  });
});

describe('the sitemap', () => {
  it('lists the published posts and guides with when each last changed, and no draft', async () => {
    const xml = await ((await sitemapLoader()) as Response).text();
    expect(xml).toMatch(/<url><loc>http[^<]+\/blog\/ssd-vs-hdd<\/loc><lastmod>2025-09-20T12:00:00.000Z<\/lastmod><\/url>/);
    expect(xml).toMatch(/<loc>http[^<]+\/help-center\/guides\/formatted-drive<\/loc><lastmod>\d{4}-\d{2}-\d{2}T/);
    expect(xml).toContain('/blog/weekly-note-7</loc>');
    expect(xml).not.toContain('unfinished-draft');
    const posts = await db.selectFrom('content_items').select('id').where('kind', '=', 'post').where('status', '=', 'published').execute();
    expect(xml.match(/\/blog\/[a-z0-9-]+<\/loc>/g)).toHaveLength(posts.length);
  });
});
