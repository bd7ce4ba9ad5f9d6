import { mailTransportFromEnv, type MailTransport } from '~/features/mail/transport.server';
import { env, type Env } from '~/lib/env.server';
import { startRenewalReminders } from '~/features/licenses/renewal-reminders.server';
import { startNewRequestDigest } from '~/features/requests/new-request-notice.server';
import { startMessageRedaction } from './redact.server';
import { startOutboxSender } from './sender.server';

export const MAIL_NOT_CONFIGURED = 'E-mail is not configured (SMTP_URL is unset): messages wait in the outbox until it is.';

/**
 * Starts this process's outbox: its sender, for the site served at `origin`, and the hourly jobs that
 * queue into it or clean it. Without SMTP_URL the site works as before and says so once; messages are
 * still written and wait. Returns what stops it at shutdown.
 */
export function startOutbox(origin: string, log: (line: string) => void = console.log, settings: Env = env()): () => Promise<void> {
  const transport: MailTransport | null = mailTransportFromEnv(settings);
  // Reminders are queued either way: without SMTP they wait in the outbox like every other message.
  const stopReminders = startRenewalReminders(log);
  // Either way too: messages skipped over a cap hold secrets as well.
  const stopRedaction = startMessageRedaction(log);
  // The administrator's new-request notifications past ten an hour, in one message.
  const stopDigest = startNewRequestDigest(log);
  if (!transport) {
    log(MAIL_NOT_CONFIGURED);
    return async () => {
      await stopReminders();
      await stopRedaction();
      await stopDigest();
    };
  }
  const sender = startOutboxSender({ transport, siteUrl: origin, log });
  return async () => {
    await stopReminders();
    await stopRedaction();
    await stopDigest();
    await sender.stop();
    transport.close();
  };
}
