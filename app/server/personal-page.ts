import crypto from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { VisitorPart, VisitorValues } from '~/web/page-variants.server';
import { createLru, type Lru } from '~/lib/lru';
import { acceptsGzip } from './compression';
import { joinGzip, prepareGzipTemplate, type GzipTemplate } from './gzip-splice';
import { inlineScriptHash } from './script-nonce';
import { contentSecurityPolicy } from './security-headers';

/**
 * A public page that is the same for everyone but for a few short values of each visitor's own (its
 * route's VisitorPart). It is rendered once with stand-in values and kept as its fixed parts,
 * compressed once; each response puts the visitor's values between them. Values are plain tokens
 * ([A-Za-z0-9_-]), the same in HTML text, attributes, JavaScript strings and JSON, so nothing needs
 * escaping where they go.
 */
export type Values = VisitorValues;

/** A render of the page with its stand-in values, as the edge got it from React Router. */
export interface StandInRender {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** The CSP hashes of the inline scripts the renderer vouched for (HTML only). */
  scriptHashes: string[] | null;
  standIns: Values;
}

/** One inline script that carries values: its text around them, hashed for the CSP per response. */
interface PersonalScript {
  fixed: string[];
  slots: string[];
  /** The SHA-256 state after the text before the first value: copied per response, not recomputed. */
  prefix: crypto.Hash;
}

export interface PersonalPage {
  kind: 'personal';
  /** Where each visitor's values come from. */
  part: VisitorPart;
  status: number;
  /** Every header but those that vary per response (CSP, length, encoding, cookies). */
  headers: Record<string, string>;
  /** The values, by name, in the order they appear between the fixed parts. */
  slots: string[];
  fixed: Buffer[];
  /** The fixed parts as raw deflate, for one gzip member per response; null when not worth compressing. */
  gzip: GzipTemplate | null;
  /** For HTML: the policy around the hashes of the scripts with values, and those scripts. */
  csp: { before: string; after: string; scripts: PersonalScript[]; policies: Lru<string> } | null;
}

// Where the per-response hashes go in the policy built once for the page.
const HASHES_HERE = 'sha256-per-response';

const TOKEN = /^[A-Za-z0-9_-]+$/;
const INLINE_SCRIPT = /<script\b[^>]*>([\s\S]*?)<\/script>/gi;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `text` cut at every stand-in: the fixed pieces, and the names of the values between them. */
function cut(text: string, standIns: Values): { fixed: string[]; slots: string[] } {
  const names = Object.keys(standIns);
  const byValue = new Map(names.map((name) => [standIns[name]!, name]));
  const pattern = new RegExp(names.map((name) => escapeRegExp(standIns[name]!)).join('|'), 'g');
  const fixed: string[] = [];
  const slots: string[] = [];
  let from = 0;
  for (const match of text.matchAll(pattern)) {
    fixed.push(text.slice(from, match.index));
    slots.push(byValue.get(match[0])!);
    from = match.index + match[0].length;
  }
  fixed.push(text.slice(from));
  return { fixed, slots };
}

/** The CSP hash of a script as this visitor gets it: the rest of its text after the prefix, hashed on. */
function scriptHash(script: PersonalScript, values: Values): string {
  let rest = '';
  for (let i = 0; i < script.slots.length; i++) rest += values[script.slots[i]!]! + script.fixed[i + 1]!;
  return `sha256-${script.prefix.copy().update(rest, 'utf8').digest('base64')}`;
}

function policyFor(csp: NonNullable<PersonalPage['csp']>, values: Values): string {
  let hashes = '';
  for (const script of csp.scripts) hashes += ` '${scriptHash(script, values)}'`;
  return csp.before + hashes + csp.after;
}

/**
 * The page kept from two renders with different stand-ins, or null when the two differ anywhere
 * but at the stand-ins (a value shown transformed, say lower-cased, or something random in the
 * page): such a page can't be shared, and is rendered per visitor instead.
 */
export function buildPersonalPage(first: StandInRender, second: StandInRender, part: VisitorPart, compress: boolean): PersonalPage | null {
  const names = Object.keys(first.standIns);
  for (const render of [first, second]) {
    if (names.some((name) => !TOKEN.test(render.standIns[name] ?? ''))) throw new Error('Stand-in values must be plain tokens');
  }
  const a = cut(first.body, first.standIns);
  const b = cut(second.body, second.standIns);
  if (a.slots.length === 0 || a.fixed.length !== b.fixed.length || a.fixed.some((part, i) => part !== b.fixed[i])) return null;
  if (a.slots.some((slot, i) => slot !== b.slots[i])) return null;

  let csp: PersonalPage['csp'] = null;
  if (first.scriptHashes) {
    const ours = new Set(first.scriptHashes);
    const scripts: PersonalScript[] = [];
    const withValues = new Set<string>();
    for (const [, body = ''] of first.body.matchAll(INLINE_SCRIPT)) {
      const hash = inlineScriptHash(body);
      const parts = cut(body, first.standIns);
      if (parts.slots.length === 0 || !ours.has(hash) || withValues.has(hash)) continue;
      withValues.add(hash);
      scripts.push({ ...parts, prefix: crypto.createHash('sha256').update(parts.fixed[0]!, 'utf8') });
    }
    const policy = contentSecurityPolicy([...first.scriptHashes.filter((hash) => !withValues.has(hash)), HASHES_HERE]);
    const [before = '', after = ''] = policy.split(` '${HASHES_HERE}'`);
    // A returning visitor's values give the same policy: remembered, not hashed again.
    csp = { before, after, scripts, policies: createLru<string>(5_000) };
  }

  const fixed = a.fixed.map((part) => Buffer.from(part, 'utf8'));
  const { 'content-length': _length, etag: _etag, ...headers } = first.headers;
  // An HTML page's policy names the hashes of its scripts, computed per response below.
  if (csp) delete headers['content-security-policy'];
  return {
    kind: 'personal',
    part,
    status: first.status,
    headers: { ...headers, 'cache-control': 'private, no-cache', ...(compress ? { vary: 'Accept-Encoding' } : {}) },
    slots: a.slots,
    fixed,
    gzip:
      compress && !fixed.some((part) => part.includes(0))
        ? prepareGzipTemplate(
            fixed,
            a.slots.map((slot) => Buffer.byteLength(first.standIns[slot]!)),
          )
        : null,
    csp,
  };
}

/**
 * Writes the page with this visitor's values, and the cookie that keeps them when they are new.
 * The policy for a returning visitor's values is remembered; a new visitor's values are new.
 */
export function sendPersonal(
  req: IncomingMessage,
  res: ServerResponse,
  page: PersonalPage,
  values: Values,
  setCookie: string | null,
  headOnly: boolean,
): void {
  const names = Object.keys(values);
  const bytes: Buffer[] = [];
  for (const name of names) {
    const value = values[name]!;
    if (!TOKEN.test(value)) throw new Error(`No plain value for ${name}`);
    bytes.push(Buffer.from(value, 'latin1'));
  }
  const buffers = page.slots.map((slot) => {
    const at = names.indexOf(slot);
    if (at === -1) throw new Error(`No value for ${slot}`);
    return bytes[at]!;
  });
  const headers: Record<string, string> = { ...page.headers };
  // Values of another length than the stand-ins' (never, for references and signatures) go uncompressed.
  let body = page.gzip && acceptsGzip(req.headers['accept-encoding']) ? joinGzip(page.gzip, buffers) : null;
  if (body) {
    headers['content-encoding'] = 'gzip';
  } else {
    const pieces: Buffer[] = [page.fixed[0]!];
    for (let i = 0; i < buffers.length; i++) pieces.push(buffers[i]!, page.fixed[i + 1]!);
    body = Buffer.concat(pieces);
  }
  if (page.csp && setCookie) {
    headers['content-security-policy'] = policyFor(page.csp, values);
  } else if (page.csp) {
    const key = names.map((name) => values[name]).join('\n');
    let policy = page.csp.policies.get(key);
    if (policy === undefined) page.csp.policies.set(key, (policy = policyFor(page.csp, values)));
    headers['content-security-policy'] = policy;
  }
  if (setCookie) headers['set-cookie'] = setCookie;
  headers['content-length'] = String(body.length);
  res.writeHead(page.status, headers);
  res.end(headOnly ? undefined : body);
}
