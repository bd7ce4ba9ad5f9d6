import bcrypt from 'bcryptjs';
import { sql } from 'kysely';
import { db, type Admin } from './db.server';

export const BCRYPT_COST = 12;
export const MIN_PASSWORD_LENGTH = 8;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, BCRYPT_COST);
}

export async function countAdmins(): Promise<number> {
  const row = await db.selectFrom('admins').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

export function findAdminById(id: number): Promise<Admin | undefined> {
  return db.selectFrom('admins').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findAdminByEmail(email: string): Promise<Admin | undefined> {
  return db.selectFrom('admins').selectAll().where('email', '=', normalizeEmail(email)).executeTakeFirst();
}

export function validateNewCredentials(email: string, password: string): string | null {
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(normalizeEmail(email))) return 'Please enter a valid e-mail address.';
  if (password.length < MIN_PASSWORD_LENGTH) return `The password must be at least ${MIN_PASSWORD_LENGTH} characters long.`;
  return null;
}

/**
 * Creates the site's one administrator, or resets it when one exists (new e-mail and password,
 * and every existing session of it ends). Returns what it did.
 */
export async function createOrResetAdmin(email: string, password: string): Promise<'created' | 'reset'> {
  const problem = validateNewCredentials(email, password);
  if (problem) throw new Error(problem);
  const passwordHash = await hashPassword(password);
  const existing = await db.selectFrom('admins').select('id').orderBy('id').executeTakeFirst();
  if (!existing) {
    await db.insertInto('admins').values({ email: normalizeEmail(email), password_hash: passwordHash }).execute();
    return 'created';
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
  return 'reset';
}
