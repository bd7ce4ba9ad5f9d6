import crypto from 'node:crypto';

// Ed25519 signatures in minisign's format (https://jedisct1.github.io/minisign/), made and checked with
// node:crypto, so that a release's signature verifies with `minisign -V` as well as inside the file.
// Imported by scripts/release.mjs too (Node runs this file directly): node: imports only.
//
// A public key is base64 of 'Ed' + an 8-byte key id + the 32-byte key. A signature file is four lines:
// an untrusted comment; base64 of 'ED' + the key id + the Ed25519 signature of the file's BLAKE2b-512
// hash (minisign's "prehashed" form); the trusted comment; base64 of the signature of the first
// signature followed by the trusted comment's text (so the comment can't be changed either).

const KEY_ALGORITHM = 'Ed';
const PREHASHED = 'ED';
const LEGACY = 'Ed';

export interface MinisignKeyPair {
  /** 'RWQ…': the public key as minisign prints it (and `minisign -P` takes it). */
  publicKey: string;
  /** The key id as minisign shows it: 16 hexadecimal digits. */
  keyId: string;
  privateKey: crypto.KeyObject;
}

function rawPublicKey(key: crypto.KeyObject): Buffer {
  const jwk = key.export({ format: 'jwk' }) as { x?: string };
  if (!jwk.x) throw new Error('not an Ed25519 key');
  return Buffer.from(jwk.x, 'base64url');
}

/** The key id of a raw public key: the first 8 bytes of its SHA-256 (any 8 bytes name a key; these never change for it). */
function keyIdOf(raw: Buffer): Buffer {
  return crypto.createHash('sha256').update(raw).digest().subarray(0, 8);
}

/** minisign prints the id as the little-endian number the 8 bytes make. */
function keyIdText(id: Buffer): string {
  return Buffer.from(id).reverse().toString('hex').toUpperCase();
}

/**
 * The signing key from an Ed25519 private key in PEM (PKCS#8), as `openssl genpkey -algorithm ed25519`
 * writes it. Throws a plain-words error for anything else.
 */
export function minisignKeyFromPem(pem: string): MinisignKeyPair {
  let privateKey: crypto.KeyObject;
  try {
    privateKey = crypto.createPrivateKey({ key: pem, format: 'pem' });
  } catch {
    throw new Error('is not a private key in PEM (create one with: openssl genpkey -algorithm ed25519)');
  }
  if (privateKey.asymmetricKeyType !== 'ed25519') {
    throw new Error(
      `is a ${privateKey.asymmetricKeyType ?? 'unknown'} key, not Ed25519 (create one with: openssl genpkey -algorithm ed25519)`,
    );
  }
  const raw = rawPublicKey(crypto.createPublicKey(privateKey));
  const id = keyIdOf(raw);
  return { publicKey: Buffer.concat([Buffer.from(KEY_ALGORITHM), id, raw]).toString('base64'), keyId: keyIdText(id), privateKey };
}

/** The public key file minisign reads with -p. */
export function minisignPublicKeyFile(pair: Pick<MinisignKeyPair, 'publicKey' | 'keyId'>): string {
  return `untrusted comment: minisign public key ${pair.keyId}\n${pair.publicKey}\n`;
}

/** A signature of `content` in minisign's prehashed form, with `trustedComment` signed along. */
export function minisignSign(
  content: Buffer,
  pair: MinisignKeyPair,
  trustedComment: string,
  untrustedComment = 'signature from the Recoverly release key',
): string {
  if (/[\r\n]/.test(trustedComment) || /[\r\n]/.test(untrustedComment)) throw new Error('a comment must be one line');
  const id = Buffer.from(pair.publicKey, 'base64').subarray(2, 10);
  const hash = crypto.createHash('blake2b512').update(content).digest();
  const signature = crypto.sign(null, hash, pair.privateKey);
  const global = crypto.sign(null, Buffer.concat([signature, Buffer.from(trustedComment, 'utf8')]), pair.privateKey);
  return [
    `untrusted comment: ${untrustedComment}`,
    Buffer.concat([Buffer.from(PREHASHED), id, signature]).toString('base64'),
    `trusted comment: ${trustedComment}`,
    global.toString('base64'),
    '',
  ].join('\n');
}

export type MinisignCheck =
  | { ok: true; trustedComment: string }
  | { ok: false; reason: 'malformed-key' | 'malformed-signature' | 'other-key' | 'bad-signature' | 'bad-comment' };

/** Whether `signatureFile` is a valid minisign signature of `content` by `publicKey` ('RWQ…'), and its trusted comment. */
export function minisignVerify(content: Buffer, signatureFile: string, publicKey: string): MinisignCheck {
  const keyBytes = Buffer.from(publicKey, 'base64');
  if (keyBytes.length !== 42 || keyBytes.subarray(0, 2).toString() !== KEY_ALGORITHM) return { ok: false, reason: 'malformed-key' };
  const lines = signatureFile.replace(/\r\n/g, '\n').split('\n');
  const [untrusted, encoded, trusted, encodedGlobal] = lines;
  if (!untrusted?.startsWith('untrusted comment:') || !encoded || !trusted?.startsWith('trusted comment: ') || !encodedGlobal) {
    return { ok: false, reason: 'malformed-signature' };
  }
  const signatureBytes = Buffer.from(encoded, 'base64');
  const global = Buffer.from(encodedGlobal, 'base64');
  if (signatureBytes.length !== 74 || global.length !== 64) return { ok: false, reason: 'malformed-signature' };
  const algorithm = signatureBytes.subarray(0, 2).toString();
  if (algorithm !== PREHASHED && algorithm !== LEGACY) return { ok: false, reason: 'malformed-signature' };
  if (!signatureBytes.subarray(2, 10).equals(keyBytes.subarray(2, 10))) return { ok: false, reason: 'other-key' };
  const key = crypto.createPublicKey({
    key: { kty: 'OKP', crv: 'Ed25519', x: keyBytes.subarray(10).toString('base64url') },
    format: 'jwk',
  });
  const signature = signatureBytes.subarray(10);
  const signed = algorithm === PREHASHED ? crypto.createHash('blake2b512').update(content).digest() : content;
  if (!crypto.verify(null, signed, key, signature)) return { ok: false, reason: 'bad-signature' };
  const trustedComment = trusted.slice('trusted comment: '.length);
  if (!crypto.verify(null, Buffer.concat([signature, Buffer.from(trustedComment, 'utf8')]), key, global))
    return { ok: false, reason: 'bad-comment' };
  return { ok: true, trustedComment };
}
