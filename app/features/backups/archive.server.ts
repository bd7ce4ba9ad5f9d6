import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import SQLite from 'better-sqlite3';
import { backupSqlite, backupsFolder, fileTimestamp } from '~/lib/db/backup.server';
import { dataFolder, env, LICENSE_SIGNING_KEY_FILE, REFUND_ACCOUNT_KEY_FILE, SESSION_SECRET_FILE, type Env } from '~/lib/env.server';
import { openNewFile, privateWorkFolder, publishFile, readFileNoFollow, refuseExisting, temporaryNameFor } from '~/lib/private-file.server';
import { RELEASE_VERSION } from '~/lib/release';
import { tarStream, type TarFile } from '~/lib/tar';

// A whole backup is one .tar.gz: a manifest (the release, the last migration, a sha256 of each
// member), a consistent copy of the SQLite database (SQLite's online backup, taken while the site
// runs; request attachments are stored in it), and the secrets of the data folder that a restored
// site needs to keep its cookies and to have its license files still verify. On PostgreSQL the
// database is pg_dump's to copy: the archive then holds the secrets only.

/** The archive's first member. */
export const MANIFEST_NAME = 'manifest.json';
export const ARCHIVE_FORMAT = 1;
/** The database's name in the archive, whatever DATABASE_PATH calls it. */
export const DATABASE_MEMBER = 'site.db';
/** Secrets the site generates into its data folder and reads back at start: each is archived when it is there. */
export const DATA_FOLDER_SECRETS: readonly string[] = [SESSION_SECRET_FILE, LICENSE_SIGNING_KEY_FILE, REFUND_ACCOUNT_KEY_FILE];
/** SESSION_SECRET, LICENSE_SIGNING_KEY and REFUND_ACCOUNT_KEY when they come from the environment, as NAME=value lines. */
export const ENVIRONMENT_SECRETS_MEMBER = 'environment-secrets.env';

export interface ArchiveMember {
  name: string;
  size: number;
  sha256: string;
}

export interface BackupManifest {
  format: typeof ARCHIVE_FORMAT;
  createdAt: string;
  /** The release that took it. */
  release: string;
  database:
    | { kind: 'sqlite'; member: string; lastMigration: string | null; orders: number | null; attachments: number | null }
    | { kind: 'postgres' };
  members: ArchiveMember[];
}

/** Archive names in the backups folder: taken by hand (site-<time>), by the schedule (…-scheduled) or before an update (…-before-<version>). */
export function archiveName(label: string | null = null, at: Date = new Date()): string {
  return `site-${fileTimestamp(at)}${label ? `-${label}` : ''}.tar.gz`;
}

export function defaultArchivePath(settings: Env, label: string | null = null, at: Date = new Date()): string {
  return path.join(backupsFolder(path.join(dataFolder(settings), DATABASE_MEMBER)), archiveName(label, at));
}

export interface BackupOptions {
  /** The archive to write (absolute). */
  destination: string;
  /** Replace a file already at `destination` (the name is taken over, never followed). */
  replace?: boolean;
  settings?: Env;
  /**
   * The connection to copy the SQLite database from: the server's own (so its writes during the copy
   * don't restart it), or a new one (the command line's).
   */
  live?: SQLite.Database;
  now?: Date;
}

export interface BackupOutcome {
  file: string;
  bytes: number;
  manifest: BackupManifest;
  durationMs: number;
  /** What the archive does not hold and why (PostgreSQL's data, secrets set in the environment). */
  notes: string[];
}

interface StagedMember {
  name: string;
  size: number;
  sha256: string;
  content: () => AsyncIterable<Buffer>;
}

function sha256(buffer: Buffer): string {
  return crypto.createHash('sha256').update(buffer).digest('hex');
}

async function fileSha256(file: string): Promise<string> {
  const hash = crypto.createHash('sha256');
  for await (const chunk of fs.createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

function inMemory(name: string, content: Buffer): StagedMember {
  return {
    name,
    size: content.length,
    sha256: sha256(content),
    content: async function* () {
      yield content;
    },
  };
}

function count(copy: SQLite.Database, sql: string): number | null {
  try {
    return (copy.prepare(sql).pluck().get() as number | undefined) ?? 0;
  } catch {
    // A table this release doesn't have: nothing to count.
    return null;
  }
}

async function stageDatabase(settings: Env, work: string, live: SQLite.Database | undefined): Promise<{ member: StagedMember; manifest: BackupManifest['database'] }> {
  const config = settings.database;
  if (config.kind !== 'sqlite') throw new Error('stageDatabase is for SQLite');
  if (!fs.existsSync(config.file)) throw new Error(`there is no database at ${config.file} (set DATABASE_PATH)`);
  const copy = path.join(work, DATABASE_MEMBER);
  const own = live ? null : new SQLite(config.file, { fileMustExist: true });
  try {
    own?.pragma('busy_timeout = 5000');
    await backupSqlite((live ?? own)!, copy);
  } finally {
    own?.close();
  }
  const reader = new SQLite(copy, { readonly: true });
  let manifest: BackupManifest['database'];
  try {
    manifest = {
      kind: 'sqlite',
      member: DATABASE_MEMBER,
      lastMigration: (count(reader, 'select count(*) from kysely_migration') ?? 0) > 0
        ? (reader.prepare('select name from kysely_migration order by name desc limit 1').pluck().get() as string)
        : null,
      orders: count(reader, 'select count(*) from ach_orders'),
      attachments: count(reader, 'select count(*) from request_attachments where content is not null'),
    };
  } finally {
    reader.close();
  }
  const { size } = fs.statSync(copy);
  return {
    member: { name: DATABASE_MEMBER, size, sha256: await fileSha256(copy), content: () => fs.createReadStream(copy) },
    manifest,
  };
}

/** The secrets a restored site needs: the data folder's files (never through a link), and those set in the environment. */
function stageSecrets(settings: Env, notes: string[]): StagedMember[] {
  const members: StagedMember[] = [];
  for (const name of DATA_FOLDER_SECRETS) {
    const file = path.join(dataFolder(settings), name);
    if (!fs.existsSync(file) && !isLink(file)) continue;
    members.push(inMemory(name, readFileNoFollow(file)));
  }
  const fromEnvironment: string[] = [];
  if (settings.sessionSecrets.length > 0) fromEnvironment.push(`SESSION_SECRET=${settings.sessionSecrets.join(',')}`);
  if (settings.licenseSigningKeys.length > 0) fromEnvironment.push(`LICENSE_SIGNING_KEY=${settings.licenseSigningKeys.join(',')}`);
  if (settings.refundAccountKeys.length > 0) {
    fromEnvironment.push(`REFUND_ACCOUNT_KEY=${settings.refundAccountKeys.map((key) => key.toString('hex')).join(',')}`);
  }
  if (fromEnvironment.length > 0) {
    members.push(inMemory(ENVIRONMENT_SECRETS_MEMBER, Buffer.from(`${fromEnvironment.join('\n')}\n`)));
    notes.push(`${fromEnvironment.map((line) => line.split('=')[0]).join(' and ')} come from the environment: kept as ${ENVIRONMENT_SECRETS_MEMBER}, to set again on a new host`);
  }
  return members;
}

function isLink(file: string): boolean {
  try {
    return fs.lstatSync(file).isSymbolicLink();
  } catch {
    return false;
  }
}

/**
 * Takes a whole backup into `destination`: refused if anything is there unless `replace`; written
 * 0600 under a temporary name beside it (created exclusively, never through a link) and given its
 * name once complete, so a reader never sees half an archive and nothing at the path is written into.
 */
export async function createBackupArchive({ destination, replace = false, settings = env(), live, now = new Date() }: BackupOptions): Promise<BackupOutcome> {
  const started = performance.now();
  if (!replace) refuseExisting(destination);
  const folder = path.dirname(destination);
  fs.mkdirSync(folder, { recursive: true, mode: 0o700 });
  const work = privateWorkFolder(folder, 'backup');
  const temporary = temporaryNameFor(destination);
  const notes: string[] = [];
  try {
    const members: StagedMember[] = [];
    let database: BackupManifest['database'];
    if (settings.database.kind === 'sqlite') {
      const staged = await stageDatabase(settings, work, live);
      members.push(staged.member);
      database = staged.manifest;
    } else {
      database = { kind: 'postgres' };
      notes.push('the database is PostgreSQL: back it up with pg_dump (this archive holds the secrets only)');
    }
    members.push(...stageSecrets(settings, notes));
    const manifest: BackupManifest = {
      format: ARCHIVE_FORMAT,
      createdAt: now.toISOString(),
      release: RELEASE_VERSION,
      database,
      members: members.map(({ name, size, sha256: digest }) => ({ name, size, sha256: digest })),
    };
    const files: TarFile[] = [inMemory(MANIFEST_NAME, Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`)), ...members].map((member) => ({
      name: member.name,
      size: member.size,
      mode: 0o600,
      mtime: now,
      content: member.content,
    }));
    const fd = openNewFile(temporary);
    const out = fs.createWriteStream('', { fd, autoClose: false });
    try {
      await pipeline(Readable.from(tarStream(files)), zlib.createGzip({ level: 6 }), out);
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    publishFile(temporary, destination, { replace });
    return { file: destination, bytes: fs.statSync(destination).size, manifest, durationMs: performance.now() - started, notes };
  } finally {
    fs.rmSync(temporary, { force: true });
    fs.rmSync(work, { recursive: true, force: true });
  }
}
