import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempFolder } from '../../tests/helpers/temp-folder';
import { DEFAULT_PORT, parseEnv } from './env.server';
import { publicOrigin, setListeningOrigin } from './public-origin.server';
import { sessionSecrets } from './session-secret.server';

describe('the environment', () => {
  it('has a default for everything but the administrator', () => {
    const settings = parseEnv({});
    expect(settings).toMatchObject({
      production: false,
      port: DEFAULT_PORT,
      host: undefined,
      database: { kind: 'sqlite', file: path.resolve('./data/site.db') },
      sessionSecrets: [],
      admin: null,
      trustProxy: false,
      https: false,
      siteOrigin: null,
      mail: null,
      adminNotifyEmail: null,
      acknowledgementsPerHour: 200,
      warnings: [],
    });
  });

  it('selects PostgreSQL with DATABASE_URL, with a pool size', () => {
    const settings = parseEnv({ DATABASE_URL: 'postgres://site@db:5432/site', DATABASE_POOL_SIZE: '4', SESSION_SECRET: 's' });
    expect(settings.database).toEqual({ kind: 'postgres', url: 'postgres://site@db:5432/site', poolSize: 4 });
    expect(() => parseEnv({ DATABASE_POOL_SIZE: 'many' })).toThrow(/^DATABASE_POOL_SIZE=many is not a number of connections/);
  });

  it('refuses flags it does not understand instead of reading them as off', () => {
    expect(parseEnv({ TRUST_PROXY: '1', HTTPS: 'true' })).toMatchObject({ trustProxy: true, https: true });
    expect(parseEnv({ TRUST_PROXY: '0', HTTPS: 'false' })).toMatchObject({ trustProxy: false, https: false });
    expect(() => parseEnv({ HTTPS: 'yes' })).toThrow('HTTPS=yes is not understood; set HTTPS=1 to turn it on, or leave it unset');
  });

  it('refuses an ADMIN_NOTIFY_EMAIL that is not one plain address', () => {
    expect(parseEnv({ ADMIN_NOTIFY_EMAIL: ' ops@example.com ' }).adminNotifyEmail).toBe('ops@example.com');
    expect(() => parseEnv({ ADMIN_NOTIFY_EMAIL: 'ops@example.com, boss@example.com' })).toThrow(/^ADMIN_NOTIFY_EMAIL=/);
  });
});

describe('logs, backups and updates', () => {
  it('default to text at info, a backup a day keeping 14, no command and no update source', () => {
    expect(parseEnv({})).toMatchObject({
      log: { format: 'text', level: 'info' },
      backups: { every: '24h', everyMs: 86_400_000, keep: 14, command: null },
      updateSource: null,
    });
  });

  it('read LOG_FORMAT, LOG_LEVEL, BACKUP_EVERY (or off), BACKUP_KEEP, BACKUP_COMMAND and UPDATE_URL', () => {
    const settings = parseEnv({
      LOG_FORMAT: 'JSON',
      LOG_LEVEL: 'debug',
      BACKUP_EVERY: '2s',
      BACKUP_KEEP: '3',
      BACKUP_COMMAND: 'rclone copy "$1" offsite:shop',
      UPDATE_URL: 'https://downloads.example.com/recoverly',
    });
    expect(settings).toMatchObject({
      log: { format: 'json', level: 'debug' },
      backups: { every: '2s', everyMs: 2000, keep: 3, command: 'rclone copy "$1" offsite:shop' },
      updateSource: { kind: 'url', url: 'https://downloads.example.com/recoverly/' },
    });
    expect(parseEnv({ BACKUP_EVERY: 'off' }).backups.everyMs).toBeNull();
    expect(parseEnv({ BACKUP_EVERY: '7d' }).backups.everyMs).toBe(7 * 86_400_000);
    expect(parseEnv({ UPDATE_URL: 'releases' }).updateSource).toEqual({ kind: 'folder', folder: path.resolve('releases') });
    expect(parseEnv({ UPDATE_URL: 'file:///srv/releases' }).updateSource).toEqual({ kind: 'folder', folder: '/srv/releases' });
  });

  it('refuse values they do not understand, in one line naming the variable', () => {
    expect(() => parseEnv({ LOG_FORMAT: 'xml' })).toThrow(
      'LOG_FORMAT=xml is not understood; set LOG_FORMAT to text, json, or leave it unset (text)',
    );
    expect(() => parseEnv({ LOG_LEVEL: 'verbose' })).toThrow(/^LOG_LEVEL=verbose is not understood/);
    expect(() => parseEnv({ BACKUP_EVERY: 'daily' })).toThrow(/^BACKUP_EVERY=daily is not understood; set a time like 24h/);
    expect(() => parseEnv({ BACKUP_EVERY: '0s' })).toThrow(/^BACKUP_EVERY=0s/);
    expect(() => parseEnv({ BACKUP_KEEP: '0' })).toThrow(/^BACKUP_KEEP=0 is not a number of backups/);
    expect(() => parseEnv({ UPDATE_URL: 'ftp://example.com/r' })).toThrow(/^UPDATE_URL=ftp:\/\/example\.com\/r is not understood/);
    expect(() => parseEnv({ UPDATE_URL: 'https://user:pw@example.com/r' })).toThrow(/^UPDATE_URL=/);
  });
});

describe('the session secret', () => {
  it('is generated once into the data folder with mode 0600 when SESSION_SECRET is unset, then reused', () => {
    const dir = path.join(tempFolder('secret'), 'data');
    const settings = parseEnv({ DATABASE_PATH: path.join(dir, 'site.db') });
    const [first] = sessionSecrets(settings);
    const file = path.join(dir, 'session-secret');
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(fs.readFileSync(file, 'utf8').trim()).toBe(first);
    expect(sessionSecrets(parseEnv({ DATABASE_PATH: path.join(dir, 'site.db') }))).toEqual([first]);
  });

  it('comes from SESSION_SECRET, where a comma-separated list allows rotation', () => {
    expect(sessionSecrets(parseEnv({ SESSION_SECRET: ' new-secret , old-secret ,' }))).toEqual(['new-secret', 'old-secret']);
  });

  it('is never generated for a database other processes share', () => {
    const settings = parseEnv({ DATABASE_URL: 'postgres://site:hunter2@db.internal:5432/site' });
    expect(() => sessionSecrets(settings)).toThrow(/^SESSION_SECRET is not set; with DATABASE_URL every server process must sign cookies/);
  });
});

describe('SITE_URL', () => {
  it('is the bare origin of an absolute http(s) address', () => {
    expect(parseEnv({ SITE_URL: 'https://www.example.com' }).siteOrigin).toBe('https://www.example.com');
    expect(parseEnv({ SITE_URL: ' https://WWW.Example.com:8443/ ' }).siteOrigin).toBe('https://www.example.com:8443');
    expect(parseEnv({ SITE_URL: 'http://localhost:3000' }).siteOrigin).toBe('http://localhost:3000');
    expect(parseEnv({ SITE_URL: '' }).siteOrigin).toBeNull();
  });

  it('refuses anything that is not an origin, with a message naming the variable', () => {
    for (const bad of [
      'www.example.com',
      'ftp://example.com',
      'https://example.com/shop',
      'https://example.com?x=1',
      'https://user:pw@example.com',
      'https://example.com/#x',
    ]) {
      expect(() => parseEnv({ SITE_URL: bad }), bad).toThrow(/^SITE_URL must be an absolute http\(s\) address/);
    }
  });

  it('is the one public origin; unset, the listening address, and before the server listens, this machine on PORT', () => {
    try {
      expect(publicOrigin(parseEnv({ PORT: '4321' }))).toBe('http://localhost:4321');
      setListeningOrigin('http://192.0.2.7:4321');
      expect(publicOrigin(parseEnv({ PORT: '4321' }))).toBe('http://192.0.2.7:4321');
      expect(publicOrigin(parseEnv({ SITE_URL: 'https://shop.example' }))).toBe('https://shop.example');
    } finally {
      setListeningOrigin(null);
    }
  });
});

describe('mail settings', () => {
  it('are absent without SMTP_URL', () => {
    expect(parseEnv({}).mail).toBeNull();
    expect(parseEnv({ SMTP_URL: '', MAIL_FROM: 'a@b.c' }).mail).toBeNull();
  });

  it('take smtp:// and smtps:// addresses, sending as Recoverly <no-reply@localhost> by default', () => {
    expect(parseEnv({ SMTP_URL: 'smtp://user:pass@mail.example.com:587' }).mail).toEqual({
      smtpUrl: 'smtp://user:pass@mail.example.com:587',
      from: { name: 'Recoverly', address: 'no-reply@localhost' },
    });
    expect(parseEnv({ SMTP_URL: 'smtps://mail.example.com:465' }).mail?.smtpUrl).toBe('smtps://mail.example.com:465');
  });

  it('read MAIL_FROM as a name and address, or a bare address', () => {
    const named = parseEnv({ SMTP_URL: 'smtp://localhost:1025', MAIL_FROM: '"Recoverly Sales" <sales@recoverly.example>' });
    expect(named.mail?.from).toEqual({ name: 'Recoverly Sales', address: 'sales@recoverly.example' });
    const bare = parseEnv({ SMTP_URL: 'smtp://localhost:1025', MAIL_FROM: 'sales@recoverly.example' });
    expect(bare.mail?.from).toEqual({ name: '', address: 'sales@recoverly.example' });
  });

  it('refuse an SMTP_URL that is not an smtp address, naming the variable', () => {
    expect(() => parseEnv({ SMTP_URL: 'mail.example.com:587' })).toThrow(/^SMTP_URL/);
    expect(() => parseEnv({ SMTP_URL: 'https://mail.example.com' })).toThrow(/^SMTP_URL must start with smtp:\/\/ or smtps:\/\//);
  });

  it('refuse a MAIL_FROM that is not exactly one safe address, naming the variable', () => {
    for (const from of ['not an address', 'a@example.com, b@example.com', 'Sales <sales@example.com>\r\nBcc: victim@example.com']) {
      expect(() => parseEnv({ SMTP_URL: 'smtp://localhost:1025', MAIL_FROM: from }), from).toThrow(/^MAIL_FROM/);
    }
  });
});

describe('IMAP_URL', () => {
  it('names the mailbox read for answers: host, port, TLS, user, password, folder and its address', () => {
    const settings = parseEnv({ IMAP_URL: 'imaps://support%40example.com:app%20pass@mail.example.com/Support%2FInbox' });
    expect(settings.inboundMail).toEqual({
      host: 'mail.example.com',
      port: 993,
      secure: true,
      user: 'support@example.com',
      password: 'app pass',
      mailbox: 'Support/Inbox',
      address: 'support@example.com',
      pollSeconds: 60,
      maxMessageBytes: 25 * 1024 * 1024,
    });
    expect(parseEnv({ IMAP_URL: 'imap://u%40x.test:p@127.0.0.1:1143', IMAP_POLL_SECONDS: '5' }).inboundMail).toMatchObject({
      port: 1143,
      secure: false,
      mailbox: 'INBOX',
      pollSeconds: 5,
      maxMessageBytes: 25 * 1024 * 1024,
    });
    expect(parseEnv({}).inboundMail).toBeNull();
  });

  it('takes IMAP_MAX_MESSAGE_BYTES as a size in bytes, and refuses anything else in one line', () => {
    const imap = { IMAP_URL: 'imaps://support%40example.com:p@mail.example.com' };
    expect(parseEnv({ ...imap, IMAP_MAX_MESSAGE_BYTES: '2097152' }).inboundMail?.maxMessageBytes).toBe(2 * 1024 * 1024);
    for (const value of ['25MB', '-1', '100', '99999999999']) {
      expect(() => parseEnv({ ...imap, IMAP_MAX_MESSAGE_BYTES: value })).toThrow(
        `IMAP_MAX_MESSAGE_BYTES=${value} is not a size in bytes; set a whole number from 1024 to 1073741824, or leave it unset (26214400, 25 MB)`,
      );
    }
  });

  it('takes the address replies name from IMAP_ADDRESS when given, and requires it when the user name is no address', () => {
    expect(parseEnv({ IMAP_URL: 'imaps://support:p@mail.example.com', IMAP_ADDRESS: 'help@example.com' }).inboundMail?.address).toBe(
      'help@example.com',
    );
    expect(() => parseEnv({ IMAP_URL: 'imaps://support:p@mail.example.com' })).toThrow(
      /^IMAP_URL's user name \(support\) is not an e-mail address; set IMAP_ADDRESS/,
    );
    expect(parseEnv({ IMAP_ADDRESS: 'help@example.com' }).warnings).toEqual([
      'IMAP_ADDRESS is set but IMAP_URL is not, so no mailbox is read (set IMAP_URL to read one)',
    ]);
  });

  it('refuses what is not an IMAP address, a poll interval out of range, or an IMAP_ADDRESS that is not one address, in one line', () => {
    expect(() => parseEnv({ IMAP_URL: 'not a url' })).toThrow(/^IMAP_URL must be an address like imaps:\/\//);
    expect(() => parseEnv({ IMAP_URL: 'pop3://u:p@mail.example.com' })).toThrow(
      'IMAP_URL must start with imaps:// or imap:// (it starts with pop3://)',
    );
    expect(() => parseEnv({ IMAP_URL: 'imaps://mail.example.com' })).toThrow(/^IMAP_URL must name the user and password/);
    expect(() => parseEnv({ IMAP_POLL_SECONDS: '0' })).toThrow(/^IMAP_POLL_SECONDS=0 is not a number of seconds/);
    expect(() => parseEnv({ IMAP_ADDRESS: 'a@x.test, b@x.test' })).toThrow(/^IMAP_ADDRESS=/);
  });
});
