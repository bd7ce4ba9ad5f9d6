// The owner's content at volume: 1,000 published posts written into the bench's SQLite file while
// the server is stopped, then /blog and the Atom feed rendered uncached (the content version moved
// before each, as a publish moves it) and a post's page from the page cache beside a bare server
// sending the same bytes. Goals: /blog p50 < 50 ms and the feed p50 < 100 ms uncached; a post page
// ≥ 0.9 of bare. `npm run bench -- --content` runs this alone.
import Database from 'better-sqlite3';
import autocannon from 'autocannon';

export const CONTENT_GOALS = { blogP50Ms: 50, feedP50Ms: 100, postRatio: 0.9 };
/** The post page the goal measures (seeded by the migration, so every bench database has it). */
export const POST_PAGE = '/blog/data-recovery-tips';

const PARAGRAPH =
  'When a file disappears it is usually still on the disk: the space it used is only marked as free. Whether it comes back ' +
  'depends on what you do in the next few minutes, and on {refund_days} days of peace of mind with {price:Yearly}.';

/** A post of about 600 words in the Markdown the editor writes: headings, lists, emphasis, a link, tokens. */
function body(n) {
  const sections = [];
  for (let s = 1; s <= 4; s++) {
    sections.push(
      `## Part ${s} of post ${n}`,
      '',
      PARAGRAPH,
      '',
      `- First *point* ${s}`,
      `- Second **point** ${s}`,
      `- See [the guide](/help-center/guides/getting-started)`,
      '',
      PARAGRAPH,
      '',
    );
  }
  return sections.join('\n');
}

/** Writes `count` published posts, a day apart, newest today, each with its seeded revision. */
export function seedPosts(databasePath, count = 1000) {
  const db = new Database(databasePath);
  try {
    db.pragma('busy_timeout = 5000');
    const insert = db.prepare(
      `insert into content_items (kind, status, slug, title, body, fields, position, published_at, first_published_at, created_at, updated_at)
       values ('post', 'published', ?, ?, ?, ?, 0, ?, ?, ?, ?)`,
    );
    const revision = db.prepare(
      `insert into content_revisions (item_id, author, changed, snapshot, cause) values (?, 'bench', '[]', '{}', 'seeded')`,
    );
    const now = Date.now();
    db.transaction(() => {
      for (let n = 1; n <= count; n++) {
        const at = new Date(now - n * 86_400_000).toISOString();
        const fields = JSON.stringify({
          category: 'Bench',
          excerpt: `Post ${n}: what happens to a deleted file, and how to get it back.`,
          colour: 'blue',
          icon: 'disk',
        });
        const { lastInsertRowid } = insert.run(`bench-post-${n}`, `Bench Post Number ${n}`, body(n), fields, at, at, at, at);
        revision.run(lastInsertRowid);
      }
    })();
  } finally {
    db.close();
  }
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

async function timedGet(url, headers) {
  const started = performance.now();
  const response = await fetch(url, { headers });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return { ms: performance.now() - started };
}

/**
 * /blog and the feed, each rendered afresh: before every pair the administrator moves an FAQ entry
 * (any change the site shows moves the content version, and every process's cache starts over), as
 * after a publish: the posts' Markdown already rendered is reused, only the page is made again. One
 * request at a time, so each time is one render; a cached GET of each is measured for contrast, and
 * the very first of each after the start, when every post's Markdown is rendered.
 */
export async function measureUncached(serverUrl, sessionCookie, { runs = 40, headers = {} } = {}) {
  const db = { blog: [], feed: [], blogCached: [], feedCached: [] };
  // The first of each since the server started: nothing cached, every post's Markdown rendered, the JIT cold.
  const first = { blogMs: Number((await timedGet(`${serverUrl}/blog`, headers)).ms.toFixed(1)) };
  first.feedMs = Number((await timedGet(`${serverUrl}/blog/feed.xml`, headers)).ms.toFixed(1));
  const faqList = await fetch(`${serverUrl}/admin/content/faq`, { headers: { cookie: sessionCookie } });
  const id = /name="id" value="(\d+)"/.exec(await faqList.text())?.[1];
  if (!id) throw new Error('no FAQ entry to move');
  for (let run = 0; run < runs; run++) {
    const moved = await fetch(`${serverUrl}/admin/content/faq`, {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie: sessionCookie, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ intent: run % 2 ? 'move-up' : 'move-down', id }).toString(),
    });
    if (moved.status !== 302) throw new Error(`moving the FAQ entry answered ${moved.status}`);
    const blog = await timedGet(`${serverUrl}/blog`, headers);
    const feed = await timedGet(`${serverUrl}/blog/feed.xml`, headers);
    db.blogCached.push((await timedGet(`${serverUrl}/blog`, headers)).ms);
    db.feedCached.push((await timedGet(`${serverUrl}/blog/feed.xml`, headers)).ms);
    db.blog.push(blog.ms);
    db.feed.push(feed.ms);
  }
  const summary = (values) => ({ p50Ms: Number(percentile(values, 50).toFixed(1)), p99Ms: Number(percentile(values, 99).toFixed(1)) });
  return {
    runs,
    first,
    blog: summary(db.blog),
    feed: summary(db.feed),
    blogCached: summary(db.blogCached),
    feedCached: summary(db.feedCached),
  };
}

/** A page of the site's own, measured the same way in the same rounds: what this machine gives a cached page now. */
export const CONTROL_PAGE = '/pricing';

/**
 * The post page from the cache against a bare server sending its bytes, and CONTROL_PAGE the same
 * way: rounds of short slices, site and bare alternating, the median ratio of each. On a machine
 * shared with other work the control says how far the ratios move with the load.
 */
export async function measurePostRatio(serverUrl, bareUrl, { rounds = 3, seconds = 3, connections = 50, headers = {} } = {}) {
  const rate = async (url, target) =>
    Math.round((await autocannon({ url, connections, duration: seconds, requests: [{ path: target, headers }] })).requests.average);
  const result = {};
  for (const target of [POST_PAGE, CONTROL_PAGE]) {
    await rate(serverUrl, target);
    await rate(bareUrl, target);
  }
  const ratios = { [POST_PAGE]: [], [CONTROL_PAGE]: [] };
  const samples = { [POST_PAGE]: [], [CONTROL_PAGE]: [] };
  for (let round = 0; round < rounds; round++) {
    for (const target of round % 2 ? [CONTROL_PAGE, POST_PAGE] : [POST_PAGE, CONTROL_PAGE]) {
      const sides =
        round % 2
          ? [
              ['site', serverUrl],
              ['bare', bareUrl],
            ]
          : [
              ['bare', bareUrl],
              ['site', serverUrl],
            ];
      const measured = {};
      for (const [side, url] of sides) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        measured[side] = await rate(url, target);
      }
      samples[target].push(measured);
      ratios[target].push(measured.site / Math.max(1, measured.bare));
    }
  }
  for (const target of [POST_PAGE, CONTROL_PAGE]) {
    const sorted = [...ratios[target]].sort((a, b) => a - b);
    result[target] = {
      ratio: Number(sorted[sorted.length >> 1].toFixed(3)),
      ratioSpread: [Number(sorted[0].toFixed(3)), Number(sorted.at(-1).toFixed(3))],
      samples: samples[target],
    };
  }
  return { ...result[POST_PAGE], control: result[CONTROL_PAGE] };
}

/** The content's lines of the bench's report. */
export function formatContent({ posts, uncached, post }) {
  const met = (ok) => (ok ? 'meets' : 'MISSED');
  return [
    `Content with ${posts} published posts (one request at a time, the content version moved before each pair):`,
    `  GET /blog uncached: p50 ${uncached.blog.p50Ms} ms, p99 ${uncached.blog.p99Ms} ms (${met(uncached.blog.p50Ms < CONTENT_GOALS.blogP50Ms)} p50 < ${CONTENT_GOALS.blogP50Ms} ms); from the cache p50 ${uncached.blogCached.p50Ms} ms`,
    `  GET /blog/feed.xml uncached: p50 ${uncached.feed.p50Ms} ms, p99 ${uncached.feed.p99Ms} ms (${met(uncached.feed.p50Ms < CONTENT_GOALS.feedP50Ms)} p50 < ${CONTENT_GOALS.feedP50Ms} ms); from the cache p50 ${uncached.feedCached.p50Ms} ms`,
    `  The first of each after the start (nothing rendered before, the JIT cold): /blog ${uncached.first.blogMs} ms, the feed ${uncached.first.feedMs} ms`,
    `  GET ${POST_PAGE} from the cache: ratio to bare ${post.ratio} (${post.ratioSpread[0]}–${post.ratioSpread[1]}) ${met(post.ratio >= CONTENT_GOALS.postRatio)} ≥ ${CONTENT_GOALS.postRatio}; ` +
      post.samples.map((s) => `${s.site}/${s.bare}`).join(', ') +
      ' req/s site/bare',
    `  GET ${CONTROL_PAGE} from the cache, the same rounds: ratio ${post.control.ratio} (${post.control.ratioSpread[0]}–${post.control.ratioSpread[1]}); ` +
      post.control.samples.map((s) => `${s.site}/${s.bare}`).join(', ') +
      ' req/s site/bare',
  ].join('\n');
}
