import { PUBLIC_PAGE_PATHS } from '../../app/content/public-pages';
import { pageWeight } from '../../scripts/bench/page-weight.mjs';
import { expect, test } from './fixtures';

// Issue 15's budgets for a first visit, gzipped: the JavaScript (every script and module preload the
// page names, and React Router's inline hydration scripts) and the CSS with the font's declarations.
// In bytes, so "120 KB" holds whether a kilobyte is 1,000 or 1,024 of them.
const FIRST_LOAD_JS_BYTES = 120_000;
const CSS_BYTES = 30_000;

test('every public page stays within the first-load budgets', { tag: '@needs-js' }, async ({ baseURL }) => {
  // One project is enough: what the server sends does not depend on the browser.
  const pages = [...PUBLIC_PAGE_PATHS, '/checkout?plan=Yearly', '/orders'];
  const weights = await Promise.all(pages.map((path) => pageWeight(baseURL!, path)));
  for (const weight of weights) {
    expect(weight.jsGzipBytes, `${weight.path} JavaScript`).toBeLessThanOrEqual(FIRST_LOAD_JS_BYTES);
    expect(weight.cssGzipBytes, `${weight.path} CSS`).toBeLessThanOrEqual(CSS_BYTES);
    // A page that names no script at all would pass the budget and fail its visitors.
    expect(weight.jsGzipBytes, `${weight.path} JavaScript`).toBeGreaterThan(50_000);
  }
});
