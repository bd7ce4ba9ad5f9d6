import { countAdmins, createOrResetAdmin } from '~/lib/admins.server';
import { describeDatabaseError } from '~/lib/database-file.server';
import { databasePath, db } from '~/lib/db.server';
import { migrateToLatest } from '~/lib/migrate.server';
import { seedDefaultSettings } from '~/lib/settings.server';
import { issueSetupToken } from '~/lib/setup-token.server';

/** Migrations and default settings: everything the site needs in its database before it serves. */
export async function prepareDatabase(): Promise<void> {
  console.log(`Database: ${databasePath()}`);
  try {
    const applied = await migrateToLatest(db);
    console.log(applied.length ? `Migrations applied: ${applied.join(', ')}` : 'Migrations: schema up to date');
    const seeded = await seedDefaultSettings();
    if (seeded.length) console.log(`Default settings written: ${seeded.join(', ')}`);
  } catch (error) {
    throw describeDatabaseError(error, databasePath());
  }
}

/**
 * ADMIN_EMAIL/ADMIN_PASSWORD (already checked) create the administrator when none exists yet,
 * before the site serves. Returns whether an administrator exists.
 */
export async function ensureAdministrator(admin: { email: string; password: string } | null): Promise<boolean> {
  if ((await countAdmins()) > 0) return true;
  if (!admin) return false;
  await createOrResetAdmin(admin.email, admin.password);
  console.log(`Administrator created from ADMIN_EMAIL: ${admin.email}`);
  return true;
}

/** With no administrator, the one-time setup link is the way in: print it once the site listens. */
export function announceSetupLink(publicOrigin: string): void {
  const token = issueSetupToken();
  console.log('No administrator exists yet. Create one with this one-time link (valid until the server restarts):');
  console.log(`  ${publicOrigin}/admin?setup=${token}`);
  console.log('  or from a shell: npm run admin -- --email you@example.com --password <password>');
}
