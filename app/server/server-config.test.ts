import { describe, expect, it } from 'vitest';
import { parseEnv } from '~/lib/env.server';
import { readServerConfig as readConfig } from './server-config';

const readServerConfig = (source: Record<string, string>) => readConfig(parseEnv(source));

describe('the server settings', () => {
  it('default to port 3000 on every interface, with no administrator from the environment', () => {
    expect(readServerConfig({})).toEqual({ port: 3000, host: undefined, siteOrigin: null, admin: null, warnings: [] });
  });

  it('take SITE_URL as a bare origin, and refuse one with a path in one line naming the variable', () => {
    expect(readServerConfig({ SITE_URL: 'https://www.recoverly.test/' }).siteOrigin).toBe('https://www.recoverly.test');
    expect(() => readServerConfig({ SITE_URL: 'https://www.recoverly.test/shop' })).toThrow(
      /^SITE_URL must be an absolute http\(s\) address/,
    );
  });

  it('take PORT 0 (a free port), a HOST, and both administrator variables', () => {
    const config = readServerConfig({ PORT: '0', HOST: ' 127.0.0.1 ', ADMIN_EMAIL: 'owner@example.com', ADMIN_PASSWORD: 'long enough' });
    expect(config).toMatchObject({ port: 0, host: '127.0.0.1', admin: { email: 'owner@example.com', password: 'long enough' } });
  });

  for (const port of ['abc', '99999', '-1', '80.5', '3000x']) {
    it(`refuse PORT=${port} in one line that says what to set`, () => {
      expect(() => readServerConfig({ PORT: port })).toThrow(
        `PORT=${port} is not a port number; set PORT to a whole number from 1 to 65535 (0 picks a free port)`,
      );
    });
  }

  it('refuse a too-short ADMIN_PASSWORD, naming the variable', () => {
    expect(() => readServerConfig({ ADMIN_EMAIL: 'owner@example.com', ADMIN_PASSWORD: 'short' })).toThrow(
      /^ADMIN_PASSWORD is too short: the password must be at least 8 characters long; set another ADMIN_PASSWORD/,
    );
  });

  it('refuse an ADMIN_EMAIL that is not an e-mail address', () => {
    expect(() => readServerConfig({ ADMIN_EMAIL: 'owner', ADMIN_PASSWORD: 'long enough' })).toThrow(
      /^ADMIN_EMAIL=owner is not a valid e-mail address/,
    );
  });

  it('warn, without stopping, when only one of the administrator variables is set', () => {
    const config = readServerConfig({ ADMIN_EMAIL: 'owner@example.com' });
    expect(config.admin).toBeNull();
    expect(config.warnings).toEqual([expect.stringMatching(/^ADMIN_PASSWORD is not set, so ADMIN_EMAIL and ADMIN_PASSWORD are ignored/)]);
  });
});

const KEY = 'ab'.repeat(32);

describe('with DATABASE_URL (several processes may share the database)', () => {
  it('refuse to start without SESSION_SECRET, in one line that never shows the URL', () => {
    const env = { DATABASE_URL: 'postgres://site:hunter2@db.internal:5432/site' };
    expect(() => readServerConfig(env)).toThrow(/^SESSION_SECRET is not set; with DATABASE_URL every server process must sign cookies/);
    expect(() => readServerConfig(env)).not.toThrow(/hunter2/);
    expect(readServerConfig({ ...env, SESSION_SECRET: 'shared-secret', LICENSE_SIGNING_KEY: 'a-key', REFUND_ACCOUNT_KEY: KEY }).port).toBe(
      3000,
    );
  });

  it('refuse to start without LICENSE_SIGNING_KEY, so every process signs license files with the same key', () => {
    const env = { DATABASE_URL: 'postgres://site:hunter2@db.internal:5432/site', SESSION_SECRET: 'shared-secret' };
    expect(() => readServerConfig(env)).toThrow(
      /^LICENSE_SIGNING_KEY is not set; with DATABASE_URL every server process must sign license files/,
    );
    expect(() => readServerConfig(env)).not.toThrow(/hunter2/);
  });

  it('refuse to start without REFUND_ACCOUNT_KEY, so every process reads the refund accounts another wrote', () => {
    const env = {
      DATABASE_URL: 'postgres://site:hunter2@db.internal:5432/site',
      SESSION_SECRET: 'shared-secret',
      LICENSE_SIGNING_KEY: 'a-key',
    };
    expect(() => readServerConfig(env)).toThrow(
      /^REFUND_ACCOUNT_KEY is not set; with DATABASE_URL every server process must read refund accounts/,
    );
    expect(() => readServerConfig(env)).not.toThrow(/hunter2/);
  });
});

describe('REFUND_ACCOUNT_KEY', () => {
  it('takes 32 bytes as 64 hex characters, or a list of them (the first encrypts)', () => {
    expect(parseEnv({ REFUND_ACCOUNT_KEY: ` ${KEY} , ${'cd'.repeat(32)}` }).refundAccountKeys.map((key) => key.toString('hex'))).toEqual([
      KEY,
      'cd'.repeat(32),
    ]);
  });

  for (const bad of ['short', 'ab'.repeat(31), `${KEY}zz`, `${KEY},nothex`]) {
    it(`refuses ${JSON.stringify(bad.slice(0, 12))}… in one line naming the variable`, () => {
      expect(() => readServerConfig({ REFUND_ACCOUNT_KEY: bad })).toThrow(/^REFUND_ACCOUNT_KEY must be 64 hexadecimal characters/);
    });
  }
});
