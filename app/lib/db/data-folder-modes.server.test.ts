import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tempFolder } from '../../../tests/helpers/temp-folder';
import { parseEnv } from '../env.server';
import { sessionSecrets } from '../session-secret.server';
import { narrowToOwner, prepareDataFolder } from './database-file.server';
import { openSqlite } from './db.server';

const modeOf = (target: string) => fs.statSync(target).mode & 0o7777;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the data folder and the session secret at start', () => {
  it('narrows a pre-existing 0755 data folder to 0700, and says so once', () => {
    const folder = path.join(tempFolder('modes'), 'data');
    fs.mkdirSync(folder, { mode: 0o755 });
    fs.chmodSync(folder, 0o755);
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const opened = openSqlite(path.join(folder, 'site.db'));
    opened.close();
    expect(modeOf(folder)).toBe(0o700);
    expect(log.mock.calls.flat()).toEqual([expect.stringMatching(/^Data folder .*data narrowed to 0700 \(was 0755\)/)]);
    prepareDataFolder(path.join(folder, 'site.db'));
    expect(log).toHaveBeenCalledTimes(1);
  });

  it('narrows a pre-existing 0644 session-secret to 0600, keeping the secret', () => {
    const folder = path.join(tempFolder('secret'), 'data');
    fs.mkdirSync(folder, { mode: 0o755 });
    fs.chmodSync(folder, 0o755);
    const secretFile = path.join(folder, 'session-secret');
    fs.writeFileSync(secretFile, 'an old secret of the site\n', { mode: 0o644 });
    fs.chmodSync(secretFile, 0o644);
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const settings = parseEnv({ DATABASE_PATH: path.join(folder, 'site.db') });
    expect(sessionSecrets(settings)).toEqual(['an old secret of the site']);
    expect(modeOf(secretFile)).toBe(0o600);
    openSqlite(path.join(folder, 'site.db')).close();
    expect(modeOf(folder)).toBe(0o700);
  });

  it('leaves a shared folder (sticky bit, like /tmp) and the folder holding the working folder as they are', () => {
    const shared = path.join(tempFolder('shared'), 'tmp');
    fs.mkdirSync(shared);
    fs.chmodSync(shared, 0o1777);
    expect(narrowToOwner(shared, 0o700)).toBeNull();
    expect(modeOf(shared)).toBe(0o1777);

    const project = path.join(tempFolder('project'), 'site');
    fs.mkdirSync(path.join(project, 'app'), { recursive: true });
    fs.chmodSync(project, 0o755);
    const cwd = process.cwd();
    process.chdir(path.join(project, 'app'));
    try {
      expect(narrowToOwner(project, 0o700)).toBeNull();
    } finally {
      process.chdir(cwd);
    }
    expect(modeOf(project)).toBe(0o755);
    expect(narrowToOwner(project, 0o700)).toBe(0o755);
    expect(modeOf(project)).toBe(0o700);
  });

  it('changes nothing that is private already, or missing', () => {
    const folder = tempFolder('private');
    const file = path.join(folder, 'session-secret');
    fs.writeFileSync(file, 'x', { mode: 0o600 });
    expect(narrowToOwner(file, 0o600)).toBeNull();
    expect(narrowToOwner(path.join(folder, 'missing'), 0o600)).toBeNull();
    fs.chmodSync(file, 0o640);
    expect(narrowToOwner(file, 0o600)).toBe(0o640);
    expect(modeOf(file)).toBe(0o600);
  });
});
