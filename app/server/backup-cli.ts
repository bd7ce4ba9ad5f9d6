import path from 'node:path';
import { displayPath } from '~/lib/db/database-file.server';
import { DEFAULT_DATABASE_PATH, env, type Env } from '~/lib/env.server';
import { FileRefusal } from '~/lib/private-file.server';
import { shellCommand } from '~/lib/shell-command.server';
import { isStartupError } from '~/lib/startup-error.server';
import { createBackupArchive, defaultArchivePath, type BackupOutcome } from '~/web/backups.server';
import { readForceCommand } from './force-command';

export const BACKUP_USAGE = `Usage: ${shellCommand('backup', '[<backup-file.tar.gz>] [--force]')}

A whole backup in one archive, taken while the site keeps running: a consistent copy of the database
(with the attachments stored in it), the session secret and the license signing keys, and a manifest
naming the release, the last migration and a sha256 of each file. Restore it with
${shellCommand('restore', '<file>')}. Without a file name it goes to backups/ beside the database, named by
the time (data/backups/site-20261127T104400Z.tar.gz). A file that exists is refused unless --force
replaces it; a symbolic link is never followed. The database is DATABASE_PATH (default
${DEFAULT_DATABASE_PATH}); with DATABASE_URL (PostgreSQL) the archive holds the secrets only.`;

const POSTGRES_BACKUP = `This site uses PostgreSQL (DATABASE_URL): back the database up with pg_dump, e.g.
  pg_dump --format=custom --file=backups/site-$(date +%F).dump "$DATABASE_URL"
and restore it into an empty database with pg_restore --dbname="$DATABASE_URL" backups/site-….dump (see README, Operate).
The archive below holds the secrets only.`;

/** 'orders 12, attachments 3, last migration 2026-11-27-018-trust': what a copy of the database holds. */
export function describeArchive(outcome: Pick<BackupOutcome, 'manifest'>): string {
  const database = outcome.manifest.database;
  if (database.kind !== 'sqlite') return `${outcome.manifest.members.map((member) => member.name).join(', ') || 'no secret files'}`;
  const parts = [
    database.orders === null ? null : `orders ${database.orders}`,
    database.attachments === null ? null : `attachments ${database.attachments}`,
    `last migration ${database.lastMigration ?? 'none'}`,
  ];
  return parts.filter(Boolean).join(', ');
}

function megabytes(bytes: number): string {
  return bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / 2 ** 20).toFixed(1)} MB`;
}

/**
 * `backup [<file>] [--force]`: a whole backup (features/backups/archive.server.ts), while the site
 * keeps running. Returns the exit code.
 */
export async function runBackupCli(argv: string[]): Promise<number> {
  const command = readForceCommand(argv, BACKUP_USAGE);
  if (typeof command === 'number') return command;
  const { positionals } = command;
  if (positionals.length > 1) {
    console.error(`Unknown argument '${positionals[1]}'\n\n${BACKUP_USAGE}`);
    return 2;
  }
  let settings: Env;
  try {
    settings = env();
  } catch (error) {
    console.error(`Backup failed: ${isStartupError(error) ? error.message : String(error)}`);
    return 2;
  }
  if (settings.database.kind === 'postgres') console.log(POSTGRES_BACKUP);
  // Backups hold customer data and secrets: folders 0700, files 0600.
  process.umask(0o077);
  const [target] = positionals;
  const destination = target ? path.resolve(target) : defaultArchivePath(settings);
  try {
    const outcome = await createBackupArchive({ destination, replace: command.force, settings });
    const source = settings.database.kind === 'sqlite' ? `${displayPath(settings.database.file)} and its secrets` : 'the secrets';
    console.log(
      `Backed up ${source} to ${displayPath(outcome.file)} (${megabytes(outcome.bytes)}, ${Math.round(outcome.durationMs)} ms): ${describeArchive(outcome)}; every file's sha256 is in its manifest (integrity ok)`,
    );
    for (const note of outcome.notes) console.log(`Note: ${note}`);
    return 0;
  } catch (error) {
    if (error instanceof FileRefusal) {
      console.error(
        `Backup refused: ${error.message}; name another file, or add --force to replace it (a link there is replaced, never followed)`,
      );
      return 1;
    }
    console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}
