import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { migrateUpTo } from '../../app/lib/db/migrate.server';
import { PREVIOUS_RELEASE } from '../helpers/previous-release';
import { adminSessionCookie } from './admin-helpers';
import { expectSameWords } from './content-text';
import { expect, test } from './fixtures';
import { postForm } from './own-server';
import { createPostgresSite, type PostgresSite } from './postgres-servers';

// The content on PostgreSQL (run when TEST_DATABASE_URL is set): a database the previous release left
// is upgraded by two processes starting at once and reads word for word as before; what one process
// publishes, the other serves within a second (its page, /blog with a new ETag, the feed, the
// sitemap), and the other's help search finds a changed answer's new word within a second.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

let site: PostgresSite;
let a: string;
let b: string;
const ADDRESS = '127.62.0.1';

test.beforeAll(async () => {
  site = await createPostgresSite();
  const db = new Kysely<unknown>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: site.url, max: 1 }) }) });
  try {
    await migrateUpTo(db, PREVIOUS_RELEASE.lastMigration);
    // That release kept no upgrade history: this one starts it.
    await sql`drop table schema_upgrades`.execute(db);
  } finally {
    await db.destroy();
  }
  [a, b] = (await Promise.all([site.startProcess(), site.startProcess()])).map((server) => server.url) as [string, string];
});
test.afterAll(() => site?.dispose());

/** Until `check` passes or `ms` have gone by; how long it took. */
async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return Date.now() - started;
}

const get = (base: string, pathname: string, headers: Record<string, string> = {}) =>
  fetch(`${base}${pathname}`, { headers: { 'x-forwarded-for': ADDRESS, ...headers }, redirect: 'manual' });

test('the previous release’s database, upgraded by two processes at once, reads word for word as before', async ({ browser }) => {
  const upgrades = await site.query<{ release: string }>('select release from schema_upgrades');
  expect(upgrades).toHaveLength(1);
  await expectSameWords(browser, a);
});

test('a post published on one process is on the other’s page, /blog (a new ETag), feed and sitemap within a second', async () => {
  const before = await get(b, '/blog');
  const etag = before.headers.get('etag')!;
  expect(etag).toBeTruthy();
  expect((await get(b, '/blog', { 'if-none-match': etag })).status).toBe(304);
  for (const path of ['/blog/feed.xml', '/sitemap.xml', '/blog/shared-news']) await get(b, path);

  const session = await adminSessionCookie(a, ADDRESS);
  const published = await postForm(
    a,
    '/admin/content/blog/new',
    {
      intent: 'publish',
      title: 'Shared News',
      slug: '',
      category: 'News',
      excerpt: 'Both processes.',
      colour: 'blue',
      icon: 'server',
      body: 'Seen everywhere.',
    },
    ADDRESS,
    { cookie: session },
  );
  expect(published.status).toBe(302);
  const took = await within(1_000, async () => (await get(b, '/blog/shared-news')).status === 200);
  expect(took).toBeLessThanOrEqual(1_000);
  const blog = await get(b, '/blog', { 'if-none-match': etag });
  expect(blog.status).toBe(200);
  expect(await blog.text()).toContain('Shared News');
  expect(await (await get(b, '/blog/feed.xml')).text()).toContain('<title>Shared News</title>');
  expect(await (await get(b, '/sitemap.xml')).text()).toContain('/blog/shared-news</loc>');
});

test('an answer changed on one process is found by the other’s help search within a second', async () => {
  const [entry] = await site.query<{ id: number; title: string; slug: string }>(
    "select id, title, slug from content_items where kind = 'faq' and slug = 'phones'",
  );
  const word = 'walkietalkie';
  const found = async () => {
    const html = await (await get(b, `/help-center?q=${word}`)).text();
    return html.slice(html.indexOf('id="results"'), html.indexOf('id="help-topics"')).includes(`href="/help-center#${entry!.slug}"`);
  };
  expect(await found()).toBe(false);
  const session = await adminSessionCookie(a, ADDRESS);
  const saved = await postForm(
    a,
    `/admin/content/faq/${entry!.id}`,
    { intent: 'save', title: entry!.title, slug: entry!.slug, body: `Yes, even from an old ${word}.` },
    ADDRESS,
    { cookie: session },
  );
  expect(saved.status).toBe(302);
  expect(await within(1_000, found)).toBeLessThanOrEqual(1_000);
});
