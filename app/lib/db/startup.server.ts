import { sql } from 'kysely';
import { prepareDataFolder, describeDatabaseError } from './database-file.server';
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
export async function openDatabaseForServer(): Promise<() => void> {
  const config = env().database;
  if (config.kind === 'sqlite') {
    prepareDataFolder(config.file);
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
