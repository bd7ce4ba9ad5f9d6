import crypto from 'node:crypto';
import pg from 'pg';

// Test databases on the PostgreSQL server at TEST_DATABASE_URL: one migrated template per run, and a
// copy of it for each test file (CREATE DATABASE … TEMPLATE is a file copy: fast, and files stay parallel).

/** The URL of another database on the same server (same user and password). */
export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Runs statements on the server's maintenance connection (CREATE/DROP DATABASE can't run in a transaction). */
export async function onServer<T>(serverUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** A name unique to this run, safe to quote: lower case letters, digits and underscores. */
export function testDatabaseName(prefix: string): string {
  return `${prefix}_${crypto.randomBytes(6).toString('hex')}`;
}

export async function createDatabaseFrom(serverUrl: string, name: string, template?: string): Promise<string> {
  await onServer(serverUrl, (client) => client.query(`create database "${name}"${template ? ` template "${template}"` : ''}`));
  return databaseUrl(serverUrl, name);
}

export async function dropDatabases(serverUrl: string, prefix: string): Promise<void> {
  await onServer(serverUrl, async (client) => {
    const { rows } = await client.query<{ datname: string }>('select datname from pg_database where datname like $1', [`${prefix}%`]);
    for (const { datname } of rows) await client.query(`drop database if exists "${datname}" with (force)`);
  });
}
