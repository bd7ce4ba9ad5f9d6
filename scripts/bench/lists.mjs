// The dashboard's two long lists at volume, read through the running server as the administrator
// reads them: the Requests inbox (/admin/requests), each request a conversation of several messages
// (some with the customer's words last, some with the administrator's), and the Orders list
// (/admin/orders). For each: the first page, a later page reached by following the keyset links, a
// search in any word order ('Okafor Maria'), a later page of it, and a search by part of an e-mail
// address. Target: p50 < 100 ms each. Run by `npm run bench -- --lists` (scripts/bench.mjs) on its
// own seeded database; with `--against <commit>`, beside that commit's build, measured alternately.
import Database from 'better-sqlite3';

export const LIST_GOAL_MS = 100;
const RUNS = Number(process.env.BENCH_LIST_RUNS ?? 21);
/** How many pages deep the later page is (25 rows a page). */
const DEPTH = 20;
/** How many pages deep the later page of a search is: its cursor and its words together. */
const SEARCH_DEPTH = 4;
const ADDRESS = '127.255.255.251';
// Maria Okafor's rows (each at an address of her own; 400 requests and 200 orders at 10,000 each):
// who the searches look for.
const MARIA = 'id % 100 in (7, 8)';
const WORDS_SEARCH = 'Okafor Maria';
// Part of an address: maria.okafor1…@work.test and the seeded noah.okafor1…@example.com and the like.
const EMAIL_PART_SEARCH = 'okafor1';

const CUSTOMER_LINES = [
  'Thanks, the deep scan found most of the photos, but a few videos still do not play.',
  'I tried the steps again and the card now shows up, but the folder names are gone.',
  'Is there a way to recover only the RAW files? The scan lists thousands of thumbnails.',
];
const REPLY_LINES = [
  'Thanks for the details. Please run the deep scan again with the file types limited to video.',
  'Folder names are often lost when the file table is damaged; the files themselves are still recoverable.',
  'Yes: in the scan results, filter by type and tick RAW before you recover.',
];
const HOUR_MS = 3600 * 1000;

/**
 * Keeps every other customer's pair of requests (seed-volume.mjs writes a support request and a help
 * or contact request per customer, ids 1 and 2, 3 and 4…), so there are as many requests as orders,
 * both kinds spread over the year; puts Maria Okafor among the customers; and turns the requests
 * into conversations (before the database is moved or served). Each request gets two to four
 * messages after its first one, taking turns from the customer or the administrator, so the latest
 * is the customer's on half of them; open ones answered last by the administrator wait on the
 * customer.
 */
export function prepareLists(databasePath) {
  const db = new Database(databasePath);
  try {
    db.transaction(() => {
      db.prepare('delete from requests where id % 4 in (1, 2)').run();
      db.prepare('update requests set status_since = created_at').run();
      const maria = (table) =>
        db.prepare(`update ${table} set name = 'Maria Okafor', email = 'maria.okafor' || id || '@work.test' where ${MARIA}`).run();
      maria('requests');
      maria('ach_orders');
      const message = db.prepare(
        "insert into request_messages (reference, kind, channel, author, body, created_at) values (?, ?, 'email', ?, ?, ?)",
      );
      const waiting = db.prepare("update requests set status = 'waiting', status_since = ? where id = ? and status = 'open'");
      const requests = db.prepare('select id, reference, email, created_at from requests').all();
      for (const request of requests) {
        const count = 2 + (request.id % 3);
        let kind = request.id % 2 === 0 ? 'customer' : 'reply';
        let at = '';
        for (let i = 0; i < count; i++) {
          at = new Date(Date.parse(request.created_at) + (i + 1) * HOUR_MS).toISOString();
          const lines = kind === 'customer' ? CUSTOMER_LINES : REPLY_LINES;
          const author = kind === 'customer' ? request.email : 'bench@recoverly.test';
          message.run(request.reference, kind, author, lines[(request.id + i) % lines.length], at);
          kind = kind === 'customer' ? 'reply' : 'customer';
        }
        // The loop turned once more after the last message: 'customer' now means the administrator wrote last.
        if (kind === 'customer') waiting.run(at, request.id);
      }
    })();
    return {
      requests: db.prepare('select count(*) as n from requests').get().n,
      messages: db.prepare('select count(*) as n from request_messages').get().n,
      orders: db.prepare('select count(*) as n from ach_orders').get().n,
    };
  } finally {
    db.close();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))];

/** One page of a list, timed from the request to its last byte; throws unless it shows what it must (patterns). */
async function timedPage(url, cookie, pathAndQuery, mustShow) {
  const started = performance.now();
  const response = await fetch(`${url}${pathAndQuery}`, { headers: { cookie, 'x-forwarded-for': ADDRESS } });
  const html = await response.text();
  const ms = performance.now() - started;
  if (response.status !== 200) throw new Error(`${pathAndQuery} answered ${response.status}`);
  for (const pattern of mustShow) if (!pattern.test(html)) throw new Error(`${pathAndQuery} does not show ${pattern}`);
  return { ms, html };
}

/** The address of the page's forward link (rel="next": "Older →" on orders, "Next" in the inbox). */
function nextLink(html) {
  const anchor = [...html.matchAll(/<a\b[^>]*>/g)].map((m) => m[0]).find((tag) => tag.includes('rel="next"'));
  const href = anchor && /href="([^"]+)"/.exec(anchor)?.[1];
  return href ? href.replaceAll('&amp;', '&') : null;
}

/** A target's page read RUNS times in turn, after one unrecorded read (the statement cache and database pages warm, as in use). */
async function timed(site, target) {
  await timedPage(site.url, site.cookie, target.path, target.mustShow);
  const times = [];
  for (let run = 0; run < RUNS; run++) times.push((await timedPage(site.url, site.cookie, target.path, target.mustShow)).ms);
  return times;
}

/** Follows the list's forward link `depth` times from `first`; the address of the page reached. */
async function laterPage(url, cookie, first, depth = DEPTH) {
  let at = first;
  for (let page = 0; page < depth; page++) {
    const { html } = await timedPage(url, cookie, at, []);
    const link = nextLink(html);
    const next = link?.startsWith('?') ? `${at.split('?')[0]}${link}` : link;
    if (!next) throw new Error(`${at} has no next link: the list is shorter than ${depth} pages`);
    at = next;
  }
  return at;
}

const query = (q) => `q=${encodeURIComponent(q)}`;

/** The targets on one site: their names, addresses (later pages found by following its links) and what they must show. */
async function listTargets(url, cookie) {
  const inbox = '/admin/requests';
  const orders = '/admin/orders';
  // What each page must show for its time to count: rows, and for a search the people it looks for.
  const inboxRows = /REQ-\d{4}-\d{4}/;
  const orderRows = /ORD-\d{4}-\d{4}/;
  const maria = /Maria Okafor/;
  // An address with the part in it (the search box and the filter links hold the bare part).
  const address = new RegExp(`[a-z.]*${EMAIL_PART_SEARCH}\\d*@`);
  const later = (first, depth) => laterPage(url, cookie, first, depth);
  const targets = [
    ['Requests inbox, first page (Open)', inbox, [inboxRows]],
    ['Requests inbox, later page (All, keyset)', await later(`${inbox}?status=all`), [inboxRows]],
    [`Requests inbox, search "${WORDS_SEARCH}"`, `${inbox}?${query(WORDS_SEARCH)}`, [maria]],
    [`Requests inbox, search "${WORDS_SEARCH}", later page`, await later(`${inbox}?${query(WORDS_SEARCH)}`, SEARCH_DEPTH), [maria]],
    [`Requests inbox, search "${EMAIL_PART_SEARCH}"`, `${inbox}?${query(EMAIL_PART_SEARCH)}`, [address]],
    ['Orders list, first page', orders, [orderRows]],
    ['Orders list, later page (keyset)', await later(orders), [orderRows]],
    [`Orders list, search "${WORDS_SEARCH}"`, `${orders}?${query(WORDS_SEARCH)}`, [maria]],
    [`Orders list, search "${WORDS_SEARCH}", later page`, await later(`${orders}?${query(WORDS_SEARCH)}`, SEARCH_DEPTH), [maria]],
    [`Orders list, search "${EMAIL_PART_SEARCH}"`, `${orders}?${query(EMAIL_PART_SEARCH)}`, [address]],
  ];
  return targets.map(([name, path, mustShow]) => ({ name, path, mustShow }));
}

/**
 * Every list target on each running site (`{ name, url, cookie }`; two when comparing builds), for
 * `rounds` rounds: in each, every target is read RUNS times on one site and then the other, the
 * order turned each round, so a machine that slows down slows both alike. Kept per target and site:
 * the p50 and p99 of all its reads; timings in ms.
 */
export async function measureLists(sites, { rounds = 1, log = console.log } = {}) {
  const targets = await Promise.all(sites.map((site) => listTargets(site.url, site.cookie)));
  const times = targets[0].map(() => sites.map(() => []));
  for (let round = 0; round < rounds; round++) {
    for (let t = 0; t < targets[0].length; t++) {
      const order = sites.map((_, i) => i);
      if (round % 2 === 1) order.reverse();
      for (const i of order) {
        const measured = await timed(sites[i], targets[i][t]);
        times[t][i].push(...measured);
        log(`  round ${round + 1} ${sites[i].name}: ${targets[i][t].name}: p50 ${median(measured).toFixed(1)} ms`);
      }
    }
  }
  return {
    runs: RUNS,
    rounds,
    depthPages: DEPTH,
    searchDepthPages: SEARCH_DEPTH,
    goalMs: LIST_GOAL_MS,
    targets: targets[0].map((target, t) => ({
      target: target.name,
      sites: Object.fromEntries(
        sites.map((site, i) => [
          site.name,
          {
            path: targets[i][t].path,
            p50Ms: Number(median(times[t][i]).toFixed(1)),
            p99Ms: Number(percentile(times[t][i], 0.99).toFixed(1)),
            withinGoal: median(times[t][i]) < LIST_GOAL_MS,
          },
        ]),
      ),
    })),
  };
}

/** The lists' table as text: one line per target and site, and after/before when there are two. */
export function formatLists(lists, siteNames) {
  const lines = [];
  for (const row of lists.targets) {
    lines.push(row.target);
    for (const name of siteNames) {
      const s = row.sites[name];
      lines.push(
        `    ${name}: p50 ${s.p50Ms} ms, p99 ${s.p99Ms} ms (goal p50 < ${lists.goalMs} ms: ${s.withinGoal ? 'met' : 'MISSED'})  ${s.path}`,
      );
    }
    if (siteNames.length === 2) {
      const [before, after] = siteNames.map((name) => row.sites[name].p50Ms);
      lines.push(`    p50 after/before ${(after / before).toFixed(2)}`);
    }
  }
  return lines.join('\n');
}
