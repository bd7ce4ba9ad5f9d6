import crypto from 'node:crypto';

// Signed license files for offline checks: a payload (base64url of UTF-8 JSON) and its Ed25519
// signature, named by the key's id (kid). Pure node:crypto, so the reference client and the tests
// verify exactly as the desktop app does: with the published JWKS and nothing else.

export interface LicenseFile {
  kid: string;
  /** base64url of the UTF-8 JSON payload. */
  payload: string;
  /** base64url of the Ed25519 signature over the payload's bytes (the base64url text, as sent). */
  signature: string;
}

export interface LicenseFilePayload {
  key: string;
  plan: string;
  devices: number;
  /** Null for Lifetime. */
  expiresAt: string | null;
  /** SHA-256 (hex) of the device's fingerprint. */
  fingerprint: string;
  activationId: number;
  issuedAt: string;
  products: string[];
}

/** A public key as the JWKS publishes it (RFC 8037). */
export interface Ed25519Jwk {
  kty: 'OKP';
  crv: 'Ed25519';
  x: string;
  kid: string;
  alg: 'EdDSA';
  use: 'sig';
}

/** The key id: the RFC 7638 thumbprint of the public key, so it names the key wherever it is published. */
export function keyId(x: string): string {
  return crypto.createHash('sha256').update(`{"crv":"Ed25519","kty":"OKP","x":"${x}"}`).digest('base64url');
}

export function publicJwk(privateOrPublic: crypto.KeyObject): Ed25519Jwk {
  const { x } = crypto.createPublicKey(privateOrPublic).export({ format: 'jwk' }) as { x: string };
  return { kty: 'OKP', crv: 'Ed25519', x, kid: keyId(x), alg: 'EdDSA', use: 'sig' };
}

export function signLicenseFile(payload: LicenseFilePayload, key: { kid: string; privateKey: crypto.KeyObject }): LicenseFile {
  const encoded = Buffer.from(JSON.stringify(payload), 'utf8').toString('base64url');
  const signature = crypto.sign(null, Buffer.from(encoded, 'utf8'), key.privateKey).toString('base64url');
  return { kid: key.kid, payload: encoded, signature };
}

/** The payload of a file signed by one of `keys` (a JWKS's keys), or null when the signature does not hold. */
export function verifyLicenseFile(file: LicenseFile, keys: readonly { kid?: string; kty?: string; crv?: string; x?: string }[]) {
  const jwk = keys.find((k) => k.kid === file.kid && k.kty === 'OKP' && k.crv === 'Ed25519');
  if (!jwk?.x) return null;
  const publicKey = crypto.createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: jwk.x }, format: 'jwk' });
  const valid = crypto.verify(null, Buffer.from(file.payload, 'utf8'), publicKey, Buffer.from(file.signature, 'base64url'));
  return valid ? (JSON.parse(Buffer.from(file.payload, 'base64url').toString('utf8')) as LicenseFilePayload) : null;
}
