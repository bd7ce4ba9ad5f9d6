import fs from 'node:fs';
import path from 'node:path';
import { displayPath } from '~/lib/db/database-file.server';
import { env, type Env } from '~/lib/env.server';
import { shellCommand } from '~/lib/shell-command.server';
import { isStartupError } from '~/lib/startup-error.server';
import { restoreBackupArchive, RestoreRefusal } from '~/web/backups.server';
import { describeArchive } from './backup-cli';
import { readForceCommand } from './force-command';

export const RESTORE_USAGE = `Usage: ${shellCommand('restore', '<backup-file.tar.gz> [--force]')}

Restores a whole backup (${shellCommand('backup')}) into the data folder (DATABASE_PATH's, ./data by
default): the database, the session secret and the license signing keys, each checked against the
sha256 in the archive's manifest before anything is moved. The folder must be empty (or not there):
--force moves a folder that holds anything aside, to <folder>-replaced-<UTC time>, and never deletes
it. Stop the site first; start it once this says it is done.`;

/** `restore <file> [--force]`: features/backups/restore.server.ts from the shell. Returns the exit code. */
export async function runRestoreCli(argv: string[]): Promise<number> {
  const command = readForceCommand(argv, RESTORE_USAGE);
  if (typeof command === 'number') return command;
  const { positionals } = command;
  if (positionals.length !== 1) {
    console.error(
      positionals.length === 0
        ? `Name the backup to restore.\n\n${RESTORE_USAGE}`
        : `Unknown argument '${positionals[1]}'\n\n${RESTORE_USAGE}`,
    );
    return 2;
  }
  let settings: Env;
  try {
    settings = env();
  } catch (error) {
    console.error(`Restore failed: ${isStartupError(error) ? error.message : String(error)}`);
    return 2;
  }
  const archive = path.resolve(positionals[0]!);
  if (!fs.existsSync(archive)) {
    console.error(`Restore failed: there is no file at ${displayPath(archive)}`);
    return 1;
  }
  process.umask(0o077);
  try {
    const outcome = await restoreBackupArchive({ archive, force: command.force, settings });
    const { manifest } = outcome;
    const contents = outcome.restored
      .map((name) =>
        manifest.database.kind === 'sqlite' && name === path.basename(settings.database.kind === 'sqlite' ? settings.database.file : '')
          ? `${name} (${describeArchive(outcome)})`
          : name,
      )
      .join(', ');
    console.log(
      `Restored ${displayPath(archive)} (taken by Recoverly ${manifest.release} on ${manifest.createdAt}) into ${displayPath(outcome.folder)}: ${contents}; every file matched its sha256`,
    );
    if (outcome.movedAside) console.log(`The folder that was there is kept, moved aside to ${displayPath(outcome.movedAside)}`);
    if (outcome.restored.includes('environment-secrets.env')) {
      console.log(
        `SESSION_SECRET, LICENSE_SIGNING_KEY or REFUND_ACCOUNT_KEY were set in the environment where it was taken: their values are in ${displayPath(path.join(outcome.folder, 'environment-secrets.env'))}; set them here too`,
      );
    }
    if (manifest.database.kind === 'postgres')
      console.log('The archive holds the secrets only: restore the PostgreSQL database with pg_restore from its pg_dump.');
    console.log(`Start the site (${shellCommand('serve')}) to serve it.`);
    return 0;
  } catch (error) {
    if (error instanceof RestoreRefusal) {
      console.error(`Restore refused: ${error.message}`);
      return 1;
    }
    console.error(`Restore failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}
