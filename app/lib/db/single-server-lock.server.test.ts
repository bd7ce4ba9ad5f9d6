import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempFolder } from '../../../tests/helpers/temp-folder';
import { lockDatabaseForThisServer } from './single-server-lock.server';

describe('the one-server lock on a SQLite database', () => {
  it('refuses a second holder, naming the database and the pid of the first', () => {
    const file = path.join(tempFolder('lock'), 'site.db');
    const release = lockDatabaseForThisServer(file);
    try {
      expect(() => lockDatabaseForThisServer(file)).toThrow(
        `another server is using ${file} (pid ${process.pid}); stop it first, or give this one its own DATABASE_PATH`,
      );
    } finally {
      release();
    }
  });

  it('is free again once released, and locks each database on its own', () => {
    const folder = tempFolder('lock');
    const first = lockDatabaseForThisServer(path.join(folder, 'site.db'));
    const other = lockDatabaseForThisServer(path.join(folder, 'other.db'));
    first();
    const again = lockDatabaseForThisServer(path.join(folder, 'site.db'));
    again();
    other();
    expect(fs.readdirSync(folder).sort()).toEqual(['other.db.lock', 'site.db.lock']);
  });
});
