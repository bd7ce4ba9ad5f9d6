// What `recoverly backup` and `recoverly restore` (app/server/backup-cli.ts, restore-cli.ts) use of
// the app: whole backups, taken and restored.
export { createBackupArchive, defaultArchivePath, type BackupOutcome } from '~/features/backups/archive.server';
export { restoreBackupArchive, RestoreRefusal, type RestoreOutcome } from '~/features/backups/restore.server';
