import SQLite from 'better-sqlite3';
import { displayPath } from './database-file.server';
import { StartupError } from '../startup-error.server';

/**
 * With SQLite the site is one process: a second server on the same file would keep its own page
 * cache and rate limits and serve stale prices. The lock is a write transaction held open on a
 * small SQLite file beside the database (`site.db.lock`). The operating system drops it when the
 * process ends, however it ends, so a server killed with SIGKILL leaves no stale lock behind. The
 * file also names the holder's pid, which a refused second server reports.
 *
 * Only the server takes it (`npm run admin` and `npm run backup` work beside a running site).
 * A server database (PostgreSQL) has no such limit: there, this is not called.
 */
export function lockDatabaseForThisServer(databaseFile: string): () => void {
  const lock = new SQLite(`${databaseFile}.lock`);
  try {
    // The pid write needs no journal file; a damaged lock file would only cost its pid.
    lock.pragma('journal_mode = MEMORY');
    // Long enough to ride out another starter's pid write, short enough to refuse at once.
    lock.pragma('busy_timeout = 100');
    lock.exec('create table if not exists server (pid integer not null)');
    lock.exec('begin immediate');
    lock.exec('delete from server');
    lock.prepare('insert into server (pid) values (?)').run(process.pid);
    // Committing makes the pid readable; beginning again holds the write lock for the process's life.
    lock.exec('commit');
    lock.exec('begin immediate');
  } catch (error) {
    if ((error as { code?: string }).code !== 'SQLITE_BUSY') {
      lock.close();
      throw error;
    }
    const holder = readHolder(lock);
    lock.close();
    throw new StartupError(
      `another server is using ${displayPath(databaseFile)} (pid ${holder}); stop it first, or give this one its own DATABASE_PATH`,
    );
  }
  return () => {
    if (!lock.open) return;
    lock.exec('rollback');
    lock.close();
  };
}

/** The pid of the server holding the database's lock now, or null when none does (the lock file is only read). */
export function lockHolder(databaseFile: string): number | null {
  let lock: SQLite.Database;
  try {
    lock = new SQLite(`${databaseFile}.lock`, { fileMustExist: true });
  } catch {
    return null;
  }
  try {
    lock.pragma('busy_timeout = 0');
    lock.exec('begin immediate');
    lock.exec('rollback');
    return null;
  } catch (error) {
    if ((error as { code?: string }).code !== 'SQLITE_BUSY') return null;
    const holder = Number(readHolder(lock));
    return Number.isInteger(holder) ? holder : -1;
  } finally {
    lock.close();
  }
}

function readHolder(lock: SQLite.Database): string {
  try {
    const row = lock.prepare('select pid from server').get() as { pid: number } | undefined;
    return row ? String(row.pid) : 'unknown';
  } catch {
    return 'unknown';
  }
}
