import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempFolder } from '../../../tests/helpers/temp-folder';
import { cacheRoots, installAddon } from './sqlite-addon';

// The executable writes its SQLite addon to disk once (it can only load one from a file): where, how
// privately, and what a second start does. Loading it runs in tests/e2e/executable-cli.spec.ts.

const bytes = crypto.randomBytes(4096);
const hash = crypto.createHash('sha256').update(bytes).digest('hex');

describe('the SQLite addon’s cache', () => {
  it('is written once into a private folder named by its content’s hash, then found there by the next start', () => {
    const root = path.join(tempFolder('addon-cache'), 'recoverly');
    const file = installAddon(bytes, [root]);

    expect(file).toBe(path.join(root, `sqlite-${hash.slice(0, 16)}`, 'better_sqlite3.node'));
    expect(fs.readFileSync(file).equals(bytes)).toBe(true);
    expect(fs.statSync(root).mode & 0o777).toBe(0o700);
    expect(fs.statSync(path.dirname(file)).mode & 0o777).toBe(0o700);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const first = fs.statSync(file);

    expect(installAddon(bytes, [root])).toBe(file);
    const second = fs.statSync(file);
    expect([second.ino, second.mtimeMs]).toEqual([first.ino, first.mtimeMs]);
    expect(fs.readdirSync(path.dirname(file))).toEqual(['better_sqlite3.node']);
  });

  it('writes a changed or cut-short file again', () => {
    const root = tempFolder('addon-torn');
    const file = installAddon(bytes, [root]);
    fs.writeFileSync(file, bytes.subarray(0, 100));
    expect(installAddon(bytes, [root])).toBe(file);
    expect(fs.readFileSync(file).equals(bytes)).toBe(true);
  });

  it('narrows a folder others may enter, and passes over one that is a link to somewhere else', () => {
    const root = tempFolder('addon-modes');
    fs.chmodSync(root, 0o777);
    const elsewhere = tempFolder('addon-elsewhere');
    const linked = tempFolder('addon-linked');
    fs.symlinkSync(elsewhere, path.join(linked, `sqlite-${hash.slice(0, 16)}`));

    const file = installAddon(bytes, [linked, root]);

    expect(file.startsWith(root)).toBe(true);
    expect(fs.statSync(root).mode & 0o777).toBe(0o700);
    expect(fs.readdirSync(elsewhere)).toEqual([]);
  });

  it('says in one line what to set when no folder can take it', () => {
    const blocked = path.join(tempFolder('addon-blocked'), 'a-file');
    fs.writeFileSync(blocked, '');
    expect(() => installAddon(bytes, [path.join(blocked, 'cache')])).toThrow(
      `the SQLite library could not be written to a private cache folder (tried ${blocked}/cache); set XDG_CACHE_HOME to a folder this user owns and may write`,
    );
  });

  it('prefers systemd’s CacheDirectory, then the XDG cache, then ~/.cache, then a folder of this user’s own in the temporary folder', () => {
    expect(cacheRoots({ CACHE_DIRECTORY: '/var/cache/recoverly', XDG_CACHE_HOME: '/x', HOME: '/home/site' }, 1000)).toEqual([
      '/var/cache/recoverly',
      '/x/recoverly',
      '/home/site/.cache/recoverly',
      path.join(os.tmpdir(), 'recoverly-1000'),
    ]);
    expect(cacheRoots({ HOME: '/' }, 61000)).toEqual([path.join(os.tmpdir(), 'recoverly-61000')]);
  });
});
