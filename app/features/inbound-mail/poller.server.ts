import { db as defaultDb } from '~/lib/db/db.server';
import { env, type Env, type InboundMailSettings } from '~/lib/env.server';
import { claimMailbox, recordMailboxFailure, recordMailboxReached, releaseMailbox } from './mailbox-state.server';
import { describeMailboxError, pollMailbox } from './poll.server';

// The mailbox is read every IMAP_POLL_SECONDS by whichever process holds its claim (one at a time on
// PostgreSQL), and at once when the administrator presses Check Mail Now. A mailbox that fails is
// retried with backoff; the inbox shows since when it is unreachable and why, and the log gets one
// line when an outage starts, not one per failed look.

export type CheckOutcome =
  { kind: 'checked'; imported: number } | { kind: 'busy' } | { kind: 'failed'; reason: string } | { kind: 'not-configured' };

export interface MailboxPoller {
  /** Looks now (after a look in progress), and answers how it went. */
  checkNow(): Promise<CheckOutcome>;
  /** Finishes a look in progress, then stops. */
  stop(): Promise<void>;
}

export interface MailboxPollerOptions {
  settings: InboundMailSettings;
  ownAddresses: readonly string[];
  log?: (line: string) => void;
  db?: typeof defaultDb;
  /** The wait after the n-th failed look in a row. */
  backoffMs?: (failures: number) => number;
  /** How long a look may hold the mailbox: longer than any look takes. */
  claimMs?: number;
}

const LONGEST_BACKOFF_MS = 15 * 60_000;

/** Twice the interval after each failure in a row, at most 15 minutes (or the interval, if longer). */
export function mailboxBackoffMs(failures: number, pollMs: number): number {
  return Math.min(pollMs * 2 ** Math.max(1, failures), Math.max(pollMs, LONGEST_BACKOFF_MS));
}

function lookAtMailbox(options: MailboxPollerOptions) {
  const db = options.db ?? defaultDb;
  const log = options.log ?? ((line: string) => console.log(line));
  const claimMs = options.claimMs ?? 2 * 60_000;
  return async (): Promise<CheckOutcome> => {
    const started = new Date();
    if (!(await claimMailbox(started, new Date(started.getTime() + claimMs), db))) return { kind: 'busy' };
    try {
      const result = await pollMailbox({ settings: options.settings, ownAddresses: options.ownAddresses, db });
      await recordMailboxReached(new Date(), db);
      const notImported = result.setAside + result.tooLarge;
      if (notImported > 0)
        log(`Mailbox: ${notImported} message${notImported === 1 ? '' : 's'} not imported (set aside or too large): see Admin › Requests`);
      return { kind: 'checked', imported: result.imported };
    } catch (error) {
      const reason = describeMailboxError(error);
      if (await recordMailboxFailure(new Date(), reason, db))
        log(`Mailbox ${options.settings.user}@${options.settings.host} unreachable: ${reason} (retrying with backoff)`);
      return { kind: 'failed', reason };
    } finally {
      await releaseMailbox(db);
    }
  };
}

export function startMailboxPoller(options: MailboxPollerOptions): MailboxPoller {
  const log = options.log ?? ((line: string) => console.log(line));
  const pollMs = options.settings.pollSeconds * 1000;
  const backoff = options.backoffMs ?? ((failures: number) => mailboxBackoffMs(failures, pollMs));
  const look = lookAtMailbox({ ...options, log });
  let failures = 0;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<CheckOutcome> | null = null;

  function schedule(delay: number): void {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => void run(), delay);
    timer.unref(); // a sleeping poller never keeps the process alive
  }

  function run(): Promise<CheckOutcome> {
    // A check asked for during a look runs after it, unless the poller was stopped meanwhile.
    if (running) return running.then(() => (stopped ? { kind: 'busy' as const } : run()));
    if (stopped) return Promise.resolve({ kind: 'busy' });
    running = look()
      .catch((error: unknown): CheckOutcome => {
        // The database itself failed (the mailbox's row could not be read or written).
        log(`Mailbox poller: ${error instanceof Error ? error.message : String(error)}`);
        return { kind: 'failed', reason: describeMailboxError(error) };
      })
      .then((outcome) => {
        running = null;
        failures = outcome.kind === 'failed' ? failures + 1 : 0;
        schedule(outcome.kind === 'failed' ? backoff(failures) : pollMs);
        return outcome;
      });
    return running;
  }

  void run();
  const poller: MailboxPoller = {
    checkNow: () => (stopped ? Promise.resolve({ kind: 'busy' }) : run()),
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      if (active === poller) active = null;
      await running;
    },
  };
  active = poller;
  return poller;
}

let active: MailboxPoller | null = null;

/**
 * Check Mail Now: through this process's poller when it runs one, else one look of its own (claimed
 * like any other, so it never overlaps another process's); 'not-configured' without IMAP_URL.
 */
export function checkMailNow(settings: Env = env()): Promise<CheckOutcome> {
  if (active) return active.checkNow();
  if (!settings.inboundMail) return Promise.resolve({ kind: 'not-configured' });
  return lookAtMailbox({ settings: settings.inboundMail, ownAddresses: ownAddressesOf(settings) })();
}

/** The site's own addresses: mail from them is its own coming back, never a customer's. */
export function ownAddressesOf(settings: Env): string[] {
  return [settings.mail?.from.address, settings.inboundMail?.address].filter((address): address is string => Boolean(address));
}
