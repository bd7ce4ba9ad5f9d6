import fs from 'node:fs';
import { sql } from 'kysely';
import { StartupError } from '../startup-error.server';
import { displayPath, prepareDataFolder, describeDatabaseError } from './database-file.server';
import { checkPostgresUrl, describePostgresError } from './postgres.server';
import { db, sqlite } from './db.server';
import { env } from '../env.server';
import { refuseNewerSqliteFile } from './schema-upgrade.server';
import { lockDatabaseForThisServer } from './single-server-lock.server';

/**
 * The server's first contact with its database, before migrations. SQLite: the data folder is
 * checked, a file a newer release upgraded refused untouched, the file opened and checked, and the
 * single-server lock taken (one process per file). PostgreSQL: the URL is checked and one query
 * answered; any number of processes may share it. A problem is a StartupError of one line (never
 * showing the password). Returns the lock's release.
 */
export async function openDatabaseForServer(options: { newDatabase?: boolean } = {}): Promise<() => void> {
  const config = env().database;
  if (config.kind === 'sqlite') {
    prepareDataFolder(config.file);
    refuseEmptySqliteFile(config.file, options.newDatabase ?? false);
    await refuseNewerSqliteFile(config.file);
    // Opened (and checked) before the lock is taken, so a file that is no database gets no lock file beside it.
    sqlite();
    return lockDatabaseForThisServer(config.file);
  }
  checkPostgresUrl(config.url);
  try {
    await sql`select 1`.execute(db);
  } catch (error) {
    throw describePostgresError(error, config.url);
  }
  return () => {};
}

/** A database failure during start-up (migrations, seeding) as one line when it is an operator's to fix. */
export function describeDatabaseFailure(error: unknown): unknown {
  const config = env().database;
  return config.kind === 'sqlite' ? describeDatabaseError(error, config.file) : describePostgresError(error, config.url);
}

/**
 * A database file of 0 bytes (and no WAL beside it that holds its pages) is a site's data lost, not a
 * new site: a copy cut short, a restore that went wrong. Started on, it would become a brand-new empty
 * site without a word. It is refused unless the operator says a new site is meant (--new-database).
 */
export function refuseEmptySqliteFile(file: string, newDatabase: boolean): void {
  if (newDatabase) return;
  const size = (name: string) => (fs.existsSync(name) ? fs.statSync(name).size : null);
  if (size(file) !== 0 || (size(`${file}-wal`) ?? 0) > 0) return;
  throw new StartupError(
    `${displayPath(file)} is empty (0 bytes): it holds no site; restore the database from a backup (see README, "Data and backups"), or start once with --new-database to make it a new, empty site`,
  );
}
