import fs from 'node:fs';
import path from 'node:path';
import type SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { RELEASE_VERSION } from '../release';
import { isStartupError, StartupError } from '../startup-error.server';
import { backupSqlite, backupsFolder, timestampedBackupPath } from './backup.server';
import { describeDatabaseError, displayPath } from './database-file.server';
import { openReadOnly, type ReadOnlyDatabase } from './read-only.server';
import { describePostgresUrl } from './postgres.server';
import { THIS_RELEASE } from './migrate.server';
import { readSchemaState, runMigrations, type MigrationSet, type SchemaState } from './migration-runner.server';
import type { DatabaseConfig } from '../env.server';
import type { Database } from './schema';

// An upgrade never loses data and a downgrade never starts: a database a newer release has upgraded
// is refused before anything is written to it, and one this release upgrades is copied first.

/**
 * Looks at an existing SQLite file before the site opens it for real (which switches it to WAL and
 * narrows its modes): a file a newer release upgraded is refused here, its bytes unchanged. The look
 * is a read-only connection (lib/db/read-only.server.ts): it reads what a WAL beside the file holds
 * without ever merging it, so a refused file and its WAL stay byte for byte as they were. A file that
 * will not open is left to the real open, which names the problem.
 */
export async function refuseNewerSqliteFile(file: string, release: MigrationSet = THIS_RELEASE): Promise<void> {
  if (!fs.existsSync(file) || fs.statSync(file).size === 0) return;
  let state: SchemaState;
  let opened: ReadOnlyDatabase | null = null;
  try {
    opened = openReadOnly(file);
    const look = new Kysely<unknown>({ dialect: new SqliteDialect({ database: opened.sqlite }) });
    try {
      state = await readSchemaState(look, Object.keys(release.migrations));
    } finally {
      await look.destroy();
    }
  } catch {
    return;
  } finally {
    opened?.close();
  }
  if (state.unknown.length > 0) throw newerSchemaError({ kind: 'sqlite', file }, state, release.release);
}

/**
 * The one line for a database a newer release upgraded: which release it needs, and the way back to
 * this one (the copy that release took before upgrading, found by name when it is there).
 */
export function newerSchemaError(
  config: DatabaseConfig,
  state: Pick<SchemaState, 'unknown' | 'lastUpgradeRelease'>,
  ours: string = RELEASE_VERSION,
): StartupError {
  const where = config.kind === 'sqlite' ? displayPath(config.file) : `the PostgreSQL database ${describePostgresUrl(config.url)}`;
  const needed = state.lastUpgradeRelease;
  const newest = state.unknown.at(-1);
  const need = needed ? `Recoverly ${needed} or newer` : `a newer Recoverly than ${ours}`;
  const way = needed ? `run Recoverly ${needed}` : 'run the release that upgraded it';
  let back = 'or restore the copy taken before that upgrade';
  if (config.kind === 'postgres') back = 'or restore the dump taken before that upgrade';
  else if (needed) {
    const copy = newestCopyBefore(config.file, needed);
    if (copy) back = `or restore the copy taken before that upgrade (${displayPath(copy)})`;
  }
  return new StartupError(
    `${where} needs ${need}: its schema has migration ${newest}, which this Recoverly ${ours} does not know; ${way}, ${back}`,
  );
}

function newestCopyBefore(databaseFile: string, release: string): string | null {
  const folder = backupsFolder(databaseFile);
  const suffix = `-before-${release}.db`;
  try {
    const copies = fs
      .readdirSync(folder)
      .filter((name) => name.endsWith(suffix))
      .sort();
    return copies.length ? path.join(folder, copies.at(-1)!) : null;
  } catch {
    return null;
  }
}

export interface SchemaUpgrade {
  applied: string[];
  /** The copy taken before migrating (SQLite, when the database had an older schema). */
  copy: string | null;
}

/** The database the start-up upgrades: its settings, Kysely on it, and (SQLite) the connection a copy is taken from. */
export interface UpgradeTarget {
  config: DatabaseConfig;
  db: Kysely<Database>;
  sqlite?: () => SQLite.Database;
}

/**
 * Brings the database to this release's schema. A newer schema is refused (one line, nothing
 * changed). An older one is first copied with SQLite's online backup to
 * `data/backups/site-<UTC time>-before-<release>.db`, said in one line; on PostgreSQL the line says
 * the copy is the operator's to take. Then every missing migration runs, all of them or none.
 */
export async function upgradeSchema({ config, db, sqlite }: UpgradeTarget, release: MigrationSet = THIS_RELEASE): Promise<SchemaUpgrade> {
  const state = await readSchemaState(db, Object.keys(release.migrations));
  if (state.unknown.length > 0) throw newerSchemaError(config, state, release.release);
  let copy: string | null = null;
  if (state.pending.length > 0 && state.applied.length > 0) {
    const change = `${state.applied.at(-1)} → ${state.pending.at(-1)}`;
    if (config.kind === 'sqlite' && sqlite) {
      copy = timestampedBackupPath(config.file, `before-${release.release}`);
      try {
        await backupSqlite(sqlite(), copy);
      } catch (error) {
        fs.rmSync(copy, { force: true });
        throw new StartupError(
          `the copy of ${displayPath(config.file)} before upgrading it could not be written to ${displayPath(copy)} (${error instanceof Error ? error.message : String(error)}); nothing was changed: free some space or make the folder writable, then start again`,
        );
      }
      console.log(`Backed up ${displayPath(config.file)} to ${displayPath(copy)} before upgrading its schema (${change})`);
    } else {
      console.log(
        `Upgrading the PostgreSQL schema (${change}): no copy is taken here; backing up PostgreSQL before an upgrade is the operator's job (pg_dump)`,
      );
    }
  }
  try {
    return { applied: await runMigrations(db, release), copy };
  } catch (error) {
    // A full disk says so in its own words, whatever step of the upgrade it stopped.
    const described = config.kind === 'sqlite' ? describeDatabaseError(error, config.file) : error;
    if (isStartupError(described)) throw described;
    const reason = error instanceof Error ? error.message.replace(/\s*\n\s*/g, '; ') : String(error);
    const kept = copy ? `; the copy taken before it is ${displayPath(copy)}` : '';
    throw new StartupError(`the schema upgrade failed and was undone, the database is as it was (${reason})${kept}`);
  }
}
