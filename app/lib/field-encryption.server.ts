import crypto from 'node:crypto';
import path from 'node:path';
import { dataFolder, env, REFUND_ACCOUNT_KEY_FILE, SHARED_REFUND_KEY_REQUIRED, type Env } from './env.server';
import { readOrCreateSecretFile } from './session-secret.server';

// Encrypting what a buyer gives us and we must not keep readable at rest (the account a refund goes
// to): AES-256-GCM with a key that never enters the database, so neither the database file nor a
// backup of it shows the text. The key is REFUND_ACCOUNT_KEY's list (the first encrypts, all
// decrypt, so it can be rotated), or, unset on SQLite, 32 random bytes generated once into the data
// folder (0600). Each value is bound to what it belongs to (`context`, e.g. the order), so a value
// copied onto another row does not decrypt there.

const VERSION = 'v1';
const IV_BYTES = 12;

interface Key {
  id: string;
  secret: Buffer;
}

const fromFile = new Map<string, Key[]>();

function keyOf(secret: Buffer): Key {
  // The first bytes of its hash name the key inside each value, so a rotated list finds the right one.
  return { id: crypto.createHash('sha256').update(secret).digest('base64url').slice(0, 8), secret };
}

/** The keys, the encrypting one first. */
function keys(settings: Env = env()): Key[] {
  if (settings.refundAccountKeys.length > 0) return settings.refundAccountKeys.map(keyOf);
  // The server refuses to start this way (server-config.ts): one machine's key would strand the others.
  if (settings.database.kind === 'postgres') throw new Error(SHARED_REFUND_KEY_REQUIRED);
  const file = path.join(dataFolder(settings), REFUND_ACCOUNT_KEY_FILE);
  let known = fromFile.get(file);
  if (!known) {
    const hex = readOrCreateSecretFile(file, { name: 'the refund account key', variable: 'REFUND_ACCOUNT_KEY' });
    if (!/^[0-9a-f]{64}$/i.test(hex)) throw new Error(`${file} does not hold a key of 64 hexadecimal characters`);
    known = [keyOf(Buffer.from(hex, 'hex'))];
    fromFile.set(file, known);
  }
  return known;
}

/** `plain` encrypted for `context`: 'v1.{key id}.{iv}.{ciphertext}.{tag}', base64url parts. */
export function encryptField(plain: string, context: string, settings?: Env): string {
  const key = keys(settings)[0]!;
  const iv = crypto.randomBytes(IV_BYTES);
  const cipher = crypto.createCipheriv('aes-256-gcm', key.secret, iv);
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, key.id, iv.toString('base64url'), body.toString('base64url'), cipher.getAuthTag().toString('base64url')].join('.');
}

/** The text `sealed` holds for `context`, or null when no key we hold opens it (or it was made for something else). */
export function decryptField(sealed: string, context: string, settings?: Env): string | null {
  const [version, id, iv, body, tag, extra] = sealed.split('.');
  if (version !== VERSION || !id || !iv || body === undefined || !tag || extra !== undefined) return null;
  const key = keys(settings).find((k) => k.id === id);
  if (!key) return null;
  try {
    const decipher = crypto.createDecipheriv('aes-256-gcm', key.secret, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
