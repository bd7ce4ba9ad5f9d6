// Checkout pages that can't be bought from, each beside a bare server sending the same bytes: the
// closed checkout (a fresh site, before the administrator saved bank details of their own) and a
// plan the site doesn't sell. Anyone can point a load at them, and they hold nothing personal, so
// the edge serves them from its page cache like any public page: goal ≥ 0.5 of bare, as checkout's.
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { startServer } from '../lib/server-process.mjs';
import { startBarePages } from './bare.mjs';
import { BROWSER, GOALS } from './goals.mjs';

export const CLOSED_TARGETS = ['/checkout?plan=Yearly', '/checkout?plan=Enterprise'];

let address = 0;
/** A client address not used before in this run, sent as X-Forwarded-For (the site trusts one proxy): no per-address budget applies. */
function nextAddress() {
  address++;
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
}

/** Pages answered 200 per second (a 429 or an error is not a page), each request from a new address. */
async function rate(url, target, seconds, connections) {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    requests: [
      {
        path: target,
        headers: BROWSER,
        setupRequest: (request) => ({ ...request, headers: { ...request.headers, 'x-forwarded-for': nextAddress() } }),
      },
    ],
  });
  return {
    requestsPerSecond: Math.round(result['2xx'] / seconds),
    failed: result['4xx'] + result['5xx'] + result.errors,
    p99Ms: result.latency.p99,
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[values.length >> 1];

/** Each target's median ratio to bare over `rounds` rounds (the two sides alternating, their order turned each round). */
export async function measureClosedCheckout(workDir, { rounds = 3, seconds = 3, connections = 50, env = {}, log = console.log } = {}) {
  const folder = fs.mkdtempSync(path.join(workDir, 'closed-'));
  const server = await startServer({ databasePath: path.join(folder, 'site.db'), env: { ...env, TRUST_PROXY: '1', DATABASE_URL: '' } });
  const bare = await startBarePages(server.url, CLOSED_TARGETS, BROWSER, folder);
  try {
    const rows = [];
    for (const target of CLOSED_TARGETS) {
      // Warm: the first visits render it.
      await rate(server.url, target, 1, connections);
      const samples = [];
      for (let round = 0; round < rounds; round++) {
        const sides = round % 2 === 0 ? ['bare', 'site'] : ['site', 'bare'];
        const measured = {};
        for (const side of sides) measured[side] = await rate(side === 'site' ? server.url : bare.url, target, seconds, connections);
        samples.push(measured);
        log(`  round ${round + 1} ${target}: ${measured.site.requestsPerSecond} req/s, bare ${measured.bare.requestsPerSecond}`);
      }
      const ratios = samples.map((s) => s.site.requestsPerSecond / Math.max(1, s.bare.requestsPerSecond));
      rows.push({
        target: target === CLOSED_TARGETS[0] ? `GET ${target}, before bank details are saved` : `GET ${target}, a plan not sold`,
        requestsPerSecond: median(samples.map((s) => s.site.requestsPerSecond)),
        bareRequestsPerSecond: median(samples.map((s) => s.bare.requestsPerSecond)),
        ratio: Number(median(ratios).toFixed(3)),
        ratioSpread: [Number(Math.min(...ratios).toFixed(3)), Number(Math.max(...ratios).toFixed(3))],
        p99Ms: median(samples.map((s) => s.site.p99Ms)),
        failed: samples.reduce((n, s) => n + s.site.failed, 0),
        goalRatio: GOALS.checkout,
      });
    }
    return rows;
  } finally {
    await bare.stop();
    await server.stop();
  }
}

/** The table as text. */
export function formatClosedCheckout(rows) {
  return rows
    .map(
      (row) =>
        `${row.target}: ${row.requestsPerSecond} req/s, bare ${row.bareRequestsPerSecond}, ratio ${row.ratio} (${row.ratioSpread[0]}–${row.ratioSpread[1]}), p99 ${row.p99Ms} ms, ${row.failed} failed: ${row.ratio >= row.goalRatio ? 'meets' : 'BELOW'} ≥ ${row.goalRatio}`,
    )
    .join('\n');
}

// Alone: `node scripts/bench/closed-checkout.mjs` (after a build).
if (import.meta.url === `file://${process.argv[1]}`) {
  const os = await import('node:os');
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-bench-closed-'));
  const rows = await measureClosedCheckout(workDir, { env: { SESSION_SECRET: 'bench-secret' } });
  console.log(formatClosedCheckout(rows));
  fs.rmSync(workDir, { recursive: true, force: true });
}
