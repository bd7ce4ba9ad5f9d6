// `npm run backup -- <file>`: a consistent copy of the live database, taken with SQLite's online
// backup API while the site keeps running (readers and writers are not stopped).
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

const target = process.argv[2];
if (!target) {
  console.error('Usage: npm run backup -- <backup-file.db>');
  process.exit(2);
}
const source = path.resolve(process.env.DATABASE_PATH || './data/site.db');
if (!fs.existsSync(source)) {
  console.error(`No database at ${source} (set DATABASE_PATH)`);
  process.exit(1);
}
const destination = path.resolve(target);
fs.mkdirSync(path.dirname(destination), { recursive: true });

const db = new Database(source, { fileMustExist: true });
db.pragma('busy_timeout = 5000');
try {
  const started = Date.now();
  await db.backup(destination);
  const copy = new Database(destination, { readonly: true });
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
  db.close();
}
