import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { displayPath, narrowToOwner, octalMode } from './db/database-file.server';
import { dataFolder, env, SESSION_SECRET_FILE, SHARED_SECRET_REQUIRED, type Env } from './env.server';

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

/** A secret kept in a file of the data folder: read (narrowed to 0600 when it was wider), or written there once (0600). */
export function readOrCreateSecretFile(file: string): string {
  try {
    const existing = fs.readFileSync(file, 'utf8').trim();
    if (existing) {
      // A secret written by hand, or copied in, may be readable by others: it signs the administrator's cookie.
      const was = narrowToOwner(file, 0o600);
      if (was !== null) console.log(`${displayPath(file)} narrowed to 0600 (was ${octalMode(was)})`);
      return existing;
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const secret = crypto.randomBytes(32).toString('hex');
  try {
    // 'wx' fails if another process created it in the meantime; then we read theirs.
    fs.writeFileSync(file, secret + '\n', { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return fs.readFileSync(file, 'utf8').trim();
    throw error;
  }
}
