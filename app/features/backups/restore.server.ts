import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { fileTimestamp } from '~/lib/db/backup.server';
import { displayPath } from '~/lib/db/database-file.server';
import { refuseNewerSqliteFile } from '~/lib/db/schema-upgrade.server';
import { lockDatabaseForThisServer } from '~/lib/db/single-server-lock.server';
import { dataFolder, env, type Env } from '~/lib/env.server';
import { FileRefusal, openNewFile } from '~/lib/private-file.server';
import { isStartupError } from '~/lib/startup-error.server';
import { tarReader, type TarSink } from '~/lib/tar';
import { ARCHIVE_FORMAT, DATABASE_MEMBER, MANIFEST_NAME, type BackupManifest } from './archive.server';

// Restoring a whole backup: into an empty data folder, or (with force) into a new one while the old
// one is moved aside, never deleted. Every member is checked against the manifest's sha256 before
// anything is moved; a member the manifest doesn't list, a link, or a file that doesn't match refuses
// the whole archive, and the data folder is left as it was.

const MEMBER_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;
const LARGEST_MANIFEST = 1_048_576;

export interface RestoreOptions {
  archive: string;
  /** Move a data folder that isn't empty aside (to `<folder>-replaced-<time>`) instead of refusing. */
  force?: boolean;
  settings?: Env;
  now?: Date;
}

export interface RestoreOutcome {
  folder: string;
  manifest: BackupManifest;
  /** Where the folder that was there went, or null. */
  movedAside: string | null;
  /** Files written into the folder, by their name there. */
  restored: string[];
}

/** Why an archive is refused, in words for the operator. */
export class RestoreRefusal extends Error {}

function parseManifest(text: string): BackupManifest {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new RestoreRefusal("the archive's manifest is not JSON: this is not a Recoverly backup, or it is damaged");
  }
  const manifest = value as Partial<BackupManifest> | null;
  if (!manifest || manifest.format !== ARCHIVE_FORMAT) {
    throw new RestoreRefusal(`the archive's manifest is not one this release reads (format ${String(manifest?.format)}; this release reads ${ARCHIVE_FORMAT})`);
  }
  const members = Array.isArray(manifest.members) ? manifest.members : null;
  const valid =
    members?.every(
      (member) =>
        typeof member?.name === 'string' &&
        MEMBER_NAME.test(member.name) &&
        member.name !== MANIFEST_NAME &&
        Number.isSafeInteger(member.size) &&
        member.size >= 0 &&
        typeof member.sha256 === 'string' &&
        /^[0-9a-f]{64}$/.test(member.sha256),
    ) && new Set(members.map((member) => member.name)).size === members.length;
  if (!valid || !manifest.database || typeof manifest.release !== 'string') throw new RestoreRefusal("the archive's manifest is damaged (its list of members is not valid)");
  return manifest as BackupManifest;
}

/** Whether a folder holds anything (a folder that isn't there holds nothing). */
function entriesOf(folder: string): string[] {
  try {
    return fs.readdirSync(folder);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** Unpacks and checks every member into `work`; returns the manifest. */
async function unpack(archive: string, work: string): Promise<BackupManifest> {
  let manifest: BackupManifest | null = null;
  const seen = new Map<string, { size: number; sha256: string }>();
  await pipeline(
    fs.createReadStream(archive),
    zlib.createGunzip(),
    tarReader(async (entry): Promise<TarSink | null> => {
      if (!manifest) {
        if (entry.name !== MANIFEST_NAME || entry.type !== 'file' || entry.size > LARGEST_MANIFEST) {
          throw new RestoreRefusal(`the archive does not start with ${MANIFEST_NAME}: this is not a Recoverly backup`);
        }
        const chunks: Buffer[] = [];
        return {
          write: (chunk) => void chunks.push(chunk),
          end: () => {
            manifest = parseManifest(Buffer.concat(chunks).toString('utf8'));
          },
        };
      }
      const listed = manifest.members.find((member) => member.name === entry.name);
      if (entry.type !== 'file') throw new RestoreRefusal(`the archive holds ${entry.name}, which is not a plain file (a ${entry.type}): refused, nothing restored`);
      if (!listed) throw new RestoreRefusal(`the archive holds ${entry.name}, which its manifest does not list: refused, nothing restored`);
      if (seen.has(entry.name)) throw new RestoreRefusal(`the archive holds ${entry.name} twice: refused, nothing restored`);
      if (entry.size !== listed.size) throw new RestoreRefusal(`the archive's ${entry.name} is ${entry.size} bytes, its manifest says ${listed.size}: refused, nothing restored`);
      const fd = openNewFile(path.join(work, entry.name));
      const hash = crypto.createHash('sha256');
      let size = 0;
      return {
        write(chunk) {
          hash.update(chunk);
          size += chunk.length;
          fs.writeSync(fd, chunk);
        },
        end() {
          fs.fsyncSync(fd);
          fs.closeSync(fd);
          seen.set(entry.name, { size, sha256: hash.digest('hex') });
        },
      };
    }),
  );
  const read = manifest as BackupManifest | null;
  if (!read) throw new RestoreRefusal('the archive is empty');
  for (const member of read.members) {
    const found = seen.get(member.name);
    if (!found) throw new RestoreRefusal(`the archive's ${member.name}, which its manifest lists, is missing: refused, nothing restored`);
    if (found.sha256 !== member.sha256) throw new RestoreRefusal(`the archive's ${member.name} does not match its sha256 in the manifest (the archive is damaged or was changed): refused, nothing restored`);
  }
  return read;
}

/**
 * Restores the whole backup `archive` into the data folder (DATABASE_PATH's). A folder that holds
 * anything is refused, unless `force`: then it is moved aside, after checking that no server is
 * using its database. The archive is unpacked and checked in a new private folder beside it, which
 * then takes the data folder's name: a refused archive changes nothing.
 */
export async function restoreBackupArchive({ archive, force = false, settings = env(), now = new Date() }: RestoreOptions): Promise<RestoreOutcome> {
  const folder = dataFolder(settings);
  const shown = displayPath(folder);
  try {
    if (fs.lstatSync(folder).isSymbolicLink()) throw new RestoreRefusal(`${shown} is a symbolic link: it is not followed; restore into a folder`);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const present = entriesOf(folder);
  if (present.length > 0 && !force) {
    const listed = present.slice(0, 4).join(', ') + (present.length > 4 ? ', …' : '');
    throw new RestoreRefusal(`${shown} is not empty (${listed}): restore into an empty data folder, or add --force to move this one aside first (nothing is deleted)`);
  }
  const parent = path.dirname(folder);
  fs.mkdirSync(parent, { recursive: true, mode: 0o700 });
  const work = fs.mkdtempSync(path.join(parent, `.${path.basename(folder)}-restore-`));
  let releaseLock: (() => void) | null = null;
  try {
    const manifest = await unpack(archive, work);
    const restored = manifest.members.map((member) => member.name);
    if (manifest.database.kind === 'sqlite') {
      if (settings.database.kind !== 'sqlite') {
        throw new RestoreRefusal('the archive holds a SQLite database, and this site uses PostgreSQL (DATABASE_URL): restore it with DATABASE_PATH, then copy it with db-copy');
      }
      const databaseName = path.basename(settings.database.file);
      if (databaseName !== DATABASE_MEMBER) {
        fs.renameSync(path.join(work, DATABASE_MEMBER), path.join(work, databaseName));
        restored[restored.indexOf(DATABASE_MEMBER)] = databaseName;
      }
      try {
        await refuseNewerSqliteFile(path.join(work, databaseName));
      } catch (error) {
        if (isStartupError(error)) throw new RestoreRefusal(`the archive was taken by Recoverly ${manifest.release}, newer than this one: run ${manifest.release} or newer to restore it`);
        throw error;
      }
    }
    let movedAside: string | null = null;
    if (present.length > 0) {
      if (settings.database.kind === 'sqlite' && fs.existsSync(settings.database.file)) {
        try {
          // No server may be using the database that is moved aside.
          releaseLock = lockDatabaseForThisServer(settings.database.file);
        } catch (error) {
          if (isStartupError(error)) throw new RestoreRefusal(`${error.message}: stop the site before restoring`);
          throw error;
        }
      }
      movedAside = `${folder}-replaced-${fileTimestamp(now)}`;
      fs.renameSync(folder, movedAside);
      releaseLock?.();
      releaseLock = null;
    } else {
      // An empty folder (or none): its name is taken over.
      try {
        fs.rmdirSync(folder);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    }
    fs.renameSync(work, folder);
    fs.chmodSync(folder, 0o700);
    return { folder, manifest, movedAside, restored };
  } catch (error) {
    fs.rmSync(work, { recursive: true, force: true });
    if (error instanceof FileRefusal) throw new RestoreRefusal(error.message);
    throw error;
  } finally {
    releaseLock?.();
  }
}
