// The throughput goals, measured as ratios to a bare server sending the same bytes, in the same run:
// public pages ≥ 0.9; checkout for a new visitor from its own address ≥ 0.5; contact posts from
// distinct addresses, accepted and stored, ≥ 0.02 of the bare /pricing. Each round measures every
// target of every site next to its bare twin, in short slices whose order turns each round, so a
// machine that slows down (other work on the same CPUs) slows both sides of a ratio alike; the
// figure kept is the median of the rounds.
import autocannon from 'autocannon';
import { freshVisitors } from './fresh-visitors.mjs';

export const GOAL_PAGES = ['/', '/pricing', '/products'];
export const CHECKOUT = '/checkout?plan=Yearly';
export const GOALS = { page: 0.9, checkout: 0.5, posts: 0.02 };
/** What the bare twin of a site must answer: every page the goals compare with. */
export const BARE_TARGETS = [...GOAL_PAGES, CHECKOUT];

// Pages are requested as browsers do, accepting compressed answers.
export const BROWSER = { 'accept-encoding': 'br, gzip', accept: 'text/html' };
const CONTACT = { name: 'Bench Visitor', email: 'visitor@example.com', message: 'Benchmark message' };

let address = 0;
/** A client address not used before in this run, sent as X-Forwarded-For (the site trusts one proxy: TRUST_PROXY=1). */
function nextForwardedAddress() {
  address++;
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
}

async function keepAlive(url, requests, seconds, connections) {
  const result = await autocannon({ url, connections, duration: seconds, requests });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    ok: result['2xx'] + result['3xx'],
    failed: result['4xx'] + result['5xx'] + result.errors,
    p99Ms: result.latency.p99,
  };
}

const page = (target) => [{ path: target, headers: BROWSER }];
// A new visitor through the trusted proxy: a keep-alive connection, and each request from another address.
const proxiedVisitor = (target) => [
  {
    path: target,
    headers: BROWSER,
    setupRequest: (request) => ({ ...request, headers: { ...request.headers, 'x-forwarded-for': nextForwardedAddress() } }),
  },
];
const contactPost = () => [
  {
    method: 'POST',
    path: '/contact',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(CONTACT).toString(),
    setupRequest: (request) => ({ ...request, headers: { ...request.headers, 'x-forwarded-for': nextForwardedAddress() } }),
  },
];

/**
 * The targets, each a pair: the site's measure and its bare twin's (the same bytes). `goal` names the
 * ratio it is held to. Posts compare with the bare /pricing, as the goal is written.
 */
export function goalTargets({ seconds, connections }) {
  return [
    ...GOAL_PAGES.map((target) => ({
      key: `GET ${target}`,
      goal: 'page',
      site: (site) => keepAlive(site.url, page(target), seconds, connections),
      bare: (site) => keepAlive(site.bare.url, page(target), seconds, connections),
    })),
    {
      key: `GET ${CHECKOUT}, new visitor, own address`,
      goal: 'checkout',
      note: 'a new connection from its own loopback address per request; bare measured the same way',
      site: (site) => freshVisitors({ url: site.url, target: CHECKOUT, headers: BROWSER, seconds, concurrency: connections }),
      bare: (site) => freshVisitors({ url: site.bare.url, target: CHECKOUT, headers: BROWSER, seconds, concurrency: connections }),
    },
    {
      key: `GET ${CHECKOUT}, new visitor, through a proxy`,
      goal: 'checkout',
      note: 'keep-alive connections, X-Forwarded-For from a new address per request (TRUST_PROXY=1)',
      // The bare server gets the same requests (it ignores the header), so both sides pay the same client.
      site: (site) => keepAlive(site.url, proxiedVisitor(CHECKOUT), seconds, connections),
      bare: (site) => keepAlive(site.bare.url, proxiedVisitor(CHECKOUT), seconds, connections),
    },
    {
      key: 'POST /contact, distinct addresses',
      goal: 'posts',
      note: 'accepted (a redirect) and stored (a requests row each), against the bare /pricing',
      site: async (site) => {
        const before = await site.countRows('requests');
        const result = await keepAlive(site.url, contactPost(), seconds, connections);
        const stored = (await site.countRows('requests')) - before;
        // A post still in flight when the clock stops may be stored without its answer being counted.
        return {
          ...result,
          stored,
          lost: Math.max(0, result.ok - stored),
          requestsPerSecond: Math.round(Math.min(result.ok, stored) / seconds),
        };
      },
      bare: (site) => keepAlive(site.bare.url, page('/pricing'), seconds, connections),
    },
  ];
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * Measures every target on every site for `rounds` rounds (site and bare slices alternating, their
 * order turned each round), after a one-second warm-up of each. Returns, per target and site, the
 * median requests per second of each side, the median of the rounds' ratios and their spread.
 * @param {{ name: string, url: string, bare: { url: string }, countRows: (table: string) => Promise<number> }[]} sites
 */
export async function measureGoals(sites, { rounds = 3, seconds = 3, connections = 50, log = console.log } = {}) {
  const targets = goalTargets({ seconds, connections });
  const warmUp = goalTargets({ seconds: 1, connections });
  for (const site of sites) {
    for (const target of warmUp) {
      await target.bare(site);
      await target.site(site);
    }
  }
  const samples = new Map();
  const settle = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
  for (let round = 0; round < rounds; round++) {
    // Each round starts at another target, so none always follows the same one (a flood of posts
    // leaves the server collecting garbage and checkpointing its database for a moment).
    for (const target of [...targets.slice(round % targets.length), ...targets.slice(0, round % targets.length)]) {
      const order = round % 2 === 0 ? sites : [...sites].reverse();
      for (const site of order) {
        const sides = round % 2 === 0 ? ['bare', 'site'] : ['site', 'bare'];
        const measured = {};
        for (const side of sides) {
          await settle(target.goal === 'posts' ? 1000 : 250);
          measured[side] = await target[side](site);
        }
        const key = `${target.key}\u0000${site.name}`;
        if (!samples.has(key)) samples.set(key, []);
        samples.get(key).push(measured);
        const ratio = measured.site.requestsPerSecond / Math.max(1, measured.bare.requestsPerSecond);
        log(
          `  round ${round + 1} ${site.name.padEnd(8)} ${target.key}: ${measured.site.requestsPerSecond} req/s, bare ${measured.bare.requestsPerSecond} (${ratio.toFixed(3)})`,
        );
      }
    }
  }
  return targets.map((target) => ({
    target: target.key,
    goal: target.goal,
    goalRatio: GOALS[target.goal],
    note: target.note ?? null,
    sites: Object.fromEntries(
      sites.map((site) => {
        const rows = samples.get(`${target.key}\u0000${site.name}`);
        const ratios = rows.map((row) => row.site.requestsPerSecond / Math.max(1, row.bare.requestsPerSecond));
        const extra =
          target.goal === 'posts'
            ? { stored: rows.reduce((n, row) => n + row.site.stored, 0), lost: rows.reduce((n, row) => n + row.site.lost, 0) }
            : {};
        return [
          site.name,
          {
            requestsPerSecond: Math.round(median(rows.map((row) => row.site.requestsPerSecond))),
            bareRequestsPerSecond: Math.round(median(rows.map((row) => row.bare.requestsPerSecond))),
            ratio: Number(median(ratios).toFixed(3)),
            ratioSpread: [Number(Math.min(...ratios).toFixed(3)), Number(Math.max(...ratios).toFixed(3))],
            p99Ms: median(rows.map((row) => row.site.p99Ms)),
            failed: rows.reduce((n, row) => n + row.site.failed, 0),
            ...extra,
          },
        ];
      }),
    ),
  }));
}

/** The goals' table as text: one line per target, each site's rate and median ratio (spread), and whether it meets its goal. */
export function formatGoals(results, siteNames) {
  const lines = [];
  for (const row of results) {
    const cells = siteNames.map((name) => {
      const s = row.sites[name];
      const met = s.ratio >= row.goalRatio ? 'meets' : 'BELOW';
      return `${name}: ${s.requestsPerSecond} req/s, bare ${s.bareRequestsPerSecond}, ratio ${s.ratio} (${s.ratioSpread[0]}–${s.ratioSpread[1]}) ${met} ≥ ${row.goalRatio}`;
    });
    lines.push(`${row.target}\n    ${cells.join('\n    ')}`);
  }
  return lines.join('\n');
}
