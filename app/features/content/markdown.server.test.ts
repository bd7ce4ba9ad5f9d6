import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '~/features/settings/model';
import { factsOf } from './facts';
import { isAllowedLink, markdownText, readingMinutes, renderMarkdown, sectionsOf } from './markdown.server';
import { KIND_FORMS } from './model';

const facts = factsOf(DEFAULT_SETTINGS.prices_usd, 'America/New_York');
const render = (markdown: string, topHeading = 2) => renderMarkdown(markdown, { facts, topHeading, siteOrigin: 'https://shop.example' });

// What the renderer may produce, and nothing else: markdown-it escapes every '<' of the text, so
// each tag in the output is one it made. Anything outside this list could carry code.
const TAGS = new Set([
  'p',
  'br',
  'hr',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'blockquote',
  'pre',
  'code',
  'em',
  'strong',
  'a',
  'img',
]);
const ATTRIBUTES = new Set(['href', 'rel', 'src', 'alt', 'title', 'loading', 'start', 'class']);

/** Every problem a rendering has that could run code or leave the site's control; empty when it is inert. */
function executableParts(html: string): string[] {
  const problems: string[] = [];
  for (const [tag] of html.matchAll(/<[^>]*>/g)) {
    const match = /^<\/?([a-z0-9]+)((?:\s+[a-z-]+="[^"<>]*")*)\s*\/?>$/.exec(tag);
    if (!match) {
      problems.push(`malformed tag ${tag}`);
      continue;
    }
    if (!TAGS.has(match[1]!)) problems.push(`tag ${tag}`);
    for (const [, name, value] of match[2]!.matchAll(/\s+([a-z-]+)="([^"]*)"/g)) {
      if (!ATTRIBUTES.has(name!)) problems.push(`attribute ${name} in ${tag}`);
      const decoded = value!.replace(/&amp;/g, '&');
      if ((name === 'href' || name === 'src') && !isAllowedLink(decoded)) problems.push(`${name} ${value}`);
      if (name === 'src' && !decoded.startsWith('/')) problems.push(`image from elsewhere ${value}`);
      if (name === 'class' && !/^language-[\w-]+$/.test(value!)) problems.push(`class ${value}`);
    }
  }
  return problems;
}

/**
 * How long `work` holds the event loop (it runs synchronously, so that is how long it runs), as the
 * CPU time of this thread: what it costs a core of its own. Wall-clock time on a machine shared with
 * other test workers adds the time the thread waited for a core, which no code of ours decides.
 * The best of three runs, in milliseconds.
 */
function longestStall(work: () => unknown): number {
  const runs: number[] = [];
  for (let run = 0; run < 3; run++) {
    const before = process.threadCpuUsage();
    work();
    const spent = process.threadCpuUsage(before);
    runs.push((spent.user + spent.system) / 1000);
  }
  return Math.min(...runs);
}

describe('the owner’s Markdown on the site', () => {
  it('is CommonMark: paragraphs, lists, emphasis, code, quotes', () => {
    expect(render('One *two* **three** `four`\n\n- a\n- b\n\n1. c\n\n> d')).toBe(
      '<p>One <em>two</em> <strong>three</strong> <code>four</code></p>\n<ul>\n<li>a</li>\n<li>b</li>\n</ul>\n<ol>\n<li>c</li>\n</ol>\n<blockquote>\n<p>d</p>\n</blockquote>\n',
    );
  });

  it('shows raw HTML as text', () => {
    expect(render('Hello <b onmouseover="x()">there</b>\n\n<script>alert(1)</script>')).toBe(
      '<p>Hello &lt;b onmouseover=&quot;x()&quot;&gt;there&lt;/b&gt;</p>\n<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>\n',
    );
  });

  it('makes links only of http(s):, mailto: and the site’s own paths; other sites’ get rel="noopener nofollow"', () => {
    expect(render('[a](https://example.org/x) [b](/pricing) [c](mailto:sales@example.com) [d](https://shop.example/blog)')).toBe(
      '<p><a href="https://example.org/x" rel="noopener nofollow">a</a> <a href="/pricing">b</a> <a href="mailto:sales@example.com">c</a> <a href="https://shop.example/blog">d</a></p>\n',
    );
    // A refused destination is no link: its words stay as typed.
    for (const target of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
      'vbscript:x',
      '//evil.example/x',
      'file:///etc/passwd',
    ]) {
      expect(render(`[click](${target})`), target).toBe(`<p>[click](${target})</p>\n`);
    }
    expect(render('[empty]() [top](#top)')).toBe('<p>empty <a href="#top">top</a></p>\n');
    expect(render('<javascript:alert(1)> <https://example.org>')).toBe(
      '<p>&lt;javascript:alert(1)&gt; <a href="https://example.org" rel="noopener nofollow">https://example.org</a></p>\n',
    );
  });

  it('shows images from the site’s own paths only; another site’s picture becomes a link to it', () => {
    expect(render('![a drive](/og/blog.png)')).toBe('<p><img src="/og/blog.png" alt="a drive" loading="lazy" /></p>\n');
    expect(render('![tracker](https://evil.example/p.png)')).toBe(
      '<p><a href="https://evil.example/p.png" rel="noopener nofollow">tracker</a></p>\n',
    );
    expect(render('![x](javascript:alert(1))')).toBe('<p>![x](javascript:alert(1))</p>\n');
  });

  it('shifts headings so the page keeps its one h1, whichever level the text starts at', () => {
    expect(render('# Top\n\n## Sub\n\n###### Deep')).toBe('<h2>Top</h2>\n<h3>Sub</h3>\n<h6>Deep</h6>\n');
    expect(render('## Top\n\n### Sub')).toBe('<h2>Top</h2>\n<h3>Sub</h3>\n');
    expect(render('### Top', 3)).toBe('<h3>Top</h3>\n');
  });

  it('fills the catalogue’s tokens in the text, never in a link or in code', () => {
    expect(render('Refunds within {refund_days} days, `{refund_days}`, [{price:Yearly}](/pricing?x={price:Yearly})')).toBe(
      '<p>Refunds within 30 days, <code>{refund_days}</code>, <a href="/pricing?x=%7Bprice:Yearly%7D">$79.99</a></p>\n',
    );
  });

  it('reads as words for the search and the reading time, and cuts a guide into steps at its top headings', () => {
    expect(markdownText('## Step\n\nDo *this*.\n- and {devices:Yearly}', facts)).toBe('Step Do this. and 2 devices');
    expect(readingMinutes('word '.repeat(550))).toBe(2);
    expect(readingMinutes('')).toBe(1);
    const steps = sectionsOf('Ignored intro\n\n## First\n\nOne.\n\n### Detail\n\nMore.\n\n## Second\n\nTwo.', { facts, topHeading: 3 });
    expect(steps).toEqual([
      { title: 'First', html: '<p>One.</p>\n<h4>Detail</h4>\n<p>More.</p>\n', text: 'One. Detail More.' },
      { title: 'Second', html: '<p>Two.</p>\n', text: 'Two.' },
    ]);
  });
});

describe('hostile Markdown', () => {
  // The longest text any editor field takes (a post's article).
  const MAX = Math.max(...Object.values(KIND_FORMS).map((form) => form.bodyMax));
  const HOSTILE: Record<string, string> = {
    scripts: '<script>alert(document.cookie)</script>\n\n<SCRIPT SRC=//evil.example/x.js></SCRIPT>\n\n<svg><script>alert(1)</script></svg>',
    'event attributes':
      '<img src=x onerror=alert(1)>\n\n<a href="/" onclick="alert(1)">x</a>\n\n<div style="background:url(javascript:alert(1))">',
    'javascript: and data: URLs': [
      '[a](javascript:alert(1))',
      '[b](  javascript:alert(1)  )',
      '[c](jav&#x61;script:alert(1))',
      '[d](java\nscript:alert(1))',
      '[e](data:text/html,<script>alert(1)</script>)',
      '![f](data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=)',
      '[g]: javascript:alert(1)\n\n[g]',
      '<data:text/html,x>',
      '[h](\\/\\/evil.example)',
      '[i](/\\evil.example)',
    ].join('\n\n'),
    'HTML comments': '<!-- a comment -->\n\ntext <!-- inline --> more\n\n<!--\n\nunclosed',
    'huge nesting': `${'> '.repeat(5_000)}deep\n\n${'- '.repeat(5_000)}deep\n\n${'*'.repeat(20_000)}x${'*'.repeat(20_000)}`,
    'brackets and backticks': `${'['.repeat(30_000)}x${']('.repeat(10_000)}\n\n${'`'.repeat(20_000)}x\n\n${'![a]('.repeat(10_000)}`,
    'unclosed comments': '<!--'.repeat(24_000),
    'entity soup': '&#x6A;&#x61;&#x76;'.repeat(5_000),
    'emphasis runs': '*a _b '.repeat(16_000),
    'link references': `${Array.from({ length: 2_000 }, (_, i) => `[r${i}]: /x${i}`).join('\n')}\n\n${'[r1] '.repeat(5_000)}`,
  };

  it.each(Object.entries(HOSTILE))('%s: nothing executable in what is rendered', (_, markdown) => {
    const text = markdown.slice(0, MAX);
    const html = render(text);
    expect(executableParts(html)).toEqual([]);
    // What the hostile text tried is still there to read, as text.
    expect(html.length).toBeGreaterThan(0);
  });

  it('no input of the longest a text may be holds the event loop for 50 ms (each, the best of three)', () => {
    const stalls: Record<string, number> = {};
    for (const [name, markdown] of Object.entries(HOSTILE)) {
      stalls[name] = longestStall(() => render(markdown.slice(0, MAX)));
    }
    const worst = Math.max(...Object.values(stalls));
    expect(
      worst,
      JSON.stringify(Object.fromEntries(Object.entries(stalls).map(([name, ms]) => [name, Number(ms.toFixed(1))]))),
    ).toBeLessThan(50);
  });
});
