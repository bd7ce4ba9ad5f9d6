// The help desk's inbox in the bench: the seeded requests as a working inbox looks (each in its status
// since it was written, some waiting on the customer, a thread message on some), then Requests pages
// read as the administrator does: the first page of each filter, and page after page of All by its
// keyset cursor (the Next link), deep into the list. Target: p50 < 100 ms per page.
import Database from 'better-sqlite3';

const DEEP_PAGES = 40;
const RUNS = 5;

/** Turns the seeded rows into an inbox (before the database is moved or served). */
export function prepareInbox(databasePath) {
  const db = new Database(databasePath);
  try {
    db.transaction(() => {
      db.prepare('update requests set status_since = created_at').run();
      // One open request in three has been answered: waiting on the customer.
      db.prepare("update requests set status = 'waiting' where status = 'open' and id % 3 = 0").run();
      const message = db.prepare(
        "insert into request_messages (reference, kind, channel, author, body, created_at) values (?, 'customer', 'email', 'customer@example.com', ?, ?)",
      );
      const rows = db.prepare("select reference, created_at from requests where kind <> 'support' and id % 10 = 0").all();
      for (const row of rows) message.run(row.reference, 'Thanks, the deep scan found most of the photos.', row.created_at);
    })();
    return db.prepare('select count(*) as n from requests').get().n;
  } finally {
    db.close();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))];

async function timedPage(url, cookie, query) {
  const started = performance.now();
  const response = await fetch(`${url}/admin/dashboard?tab=requests&${query}`, {
    headers: { cookie, 'x-forwarded-for': '127.255.255.252' },
  });
  const html = await response.text();
  const ms = performance.now() - started;
  if (response.status !== 200) throw new Error(`the inbox answered ${response.status} for ${query}`);
  if (!html.includes('aria-label="Show requests"')) throw new Error(`the inbox did not render for ${query}`);
  const next = /[?&](?:amp;)?after=([^"&]+)/.exec(html)?.[1] ?? null;
  return { ms, next: next ? decodeURIComponent(next) : null };
}

/** Pages of the inbox on the running server; timings in ms. */
export async function measureInbox(url, cookie) {
  const firstPages = [];
  for (let run = 0; run < RUNS; run++) {
    for (const status of ['open', 'waiting', 'closed', 'all']) firstPages.push((await timedPage(url, cookie, `status=${status}`)).ms);
  }
  const deep = [];
  let cursor = null;
  for (let page = 0; page < DEEP_PAGES; page++) {
    const { ms, next } = await timedPage(url, cookie, `status=all${cursor ? `&after=${encodeURIComponent(cursor)}` : ''}`);
    deep.push(ms);
    if (!next) break;
    cursor = next;
  }
  const searches = [];
  for (let run = 0; run < RUNS; run++) {
    searches.push((await timedPage(url, cookie, 'q=olivia.smith0%40example.com')).ms, (await timedPage(url, cookie, 'q=deep+scan')).ms);
  }
  const pages = [...firstPages, ...deep];
  return {
    pagesRead: pages.length,
    deepestPage: deep.length,
    pageP50Ms: Math.round(median(pages)),
    pageP99Ms: Math.round(percentile(pages, 0.99)),
    deepPageP50Ms: Math.round(median(deep)),
    searchP50Ms: Math.round(median(searches)),
    withinTarget: median(pages) < 100,
  };
}
