import type { Kysely, Migration } from 'kysely';
import { RELEASE_VERSION, TEST_RELEASE } from '../release';
import { runMigrations, type MigrationSet } from './migration-runner.server';
import * as init from '../../../migrations/2026-11-21-001-init';
import * as downloadClicks from '../../../migrations/2026-11-21-002-download-clicks';
import * as supportRequestProblem from '../../../migrations/2026-11-21-003-support-request-problem';
import * as adminSessions from '../../../migrations/2026-11-21-004-admin-sessions';
import * as sharedState from '../../../migrations/2026-11-22-005-shared-state';
import * as closeTheSale from '../../../migrations/2026-11-22-006-close-the-sale';
import * as renewalReminders from '../../../migrations/2026-11-23-007-renewal-reminders';
import * as dashboardTools from '../../../migrations/2026-11-24-008-dashboard-tools';
import * as overviewIndexes from '../../../migrations/2026-11-24-009-overview-indexes';
import * as guardedAdmin from '../../../migrations/2026-11-25-010-guarded-admin';
import * as moneyYouCanTrust from '../../../migrations/2026-11-25-011-money-you-can-trust';
import * as bankStatements from '../../../migrations/2026-11-26-012-bank-statements';
import * as licenseActivations from '../../../migrations/2026-11-26-013-licence-activations';
import * as hardening from '../../../migrations/2026-11-27-014-hardening';
import * as fastPaths from '../../../migrations/2026-11-27-015-fast-paths';
import * as conversations from '../../../migrations/2026-11-27-016-conversations';
import * as licenseSpelling from '../../../migrations/2026-11-27-017-license-spelling';
import * as trust from '../../../migrations/2026-11-27-018-trust';
import * as content from '../../../migrations/2026-11-29-020-content';
import * as operations from '../../../migrations/2026-11-29-021-operations';
import * as mailboxGuard from '../../../migrations/2026-11-29-019-mailbox-guard';
import * as money from '../../../migrations/2026-11-29-022-money';
import * as oneRequestsTable from '../../../migrations/2026-11-29-023-one-requests-table';
import * as creditNotes from '../../../migrations/2026-11-29-024-credit-notes';
import * as inboxReads from '../../../migrations/2026-11-29-025-inbox-reads';

// Imported statically (not read from disk) so the production bundle carries every migration.
const migrations: Record<string, Migration> = {
  '2026-11-21-001-init': init,
  '2026-11-21-002-download-clicks': downloadClicks,
  '2026-11-21-003-support-request-problem': supportRequestProblem,
  '2026-11-21-004-admin-sessions': adminSessions,
  '2026-11-22-005-shared-state': sharedState,
  '2026-11-22-006-close-the-sale': closeTheSale,
  '2026-11-23-007-renewal-reminders': renewalReminders,
  '2026-11-24-008-dashboard-tools': dashboardTools,
  '2026-11-24-009-overview-indexes': overviewIndexes,
  '2026-11-25-010-guarded-admin': guardedAdmin,
  '2026-11-25-011-money-you-can-trust': moneyYouCanTrust,
  '2026-11-26-012-bank-statements': bankStatements,
  '2026-11-26-013-licence-activations': licenseActivations,
  '2026-11-27-014-hardening': hardening,
  '2026-11-27-015-fast-paths': fastPaths,
  '2026-11-27-016-conversations': conversations,
  '2026-11-27-017-license-spelling': licenseSpelling,
  '2026-11-27-018-trust': trust,
  '2026-11-29-020-content': content,
  '2026-11-29-021-operations': operations,
  '2026-11-29-019-mailbox-guard': mailboxGuard,
  '2026-11-29-022-money': money,
  '2026-11-29-023-one-requests-table': oneRequestsTable,
  '2026-11-29-024-credit-notes': creditNotes,
  '2026-11-29-025-inbox-reads': inboxReads,
};

// The end-to-end upgrade test's next release (release.ts, TEST_RELEASE; never in a published one) has one migration more.
if (TEST_RELEASE) {
  const table = TEST_RELEASE.table;
  migrations[TEST_RELEASE.migration] = {
    up: async (db: Kysely<any>) =>
      void (await db.schema
        .createTable(table)
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .execute()),
  };
}

/** Every migration this release knows, and the release, which each upgrade records. */
export const THIS_RELEASE: MigrationSet = { migrations, release: RELEASE_VERSION };

/** Brings the schema up to date, all or nothing; returns the names of the migrations it applied. */
export function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  return runMigrations(db, THIS_RELEASE);
}

/** Brings the schema up to the migration named (tests: a database as an older release left it). */
export async function migrateUpTo(db: Kysely<any>, name: string): Promise<void> {
  await runMigrations(db, THIS_RELEASE, name);
}
