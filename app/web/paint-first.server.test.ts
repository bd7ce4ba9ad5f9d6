import { describe, expect, it } from 'vitest';
import { hashNoncedScripts, inlineScriptHash } from '~/server/script-nonce';
import { START_AFTER_FIRST_PAINT, startClientAfterFirstPaint } from './paint-first.server';

const NONCE = 'n0nce';
const BOOTSTRAP = [
  ';',
  'import * as route0 from "/assets/root-A.js";',
  'import * as route1 from "/assets/contact-B.js";',
  '  window.__reactRouterRouteModules = {"root":route0,"routes/contact":route1};',
  '',
  'import("/assets/entry.client-C.js");',
].join('\n');

/** A document as React Router's <Scripts> render it: preloads hoisted into the head, the nonce first. */
function document(bootstrap = BOOTSTRAP, nonce = NONCE): string {
  return (
    '<!DOCTYPE html><html lang="en"><head><title>Contact</title>' +
    `<link rel="modulepreload" href="/assets/entry.client-C.js" nonce="${nonce}"/>` +
    `<link rel="modulepreload" href="/assets/shell-D.js" nonce="${nonce}"/>` +
    '<link rel="stylesheet" href="/assets/shell.css"/></head><body><main>Contact Us</main>' +
    `<script nonce="${nonce}">window.__reactRouterContext = {};</script>` +
    `<script nonce="${nonce}" type="module" async="">${bootstrap}</script>` +
    `<!--$--><script nonce="${nonce}">window.__reactRouterContext.streamController.close();</script><!--/$--></body></html>`
  );
}

describe('a page that loads the client', () => {
  it('carries no module preload and no module that imports on arrival: only the starter, and the bootstrap inert', () => {
    const html = startClientAfterFirstPaint(document(), NONCE);
    expect(html).not.toContain('rel="modulepreload"');
    const modules = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(([, attributes]) =>
      attributes?.includes('type="module"'),
    );
    expect(modules.map(([, , body]) => body)).toEqual([START_AFTER_FIRST_PAINT]);
    const inert =
      /<script type="text\/x-client-bootstrap" id="client-bootstrap" data-preload="([^"]*)" nonce="n0nce">([\s\S]*?)<\/script>/.exec(html);
    expect(inert?.[1]).toBe('/assets/entry.client-C.js /assets/shell-D.js');
    expect(inert?.[2]).toBe(BOOTSTRAP);
    // The page itself and React Router's data are untouched.
    expect(html).toContain('<main>Contact Us</main>');
    expect(html).toContain('window.__reactRouterContext = {};');
    expect(html).toContain('<link rel="stylesheet" href="/assets/shell.css"/>');
  });

  it('lets the CSP allow the copy the starter inserts, by the hash of the inert one', () => {
    const { hashes } = hashNoncedScripts(startClientAfterFirstPaint(document(), NONCE), NONCE);
    expect(hashes).toContain(inlineScriptHash(BOOTSTRAP));
    expect(hashes).toContain(inlineScriptHash(START_AFTER_FIRST_PAINT));
  });

  it('starts the client after the first frame, or at once in a hidden tab', () => {
    expect(START_AFTER_FIRST_PAINT).toContain("if (document.visibilityState === 'hidden') start();");
    expect(START_AFTER_FIRST_PAINT).toContain('requestAnimationFrame(() => setTimeout(start, 0))');
  });
});

describe('a document left as it is', () => {
  it('has no bootstrap: a page that ships no script', () => {
    const html = '<!DOCTYPE html><html><head></head><body><main>About Us</main></body></html>';
    expect(startClientAfterFirstPaint(html, NONCE)).toBe(html);
  });

  it("has a look-alike without this render's nonce (text that reached the page some other way)", () => {
    const html = document(BOOTSTRAP, 'someone-else');
    expect(startClientAfterFirstPaint(html, NONCE)).toBe(html);
  });

  it('has module scripts that are not the bootstrap (the development server’s)', () => {
    const html = document('import "/@vite/client";');
    expect(startClientAfterFirstPaint(html, NONCE)).toBe(html);
  });
});
