import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import { describeDatabaseError, prepareDataFolder, restrictFileModes, verifyIntegrity } from './database-file.server';
import { createPool, describePostgresUrl } from './postgres.server';
import type { Database } from './schema';
import { withStatementCache } from './statement-cache.server';
import { env, type DatabaseConfig } from '../env.server';

export type DatabaseKind = DatabaseConfig['kind'];

/** Which database this process uses. Only app/lib/db/ and the start-up may act on it. */
export function databaseKind(): DatabaseKind {
  return config.kind;
}

/** Whether other processes may share the database (PostgreSQL): then limits and the page cache's version live in it. */
export function isSharedDatabase(): boolean {
  return config.kind === 'postgres';
}

/** The database named for people: the SQLite path, or the PostgreSQL address without its password. */
export function describeDatabase(c: DatabaseConfig = config): string {
  return c.kind === 'sqlite' ? c.file : describePostgresUrl(c.url);
}

/**
 * Opens (creating if needed) the SQLite file with the pragmas every connection of ours uses, after
 * checking its folder, and checks the file's structure: a problem becomes one line naming the path.
 */
export function openSqlite(file: string): SQLite.Database {
  prepareDataFolder(file);
  let sqlite: SQLite.Database | undefined;
  try {
    sqlite = new SQLite(file);
    sqlite.pragma('busy_timeout = 5000');
    // Checked before anything is written: switching to WAL rewrites the header of a file that may be damaged.
    verifyIntegrity(sqlite);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('foreign_keys = ON');
    // With WAL, NORMAL is durable across application crashes; only an OS crash can lose the last commits.
    sqlite.pragma('synchronous = NORMAL');
  } catch (error) {
    sqlite?.close();
    throw describeDatabaseError(error, file);
  }
  restrictFileModes(file);
  return sqlite;
}

export function createKysely(sqlite: SQLite.Database): Kysely<Database> {
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
}

/**
 * A Kysely instance for the configuration, connecting on first use (nothing is opened here): the
 * one place that chooses the dialect. PostgreSQL gets a bounded pool.
 */
export function createDatabase(c: DatabaseConfig, openFile: (file: string) => SQLite.Database = openSqlite): Kysely<Database> {
  if (c.kind === 'postgres') {
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool: async () => createPool(c.url, c.poolSize) }) });
  }
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: async () => withStatementCache(openFile(c.file)) }) });
}

const config = env().database;
let connection: SQLite.Database | null = null;

/**
 * The process's one SQLite connection to DATABASE_PATH, opened on first use: importing this module
 * creates nothing, so the server can check its settings (and take its lock) first.
 */
export function sqlite(): SQLite.Database {
  if (config.kind !== 'sqlite') throw new Error('sqlite() is for the SQLite database; DATABASE_URL selects PostgreSQL');
  connection ??= openSqlite(config.file);
  return connection;
}

/** The process's database: SQLite at DATABASE_PATH, or PostgreSQL at DATABASE_URL. */
export const db = createDatabase(config, () => sqlite());

export async function closeDatabase(): Promise<void> {
  await db.destroy();
  connection = null;
}
