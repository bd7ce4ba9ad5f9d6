import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { backupSqlite, timestampedBackupPath } from '~/lib/db/backup.server';
import { displayPath } from '~/lib/db/database-file.server';
import { DEFAULT_DATABASE_PATH, env } from '~/lib/env.server';
import { shellCommand } from '~/lib/shell-command.server';
import { isStartupError } from '~/lib/startup-error.server';

export const BACKUP_USAGE = `Usage: ${shellCommand('backup', '[<backup-file.db>]')}

A consistent copy of the live database, taken while the site keeps running. Without a file name it
goes to backups/ beside the database, named by the time (data/backups/site-20261127T104400Z.db).
The database is DATABASE_PATH (default ${DEFAULT_DATABASE_PATH}).`;

const POSTGRES_BACKUP = `${shellCommand('backup')} copies the SQLite file; this site uses PostgreSQL (DATABASE_URL). Back it up with pg_dump, e.g.
  pg_dump --format=custom --file=backups/site-$(date +%F).dump "$DATABASE_URL"
and restore into an empty database with pg_restore --dbname="$DATABASE_URL" backups/site-….dump (see README, Operate).`;

/**
 * `backup [<file>]`: a consistent copy of the live database, taken with SQLite's online backup API
 * while the site keeps running (readers and writers are not stopped). The copy is one
 * self-contained file (no -wal/-shm beside it), readable by its owner only. Returns the exit code.
 */
export async function runBackupCli(argv: string[]): Promise<number> {
  const [target, ...rest] = argv;
  if (target === '--help' || target === '-h') {
    console.log(BACKUP_USAGE);
    return 0;
  }
  if (rest.length > 0 || target?.startsWith('-')) {
    console.error(`Unknown argument '${rest[0] ?? target}'\n\n${BACKUP_USAGE}`);
    return 2;
  }
  let database;
  try {
    database = env().database;
  } catch (error) {
    console.error(`Backup failed: ${isStartupError(error) ? error.message : String(error)}`);
    return 2;
  }
  // With PostgreSQL the database server's own tool takes consistent copies: say how, instead of failing.
  if (database.kind === 'postgres') {
    console.error(POSTGRES_BACKUP);
    return 2;
  }
  // Backups hold customer data: folders 0700, files 0600.
  process.umask(0o077);
  const source = database.file;
  if (!fs.existsSync(source)) {
    console.error(`Backup failed: there is no database at ${source} (set DATABASE_PATH)`);
    return 1;
  }
  const destination = target ? path.resolve(target) : timestampedBackupPath(source);
  let live: SQLite.Database | undefined;
  try {
    live = new SQLite(source, { fileMustExist: true });
    live.pragma('busy_timeout = 5000');
    const started = Date.now();
    await backupSqlite(live, destination);
    const copy = new SQLite(destination, { readonly: true });
    const counts = ['ach_orders', 'support_requests', 'help_requests']
      .map((table) => `${table} ${(copy.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n}`)
      .join(', ');
    copy.close();
    console.log(`Backed up ${displayPath(source)} to ${displayPath(destination)} in ${Date.now() - started} ms (${counts}; integrity ok)`);
    return 0;
  } catch (error) {
    console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    live?.close();
  }
}
