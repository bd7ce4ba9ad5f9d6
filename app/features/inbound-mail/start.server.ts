import { env, type Env } from '~/lib/env.server';
import { ownAddressesOf, startMailboxPoller } from './poller.server';

/**
 * With IMAP_URL, this process's mailbox poller, said in one line; without, nothing. Returns what
 * stops it at shutdown.
 */
export function startMailbox(log: (line: string) => void = console.log, settings: Env = env()): () => Promise<void> {
  const inbound = settings.inboundMail;
  if (!inbound) return async () => {};
  log(`Mailbox: ${inbound.user}@${inbound.host}/${inbound.mailbox}, read every ${inbound.pollSeconds} s`);
  const poller = startMailboxPoller({ settings: inbound, ownAddresses: ownAddressesOf(settings), log });
  return () => poller.stop();
}
