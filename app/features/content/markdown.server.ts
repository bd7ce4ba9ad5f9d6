import MarkdownItParser, { type MarkdownIt, type Token } from 'markdown-it';
import { createLru } from '~/lib/lru';
import { fillTokens, type Facts } from './facts';

/**
 * The owner's Markdown as HTML that can't run: CommonMark (markdown-it's commonmark preset) with raw
 * HTML shown as text, links only to http(s):, mailto: and the site's own paths (anything else is
 * left as its words), external links marked rel="noopener nofollow", images only from the site's
 * own paths (the CSP allows no other), and headings shifted below the page's own h1. Nesting is
 * capped by the preset (20 levels), so no input makes the parser recurse without bound. The
 * catalogue's tokens are filled in the text (never in a link or in code).
 */

/** Where the text is shown: the level its top heading becomes, and the site's own origin (its absolute links are not external). */
export interface RenderOptions {
  facts: Facts;
  /** 2 on a page whose h1 is the title (a post), 4 inside a guide's step, and so on. */
  topHeading: number;
  siteOrigin?: string | null;
}

// The site's own paths: '/…' but not '//host' or '/\host' (a browser reads both as another host).
const OWN_PATH = /^\/(?![/\\])[^\s\\]*$/;
const ALLOWED_SCHEME = /^(?:https?:\/\/[^\s/\\]|mailto:[^\s])/i;

/** Whether a link's destination (after markdown-it's normalising) may become a link. */
export function isAllowedLink(url: string): boolean {
  return OWN_PATH.test(url) || url.startsWith('#') || ALLOWED_SCHEME.test(url);
}

function isExternal(url: string, siteOrigin: string | null | undefined): boolean {
  if (!/^https?:/i.test(url)) return false;
  if (!siteOrigin) return true;
  try {
    return new URL(url).origin !== siteOrigin;
  } catch {
    return true;
  }
}

interface Env {
  options: RenderOptions;
  /** How far headings move: the text's top heading lands on options.topHeading. */
  shift: number;
}

/** Our env, as markdown-it hands it back to the rules (typed there as any record). */
const envOf = (env: unknown) => env as Env;
const attr = (token: Token, name: string) => String(token.attrGet(name) ?? '');

function createRenderer(): MarkdownIt {
  const md = new MarkdownItParser('commonmark', { html: false, linkify: false, typographer: false });
  md.validateLink = isAllowedLink;

  // A link the validator refused is left by markdown-it with an empty href: keep its words, not the link.
  md.core.ruler.push('content_links_and_tokens', (state) => {
    const env = envOf(state.env);
    for (const block of state.tokens) {
      if (block.type !== 'inline' || !block.children) continue;
      block.children = cleanInline(block.children, env.options.facts);
    }
  });

  const defaultLinkOpen = md.renderer.rules.link_open ?? ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options));
  md.renderer.rules.link_open = (tokens, idx, options, env, self) => {
    const token = tokens[idx]!;
    if (isExternal(attr(token, 'href'), envOf(env).options.siteOrigin)) token.attrSet('rel', 'noopener nofollow');
    return defaultLinkOpen(tokens, idx, options, env, self);
  };
  const defaultImage = md.renderer.rules.image!;
  md.renderer.rules.image = (tokens, idx, options, env, self) => {
    const token = tokens[idx]!;
    const src = attr(token, 'src');
    const alt = self.renderInlineAsText(token.children ?? [], options, env);
    if (OWN_PATH.test(src)) {
      token.attrSet('loading', 'lazy');
      return defaultImage(tokens, idx, options, env, self);
    }
    // Another site's picture can't be shown here (the CSP allows only the site's own): a link to it instead.
    const escape = md.utils.escapeHtml;
    return `<a href="${escape(src)}" rel="noopener nofollow">${escape(alt || src)}</a>`;
  };
  for (const rule of ['heading_open', 'heading_close'] as const) {
    md.renderer.rules[rule] = (tokens, idx, options, env, self) => {
      const token = tokens[idx]!;
      const level = Number(token.tag.slice(1));
      const { options: rendering, shift } = envOf(env);
      token.tag = `h${Math.min(6, Math.max(rendering.topHeading, level + shift))}`;
      return self.renderToken(tokens, idx, options);
    };
  }
  return md;
}

/** The inline tokens with refused links unwrapped and the tokens of text filled with the facts. */
function cleanInline(children: Token[], facts: Facts): Token[] {
  const kept: Token[] = [];
  const dropped: boolean[] = [];
  for (const child of children) {
    if (child.type === 'link_open') {
      const refused = !isAllowedLink(attr(child, 'href'));
      dropped.push(refused);
      if (refused) continue;
    } else if (child.type === 'link_close') {
      if (dropped.pop()) continue;
    } else if (child.type === 'text') {
      child.content = fillTokens(child.content, facts);
    }
    if (child.children) child.children = cleanInline(child.children, facts);
    kept.push(child);
  }
  return kept;
}

const renderer = createRenderer();

function topLevelOf(tokens: Token[]): number | null {
  let top: number | null = null;
  for (const token of tokens) {
    if (token.type === 'heading_open') {
      const level = Number(token.tag.slice(1));
      top = top === null ? level : Math.min(top, level);
    }
  }
  return top;
}

/** Parsed once, rendered as HTML or read as text. */
export interface ParsedMarkdown {
  tokens: Token[];
  env: Env;
}

export function parseMarkdown(markdown: string, options: RenderOptions): ParsedMarkdown {
  const env: Env = { options, shift: 0 };
  const tokens = renderer.parse(markdown, env as unknown as Record<string, unknown>);
  const top = topLevelOf(tokens);
  env.shift = top === null ? 0 : options.topHeading - top;
  return { tokens, env };
}

export function htmlOf(parsed: ParsedMarkdown): string {
  return renderer.renderer.render(parsed.tokens, renderer.options, { ...parsed.env });
}

/** The HTML of a Markdown text. */
export function renderMarkdown(markdown: string, options: RenderOptions): string {
  return htmlOf(parseMarkdown(markdown, options));
}

/** The words of parsed Markdown, blocks separated by a space (for search, structured data, reading time). */
export function textOf(parsed: ParsedMarkdown): string {
  const parts: string[] = [];
  const collect = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'text' || token.type === 'code_inline') parts.push(token.content);
      else if (token.type === 'softbreak' || token.type === 'hardbreak') parts.push(' ');
      else if (token.type === 'image') collect(token.children ?? []);
      else if (token.type === 'inline') {
        collect(token.children ?? []);
        parts.push(' ');
      } else if (token.type === 'code_block' || token.type === 'fence') parts.push(`${token.content} `);
    }
  };
  collect(parsed.tokens);
  return parts.join('').replace(/\s+/g, ' ').trim();
}

/** The words of a Markdown text, tokens filled. */
export function markdownText(markdown: string, facts: Facts): string {
  return textOf(parseMarkdown(markdown, { facts, topHeading: 2 }));
}

/** Minutes a reader takes, at 275 words a minute (as Ghost counts), at least 1. */
export function readingMinutes(text: string): number {
  const words = text.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / 275));
}

/** A guide's steps: each ## heading (its top level) starts a step, its title; the Markdown below it is the step's text. */
export interface MarkdownSection {
  title: string;
  html: string;
  text: string;
}

/** The sections of a text cut at its top-level headings (text before the first heading is dropped: a step has a title). */
export function sectionsOf(markdown: string, options: RenderOptions): MarkdownSection[] {
  const parsed = parseMarkdown(markdown, options);
  const top = topLevelOf(parsed.tokens);
  if (top === null) return [];
  const sections: MarkdownSection[] = [];
  let current: { title: string; tokens: Token[] } | null = null;
  const tokens = parsed.tokens;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (token.type === 'heading_open' && Number(token.tag.slice(1)) === top && token.level === 0) {
      if (current) sections.push(finish(current, parsed.env));
      const inline = tokens[i + 1]!;
      current = { title: textOf({ tokens: [inline], env: parsed.env }), tokens: [] };
      i += 2;
      continue;
    }
    current?.tokens.push(token);
  }
  if (current) sections.push(finish(current, parsed.env));
  return sections;
}

function finish(section: { title: string; tokens: Token[] }, env: Env): MarkdownSection {
  const parsed = { tokens: section.tokens, env };
  return { title: section.title, html: htmlOf(parsed), text: textOf(parsed) };
}

// Renderings already made, by text, place and facts: a page, the feed and the help search render the
// same texts again after every publish (the page cache starts over), and only a changed text need be
// parsed again. Bounded: at most about 200 texts are kept.
const rendered = createLru<unknown>(200);
const factsKeys = new WeakMap<Facts, string>();

function memo<T>(what: string, markdown: string, options: RenderOptions, make: () => T): T {
  let facts = factsKeys.get(options.facts);
  if (facts === undefined) {
    facts = JSON.stringify(options.facts);
    factsKeys.set(options.facts, facts);
  }
  const key = `${what}|${options.topHeading}|${options.siteOrigin ?? ''}|${facts}|${markdown}`;
  const known = rendered.get(key) as T | undefined;
  if (known !== undefined) return known;
  const made = make();
  rendered.set(key, made);
  return made;
}

/** A text's HTML and words, rendered once for as long as it, its place and the facts stay the same. */
export function renderedMarkdown(markdown: string, options: RenderOptions): { html: string; text: string } {
  return memo('text', markdown, options, () => {
    const parsed = parseMarkdown(markdown, options);
    return { html: htmlOf(parsed), text: textOf(parsed) };
  });
}

/** A guide's steps (sectionsOf), rendered once for as long as its text, place and the facts stay the same. */
export function renderedSections(markdown: string, options: RenderOptions): MarkdownSection[] {
  return memo('sections', markdown, options, () => sectionsOf(markdown, options));
}
