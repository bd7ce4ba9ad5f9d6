import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { getRawAsset } from 'node:sea';
import { StartupError } from '~/lib/startup-error.server';

/** The asset name of better-sqlite3's native addon inside the executable. */
export const SQLITE_ADDON_ASSET = 'sqlite/better_sqlite3.node';
const ADDON_FILE = 'better_sqlite3.node';

/**
 * Folders that may hold the executable's cache, best first: systemd's CacheDirectory=, the XDG cache,
 * ~/.cache, and last a folder of this user's own in the temporary folder (a service whose HOME is /).
 */
export function cacheRoots(env: NodeJS.ProcessEnv = process.env, uid = process.getuid?.() ?? 0): string[] {
  const roots: string[] = [];
  const systemd = env.CACHE_DIRECTORY?.split(':')[0];
  if (systemd) roots.push(systemd);
  if (env.XDG_CACHE_HOME) roots.push(path.join(env.XDG_CACHE_HOME, 'recoverly'));
  if (env.HOME && env.HOME !== '/') roots.push(path.join(env.HOME, '.cache', 'recoverly'));
  roots.push(path.join(os.tmpdir(), `recoverly-${uid}`));
  return roots;
}

function sha256(bytes: Uint8Array): string {
  return crypto.createHash('sha256').update(bytes).digest('hex');
}

/**
 * A folder of this user's own that no one else may change: created 0700, or found owned by this
 * user and not a link (narrowed to 0700 when others may write in it, or, with `closed`, enter it).
 * One another user owns (a planted /tmp/recoverly-1000) is not used: they could swap the file in it.
 */
function ownFolder(folder: string, closed: boolean): boolean {
  try {
    fs.mkdirSync(folder, { recursive: true, mode: 0o700 });
    const stat = fs.lstatSync(folder);
    if (!stat.isDirectory() || (process.getuid && stat.uid !== process.getuid())) return false;
    if (stat.mode & (closed ? 0o077 : 0o022)) fs.chmodSync(folder, 0o700);
    return true;
  } catch {
    return false;
  }
}

/** The file at `file` when it holds exactly `bytes` (a torn write or a changed file is written again). */
function holds(file: string, hash: string): boolean {
  try {
    const stat = fs.lstatSync(file);
    if (!stat.isFile() || (process.getuid && stat.uid !== process.getuid())) return false;
    return sha256(fs.readFileSync(file)) === hash;
  } catch {
    return false;
  }
}

/**
 * Writes the native addon once into a private cache folder named by its content's hash
 * (`<cache>/sqlite-<hash>/better_sqlite3.node`, folders 0700) and returns its path; a later start,
 * or another release carrying the same addon, finds it there and checks it instead of writing it.
 * A new file is written beside and renamed into place, so a process stopped half way leaves no
 * half-written addon under the final name.
 */
export function installAddon(bytes: Uint8Array, roots: readonly string[]): string {
  const hash = sha256(bytes);
  for (const root of roots) {
    const folder = path.join(root, `sqlite-${hash.slice(0, 16)}`);
    if (!ownFolder(root, false) || !ownFolder(folder, true)) continue;
    const file = path.join(folder, ADDON_FILE);
    if (holds(file, hash)) return file;
    try {
      const temporary = `${file}.${process.pid}.tmp`;
      fs.writeFileSync(temporary, bytes, { mode: 0o600 });
      fs.renameSync(temporary, file);
      if (holds(file, hash)) return file;
    } catch {
      // Not writable (a full disk, a read-only home): the next folder.
    }
  }
  throw new StartupError(
    `the SQLite library could not be written to a private cache folder (tried ${roots.join(', ')}); set XDG_CACHE_HOME to a folder this user owns and may write`,
  );
}

let addon: unknown = null;

/**
 * better-sqlite3's native addon, from inside the executable: written to the cache once, then
 * loaded with process.dlopen (an executable's require loads only Node's own modules).
 */
export function loadEmbeddedSqliteAddon(): unknown {
  if (addon) return addon;
  const file = installAddon(new Uint8Array(getRawAsset(SQLITE_ADDON_ASSET)), cacheRoots());
  const module = { exports: {} as unknown };
  process.dlopen(module, file);
  addon = module.exports;
  return addon;
}
