import { sql } from 'kysely';
import { databaseKind, db } from '../../app/lib/db/db.server';

// Faults a test injects into its own database, written once per backend: everything else in the
// tests goes through Kysely and never knows which database it runs on.

/** Makes every insert into `table` fail with `message` until the returned function is called. */
export async function refuseInserts(table: string, message: string): Promise<() => Promise<void>> {
  const name = `refuse_${table}`;
  if (databaseKind() === 'postgres') {
    const quoted = message.replace(/'/g, "''");
    await sql.raw(`create function ${name}() returns trigger language plpgsql as $$ begin raise exception '${quoted}'; end $$`).execute(db);
    await sql.raw(`create trigger ${name} before insert on ${table} for each row execute function ${name}()`).execute(db);
    return async () => {
      await sql.raw(`drop trigger ${name} on ${table}`).execute(db);
      await sql.raw(`drop function ${name}()`).execute(db);
    };
  }
  const quoted = message.replace(/'/g, "''");
  await sql.raw(`create trigger ${name} before insert on ${table} begin select raise(abort, '${quoted}'); end`).execute(db);
  return async () => {
    await sql.raw(`drop trigger ${name}`).execute(db);
  };
}

/** Runs `run` while `table` is renamed away (reads of it fail), then puts it back. */
export async function withTableHidden<T>(table: string, run: () => Promise<T>): Promise<T> {
  await sql.raw(`alter table ${table} rename to ${table}_hidden`).execute(db);
  try {
    return await run();
  } finally {
    await sql.raw(`alter table ${table}_hidden rename to ${table}`).execute(db);
  }
}

/** How each backend says a table is missing. */
export const MISSING_TABLE = /no such table|does not exist/;
