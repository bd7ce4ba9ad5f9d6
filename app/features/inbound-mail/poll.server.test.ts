import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDefaultSettings } from '~/features/settings/settings.server';
import { db } from '~/lib/db/db.server';
import type { InboundMailSettings } from '~/lib/env.server';
import { mailboxSettings, startTestMailbox, type TestMailbox } from '../../../tests/helpers/dovecot';
import { rawMail } from '../../../tests/helpers/raw-mail';
import { claimMailbox, readMailboxStatus, releaseMailbox } from './mailbox-state.server';
import { pollMailbox } from './poll.server';
import { startMailboxPoller } from './poller.server';

// The mailbox read for real: Dovecot on loopback (tests/helpers/dovecot.ts), mail delivered into it
// by IMAP APPEND, the site's poller taking it out. Nothing is lost, nothing imported twice: a message
// is marked \Seen only after its row committed, whatever happens in between.

const root = path.resolve(import.meta.dirname, '../../..');
let mailbox: TestMailbox;
let settings: InboundMailSettings;
let counter = 0;

const mail = (subject: string, extra: { messageId?: string; from?: string } = {}) =>
  rawMail({
    from: extra.from ?? `sender${++counter}@example.com`,
    subject,
    text: `About ${subject}`,
    messageId: extra.messageId ?? `<poll-${++counter}.${Date.now()}@mail.example>`,
  });
const requestsAbout = (subject: string) =>
  db.selectFrom('requests').select(['reference', 'message']).where('kind', '=', 'email').where('subject', '=', subject).execute();

beforeAll(async () => {
  await seedDefaultSettings();
  mailbox = await startTestMailbox();
  settings = mailboxSettings(mailbox);
}, 30_000);

afterAll(async () => {
  await mailbox?.dispose();
});

async function until(check: () => Promise<boolean>, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('reading the mailbox', () => {
  it('imports each unseen message and marks it \\Seen once imported', async () => {
    await mailbox.deliver(await mail('First look'));
    await mailbox.deliver(await mail('Second look'));
    expect(await pollMailbox({ settings, ownAddresses: [] })).toMatchObject({ imported: 2, duplicates: 0 });
    expect(await requestsAbout('First look')).toHaveLength(1);
    expect(await requestsAbout('Second look')).toHaveLength(1);
    expect((await mailbox.messages()).every((message) => message.seen)).toBe(true);
    // Seen mail is not read again.
    expect(await pollMailbox({ settings, ownAddresses: [] })).toMatchObject({ imported: 0, duplicates: 0 });
  });

  it('imports a message delivered twice once', async () => {
    const raw = await mail('Delivered twice', { messageId: '<twice-in-mailbox@mail.example>' });
    await mailbox.deliver(raw);
    await mailbox.deliver(raw);
    expect(await pollMailbox({ settings, ownAddresses: [] })).toMatchObject({ imported: 1, duplicates: 1 });
    expect(await requestsAbout('Delivered twice')).toHaveLength(1);
    expect(
      (await mailbox.messages()).filter((message) => message.messageId === '<twice-in-mailbox@mail.example>').map((m) => m.seen),
    ).toEqual([true, true]);
  });

  it('loses and doubles nothing when the process is killed between the commit and \\Seen', async () => {
    await mailbox.deliver(await mail('Killed mid-import', { messageId: '<killed@mail.example>' }));
    const child = spawn(
      path.join(root, 'node_modules/.bin/vite-node'),
      ['--config', 'vitest.config.ts', 'tests/integration/inbound-kill.worker.ts'],
      {
        cwd: root,
        env: { ...process.env, MAILBOX_SETTINGS: JSON.stringify(settings), DATABASE_POOL_SIZE: '2' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stderr.on('data', (chunk) => (output += chunk));
    const exited = new Promise<NodeJS.Signals | null>((resolve) => child.once('exit', (_code, signal) => resolve(signal)));
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`the worker never committed:\n${output}`)), 60_000);
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk;
        if (output.includes('committed ')) {
          clearTimeout(timer);
          resolve();
        }
      });
    });
    child.kill('SIGKILL');
    expect(await exited).toBe('SIGKILL');
    // Committed, and still unseen in the mailbox.
    expect(await requestsAbout('Killed mid-import')).toHaveLength(1);
    expect((await mailbox.messages()).find((message) => message.messageId === '<killed@mail.example>')?.seen).toBe(false);
    // The next look finds it imported already: it only marks it.
    expect(await pollMailbox({ settings, ownAddresses: [] })).toMatchObject({ imported: 0, duplicates: 1 });
    expect(await requestsAbout('Killed mid-import')).toHaveLength(1);
    expect((await mailbox.messages()).find((message) => message.messageId === '<killed@mail.example>')?.seen).toBe(true);
  }, 90_000);

  it('retries a mailbox that is down with backoff, says since when and why, logs one line for the outage, and recovers', async () => {
    const lines: string[] = [];
    await mailbox.stop();
    const poller = startMailboxPoller({
      settings: { ...settings, pollSeconds: 1 },
      ownAddresses: [],
      log: (line) => lines.push(line),
      backoffMs: () => 200,
    });
    try {
      await until(async () => (await readMailboxStatus()).unreachableSince !== null);
      const down = await readMailboxStatus();
      expect(down.lastError).toMatch(/ECONNREFUSED|connect/i);
      // Several looks fail meanwhile; the log says so once.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/^Mailbox support@recoverly\.test@127\.0\.0\.1 unreachable: .+ \(retrying with backoff\)$/);
      expect((await readMailboxStatus()).unreachableSince).toBe(down.unreachableSince);

      await mailbox.start();
      await mailbox.deliver(await mail('After the outage'));
      await until(async () => (await requestsAbout('After the outage')).length === 1);
      await until(async () => (await readMailboxStatus()).unreachableSince === null);
      expect((await readMailboxStatus()).lastCheckedAt).not.toBeNull();
      expect(lines).toHaveLength(1);
    } finally {
      await poller.stop();
    }
  }, 60_000);

  it('lets one process read the mailbox at a time: Check Mail Now waits its turn', async () => {
    const now = new Date();
    expect(await claimMailbox(now, new Date(now.getTime() + 60_000))).toBe(true);
    expect(await claimMailbox(now, new Date(now.getTime() + 60_000))).toBe(false);
    const poller = startMailboxPoller({ settings, ownAddresses: [], log: () => {} });
    try {
      expect(await poller.checkNow()).toEqual({ kind: 'busy' });
      await releaseMailbox();
      await mailbox.deliver(await mail('Checked now'));
      expect(await poller.checkNow()).toEqual({ kind: 'checked', imported: 1 });
    } finally {
      await poller.stop();
    }
  });

  it('runs no check asked for during a look once the poller is stopped', async () => {
    const poller = startMailboxPoller({ settings, ownAddresses: [], log: () => {} });
    // The first look is under way; a check asked for now waits for it.
    const queued = poller.checkNow();
    await poller.stop();
    expect(await queued).toEqual({ kind: 'busy' });
    const checked = (await readMailboxStatus()).lastCheckedAt;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await readMailboxStatus()).lastCheckedAt).toBe(checked);
  });
});
