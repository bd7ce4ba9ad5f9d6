import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, type Generated, type Selectable } from 'kysely';
import { describeDatabaseError, prepareDataFolder, restrictFileModes, verifyIntegrity } from './database-file.server';

export interface SiteSettingsTable {
  key: string;
  value: string;
  updated_at: Generated<string>;
}

export interface AchOrdersTable {
  id: Generated<number>;
  name: string;
  email: string;
  plan: string;
  price: string;
  status: 'Pending Confirmation' | 'Confirmed';
  created_at: Generated<string>;
}

export interface SupportRequestsTable {
  id: Generated<number>;
  name: string;
  email: string;
  phone: string;
  product: string;
  /** The optional "Describe the problem" text; null when left empty. */
  problem: string | null;
  created_at: Generated<string>;
}

export interface HelpRequestsTable {
  id: Generated<number>;
  name: string;
  email: string;
  subject: string;
  message: string;
  created_at: Generated<string>;
}

export interface AdminsTable {
  id: Generated<number>;
  email: string;
  password_hash: string;
  credentials_version: Generated<number>;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

export interface DownloadClicksTable {
  platform: string;
  /** The UTC day, YYYY-MM-DD. */
  day: string;
  clicks: number;
}

export interface AdminSessionsTable {
  id: string;
  admin_id: number;
  created_at: string;
  expires_at: string;
  last_seen_at: string;
}

export interface Database {
  site_settings: SiteSettingsTable;
  ach_orders: AchOrdersTable;
  support_requests: SupportRequestsTable;
  help_requests: HelpRequestsTable;
  admins: AdminsTable;
  download_clicks: DownloadClicksTable;
  admin_sessions: AdminSessionsTable;
}

export type AchOrder = Selectable<AchOrdersTable>;
export type SupportRequest = Selectable<SupportRequestsTable>;
export type HelpRequest = Selectable<HelpRequestsTable>;
export type Admin = Selectable<AdminsTable>;

export const DEFAULT_DATABASE_PATH = './data/site.db';

export function databasePath(): string {
  return path.resolve(process.env.DATABASE_PATH || DEFAULT_DATABASE_PATH);
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
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
}

let connection: SQLite.Database | null = null;

/**
 * The process's one connection to DATABASE_PATH, opened on first use: importing this module
 * creates nothing, so the server can check its settings (and take its lock) first.
 */
export function sqlite(): SQLite.Database {
  connection ??= openSqlite(databasePath());
  return connection;
}

export const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: async () => sqlite() }) });

export async function closeDatabase(): Promise<void> {
  await db.destroy();
  connection = null;
}
