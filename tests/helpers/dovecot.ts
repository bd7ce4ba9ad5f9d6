import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ImapFlow } from 'imapflow';
import type { InboundMailSettings } from '~/lib/env.server';

// A real IMAP server for the help desk's tests: Debian's Dovecot (dovecot-imapd, which .ci/run
// installs), started from a private config on a free port of 127.0.0.1, with one passwd-file user
// and a maildir in a temporary folder, and stopped at the end. The way PostgreSQL is started for the
// tests: nothing system-wide is touched.

const DOVECOT = process.env.DOVECOT_PATH ?? '/usr/sbin/dovecot';

export interface TestMailbox {
  readonly port: number;
  readonly user: string;
  readonly password: string;
  /** IMAP_URL for the site: imap://user:password@127.0.0.1:port/INBOX. */
  url(password?: string): string;
  /** Delivers a message (its RFC 5322 source) into the INBOX, unseen. */
  deliver(raw: Buffer | string): Promise<void>;
  /** Delivers many, one after the other on one connection (a flood is a thousand APPENDs, not a thousand logins). */
  deliverAll(raws: readonly (Buffer | string)[]): Promise<void>;
  /** How many messages are unseen, and how many of those carry `keyword`. */
  unseen(keyword: string): Promise<{ unseen: number; flagged: number }>;
  /** Every message in the INBOX with its flags, by UID. */
  messages(): Promise<{ uid: number; seen: boolean; messageId: string }[]>;
  /** Stops answering (the mailbox is down); start() serves the same mail on the same port again. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops the server and removes its folder. */
  dispose(): Promise<void>;
}

/** The site's inbound-mail settings for a test mailbox, as IMAP_URL and the defaults would give them (plain IMAP on loopback). */
export function mailboxSettings(mailbox: TestMailbox): InboundMailSettings {
  return {
    host: '127.0.0.1',
    port: mailbox.port,
    secure: false,
    user: mailbox.user,
    password: mailbox.password,
    mailbox: 'INBOX',
    address: mailbox.user,
    pollSeconds: 60,
    maxMessageBytes: 25 * 1024 * 1024,
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address() as net.AddressInfo;
      server.close(() => resolve(address.port));
    });
  });
}

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** As root, mail is kept as Debian's `mail` user; otherwise Dovecot runs entirely as the current user. */
function identity(): { uid: string; gid: string; internal: string } {
  if (process.getuid?.() === 0) return { uid: 'mail', gid: 'mail', internal: '' };
  const user = os.userInfo();
  return {
    uid: String(user.uid),
    gid: String(user.gid),
    internal: `default_internal_user = ${user.username}\ndefault_login_user = ${user.username}\ndefault_internal_group = ${user.username}\n`,
  };
}

function config(dir: string, port: number): string {
  const who = identity();
  return `protocols = imap
listen = 127.0.0.1
base_dir = ${dir}/run
state_dir = ${dir}/state
log_path = ${dir}/dovecot.log
info_log_path = ${dir}/dovecot.log
${who.internal}ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login
first_valid_uid = 1
mail_location = maildir:~/Maildir
service imap-login {
  inet_listener imap {
    port = ${port}
  }
  chroot =
}
service anvil {
  chroot =
}
passdb {
  driver = passwd-file
  args = scheme=PLAIN username_format=%u ${dir}/users
}
userdb {
  driver = static
  args = uid=${who.uid} gid=${who.gid} home=${dir}/home/%n
}
`;
}

/** Starts Dovecot with one mailbox, `user` / `password`. */
export async function startTestMailbox(user = 'support@recoverly.test', password = 'app-password'): Promise<TestMailbox> {
  if (!fs.existsSync(DOVECOT)) throw new Error(`Dovecot is not installed at ${DOVECOT}: apt-get install dovecot-imapd (.ci/run does)`);
  // Under the system's temporary folder, readable by the mail user Dovecot switches to (a test run's own folder is 0700).
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-dovecot-'));
  fs.chmodSync(dir, 0o755);
  const home = path.join(dir, 'home', user.split('@')[0]!);
  fs.mkdirSync(home, { recursive: true });
  if (process.getuid?.() === 0) {
    fs.chmodSync(path.join(dir, 'home'), 0o755);
    const mail = Number(/^mail:x:(\d+):(\d+):/m.exec(fs.readFileSync('/etc/passwd', 'utf8'))?.[1] ?? 8);
    fs.chownSync(home, mail, mail);
  }
  fs.writeFileSync(path.join(dir, 'users'), `${user}:{PLAIN}${password}\n`, { mode: 0o644 });
  const port = await freePort();
  const configFile = path.join(dir, 'dovecot.conf');
  fs.writeFileSync(configFile, config(dir, port));
  let child: ChildProcess | null = null;

  async function start(): Promise<void> {
    if (child) return;
    const started = spawn(DOVECOT, ['-F', '-c', configFile], { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    started.stderr?.on('data', (chunk) => (stderr += chunk));
    child = started;
    const deadline = Date.now() + 15_000;
    while (!(await listening(port))) {
      if (started.exitCode !== null || Date.now() > deadline) {
        const log = fs.existsSync(path.join(dir, 'dovecot.log')) ? fs.readFileSync(path.join(dir, 'dovecot.log'), 'utf8') : '';
        started.kill('SIGKILL');
        child = null;
        throw new Error(`Dovecot did not start on port ${port}:\n${stderr}\n${log}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  async function stop(): Promise<void> {
    const running = child;
    if (!running) return;
    child = null;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGTERM');
    await exited;
    // The master has gone; its login and imap processes follow it within moments.
    const deadline = Date.now() + 5_000;
    while ((await listening(port)) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  }

  async function client<T>(work: (imap: ImapFlow) => Promise<T>): Promise<T> {
    const imap = new ImapFlow({ host: '127.0.0.1', port, secure: false, auth: { user, pass: password }, logger: false });
    imap.on('error', () => {});
    await imap.connect();
    try {
      return await work(imap);
    } finally {
      await imap.logout().catch(() => imap.close());
    }
  }

  await start();
  return {
    port,
    user,
    password,
    url: (pass = password) => `imap://${encodeURIComponent(user)}:${encodeURIComponent(pass)}@127.0.0.1:${port}/INBOX`,
    deliver: (raw) => client(async (imap) => void (await imap.append('INBOX', raw))),
    deliverAll: (raws) =>
      client(async (imap) => {
        for (const raw of raws) await imap.append('INBOX', raw);
      }),
    unseen: (keyword) =>
      client(async (imap) => {
        const lock = await imap.getMailboxLock('INBOX');
        try {
          const unseen = (await imap.search({ seen: false }, { uid: true })) || [];
          const flagged = (await imap.search({ seen: false, keyword }, { uid: true })) || [];
          return { unseen: unseen.length, flagged: flagged.length };
        } finally {
          lock.release();
        }
      }),
    messages: () =>
      client(async (imap) => {
        const lock = await imap.getMailboxLock('INBOX');
        try {
          const found: { uid: number; seen: boolean; messageId: string }[] = [];
          for await (const message of imap.fetch('1:*', { uid: true, flags: true, envelope: true })) {
            found.push({ uid: message.uid, seen: message.flags?.has('\\Seen') ?? false, messageId: message.envelope?.messageId ?? '' });
          }
          return found;
        } finally {
          lock.release();
        }
      }),
    stop,
    start,
    async dispose() {
      await stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
