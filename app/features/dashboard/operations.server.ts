import { readBackupStatus, type BackupStatus } from '~/features/backups/status.server';
import { mailSetup } from '~/features/mail/test-mail.server';
import { readUpdateNotice, type UpdateNotice } from '~/features/releases/check.server';
import { ageInWords } from '~/lib/age-in-words';
import { formatCreatedAt } from '~/lib/created-label';

/** The overview's operations, as shown: the last backup, a newer release, where mail goes. */
export interface OperationsView {
  backups: BackupStatus & { lastLabel: string | null; lastAge: string | null; sizeLabel: string | null };
  update: (UpdateNotice & { label: string }) | null;
  mail: { server: string; from: string } | null;
}

function size(bytes: number | null): string | null {
  if (bytes === null) return null;
  return bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / 2 ** 20).toFixed(1)} MB`;
}

export async function readOperations(now = new Date()): Promise<OperationsView> {
  const [backups, update] = await Promise.all([readBackupStatus(undefined, undefined, now), readUpdateNotice()]);
  const at = update ? ('at' in update ? update.at : update.date) : null;
  return {
    backups: {
      ...backups,
      lastLabel: backups.last ? formatCreatedAt(backups.last.at) : null,
      lastAge: backups.last ? ageInWords(backups.last.at, now) : null,
      sizeLabel: size(backups.last?.bytes ?? null),
    },
    update: update ? { ...update, label: at ? formatCreatedAt(at) : '' } : null,
    mail: mailSetup(),
  };
}
