import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { displayPath, narrowToOwner, octalMode } from './db/database-file.server';
import { dataFolder, env, SESSION_SECRET_FILE, SHARED_SECRET_REQUIRED, type Env } from './env.server';
import { fileErrorReason, StartupError } from './startup-error.server';

const generated = new Map<string, string>();

/**
 * The secrets that sign cookies and payment references: SESSION_SECRET's list (the first signs, all
 * verify, so a secret can be rotated without signing everyone out). Unset, one secret is generated
 * once into the data folder (mode 0600) and kept there.
 */
export function sessionSecrets(settings: Env = env()): string[] {
  if (settings.sessionSecrets.length > 0) return settings.sessionSecrets;
  // The server refuses to start this way (server-config.ts); nothing else may sign with a secret only it knows.
  if (settings.database.kind === 'postgres') throw new Error(SHARED_SECRET_REQUIRED);
  const file = path.join(dataFolder(settings), SESSION_SECRET_FILE);
  let secret = generated.get(file);
  if (!secret) {
    secret = readOrCreateSecretFile(file);
    generated.set(file, secret);
  }
  return [secret];
}

/** What a secret file holds, for its messages: its name, and the variable that replaces the file. */
export interface SecretFileRole {
  name: string;
  variable: string;
}

const SESSION_SECRET_ROLE: SecretFileRole = { name: 'the session secret', variable: 'SESSION_SECRET' };

/** A secret kept in a file of the data folder: read (narrowed to 0600 when it was wider), or written there once (0600). */
export function readOrCreateSecretFile(file: string, role: SecretFileRole = SESSION_SECRET_ROLE): string {
  const shown = displayPath(file);
  let existing: string | null = null;
  try {
    existing = fs.readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
      throw new StartupError(
        `${shown} cannot be read (${fileErrorReason(error)}); give this user read access to it, or set ${role.variable}`,
      );
    }
  }
  if (existing !== null) {
    // An empty file is a first start cut short while writing it: nothing was ever signed with it.
    if (!existing)
      throw new StartupError(`${shown} is empty (a first start stopped while writing it?); delete it, and the next start writes a new one`);
    // A secret written by hand, or copied in, may be readable by others: it signs the administrator's cookie.
    const was = narrowToOwner(file, 0o600);
    if (was !== null) console.log(`${shown} narrowed to 0600 (was ${octalMode(was)})`);
    return existing;
  }
  const secret = crypto.randomBytes(32).toString('hex');
  try {
    fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    // 'wx' fails if another process created it in the meantime; then we read theirs.
    writeWhole(file, secret + '\n');
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return readOrCreateSecretFile(file, role);
    throw new StartupError(
      `${role.name} could not be written to ${shown} (${fileErrorReason(error)}); free some space or make the folder writable, or set ${role.variable}`,
    );
  }
}

/**
 * Writes a new secret file at once and whole: created exclusively ('wx'), and removed again if the
 * write fails half way (a full disk), so no empty or cut file is left for the next start to trust.
 */
export function writeWhole(file: string, text: string): void {
  const fd = fs.openSync(file, 'wx', 0o600);
  try {
    fs.writeFileSync(fd, text);
    fs.fsyncSync(fd);
  } catch (error) {
    fs.closeSync(fd);
    fs.rmSync(file, { force: true });
    throw error;
  }
  fs.closeSync(fd);
}
