import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { tempFolder } from '../../tests/helpers/temp-folder';
import { sessionSecrets } from './config.server';

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
