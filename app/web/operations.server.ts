// What the server's start-up (app/server/startup.ts) uses of the app, loaded once the settings are
// checked: the edge reaches the features only through app/web. Each command-line tool has its own
// door beside this one (admin-shell, signing-keys, audit-verify), so none loads more than it uses.

import { startMailbox } from '~/features/inbound-mail/start.server';
import { startOutbox } from '~/features/outbox/start.server';

export { countAdmins, createAdminIfNone } from '~/features/admin-auth/admins.server';
export { issueSetupToken, withdrawSetupToken } from '~/features/admin-auth/setup-token.server';
export { seedDefaultSettings } from '~/features/settings/settings.server';
// Scheduled posts and other content, published at their time.
export { startScheduledPublishing } from '~/features/content/schedule.server';
export { signingKeys } from './signing-keys.server';
// Backups the server takes itself (BACKUP_EVERY).
export { startBackupSchedule } from '~/features/backups/schedule.server';
// The daily look for a newer release (UPDATE_URL).
export { startUpdateChecks } from '~/features/releases/check.server';

/**
 * This process's mail: the outbox (its sender and hourly jobs), and the mailbox poller beside it when
 * IMAP_URL is set. Returns what stops both at shutdown, the poller first (what it imports may queue mail).
 */
export function startMail(origin: string): () => Promise<void> {
  const stopOutbox = startOutbox(origin);
  const stopMailbox = startMailbox();
  return async () => {
    await stopMailbox();
    await stopOutbox();
  };
}
