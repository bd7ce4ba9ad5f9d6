import crypto from 'node:crypto';
import { db } from '~/lib/db/db.server';

/** A printed setup link works this long at most (or until the process that printed it stops). */
export const SETUP_TOKEN_LIFETIME_MS = 24 * 60 * 60_000;

// The database keeps a hash of each token, never the token: a link printed by one server process
// then works on any process of the site, and reading the database does not reveal it.
const hash = (token: string) => crypto.createHash('sha256').update(token).digest('hex');
const iso = (ms: number) => new Date(ms).toISOString();

// This process's token, withdrawn when it stops.
let issued: string | null = null;

/** A new one-time token for creating the first administrator; whoever can read the server's console sees it. */
export async function issueSetupToken(now = Date.now()): Promise<string> {
  const token = crypto.randomBytes(24).toString('base64url');
  await db.deleteFrom('setup_tokens').where('expires_at', '<=', iso(now)).execute();
  await db
    .insertInto('setup_tokens')
    .values({ token_hash: hash(token), expires_at: iso(now + SETUP_TOKEN_LIFETIME_MS) })
    .execute();
  issued = hash(token);
  return token;
}

export async function isValidSetupToken(candidate: string | null | undefined): Promise<boolean> {
  // Tokens are 32 characters: anything much longer is not one (and isn't worth hashing).
  if (!candidate || candidate.length > 100) return false;
  const row = await db.selectFrom('setup_tokens').select('expires_at').where('token_hash', '=', hash(candidate)).executeTakeFirst();
  return row !== undefined && row.expires_at > iso(Date.now());
}

/** Once an administrator exists, sign-up is closed for good: every process's token goes. */
export async function revokeSetupTokens(): Promise<void> {
  await db.deleteFrom('setup_tokens').execute();
  issued = null;
}

/** At shutdown: the link this process printed stops working with it. */
export async function withdrawSetupToken(): Promise<void> {
  if (!issued) return;
  await db.deleteFrom('setup_tokens').where('token_hash', '=', issued).execute();
  issued = null;
}
