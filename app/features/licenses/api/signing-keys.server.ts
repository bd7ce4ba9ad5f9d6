import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { displayPath, narrowToOwner, octalMode } from '~/lib/db/database-file.server';
import { dataFolder, env, LICENSE_SIGNING_KEY_FILE, SHARED_LICENSE_KEY_REQUIRED, type Env } from '~/lib/env.server';
import { fileErrorReason, StartupError } from '~/lib/startup-error.server';
import { writeWhole } from '~/lib/session-secret.server';
import { publicJwk, type Ed25519Jwk } from './license-file';

// The Ed25519 keys that sign license files. LICENSE_SIGNING_KEY (a comma-separated list) when set,
// required with DATABASE_URL so every process signs with the same key; otherwise a file in the data
// folder (0600), generated on first start. In both, the first key signs and every key stays
// published, so files signed before a rotation still verify.

export interface SigningKey {
  kid: string;
  privateKey: crypto.KeyObject;
  jwk: Ed25519Jwk;
}

/** A new private key as LICENSE_SIGNING_KEY and the key file hold it: base64url of its PKCS#8 DER. */
export function newSigningKeyText(): string {
  const { privateKey } = crypto.generateKeyPairSync('ed25519');
  return privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64url');
}

function readKey(text: string, where: string): SigningKey {
  let privateKey: crypto.KeyObject;
  try {
    privateKey = crypto.createPrivateKey({ key: Buffer.from(text, 'base64url'), format: 'der', type: 'pkcs8' });
  } catch {
    throw new StartupError(`${where} holds a value that is not an Ed25519 private key (create one with \`npm run license-key -- --new\`)`);
  }
  if (privateKey.asymmetricKeyType !== 'ed25519') throw new StartupError(`${where} holds a key that is not Ed25519`);
  const jwk = publicJwk(privateKey);
  return { kid: jwk.kid, privateKey, jwk };
}

export function signingKeyFile(settings: Env = env()): string {
  return path.join(dataFolder(settings), LICENSE_SIGNING_KEY_FILE);
}

function readKeyFile(file: string): string[] {
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

/** Writes the key file whole (a temporary file renamed over it), readable by its owner only. */
function writeKeyFile(file: string, keys: string[]): void {
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, keys.join('\n') + '\n', { mode: 0o600 });
  fs.renameSync(temporary, file);
}

function keyTexts(settings: Env): string[] {
  if (settings.licenseSigningKeys.length > 0) return settings.licenseSigningKeys;
  if (settings.database.kind === 'postgres') throw new StartupError(SHARED_LICENSE_KEY_REQUIRED);
  const file = signingKeyFile(settings);
  const shown = displayPath(file);
  let keys: string[] | null = null;
  try {
    keys = readKeyFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
      throw new StartupError(
        `${shown} cannot be read (${fileErrorReason(error)}); give this user read access to it, or set LICENSE_SIGNING_KEY`,
      );
    }
  }
  if (keys !== null) {
    // An empty key file is a first start cut short while writing it: no license was signed with it.
    if (keys.length === 0)
      throw new StartupError(`${shown} is empty (a first start stopped while writing it?); delete it, and the next start writes a new key`);
    const was = narrowToOwner(file, 0o600);
    if (was !== null) console.log(`${shown} narrowed to 0600 (was ${octalMode(was)})`);
    return keys;
  }
  const created = newSigningKeyText();
  try {
    fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    // Created exclusively ('wx'): if another process created it meanwhile, theirs is read.
    writeWhole(file, created + '\n');
    console.log(`License signing key generated: ${shown}`);
    return [created];
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return keyTexts(settings);
    throw new StartupError(
      `the license signing key could not be written to ${shown} (${fileErrorReason(error)}); free some space or make the folder writable, or set LICENSE_SIGNING_KEY`,
    );
  }
}

let loaded: SigningKey[] | null = null;

/** This process's keys, the signing one first: read (or generated) once. Throws a StartupError when a key is unusable. */
export function signingKeys(settings: Env = env()): SigningKey[] {
  if (settings !== env()) return keyTexts(settings).map((text, i) => readKey(text, keySource(settings, i)));
  loaded ??= keyTexts(settings).map((text, i) => readKey(text, keySource(settings, i)));
  return loaded;
}

function keySource(settings: Env, index: number): string {
  return settings.licenseSigningKeys.length > 0 ? `LICENSE_SIGNING_KEY (key ${index + 1})` : displayPath(signingKeyFile(settings));
}

/** The key that signs new license files. */
export function currentSigningKey(): SigningKey {
  return signingKeys()[0]!;
}

/** Every published public key, as a JWKS (served at /.well-known/license-signing-keys.json). */
export function publishedKeys(): { keys: Ed25519Jwk[] } {
  return { keys: signingKeys().map((key) => key.jwk) };
}

export type RotateOutcome =
  | { kind: 'rotated'; kid: string; file: string; published: number }
  /** The keys come from LICENSE_SIGNING_KEY: the operator puts the new key first in it, on every process. */
  | { kind: 'set-by-environment'; key: string; kid: string; value: string };

/**
 * A new signing key, the old ones kept for verifying. In the key file: written first, the site's
 * processes sign with it once restarted. From LICENSE_SIGNING_KEY: the new list to set.
 */
export function rotateSigningKey(settings: Env = env()): RotateOutcome {
  const key = newSigningKeyText();
  const kid = readKey(key, 'the new key').kid;
  if (settings.licenseSigningKeys.length > 0 || settings.database.kind === 'postgres') {
    return { kind: 'set-by-environment', key, kid, value: [key, ...settings.licenseSigningKeys].join(',') };
  }
  const file = signingKeyFile(settings);
  const existing = keyTexts(settings);
  writeKeyFile(file, [key, ...existing]);
  loaded = null;
  return { kind: 'rotated', kid, file: displayPath(file), published: existing.length + 1 };
}
