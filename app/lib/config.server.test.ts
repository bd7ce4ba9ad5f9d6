import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionSecrets, siteUrl } from './config.server';

const saved = { secret: process.env.SESSION_SECRET, database: process.env.DATABASE_PATH };
afterEach(() => {
  process.env.SESSION_SECRET = saved.secret;
  process.env.DATABASE_PATH = saved.database;
});

describe('the session secret', () => {
  it('is generated once into the data folder with mode 0600 when SESSION_SECRET is unset, then reused', () => {
    const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'secret-')), 'data');
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

describe('the site URL', () => {
  const savedSite = { url: process.env.SITE_URL, port: process.env.PORT };
  afterEach(() => {
    if (savedSite.url === undefined) delete process.env.SITE_URL;
    else process.env.SITE_URL = savedSite.url;
    if (savedSite.port === undefined) delete process.env.PORT;
    else process.env.PORT = savedSite.port;
  });

  it('defaults to this server on localhost, on PORT or 3000', () => {
    delete process.env.SITE_URL;
    delete process.env.PORT;
    expect(siteUrl()).toBe('http://localhost:3000');
    process.env.PORT = '4123';
    expect(siteUrl()).toBe('http://localhost:4123');
  });

  it('comes from SITE_URL, keeping only the origin', () => {
    process.env.SITE_URL = ' https://recoverly.example/ ';
    expect(siteUrl()).toBe('https://recoverly.example');
    process.env.SITE_URL = 'https://recoverly.example:8443/shop/';
    expect(siteUrl()).toBe('https://recoverly.example:8443');
  });

  it('refuses a SITE_URL that is not an http(s) URL, saying what it expects', () => {
    process.env.SITE_URL = 'recoverly.example';
    expect(() => siteUrl()).toThrow(/SITE_URL must be an absolute http\(s\) URL/);
    process.env.SITE_URL = 'ftp://recoverly.example';
    expect(() => siteUrl()).toThrow(/SITE_URL must start with http:\/\/ or https:\/\//);
  });
});
