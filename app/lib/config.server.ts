import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { databasePath } from './db/db.server';

const SECRET_FILE = 'session-secret';

/**
 * SESSION_SECRET may list several secrets separated by commas: the first signs new cookies,
 * all of them verify old ones, so a secret can be rotated without signing everyone out.
 * Unset, a secret is generated once and kept beside the database (mode 0600).
 */
export function sessionSecrets(): string[] {
  const fromEnv = (process.env.SESSION_SECRET ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (fromEnv.length > 0) return fromEnv;
  // The server refuses to start this way (server-config.ts); anything else must not sign with a secret only it knows.
  if (process.env.DATABASE_URL?.trim()) throw new Error('SESSION_SECRET must be set when DATABASE_URL is');
  return [readOrCreateSecretFile(path.join(path.dirname(databasePath()), SECRET_FILE))];
}

function readOrCreateSecretFile(file: string): string {
  try {
    const existing = fs.readFileSync(file, 'utf8').trim();
    if (existing) return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const secret = crypto.randomBytes(32).toString('hex');
  try {
    // 'wx' fails if another process created it in the meantime; then we read theirs.
    fs.writeFileSync(file, secret + '\n', { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return fs.readFileSync(file, 'utf8').trim();
    throw error;
  }
}

/** HTTPS=1 (or TRUST_PROXY with a TLS-terminating proxy) marks cookies Secure and sends HSTS. */
export function servedOverHttps(): boolean {
  return process.env.HTTPS === '1' || process.env.HTTPS === 'true';
}

/** TRUST_PROXY=1: exactly one reverse proxy sits in front and appends the client to X-Forwarded-For. */
export function trustProxy(): boolean {
  return process.env.TRUST_PROXY === '1' || process.env.TRUST_PROXY === 'true';
}

export const isProduction = process.env.NODE_ENV === 'production';

/**
 * SITE_URL, the public address of the site (`https://www.example.com`), as a bare origin; null when
 * unset. Request URLs, the sitemap and robots.txt are built from it (or from the listening address)
 * and never from the visitor's Host header, which anyone can set. Anything but an absolute http(s)
 * origin without path, query or credentials is refused, so a typo fails at start, not in a link.
 */
export function configuredSiteOrigin(value = process.env.SITE_URL): string | null {
  const text = value?.trim();
  if (!text) return null;
  const refuse = () =>
    new Error(`SITE_URL must be an absolute http(s) address without a path, like https://www.example.com (got "${text}")`);
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw refuse();
  }
  const bare = url.pathname === '/' && !/[?#]/.test(text) && !url.username && !url.password;
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !bare) throw refuse();
  return url.origin;
}

/** The origin links point at: SITE_URL, or this machine on PORT when it is unset. */
export function siteOrigin(): string {
  return configuredSiteOrigin() ?? `http://localhost:${process.env.PORT || 3000}`;
}
