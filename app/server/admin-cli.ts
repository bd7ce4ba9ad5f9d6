import { parseArgs } from 'node:util';
import { createOrResetAdmin } from '~/features/admin-auth/admins.server';
import { validateNewCredentials } from '~/features/admin-auth/credentials';
import { closeDatabase } from '~/lib/db/db.server';
import { DEFAULT_DATABASE_PATH } from '~/lib/env.server';
import { prepareDatabase } from './startup';

export const ADMIN_CLI_USAGE = `Usage: npm run admin -- --email you@example.com --password '<at least 8 characters>'

Creates the site's administrator, or replaces the existing one's e-mail and password; either way
every session of the administrator is signed out. Works while the site runs.
The database is DATABASE_PATH (default ${DEFAULT_DATABASE_PATH}).`;

/** `npm run admin -- --email E --password P`: creates the administrator, or resets the existing one. */
export async function runAdminCli(argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  let values: { email?: string; password?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { email: { type: 'string' }, password: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    }));
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${ADMIN_CLI_USAGE}`);
    return 2;
  }
  if (values.help) {
    console.log(ADMIN_CLI_USAGE);
    return 0;
  }
  if (!values.email || !values.password) {
    // Without `--`, npm keeps --email and --password as its own settings and hands them over as npm_config_*.
    if (env.npm_config_email !== undefined || env.npm_config_password !== undefined) {
      console.error(
        "npm kept --email and --password for itself: put -- before them, as in npm run admin -- --email you@example.com --password '<password>'",
      );
    } else {
      console.error(ADMIN_CLI_USAGE);
    }
    return 2;
  }
  const problem = validateNewCredentials(values.email, values.password);
  if (problem) {
    console.error(`Could not set the administrator: ${problem}`);
    return 1;
  }
  try {
    await prepareDatabase();
    const outcome = await createOrResetAdmin(values.email, values.password);
    console.log(describeOutcome(outcome, values.email));
    return 0;
  } catch (error) {
    console.error(`Could not set the administrator: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await closeDatabase();
  }
}

function describeOutcome(outcome: Awaited<ReturnType<typeof createOrResetAdmin>>, email: string): string {
  if (outcome.action === 'created') return `Administrator created: ${email}`;
  if (outcome.previousEmail === outcome.email) return `Administrator reset: ${outcome.email} (existing sessions signed out)`;
  return (
    `Administrator replaced: the administrator was ${outcome.previousEmail}, is now ${outcome.email}; ` +
    `${outcome.previousEmail} can no longer sign in (existing sessions signed out)`
  );
}
