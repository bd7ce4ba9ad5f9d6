import fs from 'node:fs';
import SQLite from 'better-sqlite3';

// A SQLite file opened only to be read (the version check before a start, db-copy's source): the
// connection never writes the file or its WAL (a read-only connection does not checkpoint, so a WAL
// stays as it was), and the -shm index and empty -wal it may create beside them are removed when it
// closes. SQLite's immutable=1 would avoid even that, but the SQLite better-sqlite3 ships has URI file
// names off.

export interface ReadOnlyDatabase {
  sqlite: SQLite.Database;
  /** Closes the connection and removes the files it created beside the database. */
  close(): void;
}

export function openReadOnly(file: string): ReadOnlyDatabase {
  const shm = `${file}-shm`;
  const wal = `${file}-wal`;
  const hadShm = fs.existsSync(shm);
  const hadWal = fs.existsSync(wal);
  const sqlite = new SQLite(file, { readonly: true, fileMustExist: true, timeout: 5000 });
  return {
    sqlite,
    close() {
      if (sqlite.open) sqlite.close();
      if (!hadShm) fs.rmSync(shm, { force: true });
      if (!hadWal && fs.existsSync(wal) && fs.statSync(wal).size === 0) fs.rmSync(wal, { force: true });
    },
  };
}
