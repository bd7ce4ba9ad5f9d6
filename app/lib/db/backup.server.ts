import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';

/** The folder beside the database where copies go unless told otherwise (created 0700: they hold customer data). */
export function backupsFolder(databaseFile: string): string {
  return path.join(path.dirname(databaseFile), 'backups');
}

/** '20261127T104400Z': a UTC time that sorts as text and fits in a file name. */
export function fileTimestamp(at: Date = new Date()): string {
  return at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
}

/**
 * `data/backups/site-20261127T104400Z.db` (or `…-before-2.1.0.db`, with `label`): a new copy's name,
 * beside the database and named after it.
 */
export function timestampedBackupPath(databaseFile: string, label = '', at: Date = new Date()): string {
  const stem = path.basename(databaseFile, path.extname(databaseFile));
  return path.join(backupsFolder(databaseFile), `${stem}-${fileTimestamp(at)}${label ? `-${label}` : ''}.db`);
}

/**
 * A consistent copy of a live database, taken with SQLite's online backup API while others keep
 * reading and writing. The copy is one self-contained file (a rollback journal, so no -wal/-shm
 * beside it), readable by its owner only, and checked page by page before this returns.
 */
export async function backupSqlite(live: SQLite.Database, destination: string): Promise<void> {
  fs.mkdirSync(path.dirname(destination), { recursive: true, mode: 0o700 });
  await live.backup(destination);
  fs.chmodSync(destination, 0o600);
  const copy = new SQLite(destination);
  try {
    // The copy keeps the source's WAL mode; a rollback journal makes it one file that needs no companions.
    copy.pragma('journal_mode = DELETE');
    const check = String(copy.pragma('integrity_check', { simple: true }));
    if (check !== 'ok') throw new Error(`the integrity check of the copy ${destination} failed: ${check}`);
  } finally {
    copy.close();
  }
}
