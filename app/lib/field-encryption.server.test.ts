import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseEnv } from './env.server';
import { decryptField, encryptField } from './field-encryption.server';

const KEY_A = 'a1'.repeat(32);
const KEY_B = 'b2'.repeat(32);
const withKeys = (...keys: string[]) => parseEnv({ REFUND_ACCOUNT_KEY: keys.join(','), DATABASE_PATH: '/nonexistent/site.db' });

describe('fields encrypted at rest', () => {
  it('open again for the same context, and hold nothing of the text as written', () => {
    const settings = withKeys(KEY_A);
    const sealed = encryptField('Jane Buyer 000123456789', 'refund-account:7', settings);
    expect(sealed).toMatch(/^v1\.[A-Za-z0-9_-]{8}\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(sealed).not.toContain('000123456789');
    expect(Buffer.from(sealed.split('.')[3]!, 'base64url').toString('latin1')).not.toContain('000123456789');
    expect(decryptField(sealed, 'refund-account:7', settings)).toBe('Jane Buyer 000123456789');
    // The same text twice is two different values (a fresh IV each time).
    expect(encryptField('Jane Buyer 000123456789', 'refund-account:7', settings)).not.toBe(sealed);
  });

  it('do not open for another context, another key, or once altered', () => {
    const sealed = encryptField('000123456789', 'refund-account:7', withKeys(KEY_A));
    expect(decryptField(sealed, 'refund-account:8', withKeys(KEY_A))).toBeNull();
    expect(decryptField(sealed, 'refund-account:7', withKeys(KEY_B))).toBeNull();
    const parts = sealed.split('.');
    const body = Buffer.from(parts[3]!, 'base64url');
    body[0] = body[0]! ^ 1;
    expect(
      decryptField([...parts.slice(0, 3), body.toString('base64url'), parts[4]].join('.'), 'refund-account:7', withKeys(KEY_A)),
    ).toBeNull();
    for (const junk of ['', 'v1', 'v2.a.b.c.d', `${sealed}.extra`])
      expect(decryptField(junk, 'refund-account:7', withKeys(KEY_A))).toBeNull();
  });

  it('a rotated list encrypts with its first key and still opens what the older key sealed', () => {
    const old = encryptField('old account', 'c', withKeys(KEY_A));
    const rotated = withKeys(KEY_B, KEY_A);
    expect(decryptField(old, 'c', rotated)).toBe('old account');
    const fresh = encryptField('new account', 'c', rotated);
    expect(decryptField(fresh, 'c', withKeys(KEY_A))).toBeNull();
    expect(decryptField(fresh, 'c', withKeys(KEY_B))).toBe('new account');
  });

  it('without REFUND_ACCOUNT_KEY, on SQLite, generate the key once into the data folder, 0600, and keep using it', () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'field-key-'));
    try {
      const settings = parseEnv({ DATABASE_PATH: path.join(folder, 'site.db') });
      const sealed = encryptField('kept', 'c', settings);
      const file = path.join(folder, 'refund-account-key');
      expect(fs.readFileSync(file, 'utf8').trim()).toMatch(/^[0-9a-f]{64}$/);
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      expect(decryptField(sealed, 'c', parseEnv({ DATABASE_PATH: path.join(folder, 'site.db') }))).toBe('kept');
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });

  it('with DATABASE_URL and no REFUND_ACCOUNT_KEY, refuse rather than use one machine’s own key', () => {
    expect(() => encryptField('x', 'c', parseEnv({ DATABASE_URL: 'postgres://site@db/site' }))).toThrow(/^REFUND_ACCOUNT_KEY is not set/);
  });
});
