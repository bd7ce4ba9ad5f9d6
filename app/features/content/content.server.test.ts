import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_ACTOR } from '../../../tests/helpers/admin';
import { seedDefaultSettings } from '~/features/settings/settings.server';
import { contentVersions } from '~/lib/db/content-version.server';
import { db } from '~/lib/db/db.server';
import { moveContent, restoreRevision, saveContent } from './editing.server';
import { feedEntries, publishedFaq, publishedGuide, publishedPost, publishedPostsPage, sitemapContent } from './public.server';
import { deleteContent, nextScheduledAt, publishContent, publishDueContent, unpublishContent } from './publishing.server';
import { findContentItem, listContent, listRevisions } from './store.server';

// The content's life on a real database (SQLite, and PostgreSQL when the run has one): drafts stay
// off the site, publishing puts them on it and moves the content version every process's cache
// follows, schedules publish by themselves, a published address that changes redirects, revisions
// come back, and every step is in the audit log.

const POST = {
  title: 'Backups for Busy People',
  slug: '',
  category: 'Security',
  excerpt: 'Three habits that take five minutes a week.',
  colour: 'green',
  icon: 'shield',
  body: 'Keep **three** copies.\n\n## Where\n\nOne off-site. Refunds within {refund_days} days.',
};

async function auditKinds(subject: string): Promise<string[]> {
  const rows = await db.selectFrom('audit_log').select('kind').where('subject', '=', subject).orderBy('id').execute();
  return rows.map((row) => row.kind);
}

async function version(): Promise<number> {
  await contentVersions.refresh();
  return contentVersions.current();
}

async function savedPost(fields: Partial<typeof POST> = {}) {
  const outcome = await saveContent('post', null, { ...POST, ...fields }, TEST_ACTOR);
  if (outcome.kind !== 'created') throw new Error(`not created: ${JSON.stringify(outcome)}`);
  return outcome.item;
}

beforeAll(async () => {
  await seedDefaultSettings();
});

describe('a draft', () => {
  it('is saved with a slug made from its title, a revision and an audit row, and is nowhere on the site', async () => {
    const before = await version();
    const item = await savedPost();
    expect(item).toMatchObject({ kind: 'post', status: 'draft', slug: 'backups-for-busy-people', publishedAt: null });
    expect(await publishedPost('backups-for-busy-people')).toEqual({ kind: 'none' });
    expect((await publishedPostsPage(1))!.posts.map((post) => post.slug)).not.toContain('backups-for-busy-people');
    expect((await feedEntries()).map((entry) => entry.href)).not.toContain('/blog/backups-for-busy-people');
    expect((await sitemapContent()).map((entry) => entry.path)).not.toContain('/blog/backups-for-busy-people');
    const [revision] = await listRevisions(item.id);
    expect(revision).toMatchObject({ author: TEST_ACTOR.actor, cause: 'edited' });
    expect(revision!.changed).toEqual(expect.arrayContaining(['title', 'slug', 'body', 'category', 'excerpt']));
    expect(await auditKinds(POST.title)).toEqual(['content-saved']);
    // Nothing the site shows changed: cached pages stay.
    expect(await version()).toBe(before);
  });

  it('gets the next free slug when its title’s is taken, and refuses a slug typed that another item has', async () => {
    expect((await savedPost({ title: 'Twin Title' })).slug).toBe('twin-title');
    expect((await savedPost({ title: 'Twin Title' })).slug).toBe('twin-title-2');
    expect(await saveContent('post', null, { ...POST, title: 'Other', slug: 'twin-title' }, TEST_ACTOR)).toEqual({
      kind: 'invalid',
      errors: { slug: 'Another item already has this address. Choose another.' },
    });
    expect(await saveContent('post', null, { ...POST, title: '', body: '', colour: 'pink' }, TEST_ACTOR)).toMatchObject({
      kind: 'invalid',
      errors: { title: 'Title is required.', body: 'Article is required.', colour: 'Choose one of: blue, green, purple.' },
    });
  });
});

describe('publishing', () => {
  it('puts a post on its page, on /blog, in the feed and the sitemap, with its tokens filled, and moves the content version', async () => {
    const item = await savedPost({ title: 'Published Today', slug: 'published-today' });
    const before = await version();
    const outcome = await publishContent(item.id, TEST_ACTOR);
    expect(outcome.kind).toBe('published');
    expect(await version()).toBeGreaterThan(before);
    const found = await publishedPost('published-today');
    expect(found.kind).toBe('post');
    if (found.kind !== 'post') return;
    expect(found.post).toMatchObject({ title: 'Published Today', href: '/blog/published-today', category: 'Security', readingMinutes: 1 });
    expect(found.post.html).toBe(
      '<p>Keep <strong>three</strong> copies.</p>\n<h2>Where</h2>\n<p>One off-site. Refunds within 30 days.</p>\n',
    );
    expect((await publishedPostsPage(1))!.posts[0]!.slug).toBe('published-today');
    expect((await feedEntries())[0]).toMatchObject({ title: 'Published Today', href: '/blog/published-today' });
    expect((await sitemapContent()).map((entry) => entry.path)).toContain('/blog/published-today');
    expect(await auditKinds('Published Today')).toEqual(['content-saved', 'content-published']);
  });

  it('at a time in the future schedules it: off the site until then, published by the schedule once due, exactly once', async () => {
    const item = await savedPost({ title: 'Next Week', slug: 'next-week' });
    const at = new Date(Date.now() + 60_000);
    expect(await publishContent(item.id, TEST_ACTOR, new Date(Date.now() - 1000))).toMatchObject({ kind: 'not-in-future' });
    expect(await publishContent(item.id, TEST_ACTOR, at)).toMatchObject({ kind: 'scheduled', item: { status: 'scheduled' } });
    expect(await nextScheduledAt()).toBe(at.toISOString());
    expect(await publishDueContent(new Date(at.getTime() - 1))).toBe(0);
    expect(await publishedPost('next-week')).toEqual({ kind: 'none' });
    const before = await version();
    // Several processes may look at once: one of them publishes it.
    const counts = await Promise.all([publishDueContent(at), publishDueContent(at), publishDueContent(at)]);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(1);
    expect(await version()).toBeGreaterThan(before);
    expect((await publishedPost('next-week')).kind).toBe('post');
    expect(await findContentItem(item.id)).toMatchObject({
      status: 'published',
      publishedAt: at.toISOString(),
      firstPublishedAt: at.toISOString(),
    });
    const audit = await db.selectFrom('audit_log').select(['kind', 'actor']).where('subject', '=', 'Next Week').orderBy('id').execute();
    expect(audit).toEqual([
      { kind: 'content-saved', actor: TEST_ACTOR.actor },
      { kind: 'content-scheduled', actor: TEST_ACTOR.actor },
      { kind: 'content-published', actor: 'scheduled publishing' },
    ]);
  });

  it('and unpublishing: off the site again (a 404 and gone from the feed), back on with its first date', async () => {
    const item = await savedPost({ title: 'On and Off', slug: 'on-and-off' });
    await publishContent(item.id, TEST_ACTOR);
    const first = (await findContentItem(item.id))!.publishedAt;
    const before = await version();
    expect(await unpublishContent(item.id, TEST_ACTOR)).toMatchObject({ kind: 'unpublished', item: { status: 'draft' } });
    expect(await version()).toBeGreaterThan(before);
    expect(await publishedPost('on-and-off')).toEqual({ kind: 'none' });
    expect((await feedEntries()).map((entry) => entry.href)).not.toContain('/blog/on-and-off');
    expect(await unpublishContent(item.id, TEST_ACTOR)).toMatchObject({ kind: 'already-draft' });
    await publishContent(item.id, TEST_ACTOR);
    expect((await findContentItem(item.id))!.publishedAt).toBe(first);
    expect(await auditKinds('On and Off')).toEqual(['content-saved', 'content-published', 'content-unpublished', 'content-published']);
  });
});

describe('a published item', () => {
  it('whose slug changes answers its old address with the new one, through every later change too', async () => {
    const item = await savedPost({ title: 'Moving Post', slug: 'moving-post' });
    // Before the first publication an address is free to change: nothing redirects.
    const renamed = await saveContent('post', item.id, { ...POST, title: 'Moving Post', slug: 'moving-post-draft' }, TEST_ACTOR);
    expect(renamed).toMatchObject({ kind: 'updated', changed: ['slug'] });
    await publishContent(item.id, TEST_ACTOR);
    expect(await publishedPost('moving-post')).toEqual({ kind: 'none' });
    await saveContent('post', item.id, { ...POST, title: 'Moving Post', slug: 'moved-post' }, TEST_ACTOR);
    await saveContent('post', item.id, { ...POST, title: 'Moving Post', slug: 'moved-again' }, TEST_ACTOR);
    expect(await publishedPost('moving-post-draft')).toEqual({ kind: 'moved', to: '/blog/moved-again' });
    expect(await publishedPost('moved-post')).toEqual({ kind: 'moved', to: '/blog/moved-again' });
    expect((await publishedPost('moved-again')).kind).toBe('post');
    // A new post may take an old address: then it is that post's.
    const taker = await savedPost({ title: 'Taker', slug: 'moved-post' });
    await publishContent(taker.id, TEST_ACTOR);
    expect(await publishedPost('moved-post')).toMatchObject({ kind: 'post', post: { title: 'Taker' } });
  });

  it('whose changes are saved is on the site changed at once; an unchanged save changes nothing', async () => {
    const guide = await db
      .selectFrom('content_items')
      .selectAll()
      .where('kind', '=', 'guide')
      .where('slug', '=', 'getting-started')
      .executeTakeFirstOrThrow();
    const values = {
      title: guide.title,
      slug: guide.slug!,
      body: `${guide.body}\n\n## Checklist\n\nDefragmenting is never part of a recovery.`,
      ...Object.fromEntries(
        Object.entries(JSON.parse(guide.fields) as Record<string, unknown>).map(([name, value]) => [name, String(value)]),
      ),
    };
    const before = await version();
    expect(await saveContent('guide', guide.id, values, TEST_ACTOR)).toMatchObject({ kind: 'updated', changed: ['body'] });
    expect(await version()).toBeGreaterThan(before);
    const found = await publishedGuide('getting-started');
    expect(found.kind === 'guide' && found.guide.steps.at(-1)).toMatchObject({
      title: 'Checklist',
      text: 'Defragmenting is never part of a recovery.',
    });
    expect(await saveContent('guide', guide.id, values, TEST_ACTOR)).toMatchObject({ kind: 'unchanged' });
  });
});

describe('revisions', () => {
  it('keep every save; restoring an earlier one brings its text back as a new revision, audited, the address kept', async () => {
    const entry = await db
      .selectFrom('content_items')
      .selectAll()
      .where('kind', '=', 'faq')
      .where('slug', '=', 'invoices')
      .executeTakeFirstOrThrow();
    const original = entry.body;
    await saveContent('faq', entry.id, { title: entry.title, slug: 'invoices', body: 'No invoices, sorry.' }, TEST_ACTOR);
    await saveContent('faq', entry.id, { title: 'Invoices?', slug: 'invoice-questions', body: 'Ask us.' }, TEST_ACTOR);
    const revisions = await listRevisions(entry.id);
    expect(revisions.map((revision) => [revision.cause, revision.changed])).toEqual([
      ['edited', ['slug', 'title', 'body']],
      ['edited', ['body']],
      ['seeded', []],
    ]);
    expect((await publishedFaq()).find((faq) => faq.id === 'invoice-questions')!.answer).toBe('Ask us.');
    const seeded = revisions.at(-1)!;
    expect(await restoreRevision(entry.id, seeded.id, TEST_ACTOR)).toMatchObject({ kind: 'restored', changed: ['title', 'body'] });
    const restored = (await publishedFaq()).find((faq) => faq.id === 'invoice-questions')!;
    expect(restored.question).toBe('Do I get an invoice?');
    expect(restored.answer).toBe(original);
    expect((await listRevisions(entry.id))[0]).toMatchObject({ cause: 'restored', author: TEST_ACTOR.actor });
    expect(await auditKinds('Do I get an invoice?')).toContain('content-restored');
    expect(await restoreRevision(entry.id, 999_999, TEST_ACTOR)).toEqual({ kind: 'not-found' });
  });
});

describe('the lists', () => {
  it('keep the order the owner gives FAQ entries, guides and testimonials', async () => {
    const order = async () => (await listContent('testimonial', '', 1)).items.map((item) => item.title);
    expect(await order()).toEqual(['Sarah Mitchell', 'David Chen', 'Emily Rodriguez']);
    const emily = (await listContent('testimonial', 'Emily', 1)).items[0]!;
    expect(await moveContent(emily.id, 'up', TEST_ACTOR)).toMatchObject({ kind: 'moved', position: 2 });
    expect(await moveContent(emily.id, 'up', TEST_ACTOR)).toMatchObject({ kind: 'moved', position: 1 });
    expect(await moveContent(emily.id, 'up', TEST_ACTOR)).toMatchObject({ kind: 'at-end' });
    expect(await order()).toEqual(['Emily Rodriguez', 'Sarah Mitchell', 'David Chen']);
  });

  it('find items by words of their title, address or text, and show drafts before published posts', async () => {
    expect((await listContent('post', 'TRIM', 1)).items.map((item) => item.slug)).toEqual(['ssd-vs-hdd']);
    expect((await listContent('post', '100%_', 1)).items).toEqual([]);
    const list = await listContent('post', '', 1);
    const firstPublished = list.items.findIndex((item) => item.status === 'published');
    expect(list.items.slice(firstPublished).every((item) => item.status === 'published')).toBe(true);
  });

  it('lose a deleted item, its revisions and its old addresses; the audit log keeps its name', async () => {
    const item = await savedPost({ title: 'Short Lived', slug: 'short-lived' });
    await publishContent(item.id, TEST_ACTOR);
    await saveContent('post', item.id, { ...POST, title: 'Short Lived', slug: 'short-lived-2' }, TEST_ACTOR);
    const before = await version();
    expect(await deleteContent(item.id, TEST_ACTOR)).toMatchObject({ kind: 'deleted' });
    expect(await version()).toBeGreaterThan(before);
    expect(await findContentItem(item.id)).toBeNull();
    expect(await listRevisions(item.id)).toEqual([]);
    expect(await publishedPost('short-lived')).toEqual({ kind: 'none' });
    expect(await deleteContent(item.id, TEST_ACTOR)).toEqual({ kind: 'not-found' });
    expect(await auditKinds('Short Lived')).toEqual(['content-saved', 'content-published', 'content-saved', 'content-deleted']);
  });
});
