import { countAdmins, createOrResetAdmin } from '~/lib/admins.server';
import { db, databasePath } from '~/lib/db.server';
import { migrateToLatest } from '~/lib/migrate.server';
import { seedDefaultSettings } from '~/lib/settings.server';
import { issueSetupToken } from '~/lib/setup-token.server';

/** Migrations, default settings and the first administrator: everything the site needs before it listens. */
export async function prepareDatabase(): Promise<void> {
  console.log(`Database: ${databasePath()}`);
  const applied = await migrateToLatest(db);
  console.log(applied.length ? `Migrations applied: ${applied.join(', ')}` : 'Migrations: schema up to date');
  const seeded = await seedDefaultSettings();
  if (seeded.length) console.log(`Default settings written: ${seeded.join(', ')}`);
}

/**
 * ADMIN_EMAIL/ADMIN_PASSWORD create the administrator when none exists yet, before the site listens.
 * Returns whether an administrator exists.
 */
export async function ensureAdministrator(): Promise<boolean> {
  if ((await countAdmins()) > 0) return true;
  const email = process.env.ADMIN_EMAIL?.trim();
  const password = process.env.ADMIN_PASSWORD;
  if (!email || !password) return false;
  await createOrResetAdmin(email, password);
  console.log(`Administrator created from ADMIN_EMAIL: ${email}`);
  return true;
}

/** With no administrator, the one-time setup link is the way in: print it once the site listens. */
export function announceSetupLink(publicOrigin: string): void {
  const token = issueSetupToken();
  console.log('No administrator exists yet. Create one with this one-time link (valid until the server restarts):');
  console.log(`  ${publicOrigin}/admin?setup=${token}`);
  console.log('  or from a shell: npm run admin -- --email you@example.com --password <password>');
}
