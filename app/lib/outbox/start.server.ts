import { mailTransportFromEnv, type MailTransport } from '../mail/transport.server';
import { setMailSiteUrl } from '../mail/site-url.server';
import { StartupError } from '../startup-error.server';
import { startOutboxSender } from './sender.server';

export const MAIL_NOT_CONFIGURED = 'E-mail is not configured (SMTP_URL is unset): messages wait in the outbox until it is.';

/**
 * Starts this process's e-mail sender, for the site served at `origin`. Without SMTP_URL the site works
 * as before and says so once; messages are still written and wait. Returns what stops it at shutdown.
 */
export function startMail(origin: string, log: (line: string) => void = console.log): () => Promise<void> {
  setMailSiteUrl(origin);
  let transport: MailTransport | null;
  try {
    transport = mailTransportFromEnv();
  } catch (error) {
    throw new StartupError(error instanceof Error ? error.message : String(error));
  }
  if (!transport) {
    log(MAIL_NOT_CONFIGURED);
    return async () => {};
  }
  const sender = startOutboxSender({ transport, siteUrl: origin, log });
  return async () => {
    await sender.stop();
    transport.close();
  };
}
