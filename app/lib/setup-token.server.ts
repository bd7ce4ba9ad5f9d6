import crypto from 'node:crypto';

// Held in memory only: a token printed at start lets whoever can read the server's console
// create the first administrator, and it dies with the process.
let token: string | null = null;

export function issueSetupToken(): string {
  token = crypto.randomBytes(24).toString('base64url');
  return token;
}

export function isValidSetupToken(candidate: string | null | undefined): boolean {
  if (!token || !candidate) return false;
  const a = Buffer.from(token);
  const b = Buffer.from(candidate);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

/** Once an administrator exists, sign-up is closed for good. */
export function revokeSetupToken(): void {
  token = null;
}
