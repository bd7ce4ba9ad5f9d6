import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { tempFolder } from '../../../tests/helpers/temp-folder';
import { parseEnv, type Env } from '~/lib/env.server';
import { lockDatabaseForThisServer } from '~/lib/db/single-server-lock.server';
import { FileRefusal } from '~/lib/private-file.server';
import { createBackupArchive, ENVIRONMENT_SECRETS_MEMBER, MANIFEST_NAME, type BackupManifest } from './archive.server';
import { restoreBackupArchive, RestoreRefusal } from './restore.server';

// Whole backups and their restore, on real SQLite files in folders of their own.

let root: string;
let settings: Env;
let database: string;

beforeEach(() => {
  root = tempFolder('backups');
  database = path.join(root, 'shop', 'data', 'site.db');
  fs.mkdirSync(path.dirname(database), { recursive: true, mode: 0o700 });
  fs.copyFileSync(process.env.TEST_TEMPLATE_DB!, database);
  const db = new SQLite(database);
  db.prepare(
    "insert into ach_orders (reference, name, email, plan, price, amount_cents) values ('ORD-AAAA-BBBB', 'Ann', 'ann@example.com', 'Yearly', '$59', 5900)",
  ).run();
  db.close();
  fs.writeFileSync(path.join(path.dirname(database), 'session-secret'), 'a-session-secret\n', { mode: 0o600 });
  fs.writeFileSync(path.join(path.dirname(database), 'license-signing-keys'), 'key-one\nkey-two\n', { mode: 0o600 });
  settings = parseEnv({ DATABASE_PATH: database });
});
afterEach(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

/** The members of a .tar.gz as tar itself lists them (name, mode). */
function listing(archive: string): string[] {
  return execFileSync('tar', ['-tvzf', archive], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => `${line.split(/\s+/)[0]} ${line.split(/\s+/).at(-1)}`);
}

function extract(archive: string, member: string): Buffer {
  return execFileSync('tar', ['-xzOf', archive, member]);
}

function sha256(buffer: Buffer): string {
  return crypto.createHash('sha256').update(buffer).digest('hex');
}

function orders(file: string): string[] {
  const db = new SQLite(file, { readonly: true });
  try {
    return db.prepare('select reference from ach_orders order by id').pluck().all() as string[];
  } finally {
    db.close();
  }
}

describe('a whole backup', () => {
  it('is one private archive: its manifest first, the database, the secrets, each with its sha256', async () => {
    const destination = path.join(root, 'copies', 'tonight.tar.gz');
    const outcome = await createBackupArchive({ destination, settings });
    expect(outcome.file).toBe(destination);
    expect(fs.statSync(destination).mode & 0o777).toBe(0o600);
    expect(fs.statSync(path.dirname(destination)).mode & 0o777).toBe(0o700);
    // Nothing left beside it: no temporary file, no work folder.
    expect(fs.readdirSync(path.dirname(destination))).toEqual(['tonight.tar.gz']);
    expect(listing(destination)).toEqual([
      '-rw------- manifest.json',
      '-rw------- site.db',
      '-rw------- session-secret',
      '-rw------- license-signing-keys',
    ]);
    const manifest = JSON.parse(extract(destination, MANIFEST_NAME).toString()) as BackupManifest;
    expect(manifest).toMatchObject({
      format: 1,
      release: expect.any(String),
      database: { kind: 'sqlite', member: 'site.db', lastMigration: expect.stringMatching(/^\d{4}-\d\d-\d\d-\d{3}-/), orders: 1, attachments: 0 },
    });
    for (const member of manifest.members) expect(sha256(extract(destination, member.name)), member.name).toBe(member.sha256);
    expect(extract(destination, 'license-signing-keys').toString()).toBe('key-one\nkey-two\n');
    // The copy is a database of its own, without a -wal beside it.
    const copy = path.join(root, 'copy.db');
    fs.writeFileSync(copy, extract(destination, 'site.db'));
    expect(orders(copy)).toEqual(['ORD-AAAA-BBBB']);
  });

  it('never writes into a file that is there, nor through a link; --force takes the name over, the link’s target untouched', async () => {
    const shared = path.join(root, 'shared');
    fs.mkdirSync(shared);
    const planted = path.join(shared, 'backup.tar.gz');
    fs.writeFileSync(planted, '', { mode: 0o644 });
    await expect(createBackupArchive({ destination: planted, settings })).rejects.toThrow(FileRefusal);
    expect(fs.statSync(planted).size).toBe(0);

    const other = path.join(root, 'other.db');
    fs.writeFileSync(other, 'another database');
    const link = path.join(shared, 'link.tar.gz');
    fs.symlinkSync(other, link);
    await expect(createBackupArchive({ destination: link, settings })).rejects.toThrow(/link\.tar\.gz already exists \(a symbolic link\)/);
    const dangling = path.join(shared, 'dangling.tar.gz');
    fs.symlinkSync(path.join(root, 'nowhere.db'), dangling);
    await expect(createBackupArchive({ destination: dangling, settings })).rejects.toThrow(/a symbolic link/);
    expect(fs.existsSync(path.join(root, 'nowhere.db'))).toBe(false);

    await createBackupArchive({ destination: link, settings, replace: true });
    expect(fs.readFileSync(other, 'utf8')).toBe('another database');
    expect(fs.lstatSync(link).isSymbolicLink()).toBe(false);
    expect(fs.statSync(link).mode & 0o777).toBe(0o600);
    await createBackupArchive({ destination: planted, settings, replace: true });
    expect(fs.statSync(planted).mode & 0o777).toBe(0o600);
    expect(fs.readdirSync(shared).sort()).toEqual(['backup.tar.gz', 'dangling.tar.gz', 'link.tar.gz']);
  });

  it('refuses a secret file that is a symbolic link, rather than archive what it points to', async () => {
    const secret = path.join(path.dirname(database), 'session-secret');
    fs.rmSync(secret);
    fs.symlinkSync('/etc/hostname', secret);
    await expect(createBackupArchive({ destination: path.join(root, 'a.tar.gz'), settings })).rejects.toThrow('session-secret is a symbolic link: it is not followed');
    expect(fs.existsSync(path.join(root, 'a.tar.gz'))).toBe(false);
  });

  it('on PostgreSQL holds the secrets the environment gives, and says the database is pg_dump’s', async () => {
    const postgres = parseEnv({
      DATABASE_URL: 'postgres://site@db.internal:5432/site',
      SESSION_SECRET: 'new,old',
      LICENSE_SIGNING_KEY: 'k1,k2',
      DATABASE_PATH: database,
    });
    const destination = path.join(root, 'pg.tar.gz');
    const outcome = await createBackupArchive({ destination, settings: postgres });
    expect(outcome.manifest.database).toEqual({ kind: 'postgres' });
    expect(outcome.notes.join('\n')).toMatch(/back it up with pg_dump/);
    expect(extract(destination, ENVIRONMENT_SECRETS_MEMBER).toString()).toBe('SESSION_SECRET=new,old\nLICENSE_SIGNING_KEY=k1,k2\n');
    expect(listing(destination).map((line) => line.split(' ')[1])).not.toContain('site.db');
  });
});

describe('a restore', () => {
  async function backup(): Promise<string> {
    const destination = path.join(root, 'backup.tar.gz');
    await createBackupArchive({ destination, settings });
    return destination;
  }

  function newHost(name = 'new-host'): Env {
    return parseEnv({ DATABASE_PATH: path.join(root, name, 'data', 'shop.db') });
  }

  it('unpacks into an empty data folder (0700, files 0600): the same orders, the same secrets, the database under its name here', async () => {
    const archive = await backup();
    const target = newHost();
    const outcome = await restoreBackupArchive({ archive, settings: target });
    const folder = path.join(root, 'new-host', 'data');
    expect(outcome.folder).toBe(folder);
    expect(outcome.restored).toEqual(['shop.db', 'session-secret', 'license-signing-keys']);
    expect(fs.readdirSync(folder).sort()).toEqual(['license-signing-keys', 'session-secret', 'shop.db']);
    expect(fs.statSync(folder).mode & 0o777).toBe(0o700);
    for (const name of fs.readdirSync(folder)) expect(fs.statSync(path.join(folder, name)).mode & 0o777, name).toBe(0o600);
    expect(orders(path.join(folder, 'shop.db'))).toEqual(['ORD-AAAA-BBBB']);
    expect(fs.readFileSync(path.join(folder, 'license-signing-keys'), 'utf8')).toBe('key-one\nkey-two\n');
  });

  it('refuses a data folder that holds anything, unless --force, which moves it aside and deletes nothing', async () => {
    const archive = await backup();
    await expect(restoreBackupArchive({ archive, settings })).rejects.toThrow(/data is not empty \(.*site\.db.*\): restore into an empty data folder, or add --force/);
    // Not while a server uses the database.
    const release = lockDatabaseForThisServer(database);
    await expect(restoreBackupArchive({ archive, settings, force: true })).rejects.toThrow(/another server is using .*site\.db \(pid \d+\).*: stop the site before restoring$/);
    release();
    expect(fs.readdirSync(path.dirname(path.dirname(database)))).toEqual(['data']);
    const db = new SQLite(database);
    db.prepare("update ach_orders set name = 'Changed since'").run();
    db.close();
    const outcome = await restoreBackupArchive({ archive, settings, force: true, now: new Date('2026-11-29T04:05:06Z') });
    const aside = `${path.dirname(database)}-replaced-20261129T040506Z`;
    expect(outcome.movedAside).toBe(aside);
    // As it was, with the lock the restore held on its database while moving it (no server may use it meanwhile).
    expect(fs.readdirSync(aside).sort()).toEqual(['license-signing-keys', 'session-secret', 'site.db', 'site.db.lock']);
    const kept = new SQLite(path.join(aside, 'site.db'), { readonly: true });
    expect(kept.prepare('select name from ach_orders').pluck().get()).toBe('Changed since');
    kept.close();
    const restored = new SQLite(database, { readonly: true });
    expect(restored.prepare('select name from ach_orders').pluck().get()).toBe('Ann');
    restored.close();
  });

  it('checks every member before it moves anything: one byte changed, a member not listed, a link, refused, the folder untouched', async () => {
    const archive = await backup();
    const unpacked = path.join(root, 'unpacked');
    fs.mkdirSync(unpacked);
    execFileSync('tar', ['-xzf', archive, '-C', unpacked]);
    const repack = (name: string, change: () => void, members = ['manifest.json', 'site.db', 'session-secret', 'license-signing-keys']) => {
      const folder = path.join(root, `repack-${name}`);
      fs.cpSync(unpacked, folder, { recursive: true });
      process.chdir(folder);
      change();
      const out = path.join(root, `${name}.tar.gz`);
      execFileSync('tar', ['-czf', out, '-C', folder, ...members]);
      return out;
    };
    const cwd = process.cwd();
    try {
      const tampered = repack('tampered', () => {
        const bytes = fs.readFileSync('license-signing-keys');
        bytes[0] = bytes[0]! ^ 1;
        fs.writeFileSync('license-signing-keys', bytes);
      });
      const extra = repack('extra', () => fs.writeFileSync('evil.sh', 'echo'), ['manifest.json', 'site.db', 'evil.sh']);
      const linked = repack('linked', () => {
        fs.rmSync('session-secret');
        fs.symlinkSync('/etc/passwd', 'session-secret');
      });
      const missing = repack('missing', () => {}, ['manifest.json', 'site.db']);
      for (const [archiveFile, refusal] of [
        [tampered, "the archive's license-signing-keys does not match its sha256 in the manifest"],
        [extra, 'the archive holds evil.sh, which its manifest does not list'],
        [linked, 'the archive holds session-secret, which is not a plain file (a link)'],
        [missing, "the archive's session-secret, which its manifest lists, is missing"],
      ] as const) {
        const target = newHost(`host-${path.basename(archiveFile)}`);
        const error = await restoreBackupArchive({ archive: archiveFile, settings: target }).catch((caught: unknown) => caught);
        expect(error, archiveFile).toBeInstanceOf(RestoreRefusal);
        expect((error as Error).message).toContain(refusal);
        const parent = path.join(root, `host-${path.basename(archiveFile)}`);
        // Nothing restored, no work folder left behind.
        expect(fs.readdirSync(parent)).toEqual([]);
      }
      expect(fs.existsSync('/etc/passwd')).toBe(true);
    } finally {
      process.chdir(cwd);
    }
  });

  it('refuses an archive that is not a backup, and one taken by a newer release', async () => {
    const notBackup = path.join(root, 'not-backup.tar.gz');
    fs.writeFileSync(path.join(root, 'readme'), 'hello');
    execFileSync('tar', ['-czf', notBackup, '-C', root, 'readme']);
    await expect(restoreBackupArchive({ archive: notBackup, settings: newHost('a') })).rejects.toThrow('the archive does not start with manifest.json');

    const db = new SQLite(database);
    db.exec("insert into kysely_migration (name, timestamp) values ('2099-01-01-001-future', '2099-01-01T00:00:00.000Z')");
    db.exec("insert into schema_upgrades (release, upgraded_at, from_migration, to_migration) values ('9.0.0', '2099-01-01T00:00:00.000Z', null, '2099-01-01-001-future')");
    db.close();
    const archive = await backup();
    await expect(restoreBackupArchive({ archive, settings: newHost('b') })).rejects.toThrow(/newer than this one: run .* or newer to restore it/);
    expect(fs.readdirSync(path.join(root, 'b'))).toEqual([]);
  });
});
