import crypto from 'node:crypto';
import { promisify } from 'node:util';
import type { Executor } from '~/lib/db/schema';

/**
 * One-time recovery codes: the way in when the authenticator app is lost. Ten of them, each
 * `xxxx-xxxx-xxxx`: twelve symbols from Crockford's base 32 in lower case without its 0 and 1, so
 * no code holds a character read or written as another (0/o, 1/l/i; Crockford already leaves out
 * i, l, o and u), about 59 bits. Shown once at enrolment and stored only as salted scrypt hashes, so
 * a copy of the database doesn't hand them out. Codes issued before were `xxxxx-xxxxx` from a–z and
 * 0–9; they are hashed as that shape and keep working until used.
 */
export const RECOVERY_CODE_COUNT = 10;
export const RECOVERY_CODE_ALPHABET = '23456789abcdefghjkmnpqrstvwxyz';
const GROUP = 4;
const GROUPS = 3;
const SHAPE = /^[2-9a-hjkmnp-tv-z]{4}-[2-9a-hjkmnp-tv-z]{4}-[2-9a-hjkmnp-tv-z]{4}$/;
/** The codes issued before: two groups of five lowercase letters and digits. */
const EARLIER_SHAPE = /^[a-z0-9]{5}-[a-z0-9]{5}$/;

// scrypt's cost (N = 2^14, r = 8, p = 1: Node's defaults, OWASP's floor): some tens of milliseconds per
// guess for whoever holds the hashes, a handful per sign-in for us. Stored with each hash so it can rise.
const COST = { N: 16_384, r: 8, p: 1 } as const;
const KEY_BYTES = 32;
const SALT_BYTES = 16;

const scrypt = promisify(crypto.scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: crypto.ScryptOptions,
) => Promise<Buffer>;

function randomGroup(): string {
  let out = '';
  for (let i = 0; i < GROUP; i++) out += RECOVERY_CODE_ALPHABET[crypto.randomInt(RECOVERY_CODE_ALPHABET.length)];
  return out;
}

/** Ten new codes from the operating system's CSPRNG. */
export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => Array.from({ length: GROUPS }, randomGroup).join('-'));
}

/**
 * A code as people type it: any case, spaces or dashes anywhere or left out. The result is the shape
 * it was hashed in (a current code or one issued before); '' when it can't be either.
 */
export function normalizeRecoveryCode(input: string): string {
  const compact = input.toLowerCase().replace(/[\s-]+/g, '');
  if (compact.length === GROUP * GROUPS) {
    const grouped = Array.from({ length: GROUPS }, (_, i) => compact.slice(i * GROUP, (i + 1) * GROUP)).join('-');
    return SHAPE.test(grouped) ? grouped : '';
  }
  const earlier = `${compact.slice(0, 5)}-${compact.slice(5)}`;
  return EARLIER_SHAPE.test(earlier) ? earlier : '';
}

export function looksLikeRecoveryCode(input: string): boolean {
  return normalizeRecoveryCode(input) !== '';
}

/** 'scrypt$N$r$p$salt$hash' (base64url): a fresh salt for every code. */
export async function hashRecoveryCode(code: string): Promise<string> {
  const salt = crypto.randomBytes(SALT_BYTES);
  const key = await scrypt(code, salt, KEY_BYTES, COST);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Whether `code` is the one behind `stored`, compared in constant time. */
export async function recoveryCodeMatches(code: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await scrypt(code, Buffer.from(salt, 'base64url'), expected.length, { N: Number(n), r: Number(r), p: Number(p) });
  return key.length === expected.length && crypto.timingSafeEqual(key, expected);
}

/** Replaces the administrator's codes with these (already hashed), in the caller's transaction. */
export async function storeRecoveryCodes(executor: Executor, adminId: number, hashes: readonly string[]): Promise<void> {
  await executor.deleteFrom('admin_recovery_codes').where('admin_id', '=', adminId).execute();
  if (hashes.length === 0) return;
  await executor
    .insertInto('admin_recovery_codes')
    .values(hashes.map((code_hash) => ({ admin_id: adminId, code_hash, created_at: new Date().toISOString() })))
    .execute();
}

export async function countUnusedRecoveryCodes(executor: Executor, adminId: number): Promise<number> {
  const row = await executor
    .selectFrom('admin_recovery_codes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('admin_id', '=', adminId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Spends the code when it is one of the administrator's unused ones: the id of the row it marked
 * used, or null. The mark is a guarded UPDATE (still unused), so two requests sending the same code
 * at once can't both get in. The hashes are checked before the caller's transaction writes anything
 * (scrypt is slow); pass the transaction that records the use.
 */
export async function findRecoveryCode(executor: Executor, adminId: number, input: string): Promise<number | null> {
  const code = normalizeRecoveryCode(input);
  if (!code) return null;
  const rows = await executor
    .selectFrom('admin_recovery_codes')
    .select(['id', 'code_hash'])
    .where('admin_id', '=', adminId)
    .where('used_at', 'is', null)
    .execute();
  // Every unused hash is checked, whichever matches, so the time taken says nothing about which one did.
  const matches = await Promise.all(rows.map((row) => recoveryCodeMatches(code, row.code_hash)));
  return rows.find((_, i) => matches[i])?.id ?? null;
}

/** Marks a code used, unless another request already did: true when this call spent it. */
export async function spendRecoveryCode(executor: Executor, id: number, now = Date.now()): Promise<boolean> {
  const result = await executor
    .updateTable('admin_recovery_codes')
    .set({ used_at: new Date(now).toISOString() })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
