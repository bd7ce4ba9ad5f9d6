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

export function rowsNamed(table: 'help_requests' | 'support_requests' | 'ach_orders', name: string) {
  const db = openTestDatabase();
  try {
    return db.prepare(`SELECT * FROM ${table} WHERE name = ?`).all(name) as Record<string, unknown>[];
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
