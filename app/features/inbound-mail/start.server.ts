import { startMail as startOutbox } from '~/features/outbox/start.server';
import { env, type Env } from '~/lib/env.server';
import { ownAddressesOf, startMailboxPoller } from './poller.server';

/**
 * This process's mail: the outbox's sender (and its hourly jobs), and with IMAP_URL the mailbox
 * poller beside it. Returns what stops both at shutdown.
 */
export function startMail(origin: string, log: (line: string) => void = console.log, settings: Env = env()): () => Promise<void> {
  const stopOutbox = startOutbox(origin, log, settings);
  const inbound = settings.inboundMail;
  if (!inbound) return stopOutbox;
  log(`Mailbox: ${inbound.user}@${inbound.host}/${inbound.mailbox}, read every ${inbound.pollSeconds} s`);
  const poller = startMailboxPoller({ settings: inbound, ownAddresses: ownAddressesOf(settings), log });
  return async () => {
    await poller.stop();
    await stopOutbox();
  };
}
