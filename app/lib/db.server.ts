import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, type Generated, type Selectable } from 'kysely';

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

/** Opens (creating if needed) the SQLite file with the pragmas every connection of ours uses. */
export function openSqlite(file: string): SQLite.Database {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  // With WAL, NORMAL is durable across application crashes; only an OS crash can lose the last commits.
  sqlite.pragma('synchronous = NORMAL');
  return sqlite;
}

export function createKysely(sqlite: SQLite.Database): Kysely<Database> {
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
}

/** The process's one connection, opened on first import at DATABASE_PATH. */
export const sqlite = openSqlite(databasePath());
export const db = createKysely(sqlite);

export async function closeDatabase(): Promise<void> {
  await db.destroy();
}
