import path from 'node:path';
import pg from 'pg';
import { startServer, type ServerProcess } from '../../scripts/lib/server-process.mjs';
import { createDatabaseFrom, dropDatabases, testDatabaseName } from '../helpers/postgres-test-database';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp';
import { tempFolder } from '../helpers/temp-folder';
import { ADMIN } from './admin-helpers';

/** The secret every process of a PostgreSQL site signs with (checkout references included). */
export const POSTGRES_SITE_SECRET = 'postgres-e2e-secret';

/** The license signing key every process of a PostgreSQL site shares (LICENSE_SIGNING_KEY). */
export const POSTGRES_SITE_LICENSE_KEY = 'MC4CAQAwBQYDK2VwBCIEIHwBxPUivIBVRMiAOM04AYtE9iQ7rul1jEzjjPK19xss';

/** The PostgreSQL server the run was given (these specs run only when it is). */
export function testServerUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('the PostgreSQL specs need TEST_DATABASE_URL (playwright.config.ts ignores them without it)');
  return url;
}

export interface PostgresSite {
  /** The database's address (DATABASE_URL), for a test that prepares its schema before a process starts. */
  url: string;
  /** The site's database, for a test that checks its rows. */
  query<T extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<T[]>;
  /** Starts one more server process on the same database (they share it as one site). */
  startProcess(env?: Record<string, string>): Promise<ServerProcess>;
  dispose(): Promise<void>;
}

/**
 * A new, empty PostgreSQL database and the production server processes a test starts on it; all
 * of them share SESSION_SECRET, as the README asks of several processes.
 */
export async function createPostgresSite(): Promise<PostgresSite> {
  const serverUrl = testServerUrl();
  const name = testDatabaseName('site_e2e');
  const url = await createDatabaseFrom(serverUrl, name);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const folder = tempFolder('pg-site');
  const processes: ServerProcess[] = [];
  return {
    url,
    async query(text, values) {
      return (await client.query(text, values)).rows;
    },
    async startProcess(env = {}) {
      const server = await startServer({
        // Unused with DATABASE_URL; given so nothing falls back to ./data.
        databasePath: path.join(folder, 'unused.db'),
        env: {
          DATABASE_URL: url,
          SESSION_SECRET: POSTGRES_SITE_SECRET,
          LICENSE_SIGNING_KEY: POSTGRES_SITE_LICENSE_KEY,
          REFUND_ACCOUNT_KEY: '7e'.repeat(32),
          TRUST_PROXY: '1',
          ADMIN_EMAIL: ADMIN.email,
          ADMIN_PASSWORD: ADMIN.password,
          ...env,
        },
      });
      processes.push(server);
      return server;
    },
    async dispose() {
      await Promise.all(processes.map((p) => p.stop()));
      await client.end();
      await dropDatabases(serverUrl, name);
    },
  };
}

/** One site served by two processes at once (`a` and `b`, their base URLs), sending to a real SMTP server. */
export interface TwoProcessSite {
  site: PostgresSite;
  smtp: TestSmtpServer;
  a: string;
  b: string;
}

/** Starts a {@link TwoProcessSite}: both processes together, so their first-run work (migrations, seeding, the administrator) must not collide. */
export async function startTwoProcessSite(): Promise<TwoProcessSite> {
  const site = await createPostgresSite();
  const smtp = await startSmtpServer();
  const env = { SMTP_URL: smtp.url() };
  const [a, b] = (await Promise.all([site.startProcess(env), site.startProcess(env)])).map((server) => server.url) as [string, string];
  return { site, smtp, a, b };
}

export async function stopTwoProcessSite({ site, smtp }: Pick<TwoProcessSite, 'site' | 'smtp'>): Promise<void> {
  await site.dispose();
  await smtp.stop();
}
