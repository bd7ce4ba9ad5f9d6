// `npm run backup -- <file>`: a consistent copy of the live database, taken with SQLite's online
// backup API while the site keeps running (readers and writers are not stopped). The copy is one
// self-contained file (no -wal/-shm beside it), readable by its owner only.
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

const USAGE = 'Usage: npm run backup -- <backup-file.db>   (the database is DATABASE_PATH, default ./data/site.db)';
const target = process.argv[2];
if (!target || target === '--help' || target === '-h') {
  console[target ? 'log' : 'error'](USAGE);
  process.exit(target ? 0 : 2);
}
// With PostgreSQL the database server's own tool takes consistent copies: say how, instead of failing.
if (process.env.DATABASE_URL?.trim()) {
  console.error(`npm run backup copies the SQLite file; this site uses PostgreSQL (DATABASE_URL). Back it up with pg_dump, e.g.
  pg_dump --format=custom --file=backups/site-$(date +%F).dump "$DATABASE_URL"
and restore into an empty database with pg_restore --dbname="$DATABASE_URL" backups/site-….dump (see README, Backups).`);
  process.exit(2);
}
// Backups hold customer data: folders 0700, files 0600.
process.umask(0o077);
const source = path.resolve(process.env.DATABASE_PATH || './data/site.db');
if (!fs.existsSync(source)) {
  console.error(`Backup failed: there is no database at ${source} (set DATABASE_PATH)`);
  process.exit(1);
}
const destination = path.resolve(target);

let db;
try {
  fs.mkdirSync(path.dirname(destination), { recursive: true });
  db = new Database(source, { fileMustExist: true });
  db.pragma('busy_timeout = 5000');
  const started = Date.now();
  await db.backup(destination);
  // The copy keeps the source's WAL mode; a rollback journal makes it one file that needs no companions.
  const copy = new Database(destination);
  copy.pragma('journal_mode = DELETE');
  const check = copy.pragma('integrity_check', { simple: true });
  const counts = ['ach_orders', 'support_requests', 'help_requests']
    .map((table) => `${table} ${copy.prepare(`select count(*) as n from ${table}`).get().n}`)
    .join(', ');
  copy.close();
  if (check !== 'ok') throw new Error(`integrity check of the copy failed: ${check}`);
  console.log(`Backed up ${source} to ${destination} in ${Date.now() - started} ms (${counts}; integrity ok)`);
} catch (error) {
  console.error(`Backup failed: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
} finally {
  db?.close();
}
