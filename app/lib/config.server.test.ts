import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { tempFolder } from '../../tests/helpers/temp-folder';
import { configuredSiteOrigin, sessionSecrets, siteOrigin } from './config.server';

const saved = { secret: process.env.SESSION_SECRET, database: process.env.DATABASE_PATH };
afterEach(() => {
  process.env.SESSION_SECRET = saved.secret;
  process.env.DATABASE_PATH = saved.database;
});

describe('the session secret', () => {
  it('is generated once into the data folder with mode 0600 when SESSION_SECRET is unset, then reused', () => {
    const dir = path.join(tempFolder('secret'), 'data');
    delete process.env.SESSION_SECRET;
    process.env.DATABASE_PATH = path.join(dir, 'site.db');
    const [first] = sessionSecrets();
    const file = path.join(dir, 'session-secret');
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(sessionSecrets()).toEqual([first]);
  });

  it('comes from SESSION_SECRET, where a comma-separated list allows rotation', () => {
    process.env.SESSION_SECRET = ' new-secret , old-secret ,';
    expect(sessionSecrets()).toEqual(['new-secret', 'old-secret']);
  });
});

describe('SITE_URL', () => {
  it('is the bare origin of an absolute http(s) address', () => {
    expect(configuredSiteOrigin('https://www.example.com')).toBe('https://www.example.com');
    expect(configuredSiteOrigin(' https://WWW.Example.com:8443/ ')).toBe('https://www.example.com:8443');
    expect(configuredSiteOrigin('http://localhost:3000')).toBe('http://localhost:3000');
    expect(configuredSiteOrigin(undefined)).toBeNull();
    expect(configuredSiteOrigin('')).toBeNull();
  });

  it('refuses anything that is not an origin, with a message naming the variable', () => {
    for (const bad of [
      'www.example.com',
      'ftp://example.com',
      'https://example.com/shop',
      'https://example.com?x=1',
      'https://user:pw@example.com',
      'https://example.com/#x',
    ]) {
      expect(() => configuredSiteOrigin(bad), bad).toThrow(/SITE_URL must be an absolute http\(s\) address/);
    }
  });

  it('falls back to this machine on PORT for links', () => {
    const saved = { site: process.env.SITE_URL, port: process.env.PORT };
    try {
      delete process.env.SITE_URL;
      process.env.PORT = '4321';
      expect(siteOrigin()).toBe('http://localhost:4321');
      process.env.SITE_URL = 'https://shop.example';
      expect(siteOrigin()).toBe('https://shop.example');
    } finally {
      process.env.SITE_URL = saved.site;
      process.env.PORT = saved.port;
      if (saved.site === undefined) delete process.env.SITE_URL;
      if (saved.port === undefined) delete process.env.PORT;
    }
  });
});
