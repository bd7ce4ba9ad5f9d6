/**
 * A page that loads the client asks for it only after its first frame is on screen.
 *
 * React Router's `<Scripts>` start every module of the client as the parser meets them: module
 * preloads in the head and a module script whose static imports are the page's route modules. They
 * are fetched at high priority beside the stylesheet and the font, so the first paint shares the
 * connection with 110 KB of JavaScript that the page does not need to be read: everything on it
 * works as plain HTML, and the client only improves its forms (toasts, pending states, copy).
 *
 * So the document carries the same bootstrap, inert (`type="text/x-client-bootstrap"`, with the
 * preloads' addresses), and a small module script that starts it once the first frame is drawn
 * (at once in a hidden tab, which draws nothing): the preloads, then a module script with the very
 * same text, which the CSP allows by the hash of the inert copy. What runs, and in which order, is
 * React Router's own bootstrap; only its start moves. A document without the bootstrap (a page that
 * ships no script, the development server's) is returned unchanged.
 */

const BOOTSTRAP_ID = 'client-bootstrap';

/** Starts the inert bootstrap after the first frame. The same text on every page: one CSP hash. */
export const START_AFTER_FIRST_PAINT = [
  `const bootstrap = document.getElementById('${BOOTSTRAP_ID}');`,
  'function start() {',
  "  for (const href of bootstrap.dataset.preload.split(' ').filter(Boolean)) {",
  "    const link = document.createElement('link');",
  "    link.rel = 'modulepreload';",
  '    link.href = href;',
  '    document.head.append(link);',
  '  }',
  "  const script = document.createElement('script');",
  "  script.type = 'module';",
  '  script.text = bootstrap.text;',
  '  document.body.append(script);',
  '}',
  "if (document.visibilityState === 'hidden') start();",
  'else requestAnimationFrame(() => setTimeout(start, 0));',
].join('\n');

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*>/g;
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;

/** The document with React Router's client started after the first paint; see the module's comment. */
export function startClientAfterFirstPaint(html: string, nonce: string): string {
  const bootstrap = [...html.matchAll(INLINE_SCRIPT)].find(
    ([, attributes = '', body = '']) => attributes.includes(' type="module"') && body.includes('window.__reactRouterRouteModules'),
  );
  if (!bootstrap) return html;
  const [tag, attributes = '', body = ''] = bootstrap;
  const nonceAttribute = ` nonce="${nonce}"`;
  // Only our renderer's scripts carry the nonce: a look-alike elsewhere in the page is not touched.
  if (!attributes.includes(nonceAttribute)) return html;
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map(([, href = '']) => href);
  const replacement =
    `<script type="module"${nonceAttribute}>${START_AFTER_FIRST_PAINT}</script>` +
    `<script type="text/x-client-bootstrap" id="${BOOTSTRAP_ID}" data-preload="${preloads.join(' ')}"${nonceAttribute}>${body}</script>`;
  return html.replace(tag, () => replacement).replace(MODULE_PRELOAD, '');
}
