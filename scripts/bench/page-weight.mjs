// What a first visit to a page downloads, as a browser really does it: every script Chromium fetches
// from the moment the page is requested until the network has been idle for half a second after
// hydration (or after the load, for a page that ships no script) (module preloads and the chunks components import once they run, such as the copy
// buttons', included), React Router's inline scripts, and the CSS. Each body is gzipped at level 9
// (the server may send br or gzip; compressing the same bytes the same way keeps figures comparable).
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';

// Inline scripts, but not JSON-LD data blocks (type="application/ld+json"): those are data for crawlers, never run.
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g;

const MODULE_SCRIPT = /<script\b[^>]*\btype="module"/;

const gzipBytes = (bytes) => zlib.gzipSync(bytes, { level: 9 }).length;

/** A headless Chromium for weighing pages outside Playwright's test runner (the bench). */
export function launchBrowser() {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
}

/** Weighs one page's first load in a fresh browser context (an empty cache, no cookies). */
export async function pageWeight(browser, baseUrl, path) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const bodies = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      const contentType = response.headers()['content-type'] ?? '';
      // A <link rel="modulepreload"> may be reported as a script or by its content type only.
      const kind = type === 'script' || contentType.includes('javascript') ? 'js' : type === 'stylesheet' ? 'css' : null;
      if (kind) bodies.push({ kind, url: response.url(), body: response.body().catch(() => Buffer.alloc(0)) });
    });
    const answer = await page.goto(baseUrl + path, { waitUntil: 'load' });
    if (!answer?.ok()) throw new Error(`${path} answered ${answer?.status()}`);
    const html = await answer.text();
    // A page with a module script is weighed once hydrated (React owns the <body>: root.tsx renders the
    // whole document); every page once the network has then been quiet for 500 ms.
    if (MODULE_SCRIPT.test(html)) {
      await page.waitForFunction(() => Object.keys(document.body).some((key) => key.startsWith('__reactFiber')));
    }
    await page.waitForLoadState('networkidle');

    let js = 0;
    let css = 0;
    const scripts = [];
    const seen = new Set();
    for (const { kind, url, body } of bodies) {
      // A module fetched twice (a preload and its import) travels once.
      if (seen.has(url)) continue;
      seen.add(url);
      const size = gzipBytes(await body);
      if (kind === 'css') css += size;
      else {
        js += size;
        scripts.push(new URL(url).pathname);
      }
    }
    // Inline scripts (React Router's hydration data and manifest) travel inside the HTML; count them as JavaScript too.
    const inline = [...html.matchAll(INLINE_SCRIPT)].map((m) => m[1]).join('');
    if (inline) js += gzipBytes(Buffer.from(inline));
    return { path, jsGzipBytes: js, cssGzipBytes: css, htmlGzipBytes: gzipBytes(Buffer.from(html)), scripts };
  } finally {
    await context.close();
  }
}
