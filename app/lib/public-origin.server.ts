import { env, type Env } from './env.server';

let listening: string | null = null;

/** Set by the server once it listens: the address it serves when SITE_URL is unset. */
export function setListeningOrigin(origin: string | null): void {
  listening = origin;
}

/**
 * The site's public origin, the one base of every absolute link: canonical URLs, the sitemap,
 * robots.txt, structured data, link-preview images, request URLs and e-mails alike. SITE_URL when it
 * is set; else the address the server listens on; else (scripts, tests) this machine on PORT. Never
 * the visitor's Host header, which anyone can set.
 */
export function publicOrigin(settings: Env = env()): string {
  return settings.siteOrigin ?? listening ?? `http://localhost:${settings.port}`;
}
