import type { Company } from '~/features/settings/model';

/**
 * The pieces every message is built from. A template lists blocks; render-text.ts and render-html.ts
 * turn the same list into the plain-text and HTML parts (so the two always say the same), and
 * compose.ts puts them together. Templates pass people's text as it is: the renderers escape it.
 */
export interface EmailContent {
  subject: string;
  text: string;
  html: string;
  /** Where a reply goes (the buyer or visitor, for messages to the administrator). */
  replyTo?: { name: string; address: string };
}

/** What frames every message: its subject, the preview line mail clients show, the site, and why it came. */
export interface EmailFrame {
  subject: string;
  preheader: string;
  siteUrl: string;
  /** The footer's line saying why the recipient got this message. */
  reason: string;
  /** The seller, named in the footer (legal name, address, numbers); the brand alone while none is set. */
  company?: Company;
}

/** A run of paragraph text: plain, strong, or a code people copy (a reference), kept on one line. */
export type Inline = string | { strong: string } | { code: string };

export type Block =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: Inline | Inline[] }
  /** A value to copy, shown large: a reference. */
  | { kind: 'code'; label: string; value: string }
  /** A license key: on a line of its own in the text part, and wrapping only at its hyphens in both. */
  | { kind: 'key'; label: string; value: string }
  /** Label/value rows; a value may span lines (a visitor's message). */
  | { kind: 'details'; title?: string; rows: readonly (readonly [string, string])[] }
  | { kind: 'steps'; title: string; items: readonly string[] }
  /** Links under a title, each with lines of small print (a download and its checksum). */
  | { kind: 'links'; title: string; items: readonly LinkItem[] }
  | { kind: 'button'; label: string; href: string; secondary?: boolean }
  /** Text a person wrote (a reply), its line breaks kept. */
  | { kind: 'message'; text: string }
  /** An earlier message, quoted under a line saying who wrote it when. */
  | { kind: 'quote'; heading: string; text: string }
  /** A line the mail client's reply should be written above: what is under it is cut from an answer. */
  | { kind: 'marker'; text: string };

export interface LinkItem {
  label: string;
  href: string;
  /** Lines under the link, kept whole (a checksum): shown in a monospaced font. */
  notes?: readonly string[];
}

/** The plain text of a paragraph's runs. */
export function inlineText(text: Inline | Inline[]): string {
  const runs = Array.isArray(text) ? text : [text];
  return runs.map((run) => (typeof run === 'string' ? run : 'code' in run ? run.code : run.strong)).join('');
}

/** `url` when it is an absolute http(s) address; throws otherwise, so no message links to javascript: or a relative path. */
export function assertWebLink(url: string): string {
  let protocol = '';
  try {
    protocol = new URL(url).protocol;
  } catch {
    // not absolute: refused below
  }
  if (protocol !== 'http:' && protocol !== 'https:') throw new Error(`Not a web link: ${JSON.stringify(url)}`);
  return url;
}

/** Details rows with the empty optional ones left out (a support request without a problem). */
export function presentRows(rows: readonly (readonly [string, string | null | undefined])[]): [string, string][] {
  return rows.filter((row): row is [string, string] => typeof row[1] === 'string' && row[1].trim() !== '');
}
