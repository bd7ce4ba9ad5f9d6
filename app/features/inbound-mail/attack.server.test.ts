import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrResetAdmin } from '~/features/admin-auth/admins.server';
import { listAttachments } from '~/features/requests/attachments.server';
import { seedDefaultSettings } from '~/features/settings/settings.server';
import { databaseKind, db } from '~/lib/db/db.server';
import type { InboundMailSettings } from '~/lib/env.server';
import { htmlBombs, longText, lyingNames, manyParts, manyReferences, singlePart } from '../../../tests/helpers/attack-mail';
import { mailboxSettings, startTestMailbox, type TestMailbox } from '../../../tests/helpers/dovecot';
import { TEST_ADMIN } from '../../../tests/helpers/admin';
import { readMailboxProblems, setAsideSource } from './mailbox-messages.server';
import { MAX_STORED_TEXT } from './parse.server';
import { NOT_IMPORTED_KEYWORD, pollMailbox } from './poll.server';
import { NEW_REQUESTS_PER_SENDER_PER_HOUR } from './limits.server';

// The outside attack on the help desk, replayed where it was found: e-mails delivered into a real
// Dovecot, read by the site's poll. HTML bombs never hold the event loop; poison messages are set
// aside and never stop the mail behind them; a body of megabytes is kept as a file; names that lie
// are cleaned; a message too large is left in the mailbox; a sender past the limits waits there.

let mailbox: TestMailbox;
let settings: InboundMailSettings;
let counter = 0;
const address = (what: string) => `${what}-${++counter}@sender.example`;

const emailRequestsFrom = (email: string) =>
  db
    .selectFrom('requests')
    .select(['reference', 'name', 'subject', 'message'])
    .where('kind', '=', 'email')
    .where('email', '=', email)
    .execute();

async function flagsOf(subject: string): Promise<{ seen: boolean; keywords: string[] }[]> {
  const { ImapFlow } = await import('imapflow');
  const client = new ImapFlow({
    host: '127.0.0.1',
    port: mailbox.port,
    secure: false,
    auth: { user: mailbox.user, pass: mailbox.password },
    logger: false,
  });
  await client.connect();
  try {
    const lock = await client.getMailboxLock('INBOX');
    try {
      const found: { seen: boolean; keywords: string[] }[] = [];
      for await (const message of client.fetch('1:*', { flags: true, envelope: true })) {
        if (message.envelope?.subject !== subject) continue;
        const flags = [...(message.flags ?? [])];
        found.push({ seen: flags.includes('\\Seen'), keywords: flags.filter((flag) => !flag.startsWith('\\')) });
      }
      return found;
    } finally {
      lock.release();
    }
  } finally {
    await client.logout();
  }
}

/**
 * The longest gap between two turns of the event loop while `work` runs, as the CPU time this thread
 * spent in it: how long our code held the loop. The wall-clock gap also counts the time the thread
 * waited for a core on a machine shared with other test workers, which no code of ours decides; it
 * is kept for the message.
 */
async function longestStall<T>(work: () => Promise<T>): Promise<{ result: T; longest: number; longestWall: number; turns: number }> {
  let turning = true;
  let last = performance.now();
  let lastCpu = process.threadCpuUsage();
  let longest = 0;
  let longestWall = 0;
  let turns = 0;
  const turn = () => {
    const now = performance.now();
    const spent = process.threadCpuUsage(lastCpu);
    longest = Math.max(longest, (spent.user + spent.system) / 1000);
    longestWall = Math.max(longestWall, now - last);
    last = now;
    lastCpu = process.threadCpuUsage();
    turns++;
    if (turning) setImmediate(turn);
  };
  setImmediate(turn);
  try {
    const result = await work();
    return { result, longest, longestWall, turns };
  } finally {
    turning = false;
  }
}

beforeAll(async () => {
  await seedDefaultSettings();
  await createOrResetAdmin(TEST_ADMIN.email, TEST_ADMIN.password);
  mailbox = await startTestMailbox();
  settings = mailboxSettings(mailbox);
}, 30_000);

afterAll(async () => {
  await mailbox?.dispose();
});

/** Polls until nothing is left to take. */
async function pollAll(options: Partial<InboundMailSettings> = {}) {
  const totals = { imported: 0, setAside: 0, tooLarge: 0, held: 0, failed: 0, duplicates: 0 };
  for (let look = 0; look < 20; look++) {
    const result = await pollMailbox({ settings: { ...settings, ...options }, ownAddresses: [] });
    for (const key of Object.keys(totals) as (keyof typeof totals)[]) totals[key] += result[key];
    if (result.imported + result.setAside + result.tooLarge + result.held + result.failed + result.duplicates === 0) break;
  }
  return totals;
}

describe('the attack’s mail, read from the mailbox', () => {
  it('imports each HTML bomb as text while the event loop never stalls 50 ms', async () => {
    // Three looks at three sets of bombs, each held to the goal: code that holds the loop (the
    // regular expressions before: 30,689 ms) stalls every one.
    let senders: string[] = [];
    for (let set = 1; set <= 3; set++) {
      senders = [];
      for (const bomb of htmlBombs((i) => (senders[i] = address(`bomb${i}`)))) await mailbox.deliver(bomb.raw);
      const { result, longest, longestWall, turns } = await longestStall(() => pollMailbox({ settings, ownAddresses: [] }));
      expect(result).toMatchObject({ imported: 5, setAside: 0, failed: 0 });
      expect(turns, 'the loop turned while the mail was read').toBeGreaterThan(100);
      expect(longest, `look ${set}: the loop was held ${longest.toFixed(1)} ms (${longestWall.toFixed(1)} ms of wall time)`).toBeLessThan(
        50,
      );
    }
    const [style] = await emailRequestsFrom(senders[2]!);
    expect(style).toMatchObject({ subject: 'Style', message: 'Hello' });
    const [link] = await emailRequestsFrom(senders[3]!);
    expect(link).toMatchObject({ subject: 'Link', message: 'Hello' });
  }, 90_000);

  it('sets aside a message the mail reader refuses, flagged on the server, and imports the next one in the same look', async () => {
    const poison = address('poison');
    const next = address('next');
    await mailbox.deliver(manyParts(poison, 1_001));
    await mailbox.deliver(singlePart(next, 'Right behind it', 'text/plain', 'Am I imported?'));
    const result = await pollMailbox({ settings, ownAddresses: [] });
    expect(result).toMatchObject({ imported: 1, setAside: 1 });
    expect(await emailRequestsFrom(next)).toHaveLength(1);
    expect(await emailRequestsFrom(poison)).toHaveLength(0);
    expect(await flagsOf('1001 parts')).toEqual([{ seen: false, keywords: [NOT_IMPORTED_KEYWORD] }]);
    const problems = await readMailboxProblems();
    const listed = problems.notImported.find((message) => message.sender === poison)!;
    expect(listed).toMatchObject({
      state: 'set-aside',
      subject: '1001 parts',
      reason: 'The mail reader refused it: It has more than 100 MIME parts.',
    });
    expect((await setAsideSource(listed.id))!.toString()).toContain('part 1000');
    // Set aside for good: the next look leaves it.
    expect(await pollMailbox({ settings, ownAddresses: [] })).toMatchObject({ imported: 0, setAside: 0 });
  }, 60_000);

  it('reads a message with 101 parts no further than the 100th', async () => {
    const sender = address('parts');
    await mailbox.deliver(manyParts(sender, 101));
    expect(await pollMailbox({ settings, ownAddresses: [] })).toMatchObject({ setAside: 1 });
    await mailbox.deliver(manyParts(sender, 99));
    expect(await pollMailbox({ settings, ownAddresses: [] })).toMatchObject({ imported: 1 });
  }, 30_000);

  it('threads a message naming 40,000 Message-IDs by the last 20, as a new request', async () => {
    const sender = address('references');
    await mailbox.deliver(manyReferences(sender, 'Forty thousand', 40_000));
    expect(await pollMailbox({ settings, ownAddresses: [] })).toMatchObject({ imported: 1, failed: 0, setAside: 0 });
    expect(await emailRequestsFrom(sender)).toHaveLength(1);
  }, 30_000);

  it('tries a message that fails to import at three looks, then sets it aside; the mail behind it is imported at each', async () => {
    const poison = address('failing');
    const undo = await refuseSubject('Fails every time');
    try {
      await mailbox.deliver(singlePart(poison, 'Fails every time', 'text/plain', 'Boom.'));
      for (let look = 1; look <= 3; look++) {
        const behind = address(`behind${look}`);
        await mailbox.deliver(singlePart(behind, `Behind ${look}`, 'text/plain', 'Fine.'));
        const result = await pollMailbox({ settings, ownAddresses: [] });
        expect(result).toMatchObject(look < 3 ? { imported: 1, failed: 1, setAside: 0 } : { imported: 1, failed: 0, setAside: 1 });
        expect(await emailRequestsFrom(behind)).toHaveLength(1);
      }
    } finally {
      await undo();
    }
    expect(await flagsOf('Fails every time')).toEqual([{ seen: false, keywords: [NOT_IMPORTED_KEYWORD] }]);
    const listed = (await readMailboxProblems()).notImported.find((message) => message.sender === poison);
    expect(listed?.reason).toMatch(/^Importing it failed: .*refused for the test/);
  }, 60_000);

  it('keeps the forms’ 5,000 characters of an 8 MB body, and the whole text as a file beside it', async () => {
    const sender = address('long');
    await mailbox.deliver(longText(sender, 8 * 1024 * 1024));
    expect(await pollMailbox({ settings, ownAddresses: [] })).toMatchObject({ imported: 1 });
    const [request] = await emailRequestsFrom(sender);
    expect(request!.message!.length).toBeLessThanOrEqual(MAX_STORED_TEXT);
    expect(request!.message).toMatch(/its whole text is attached as e-mail-text\.txt\.\]$/);
    const [file] = await listAttachments(db, request!.reference);
    expect(file).toMatchObject({ fileName: 'e-mail-text.txt', kept: true });
    // Line breaks are kept as \n, one byte each, where the e-mail had \r\n.
    expect(file!.size).toBeGreaterThan(7.5 * 1024 * 1024);
    // The administrator's notification carries the short text only.
    const notice = await db
      .selectFrom('outbox')
      .select('text_body')
      .where('kind', '=', 'new-request')
      .where('request_reference', '=', request!.reference)
      .executeTakeFirst();
    expect(notice?.text_body.length ?? 0).toBeLessThan(20_000);
  }, 60_000);

  it('cleans names that lie: no direction override in a file’s name, no web address in a sender’s', async () => {
    const sender = address('names');
    await mailbox.deliver(lyingNames(sender, 'Your invoice'));
    expect(await pollMailbox({ settings, ownAddresses: [] })).toMatchObject({ imported: 1 });
    const [request] = await emailRequestsFrom(sender);
    expect(request!.name).toBe(sender.split('@')[0]);
    const [file] = await listAttachments(db, request!.reference);
    expect(file!.fileName).toBe('Invoicefdp.exe');
  }, 30_000);

  it('leaves a message larger than IMAP_MAX_MESSAGE_BYTES unread in the mailbox, and says so', async () => {
    const sender = address('large');
    await mailbox.deliver(longText(sender, 200 * 1024));
    const result = await pollMailbox({ settings: { ...settings, maxMessageBytes: 100 * 1024 }, ownAddresses: [] });
    expect(result).toMatchObject({ imported: 0, tooLarge: 1 });
    expect(await emailRequestsFrom(sender)).toHaveLength(0);
    expect(await flagsOf('A very long e-mail')).toContainEqual({ seen: false, keywords: [NOT_IMPORTED_KEYWORD] });
    const listed = (await readMailboxProblems()).notImported.find((message) => message.sender === sender);
    expect(listed).toMatchObject({ state: 'too-large' });
    expect(listed!.reason).toMatch(
      /larger than the 0\.1 MB the site takes \(IMAP_MAX_MESSAGE_BYTES\); it was left unread in the mailbox\.$/,
    );
  }, 30_000);

  it(`holds an address’s new requests past ${NEW_REQUESTS_PER_SENDER_PER_HOUR} an hour unread in the mailbox, and takes its answers all the same`, async () => {
    const sender = address('eager');
    for (let i = 1; i <= NEW_REQUESTS_PER_SENDER_PER_HOUR + 2; i++)
      await mailbox.deliver(singlePart(sender, `Eager ${i}`, 'text/plain', 'Hi.'));
    expect(await pollMailbox({ settings, ownAddresses: [] })).toMatchObject({ imported: NEW_REQUESTS_PER_SENDER_PER_HOUR, held: 2 });
    expect(await emailRequestsFrom(sender)).toHaveLength(NEW_REQUESTS_PER_SENDER_PER_HOUR);
    expect(await flagsOf(`Eager ${NEW_REQUESTS_PER_SENDER_PER_HOUR + 1}`)).toEqual([{ seen: false, keywords: [] }]);
    const problems = await readMailboxProblems();
    expect(problems.held.count).toBeGreaterThanOrEqual(2);
    expect(problems.held.reason).toMatch(/^Held in the mailbox: 10 new requests came from this address in the last hour/);
    // Held until the hour has room: the next look does not even fetch them.
    expect(await pollMailbox({ settings, ownAddresses: [] })).toMatchObject({ imported: 0, held: 0 });
    // An hour later they are imported.
    await db
      .updateTable('inbound_emails')
      .set({ received_at: new Date(Date.now() - 61 * 60_000).toISOString() })
      .execute();
    await db
      .updateTable('mailbox_messages')
      .set({ retry_at: new Date(Date.now() - 1000).toISOString() })
      .where('state', '=', 'held')
      .execute();
    expect(await pollAll()).toMatchObject({ imported: 2, held: 0 });
    expect(await emailRequestsFrom(sender)).toHaveLength(NEW_REQUESTS_PER_SENDER_PER_HOUR + 2);
    expect((await readMailboxProblems()).held.count).toBe(0);
  }, 60_000);
});

/** Makes importing an e-mail with this subject fail (a trigger on the ledger), until the returned function is called. */
async function refuseSubject(subject: string): Promise<() => Promise<void>> {
  const quoted = subject.replace(/'/g, "''");
  if (databaseKind() === 'postgres') {
    await sql
      .raw(
        `create function refuse_subject() returns trigger language plpgsql as $$ begin if new.subject = '${quoted}' then raise exception 'refused for the test'; end if; return new; end $$`,
      )
      .execute(db);
    await sql
      .raw('create trigger refuse_subject before insert on inbound_emails for each row execute function refuse_subject()')
      .execute(db);
    return async () => {
      await sql.raw('drop trigger refuse_subject on inbound_emails').execute(db);
      await sql.raw('drop function refuse_subject()').execute(db);
    };
  }
  await sql
    .raw(
      `create trigger refuse_subject before insert on inbound_emails when new.subject = '${quoted}' begin select raise(abort, 'refused for the test'); end`,
    )
    .execute(db);
  return async () => {
    await sql.raw('drop trigger refuse_subject').execute(db);
  };
}
