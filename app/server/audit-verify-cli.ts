import fs from 'node:fs';
import { verifyAuditChain, type AuditChainCheck } from '~/web/audit-verify.server';
import { DEFAULT_DATABASE_PATH, env } from '~/lib/env.server';
import { shellCommand } from '~/lib/shell-command.server';
import { isStartupError } from '~/lib/startup-error.server';

export const AUDIT_VERIFY_USAGE = `Usage: ${shellCommand('audit-verify')}

Checks the audit log's hash chain: every row's hash must be the SHA-256 of the row before it and its
own content, so a row changed, removed or inserted in the database itself shows. Prints "Audit log
intact: N rows" (exit 0), or names the first broken row (exit 1). Only reads; works while the site runs.
The database is DATABASE_URL (PostgreSQL) or DATABASE_PATH (default ${DEFAULT_DATABASE_PATH}).`;

const PROBLEM: Record<Extract<AuditChainCheck, { kind: 'broken' }>['problem'], string> = {
  mismatch:
    'its hash does not match its content and the hash of the row before it (this row was changed, or a row before it removed or inserted)',
  'no-hash': 'it has no hash (it was written around the chain)',
};

/** What the check found, in the words the command prints. */
export function describeAuditCheck(check: AuditChainCheck): string {
  if (check.kind === 'intact') {
    const last = check.last ? `\nLast row: ${check.last.id} (${check.last.created_at}, ${check.last.kind}), hash ${check.last.hash}` : '';
    return `Audit log intact: ${check.rows} row${check.rows === 1 ? '' : 's'}${last}`;
  }
  const { id, created_at, kind } = check.row;
  const before =
    check.rows === 0
      ? 'it is the first row'
      : `the ${check.rows} row${check.rows === 1 ? '' : 's'} before it ${check.rows === 1 ? 'is' : 'are'} intact`;
  return `Audit log broken at row ${id} (${created_at}, ${kind}): ${PROBLEM[check.problem]}; ${before}.`;
}

/** `audit-verify`: walks the audit log's hash chain on either database. Returns the exit code. */
export async function runAuditVerifyCli(argv: string[]): Promise<number> {
  if (argv.includes('--help') || argv.includes('-h')) {
    console.log(AUDIT_VERIFY_USAGE);
    return 0;
  }
  if (argv.length > 0) {
    console.error(`Unknown argument '${argv[0]}'\n\n${AUDIT_VERIFY_USAGE}`);
    return 2;
  }
  let database;
  try {
    database = env().database;
  } catch (error) {
    console.error(`Could not check the audit log: ${isStartupError(error) ? error.message : String(error)}`);
    return 2;
  }
  // Opening a missing SQLite file would create an empty database, and call its empty log intact.
  if (database.kind === 'sqlite' && !fs.existsSync(database.file)) {
    console.error(`Could not check the audit log: there is no database at ${database.file} (set DATABASE_PATH)`);
    return 2;
  }
  const { db, closeDatabase } = await import('~/lib/db/db.server');
  try {
    const check = await verifyAuditChain(db);
    if (check.kind === 'intact') console.log(describeAuditCheck(check));
    else console.error(describeAuditCheck(check));
    return check.kind === 'intact' ? 0 : 1;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    // A database the site never started on has no tables yet.
    const missing = /no such table: audit_log|relation "audit_log" does not exist/.test(message);
    console.error(
      `Could not check the audit log: ${missing ? 'this database has no audit log yet (the site creates it when it first starts)' : message}`,
    );
    return 2;
  } finally {
    await closeDatabase();
  }
}
