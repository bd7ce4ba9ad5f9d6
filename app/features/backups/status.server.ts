import { readOperationRun } from '~/lib/db/operation-runs.server';
import type { Executor } from '~/lib/db/schema';
import { env, type Env } from '~/lib/env.server';
import type { BackupRunDetails } from './schedule.server';

/** The scheduled backups as the overview shows them. */
export interface BackupStatus {
  /** BACKUP_EVERY as written; null when it is off. */
  every: string | null;
  keep: number;
  /** On PostgreSQL the archives hold the secrets only (the database is pg_dump's). */
  postgres: boolean;
  last: {
    at: string;
    outcome: 'ok' | 'failed';
    file: string | null;
    bytes: number | null;
    error: string | null;
    command: { exitCode: number | null; lastLine: string } | null;
  } | null;
  /** The last backup is older than two intervals (the schedule stalled, or the site was down). */
  stale: boolean;
}

export async function readBackupStatus(executor?: Executor, settings: Env = env(), now = new Date()): Promise<BackupStatus> {
  const run = await readOperationRun<BackupRunDetails>('backup', executor);
  const everyMs = settings.backups.everyMs;
  const last =
    run.startedAt && run.outcome
      ? {
          at: run.startedAt,
          outcome: run.outcome,
          file: run.details.file ?? null,
          bytes: run.details.bytes ?? null,
          error: run.details.error ?? null,
          command: run.details.command ?? null,
        }
      : null;
  return {
    every: everyMs === null ? null : settings.backups.every,
    keep: settings.backups.keep,
    postgres: settings.database.kind === 'postgres',
    last,
    stale: everyMs !== null && last !== null && Date.parse(last.at) + 2 * everyMs < now.getTime(),
  };
}
