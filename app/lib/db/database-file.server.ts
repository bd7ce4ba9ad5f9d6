import fs from 'node:fs';
import path from 'node:path';
import type SQLite from 'better-sqlite3';
import { fileErrorReason, StartupError } from '../startup-error.server';

const WHERE_BACKUPS_ARE = 'restore a backup: see README, "Data and backups"';

/** A path as an operator would type it: relative to the working folder when inside it. */
export function displayPath(file: string): string {
  const relative = path.relative(process.cwd(), file);
  return relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? relative : file;
}

/** Whether `folder` is the working folder or holds it. */
function holdsWorkingFolder(folder: string): boolean {
  const relative = path.relative(folder, process.cwd());
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

/**
 * Narrows a file or folder of the site's data to `mode` (0600 a file, 0700 a folder) when others may
 * read it: one made before the data folder was private, or by hand. Left as they are: what this user
 * does not own, a shared folder (sticky bit, like /tmp), and a folder that holds the working folder
 * (DATABASE_PATH=site.db must not close the project to its other users). Returns the mode it had when
 * it was narrowed, or null.
 */
export function narrowToOwner(target: string, mode: 0o600 | 0o700): number | null {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(target);
  } catch {
    return null;
  }
  if ((stat.mode & 0o077) === 0) return null;
  if (process.getuid && stat.uid !== process.getuid()) return null;
  if (stat.isDirectory() && (stat.mode & 0o1000 || holdsWorkingFolder(target))) return null;
  try {
    fs.chmodSync(target, mode);
    return stat.mode & 0o777;
  } catch {
    return null;
  }
}

/** "0755": a mode as people read it. */
export function octalMode(mode: number): string {
  return `0${mode.toString(8).padStart(3, '0')}`;
}

/**
 * Makes sure the database's folder exists (created 0700: it holds customer data and the session
 * secret) and that this user can write in it and to the database, before anything is created there.
 */
export function prepareDataFolder(databaseFile: string): void {
  const folder = path.dirname(databaseFile);
  const shown = displayPath(folder);
  try {
    fs.mkdirSync(folder, { recursive: true, mode: 0o700 });
  } catch (error) {
    throw new StartupError(
      `the data folder ${shown} cannot be created (${fileErrorReason(error)}); set DATABASE_PATH to a file in a folder this user may create or write`,
    );
  }
  try {
    fs.accessSync(folder, fs.constants.W_OK | fs.constants.X_OK);
  } catch (error) {
    throw new StartupError(
      `the data folder ${shown} is not writable by this user (${fileErrorReason(error)}); give the user write access to it, or set DATABASE_PATH elsewhere`,
    );
  }
  if (!fs.existsSync(databaseFile)) return;
  try {
    fs.accessSync(databaseFile, fs.constants.R_OK | fs.constants.W_OK);
  } catch (error) {
    throw new StartupError(
      `the database ${displayPath(databaseFile)} is not writable by this user (${fileErrorReason(error)}); give the user read and write access to it`,
    );
  }
}

/**
 * Once the database has opened and passed its check (a start that is refused changes nothing), the
 * folder and files from before the data folder was private lose their old modes: narrowed to the owner.
 */
export function restrictFileModes(databaseFile: string): void {
  const folder = path.dirname(databaseFile);
  const was = narrowToOwner(folder, 0o700);
  if (was !== null) {
    console.log(
      `Data folder ${displayPath(folder)} narrowed to 0700 (was ${octalMode(was)}): it holds customer data and the session secret`,
    );
  }
  for (const file of [databaseFile, `${databaseFile}-wal`, `${databaseFile}-shm`]) {
    try {
      if (fs.statSync(file).mode & 0o077) fs.chmodSync(file, 0o600);
    } catch {
      // Missing, or owned by someone else: nothing this process may change.
    }
  }
}

/** Reads every page's structure (not the rows' contents): damage shows here rather than in the middle of a request. */
export function verifyIntegrity(sqlite: SQLite.Database): void {
  // One problem is enough to know the file needs restoring.
  const result = String(sqlite.pragma('quick_check(1)', { simple: true }));
  if (result !== 'ok') {
    const problem = result.replace(/\*\*\* in database \w+ \*\*\*/, '').trim();
    throw Object.assign(new Error(`quick check: ${problem}`), { code: 'SQLITE_CORRUPT' });
  }
}

/** Bytes free for this user on the file system holding `folder`, or null when it can't be asked. */
function freeBytes(folder: string): number | null {
  try {
    const stats = fs.statfsSync(folder);
    return stats.bavail * stats.bsize;
  } catch {
    return null;
  }
}

/** Less than this free, a failed write is taken for a full disk: SQLite needs room for pages and its journal. */
const FULL_BELOW_BYTES = 1024 * 1024;

/** The one line for a disk too full to start on, or null when the disk has room. */
export function diskFullError(file: string, error?: unknown): StartupError | null {
  const code = String((error as { code?: unknown })?.code ?? '');
  const folder = path.dirname(file);
  const free = freeBytes(folder);
  const full = code === 'SQLITE_FULL' || code === 'ENOSPC' || (free !== null && free < FULL_BELOW_BYTES);
  if (!full) return null;
  const room = free === null ? '' : ` (${Math.floor(free / 1024)} KB free)`;
  return new StartupError(`the disk holding ${displayPath(folder)} is full${room}; free some space there, then start again`);
}

/** Turns SQLite's refusal to open a file into one line an operator can act on (other errors pass unchanged). */
export function describeDatabaseError(error: unknown, databaseFile: string): unknown {
  const code = String((error as { code?: unknown })?.code ?? '');
  const message = (error instanceof Error ? error.message : String(error)).replace(/\s*\n\s*/g, '; ');
  const shown = displayPath(databaseFile);
  const full = diskFullError(databaseFile, error);
  if (full) return full;
  if (code.startsWith('SQLITE_IOERR')) {
    return new StartupError(`${shown} could not be written (${message}); check the disk holding it, then start again`);
  }
  if (code === 'SQLITE_NOTADB') {
    return new StartupError(
      `${shown} is not an SQLite database; set DATABASE_PATH to the site's database, or move this file away to start a new one`,
    );
  }
  if (code.startsWith('SQLITE_CORRUPT')) return new StartupError(`${shown} is damaged (${message}); ${WHERE_BACKUPS_ARE}`);
  if (code.startsWith('SQLITE_CANTOPEN')) {
    return new StartupError(
      `${shown} cannot be opened (${message}); set DATABASE_PATH to a file (not a folder) this user can read and write`,
    );
  }
  if (code.startsWith('SQLITE_READONLY')) {
    return new StartupError(`${shown} is read-only (${message}); give this user write access to it and its folder`);
  }
  return error;
}
