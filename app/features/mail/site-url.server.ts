let serverOrigin: string | null = null;

/** Set by the server at start-up: the origin it serves (SITE_URL, else the address it listens on). */
export function setMailSiteUrl(origin: string | null): void {
  serverOrigin = origin;
}

/**
 * The absolute base of every link in a message: the server's origin once it has started, else
 * SITE_URL's origin, else http://localhost:$PORT (scripts and tests). Read when a message is written.
 */
export function mailSiteUrl(env: Record<string, string | undefined> = process.env): string {
  if (serverOrigin) return serverOrigin;
  const configured = env.SITE_URL?.trim();
  if (configured) {
    try {
      return new URL(configured).origin;
    } catch {
      // server-config.ts refuses an unusable SITE_URL at start-up; a script falls back below
    }
  }
  return `http://localhost:${env.PORT?.trim() || '3000'}`;
}
