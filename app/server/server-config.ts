import { isValidEmail, validateNewPassword } from '~/features/admin-auth/admins.server';
import { configuredSiteOrigin } from '~/lib/config.server';
import { StartupError } from '~/lib/startup-error.server';

export interface ServerConfig {
  port: number;
  /** Undefined: every interface. */
  host: string | undefined;
  /** ADMIN_EMAIL and ADMIN_PASSWORD, checked: they create the administrator at start when none exists. */
  admin: { email: string; password: string } | null;
  /** SITE_URL as a bare origin, or null when unset. */
  siteOrigin: string | null;
  /** Things worth saying at start that don't stop it. */
  warnings: string[];
}

export const DEFAULT_PORT = 3000;

/** Reads and checks the server's settings before anything is created; a bad one is a StartupError. */
export function readServerConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const warnings: string[] = [];
  requireSharedSecret(env);
  return {
    port: readPort(env.PORT),
    host: env.HOST?.trim() || undefined,
    siteOrigin: readSiteOrigin(env.SITE_URL),
    admin: readAdmin(env, warnings),
    warnings,
  };
}

/**
 * With DATABASE_URL several processes (on several machines) may serve the site: each must sign and
 * check cookies with the same secret, so it is set, not generated into one machine's data folder.
 */
function requireSharedSecret(env: NodeJS.ProcessEnv): void {
  if (!env.DATABASE_URL?.trim() || env.SESSION_SECRET?.split(',').some((s) => s.trim())) return;
  throw new StartupError(
    'SESSION_SECRET is not set; with DATABASE_URL every server process must sign cookies with the same secret: set SESSION_SECRET to a long random value (the same for all of them)',
  );
}

function readSiteOrigin(raw: string | undefined): string | null {
  try {
    return configuredSiteOrigin(raw);
  } catch (error) {
    throw new StartupError(error instanceof Error ? error.message : String(error));
  }
}

function readPort(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return DEFAULT_PORT;
  const text = raw.trim();
  if (!/^\d{1,5}$/.test(text) || Number(text) > 65535) {
    throw new StartupError(`PORT=${raw} is not a port number; set PORT to a whole number from 1 to 65535 (0 picks a free port)`);
  }
  return Number(text);
}

function readAdmin(env: NodeJS.ProcessEnv, warnings: string[]): ServerConfig['admin'] {
  const email = env.ADMIN_EMAIL?.trim();
  const password = env.ADMIN_PASSWORD;
  if (!email && !password) return null;
  if (!email || !password) {
    const missing = email ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL';
    warnings.push(`${missing} is not set, so ADMIN_EMAIL and ADMIN_PASSWORD are ignored (set both to create the administrator at start)`);
    return null;
  }
  if (!isValidEmail(email)) {
    throw new StartupError(`ADMIN_EMAIL=${email} is not a valid e-mail address; set ADMIN_EMAIL to the administrator's address`);
  }
  const problem = validateNewPassword(password);
  if (problem) {
    const what = problem.includes('at least') ? 'too short' : 'too long';
    throw new StartupError(
      `ADMIN_PASSWORD is ${what}: ${lowerFirst(problem).replace(/\.$/, '')}; set another ADMIN_PASSWORD, or unset ADMIN_EMAIL and ADMIN_PASSWORD to use the setup link`,
    );
  }
  return { email, password };
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}
