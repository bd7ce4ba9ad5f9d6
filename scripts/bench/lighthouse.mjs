// Lighthouse 12 with its defaults (mobile: a Moto G Power's screen, simulated slow 4G and a 4× slower
// CPU) on each page, `runs` times, one page at a time; the median run's scores and timings are kept,
// with the spread of the performance score. Run through npx (the registry's lighthouse@12), so the
// site itself depends on nothing more; Chromium is Debian's (CHROME_PATH).
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Every public page (the guides and a help search too), the lookup of orders, and checkout with and without a plan. */
export const LIGHTHOUSE_PAGES = [
  '/',
  '/products',
  '/pricing',
  '/about',
  '/blog',
  '/privacy-policy',
  '/terms-of-use',
  '/refund-policy',
  '/download',
  '/help-center/guides/getting-started',
  '/help-center/guides/formatted-drive',
  '/help-center/guides/activating-your-license',
  '/help-center?q=refund',
  '/contact',
  '/support',
  '/help-center',
  '/checkout',
  '/checkout?plan=Yearly',
  '/orders',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** One Lighthouse run of one page: its four scores (0–100) and the timings that make the first. */
async function lighthouseOnce(url, outFile) {
  await run(
    'npx',
    [
      '-y',
      'lighthouse@12',
      url,
      '--quiet',
      '--output=json',
      `--output-path=${outFile}`,
      `--only-categories=${CATEGORIES.join(',')}`,
      '--chrome-flags=--headless --no-sandbox',
    ],
    { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' }, maxBuffer: 64 * 1024 * 1024 },
  );
  const report = JSON.parse(fs.readFileSync(outFile, 'utf8'));
  const score = (id) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const ms = (id) => Math.round(report.audits[id]?.numericValue ?? 0);
  return {
    version: report.lighthouseVersion,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: ms('first-contentful-paint'),
    lcpMs: ms('largest-contentful-paint'),
    tbtMs: ms('total-blocking-time'),
    cls: Number((report.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
  };
}

/**
 * A run again when Lighthouse itself fails (its trace sometimes misses the navigation's start here,
 * NO_NAVSTART): that says nothing about the page. A second failure stops the table.
 */
async function lighthouseOnceOrAgain(url, outFile) {
  try {
    return await lighthouseOnce(url, outFile);
  } catch (error) {
    console.warn(`  Lighthouse failed on ${url}, running it again: ${String(error.stderr ?? error.message).trim()}`);
    return lighthouseOnce(url, outFile);
  }
}

/** The machine's load average when a page was measured (the machine may be shared). */
const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

/**
 * Every page of `paths` measured `runs` times: per page the median run by performance score (its
 * timings with it), the lowest and highest performance score, and the other scores' lowest (a page
 * that loses an accessibility point in one run shows it).
 */
export async function lighthouseTable(baseUrl, paths, { runs = 3, log = console.log } = {}) {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-lighthouse-'));
  const rows = [];
  try {
    for (const page of paths) {
      const results = [];
      for (let i = 0; i < runs; i++) results.push(await lighthouseOnceOrAgain(baseUrl + page, path.join(workDir, `run-${i}.json`)));
      const byScore = [...results].sort((a, b) => a.performance - b.performance || b.lcpMs - a.lcpMs);
      const median = byScore[byScore.length >> 1];
      const row = {
        page,
        ...median,
        accessibility: Math.min(...results.map((r) => r.accessibility)),
        bestPractices: Math.min(...results.map((r) => r.bestPractices)),
        seo: Math.min(...results.map((r) => r.seo)),
        performanceRuns: results.map((r) => r.performance),
        loadAverage: loadAverage(),
      };
      rows.push(row);
      log(
        `  ${page}: performance ${row.performance} (runs ${row.performanceRuns.join(', ')}), FCP ${row.fcpMs} ms, LCP ${row.lcpMs} ms, TBT ${row.tbtMs} ms, load ${row.loadAverage}`,
      );
    }
  } finally {
    fs.rmSync(workDir, { recursive: true, force: true });
  }
  return rows;
}
