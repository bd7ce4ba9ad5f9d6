import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type Generated, type Selectable, type Transaction } from 'kysely';
import type { OrderStatus } from '~/features/orders/status';
import { describeDatabaseError, prepareDataFolder, restrictFileModes, verifyIntegrity } from './database-file.server';
import { createPool, DEFAULT_POOL_SIZE, describePostgresUrl } from './postgres.server';
import { withStatementCache } from './statement-cache.server';

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
  /** A key of order-status.ts; the labels people read live there. */
  status: Generated<OrderStatus>;
  /** 'ORD-7K3M-9QA2': the transfer's memo, issued (and signed) by the checkout page. */
  reference: string;
  created_at: Generated<string>;
  confirmed_at: string | null;
  cancelled_at: string | null;
  cancel_reason: string | null;
  license_key: string | null;
  license_devices: number | null;
  /** Null while unconfirmed, and for a Lifetime license (it never expires). */
  license_expires_at: string | null;
  /** When the renewal reminder was queued (Monthly and Yearly licenses, once each). */
  renewal_reminded_at: string | null;
  /** The price in cents, for sums in the database; null only for a row whose price could not be read. */
  amount_cents: number | null;
}

/** SHA-256 of each token that opens a buyer's order page (several: every e-mail's link keeps working). */
export interface OrderAccessTokensTable {
  token_hash: string;
  order_id: number;
  created_at: Generated<string>;
}

export type OutboxStatus = 'queued' | 'sent' | 'failed';

/** Messages written in the transaction of their event, delivered by app/features/outbox. */
export interface OutboxTable {
  id: Generated<number>;
  kind: string;
  recipient: string;
  recipient_name: Generated<string>;
  reply_to: string | null;
  reply_to_name: string | null;
  subject: string;
  text_body: string;
  html_body: string;
  message_id: string | null;
  order_id: number | null;
  status: Generated<OutboxStatus>;
  attempts: Generated<number>;
  next_attempt_at: Generated<string>;
  claimed_until: string | null;
  last_error: string | null;
  created_at: Generated<string>;
  sent_at: string | null;
}

export interface SupportRequestsTable {
  id: Generated<number>;
  name: string;
  email: string;
  phone: string;
  product: string;
  /** The optional "Describe the problem" text; null when left empty. */
  problem: string | null;
  /** 'REQ-0B4F-ZX81', quoted in the acknowledgement e-mail. */
  reference: string;
  /** Worked like a ticket: 'open' until the administrator closes it. */
  status: Generated<RequestStatus>;
  closed_at: string | null;
  /** The administrator's internal note; never sent to the visitor. */
  note: string | null;
  note_updated_at: string | null;
  created_at: Generated<string>;
}

export interface HelpRequestsTable {
  id: Generated<number>;
  name: string;
  email: string;
  subject: string;
  message: string;
  /** 'REQ-0B4F-ZX81', quoted in the acknowledgement e-mail. */
  reference: string;
  /** Worked like a ticket: 'open' until the administrator closes it. */
  status: Generated<RequestStatus>;
  closed_at: string | null;
  /** The administrator's internal note; never sent to the visitor. */
  note: string | null;
  note_updated_at: string | null;
  created_at: Generated<string>;
}

export type RequestStatus = 'open' | 'closed';

/** Every administrator action, append-only (the database refuses updates and deletes). */
export interface AuditLogTable {
  id: Generated<number>;
  created_at: Generated<string>;
  /** A key of app/features/audit/kinds.ts. */
  kind: string;
  /** The administrator's e-mail; for a failed sign-in, the address that was tried. */
  actor: string;
  client_address: string;
  /** The order or request reference acted on, if any. */
  subject: string | null;
  /** JSON object: the action's particulars. */
  details: Generated<string>;
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

/** One row: the public pages' content version, bumped by every settings save (read by every process). */
export interface ContentVersionTable {
  id: number;
  version: number;
}

/** Fixed-window counters shared by every process (PostgreSQL); SQLite keeps them in memory. */
export interface RateLimitsTable {
  key: string;
  hits: number;
  /** ISO-8601 UTC: the window ends (and the count starts afresh) then. */
  window_ends_at: string;
}

/** First-run setup links: the SHA-256 of each printed token, valid on every process until it expires. */
export interface SetupTokensTable {
  token_hash: string;
  expires_at: string;
}

export interface Database {
  site_settings: SiteSettingsTable;
  ach_orders: AchOrdersTable;
  support_requests: SupportRequestsTable;
  help_requests: HelpRequestsTable;
  admins: AdminsTable;
  download_clicks: DownloadClicksTable;
  admin_sessions: AdminSessionsTable;
  content_version: ContentVersionTable;
  rate_limits: RateLimitsTable;
  setup_tokens: SetupTokensTable;
  order_access_tokens: OrderAccessTokensTable;
  outbox: OutboxTable;
  audit_log: AuditLogTable;
}

/** What data functions take, so a caller can run several in one transaction. */
export type Executor = Kysely<Database> | Transaction<Database>;

export type AchOrder = Selectable<AchOrdersTable>;
export type SupportRequest = Selectable<SupportRequestsTable>;
export type HelpRequest = Selectable<HelpRequestsTable>;
export type Admin = Selectable<AdminsTable>;
export type OutboxRow = Selectable<OutboxTable>;
export type AuditRow = Selectable<AuditLogTable>;

export const DEFAULT_DATABASE_PATH = './data/site.db';

export type DatabaseKind = 'sqlite' | 'postgres';

export type DatabaseConfig = { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string; poolSize: number };

/** DATABASE_URL selects PostgreSQL; without it, the SQLite file at DATABASE_PATH. Reads settings only: opens nothing. */
export function readDatabaseConfig(env: NodeJS.ProcessEnv = process.env): DatabaseConfig {
  const url = env.DATABASE_URL?.trim();
  if (url) {
    const size = Number(env.DATABASE_POOL_SIZE);
    return { kind: 'postgres', url, poolSize: Number.isInteger(size) && size > 0 ? size : DEFAULT_POOL_SIZE };
  }
  return { kind: 'sqlite', file: path.resolve(env.DATABASE_PATH || DEFAULT_DATABASE_PATH) };
}

export function databasePath(): string {
  return path.resolve(process.env.DATABASE_PATH || DEFAULT_DATABASE_PATH);
}

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

const config = readDatabaseConfig();
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
