import crypto from 'node:crypto';
import { openTestDatabase } from './fixtures';

/** Chromium logs every 4xx answer as a console error; a refused form post answers 400 on purpose. */
export const REFUSED_POST_LOG = /Failed to load resource: the server responded with a status of 400/;

/** A name no other test uses, so rows can be found without counting the shared database. */
export function uniqueName(prefix: string): string {
  return `${prefix} ${crypto.randomBytes(4).toString('hex')}`;
}

/**
 * An address no other test uses: checkout asks before a second pending order of one plan from one
 * address, so buyers who mean to place an order each need their own.
 */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${crypto.randomBytes(4).toString('hex')}@example.com`;
}

/** The rows of the orders, or of the requests of one kind, with this name. */
export function rowsNamed(table: 'ach_orders' | 'support' | 'help' | 'contact' | 'email', name: string) {
  const db = openTestDatabase();
  try {
    return (
      table === 'ach_orders'
        ? db.prepare('SELECT * FROM ach_orders WHERE name = ?').all(name)
        : db.prepare('SELECT * FROM requests WHERE kind = ? AND name = ?').all(table, name)
    ) as Record<string, unknown>[];
  } finally {
    db.close();
  }
}

export function setting<T>(key: string): T {
  const db = openTestDatabase();
  try {
    const row = db.prepare('SELECT value FROM site_settings WHERE key = ?').get(key) as { value: string };
    return JSON.parse(row.value) as T;
  } finally {
    db.close();
  }
}
