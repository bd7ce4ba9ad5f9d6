// Where the bench's server keeps its data. Without DATABASE_URL: a SQLite file in the bench's folder.
// With DATABASE_URL (a PostgreSQL server): a new database on that server, filled by copying the
// seeded SQLite file with `npm run db:copy` (the operator's own path), and dropped at the end.
import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import Database from 'better-sqlite3';
import pg from 'pg';
import { projectRoot } from '../ensure-build.mjs';

const run = promisify(execFile);

export async function benchDatabase(workDir) {
  const databasePath = path.join(workDir, 'site.db');
  const serverUrl = process.env.DATABASE_URL?.trim();
  if (!serverUrl) {
    return {
      kind: 'SQLite',
      databasePath,
      // The server reads DATABASE_PATH; DATABASE_URL must not leak in from the bench's environment.
      env: { DATABASE_URL: '' },
      async moveIn() {},
      async countRows(table) {
        const db = new Database(databasePath, { readonly: true });
        try {
          return db.prepare(`select count(*) as n from ${table}`).get().n;
        } finally {
          db.close();
        }
      },
      async dispose() {},
    };
  }
  const name = `site_bench_${crypto.randomBytes(4).toString('hex')}`;
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const onServer = async (statement) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await onServer(`create database "${name}"`);
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  return {
    kind: 'PostgreSQL',
    databasePath,
    env: { DATABASE_URL: url.toString() },
    /** Copies the seeded SQLite file into the new PostgreSQL database. */
    async moveIn() {
      const { stdout } = await run(process.execPath, ['scripts/db-copy.mjs', '--from', databasePath, '--to', url.toString()], {
        cwd: projectRoot,
        env: { ...process.env, DATABASE_URL: '' },
      });
      console.log(stdout.trim());
    },
    async countRows(table) {
      return (await client.query(`select count(*)::int as n from ${table}`)).rows[0].n;
    },
    async dispose() {
      await client.end();
      await onServer(`drop database if exists "${name}" with (force)`);
    },
  };
}
