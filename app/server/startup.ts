import {
  countAdmins,
  createAdminIfNone,
  issueSetupToken,
  seedDefaultSettings,
  signingKeys,
  startBackupSchedule,
  startMail,
  startScheduledPublishing,
  startUpdateChecks,
  withdrawSetupToken,
} from '~/web/operations.server';
import { describeDatabaseFailure, openDatabaseForServer as openDatabase, refuseEmptySqliteFile } from '~/lib/db/startup.server';
import { closeDatabase, db, describeDatabase, sqlite } from '~/lib/db/db.server';
import { refuseNewerSqliteFile, upgradeSchema } from '~/lib/db/schema-upgrade.server';
import { env } from '~/lib/env.server';
import { sessionSecrets } from '~/lib/session-secret.server';
import { shellCommand } from '~/lib/shell-command.server';

// The start-up steps that need the database. serve.ts imports this module only once the settings
// are checked: the modules here read them (and open files) as they load.

export { startMail };

let databaseOpened = false;

/** The server's first contact with its database (lib/db/startup.server.ts): a new site only with --new-database. */
export async function openDatabaseForServer(options: { newDatabase?: boolean } = {}): Promise<() => void> {
  const release = await openDatabase(options);
  databaseOpened = true;
  return release;
}

/**
 * This process's work in the background: the outbox's sender (and the mailbox poller with IMAP_URL),
 * and scheduled publishing. Returns what stops them at shutdown.
 */
export function startBackground(origin: string): () => Promise<void> {
  const stopMail = startMail(origin);
  const stopPublishing = startScheduledPublishing();
  return async () => {
    await stopPublishing();
    await stopMail();
  };
}

/** What the server does for its operator in the background: scheduled backups, the daily look for a release. Returns what stops them. */
export function startOperations(): () => Promise<void> {
  const stops = [startBackupSchedule(), startUpdateChecks()];
  return async () => {
    for (const stop of stops) await stop();
  };
}

/** The end of a serving process: its setup link withdrawn, the database closed. */
export async function closeSite(): Promise<void> {
  await withdrawSetupToken().catch(() => {});
  await closeDatabase();
}

/**
 * The schema brought to this release's (refused when newer, copied first when older) and default
 * settings: everything the site needs in its database before it serves. Also the command-line
 * tools' first contact with the database, so a file a newer release upgraded is looked at before
 * it is opened.
 */
export async function prepareDatabase(): Promise<void> {
  const config = env().database;
  if (config.kind === 'sqlite') {
    // The tools never make a new site: only the server does, when told to (--new-database).
    if (!databaseOpened) refuseEmptySqliteFile(config.file, false);
    await refuseNewerSqliteFile(config.file);
  }
  // SQLite files are copied before an upgrade here; a PostgreSQL server's dumps are its operator's to take.
  const backups = config.kind === 'postgres' ? " (backups are the operator's job on PostgreSQL: pg_dump, before every upgrade too)" : '';
  console.log(`Database: ${describeDatabase()}${backups}`);
  try {
    const { applied } = await upgradeSchema({ config, db, sqlite });
    console.log(applied.length ? `Migrations applied: ${applied.join(', ')}` : 'Migrations: schema up to date');
    const seeded = await seedDefaultSettings();
    if (seeded.length) console.log(`Default settings written: ${seeded.join(', ')}`);
  } catch (error) {
    throw describeDatabaseFailure(error);
  }
}

/**
 * The secret that signs cookies, references and links: SESSION_SECRET, or the data folder's file, read
 * (or written) now, so an empty or unreadable file, or no room to write one, stops the start in one
 * line instead of failing the first sign-in.
 */
export function prepareSessionSecret(): void {
  sessionSecrets();
}

/** The license files' signing key: read (LICENSE_SIGNING_KEY, or the data folder's file), or generated there on first start. */
export function prepareLicenseSigning(): void {
  const keys = signingKeys();
  console.log(`License files signed with key ${keys[0]!.kid} (${keys.length} published)`);
}

/**
 * ADMIN_EMAIL/ADMIN_PASSWORD (already checked) create the administrator when none exists yet,
 * before the site serves. Returns whether an administrator exists.
 */
export async function ensureAdministrator(admin: { email: string; password: string } | null): Promise<boolean> {
  if ((await countAdmins()) > 0) return true;
  if (!admin) return false;
  // Another process starting on the same database may create it first: then there is one already.
  const outcome = await createAdminIfNone(admin.email, admin.password);
  if (outcome.kind === 'created') console.log(`Administrator created from ADMIN_EMAIL: ${outcome.admin.email}`);
  return true;
}

/** With no administrator, the one-time setup link is the way in: print it once the site listens. */
export async function announceSetupLink(publicOrigin: string): Promise<void> {
  const token = await issueSetupToken();
  console.log('No administrator exists yet. Create one with this one-time link (valid for 24 hours, until this server stops):');
  console.log(`  ${publicOrigin}/admin?setup=${token}`);
  console.log(`  or from a shell: ${shellCommand('admin', '--email you@example.com')} (it asks for the password)`);
}
