import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

// Files that hold customer data or secrets (backups, restored data, downloaded releases) are written
// without trusting what is already at their path: a new file is created exclusively (O_EXCL), never
// through a symbolic link (O_NOFOLLOW), readable by its owner only, under a temporary name, and
// renamed (or linked) into place once complete. A file read the same way never follows a link.

const { O_CREAT, O_EXCL, O_NOFOLLOW, O_WRONLY, O_RDONLY } = fs.constants;

/** An error whose words are the operator's: what is at a path and what to do. */
export class FileRefusal extends Error {}

/** Opens a new file for writing, 0600 unless told: refused if anything (a file, a link, a dangling link) is at `file`. */
export function openNewFile(file: string, mode = 0o600): number {
  const fd = fs.openSync(file, O_CREAT | O_EXCL | O_NOFOLLOW | O_WRONLY, mode);
  // The umask may have narrowed it further; a mode wider than asked is never left.
  fs.fchmodSync(fd, mode);
  return fd;
}

/** A temporary name beside `file`, in its folder (so the rename into place stays on one file system). */
export function temporaryNameFor(file: string): string {
  return path.join(path.dirname(file), `.${path.basename(file)}.${crypto.randomBytes(6).toString('hex')}.tmp`);
}

/**
 * Gives the complete file `temporary` its final name. Without `replace`, a path that exists (even a
 * link, even one that points nowhere) is refused, atomically: the file is linked under the new name,
 * which fails if anything is there. With `replace`, a rename takes the name; a link at it is replaced
 * itself, never what it points to.
 */
export function publishFile(temporary: string, file: string, { replace = false }: { replace?: boolean } = {}): void {
  if (replace) {
    fs.renameSync(temporary, file);
    return;
  }
  try {
    fs.linkSync(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw new FileRefusal(existsText(file));
    throw error;
  } finally {
    fs.rmSync(temporary, { force: true });
  }
}

/** What is at `file` in words, for a refusal: 'a file', 'a symbolic link', 'a folder'. */
export function describeExisting(file: string): string | null {
  let stat: fs.Stats;
  try {
    stat = fs.lstatSync(file);
  } catch {
    return null;
  }
  if (stat.isSymbolicLink()) return 'a symbolic link';
  if (stat.isDirectory()) return 'a folder';
  return stat.isFile() ? 'a file' : 'something that is not a file';
}

function existsText(file: string): string {
  return `${file} already exists (${describeExisting(file) ?? 'it appeared meanwhile'})`;
}

/** Refuses a path something is at, before any work is done (the final link refuses it again, atomically). */
export function refuseExisting(file: string): void {
  if (describeExisting(file)) throw new FileRefusal(existsText(file));
}

/** Reads a file without following a symbolic link at its name (refused: 'is a symbolic link'). */
export function readFileNoFollow(file: string): Buffer {
  let fd: number;
  try {
    fd = fs.openSync(file, O_RDONLY | O_NOFOLLOW);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOOP') throw new FileRefusal(`${file} is a symbolic link: it is not followed`);
    throw error;
  }
  try {
    if (!fs.fstatSync(fd).isFile()) throw new FileRefusal(`${file} is not a regular file`);
    return fs.readFileSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

/** A new private folder (0700) beside `near`, for work in progress that is renamed or removed at the end. */
export function privateWorkFolder(near: string, label: string): string {
  fs.mkdirSync(near, { recursive: true, mode: 0o700 });
  return fs.mkdtempSync(path.join(near, `.${label}-`));
}
