import { isValidEmail, validateNewPassword } from '~/web/credentials';
import { env, SHARED_LICENSE_KEY_REQUIRED, SHARED_REFUND_KEY_REQUIRED, SHARED_SECRET_REQUIRED, type Env } from '~/lib/env.server';
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

/**
 * The server's settings, checked before anything is created: the environment (lib/env.server.ts) and
 * the administrator's rules for ADMIN_EMAIL and ADMIN_PASSWORD. A bad one is a StartupError of one line.
 */
export function readServerConfig(settings: Env = env()): ServerConfig {
  if (settings.database.kind === 'postgres' && settings.sessionSecrets.length === 0) throw new StartupError(SHARED_SECRET_REQUIRED);
  if (settings.database.kind === 'postgres' && settings.licenseSigningKeys.length === 0)
    throw new StartupError(SHARED_LICENSE_KEY_REQUIRED);
  if (settings.database.kind === 'postgres' && settings.refundAccountKeys.length === 0) throw new StartupError(SHARED_REFUND_KEY_REQUIRED);
  return {
    port: settings.port,
    host: settings.host,
    siteOrigin: settings.siteOrigin,
    admin: checkedAdmin(settings.admin),
    warnings: settings.warnings,
  };
}

function checkedAdmin(admin: Env['admin']): ServerConfig['admin'] {
  if (!admin) return null;
  if (!isValidEmail(admin.email)) {
    throw new StartupError(`ADMIN_EMAIL=${admin.email} is not a valid e-mail address; set ADMIN_EMAIL to the administrator's address`);
  }
  const problem = validateNewPassword(admin.password);
  if (problem) {
    const what = problem.includes('at least') ? 'too short' : 'too long';
    throw new StartupError(
      `ADMIN_PASSWORD is ${what}: ${lowerFirst(problem).replace(/\.$/, '')}; set another ADMIN_PASSWORD, or unset ADMIN_EMAIL and ADMIN_PASSWORD to use the setup link`,
    );
  }
  return admin;
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}
