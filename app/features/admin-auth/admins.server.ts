import bcrypt from 'bcryptjs';
import { sql } from 'kysely';
import { db } from '~/lib/db/db.server';
import { lockForTransaction } from '~/lib/db/transaction-lock.server';
import type { Admin, Executor } from '~/lib/db/schema';
import { normalizeEmail, validateNewCredentials } from './credentials';

// 10 is OWASP's floor for bcrypt; bcryptjs is pure JavaScript, so each step up doubles a slow sign-in.
export const BCRYPT_COST = 10;

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, BCRYPT_COST);
}

export async function countAdmins(): Promise<number> {
  const row = await db
    .selectFrom('admins')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function findAdminByEmail(email: string): Promise<Admin | undefined> {
  return db.selectFrom('admins').selectAll().where('email', '=', normalizeEmail(email)).executeTakeFirst();
}

export function findAdminById(id: number): Promise<Admin | undefined> {
  return db.selectFrom('admins').selectAll().where('id', '=', id).executeTakeFirst();
}

export function verifyPassword(password: string, passwordHash: string): Promise<boolean> {
  return bcrypt.compare(password, passwordHash);
}

// Compared against when the e-mail is unknown, so a wrong e-mail costs as long as a wrong password.
let dummyHash: Promise<string> | null = null;
export function passwordHashForTiming(): Promise<string> {
  dummyHash ??= hashPassword('not-a-real-password-only-for-timing');
  return dummyHash;
}

export type AdminSetOutcome = { action: 'created'; email: string } | { action: 'reset'; email: string; previousEmail: string };

/**
 * Creates the site's one administrator, or resets it when one exists (new e-mail and password,
 * and every existing session of it ends). Says what it did, and which e-mail a reset replaced.
 */
export async function createOrResetAdmin(email: string, password: string): Promise<AdminSetOutcome> {
  const problem = validateNewCredentials(email, password);
  if (problem) throw new Error(problem);
  const passwordHash = await hashPassword(password);
  const existing = await db.selectFrom('admins').select(['id', 'email']).orderBy('id').executeTakeFirst();
  if (!existing) {
    await db
      .insertInto('admins')
      .values({ email: normalizeEmail(email), password_hash: passwordHash })
      .execute();
    return { action: 'created', email: normalizeEmail(email) };
  }
  await db
    .updateTable('admins')
    .set({
      email: normalizeEmail(email),
      password_hash: passwordHash,
      credentials_version: sql`credentials_version + 1`,
      updated_at: new Date().toISOString(),
    })
    .where('id', '=', existing.id)
    .execute();
  return { action: 'reset', email: normalizeEmail(email), previousEmail: existing.email };
}

export type FirstAdminOutcome = { kind: 'created'; admin: Admin } | { kind: 'exists' };

/**
 * Creates the administrator only while none exists, and never resets one (so a leaked setup link
 * can't take over a site that has its administrator). "None yet, so create one"
 * holds a lock for its transaction: two processes starting together on one PostgreSQL database (both
 * with ADMIN_EMAIL), or two setup posts at once, create one administrator between them, and the
 * others are told one exists.
 */
export async function createAdminIfNone(email: string, password: string): Promise<FirstAdminOutcome> {
  const passwordHash = await hashPassword(password);
  return db.transaction().execute(async (trx) => {
    await lockForTransaction(trx, 'admins: the first one');
    const existing = await trx.selectFrom('admins').select('id').executeTakeFirst();
    if (existing) return { kind: 'exists' };
    const admin = await trx
      .insertInto('admins')
      .values({ email: normalizeEmail(email), password_hash: passwordHash })
      .returningAll()
      .executeTakeFirstOrThrow();
    return { kind: 'created', admin };
  });
}

/**
 * Saves a new e-mail and/or password hash, with the caller's executor (inside its transaction). A new
 * password bumps credentials_version, which ends every session that carries the old version.
 */
export async function updateAdminCredentials(
  executor: Executor,
  id: number,
  changes: { email?: string; passwordHash?: string },
): Promise<Admin> {
  const { passwordHash } = changes;
  return executor
    .updateTable('admins')
    .set({
      ...(changes.email === undefined ? {} : { email: normalizeEmail(changes.email) }),
      ...(passwordHash === undefined ? {} : { password_hash: passwordHash, credentials_version: sql`credentials_version + 1` }),
      updated_at: new Date().toISOString(),
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}
