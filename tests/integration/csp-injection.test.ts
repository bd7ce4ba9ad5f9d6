import { chromium, type Browser } from '@playwright/test';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startEdge } from '../helpers/edge';

// A document as React Router renders it (its own scripts carry this render's nonce), into which an
// HTML-injection bug slipped a script of its own, plus a JSON-LD data block. The real edge sets the
// CSP; Chromium decides what runs.
function pageWithInjection(nonce: string) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Injected</title>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Organization","name":"Recoverly"}</script>
</head><body><h1>Pricing</h1>
<p>A review: <script>window.injected = true; document.title = 'owned';</script></p>
<script nonce="${nonce}">window.hydrated = true;</script>
<script nonce="${nonce}" type="module">window.moduleRan = true;</script>
</body></html>`;
}

let browser: Browser;
beforeAll(async () => {
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
});
afterAll(async () => {
  await browser?.close();
});

it('the browser runs the scripts React Router rendered and blocks a script injected into the page', async () => {
  const edge = await startEdge({
    render: (_request, context) =>
      new Response(pageWithInjection(context.cspNonce), { headers: { 'content-type': 'text/html; charset=utf-8' } }),
  });
  const page = await browser.newPage();
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') violations.push(message.text());
  });
  try {
    const response = await page.goto(`${edge.url}/about`);
    expect(await page.evaluate(() => (window as { injected?: boolean }).injected)).toBeUndefined();
    expect(await page.title()).toBe('Injected');
    expect(await page.evaluate(() => (window as { hydrated?: boolean }).hydrated)).toBe(true);
    await page.waitForFunction(() => (window as { moduleRan?: boolean }).moduleRan === true);
    // The nonce did its job at the edge and is not handed to the browser (or to a cache).
    expect(await response!.text()).not.toContain('nonce=');
    expect(violations.some((text) => /Content Security Policy/.test(text))).toBe(true);
    expect(violations.filter((text) => /Content Security Policy/.test(text))).toHaveLength(1);
  } finally {
    await page.close();
    await edge.close();
  }
});
