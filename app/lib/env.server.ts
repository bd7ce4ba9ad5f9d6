import path from 'node:path';
import addressparser from 'nodemailer/lib/addressparser';
import { z } from 'zod';
import { BRAND } from './brand';
import { shellCommand } from './shell-command.server';
import { StartupError } from './startup-error.server';
import { headerText, isSafeAddress } from './text-safety';

/**
 * Every environment variable the site reads, its default, and its one-line error, parsed once (at
 * start, or on first use in a script or test). Nothing else in app/ reads process.env for a setting.
 */

export const DEFAULT_PORT = 3000;
export const DEFAULT_DATABASE_PATH = './data/site.db';
/** Connections each process keeps at most: enough for bursts, small enough that ten processes fit PostgreSQL's default 100. */
export const DEFAULT_POOL_SIZE = 10;
export const DEFAULT_MAIL_FROM = `${BRAND} <no-reply@localhost>`;
/** At most this many acknowledgements (of visitor forms and checkouts) leave per hour, site-wide: a flood can't spend the sender's reputation. */
export const DEFAULT_ACKNOWLEDGEMENTS_PER_HOUR = 200;
/** Beside the database, when SESSION_SECRET is unset: generated once (lib/session-secret.server.ts). */
export const SESSION_SECRET_FILE = 'session-secret';
/** Beside the database, when LICENSE_SIGNING_KEY is unset: the license files' Ed25519 keys, one a line, the first signing. */
export const LICENSE_SIGNING_KEY_FILE = 'license-signing-keys';
/** Beside the database, when REFUND_ACCOUNT_KEY is unset: the key refund accounts are encrypted with (lib/field-encryption.server.ts). */
export const REFUND_ACCOUNT_KEY_FILE = 'refund-account-key';

export type DatabaseConfig = { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string; poolSize: number };

export interface MailSettings {
  /** smtp://user:pass@host:587 (STARTTLS when the server offers it) or smtps://…:465 (TLS from the start). */
  smtpUrl: string;
  from: { name: string; address: string };
}

/** The mailbox customers' answers arrive in (IMAP_URL), polled every IMAP_POLL_SECONDS. */
export interface InboundMailSettings {
  host: string;
  port: number;
  /** imaps:// (TLS from the start); imap:// upgrades with STARTTLS when the server offers it. */
  secure: boolean;
  user: string;
  password: string;
  /** The folder read, INBOX unless the URL names another. */
  mailbox: string;
  /** The mailbox's address, which replies name as Reply-To: IMAP_ADDRESS, else the user name. */
  address: string;
  pollSeconds: number;
  /** IMAP_MAX_MESSAGE_BYTES: a larger message is left unread in the mailbox, and the inbox names it. */
  maxMessageBytes: number;
}

/** How often the mailbox is read when IMAP_POLL_SECONDS is unset. */
export const DEFAULT_IMAP_POLL_SECONDS = 60;
/** The largest e-mail the site takes from the mailbox when IMAP_MAX_MESSAGE_BYTES is unset: 25 MB, the size most providers accept. */
export const DEFAULT_IMAP_MAX_MESSAGE_BYTES = 25 * 1024 * 1024;

/** How often a whole backup is taken when BACKUP_EVERY is unset, and how many scheduled ones are kept (BACKUP_KEEP). */
export const DEFAULT_BACKUP_EVERY = '24h';
export const DEFAULT_BACKUP_KEEP = 14;

/** Backups the server takes itself (BACKUP_EVERY, BACKUP_KEEP, BACKUP_COMMAND). */
export interface BackupSchedule {
  /** Milliseconds between two backups; null when BACKUP_EVERY=off. */
  everyMs: number | null;
  /** BACKUP_EVERY as written (24h, 30m…), for the overview's words. */
  every: string;
  keep: number;
  /** Run after each backup by /bin/sh, with the archive's path as $1; null when unset. */
  command: string | null;
}

/** Where releases are published (UPDATE_URL): a folder on this machine, or an http(s) address. */
export type UpdateSource = { kind: 'url'; url: string } | { kind: 'folder'; folder: string };

export interface Env {
  /** NODE_ENV=production. */
  production: boolean;
  /** PORT: 1–65535, or 0 for a free one. */
  port: number;
  /** HOST: the address (or name) to bind; undefined for every interface. */
  host: string | undefined;
  /** DATABASE_URL (PostgreSQL) or DATABASE_PATH (SQLite, the default). */
  database: DatabaseConfig;
  /** SESSION_SECRET as its comma-separated list (the first signs, all verify); empty: the generated file. */
  sessionSecrets: string[];
  /** LICENSE_SIGNING_KEY as its comma-separated list (the first signs, all are published); empty: the generated file. */
  licenseSigningKeys: string[];
  /** REFUND_ACCOUNT_KEY: 32-byte keys (the first encrypts, all decrypt); empty: the generated file. */
  refundAccountKeys: Buffer[];
  /** ADMIN_EMAIL and ADMIN_PASSWORD, both given (their rules are the administrator's: server-config.ts); null otherwise. */
  admin: { email: string; password: string } | null;
  /** TRUST_PROXY=1: exactly one reverse proxy in front appends the client to X-Forwarded-For. */
  trustProxy: boolean;
  /** HTTPS=1: served over HTTPS (cookies Secure, HSTS). */
  https: boolean;
  /** SITE_URL as a bare origin, or null when unset. */
  siteOrigin: string | null;
  /** SMTP_URL and MAIL_FROM; null when SMTP_URL is unset (messages wait in the outbox). */
  mail: MailSettings | null;
  /** ADMIN_NOTIFY_EMAIL, or null: the administrator's sign-in address then. */
  adminNotifyEmail: string | null;
  /** MAIL_ACKNOWLEDGEMENTS_PER_HOUR: the site-wide hourly cap on acknowledgements to visitors. */
  acknowledgementsPerHour: number;
  /** IMAP_URL, IMAP_ADDRESS and IMAP_POLL_SECONDS; null when IMAP_URL is unset (no mail is read). */
  inboundMail: InboundMailSettings | null;
  /** LOG_FORMAT (text or json) and LOG_LEVEL (debug, info, warn, error). */
  log: { format: 'text' | 'json'; level: 'debug' | 'info' | 'warn' | 'error' };
  /** BACKUP_EVERY, BACKUP_KEEP and BACKUP_COMMAND. */
  backups: BackupSchedule;
  /** UPDATE_URL: where this site looks for a newer release once a day; null: never. */
  updateSource: UpdateSource | null;
  /** DATABASE_PATH's folder (./data by default), also with PostgreSQL: backups and the server's status go there. */
  dataFolder: string;
  /** Things worth saying at start that don't stop it. */
  warnings: string[];
}

type Source = Record<string, string | undefined>;

const text = z
  .string()
  .optional()
  .transform((value) => value?.trim() ?? '');

function flag(name: string) {
  return text.transform((value, ctx) => {
    if (value === '' || value === '0' || value === 'false') return false;
    if (value === '1' || value === 'true') return true;
    ctx.addIssue({ code: 'custom', message: `${name}=${value} is not understood; set ${name}=1 to turn it on, or leave it unset` });
    return z.NEVER;
  });
}

const port = z
  .string()
  .optional()
  .transform((raw, ctx) => {
    if (raw === undefined || raw.trim() === '') return DEFAULT_PORT;
    const value = raw.trim();
    if (/^\d{1,5}$/.test(value) && Number(value) <= 65535) return Number(value);
    ctx.addIssue({
      code: 'custom',
      message: `PORT=${raw} is not a port number; set PORT to a whole number from 1 to 65535 (0 picks a free port)`,
    });
    return z.NEVER;
  });

/**
 * SITE_URL, the public address (`https://www.example.com`), as a bare origin. Anything but an absolute
 * http(s) origin without path, query or credentials is refused, so a typo fails at start, not in a link.
 */
const siteUrl = text.transform((value, ctx) => {
  if (!value) return null;
  const refuse = () => {
    ctx.addIssue({
      code: 'custom',
      message: `SITE_URL must be an absolute http(s) address without a path, like https://www.example.com (got "${value}")`,
    });
    return z.NEVER;
  };
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return refuse();
  }
  const bare = url.pathname === '/' && !/[?#]/.test(value) && !url.username && !url.password;
  return (url.protocol === 'http:' || url.protocol === 'https:') && bare ? url.origin : refuse();
});

const poolSize = text.transform((value, ctx) => {
  if (!value) return DEFAULT_POOL_SIZE;
  if (/^\d{1,4}$/.test(value) && Number(value) >= 1) return Number(value);
  ctx.addIssue({
    code: 'custom',
    message: `DATABASE_POOL_SIZE=${value} is not a number of connections; set a whole number from 1, or leave it unset (${DEFAULT_POOL_SIZE})`,
  });
  return z.NEVER;
});

const hourlyCap = text.transform((value, ctx) => {
  if (!value) return DEFAULT_ACKNOWLEDGEMENTS_PER_HOUR;
  if (/^\d{1,6}$/.test(value)) return Number(value);
  ctx.addIssue({
    code: 'custom',
    message: `MAIL_ACKNOWLEDGEMENTS_PER_HOUR=${value} is not a number; set a whole number (0 sends none), or leave it unset (${DEFAULT_ACKNOWLEDGEMENTS_PER_HOUR})`,
  });
  return z.NEVER;
});

const secrets = text.transform((value) =>
  value
    .split(',')
    .map((secret) => secret.trim())
    .filter(Boolean),
);

// 32 random bytes as 64 hex characters, each; a comma-separated list rotates them (the first encrypts).
const encryptionKeys = text.transform((value, ctx) => {
  const keys = value
    .split(',')
    .map((key) => key.trim())
    .filter(Boolean);
  if (keys.every((key) => /^[0-9a-fA-F]{64}$/.test(key))) return keys.map((key) => Buffer.from(key, 'hex'));
  ctx.addIssue({
    code: 'custom',
    message:
      'REFUND_ACCOUNT_KEY must be 64 hexadecimal characters (32 random bytes: openssl rand -hex 32), or a comma-separated list of them to rotate',
  });
  return z.NEVER;
});

const smtpUrl = text.transform((value, ctx) => {
  if (!value) return null;
  let protocol: string;
  try {
    protocol = new URL(value).protocol;
  } catch {
    ctx.addIssue({
      code: 'custom',
      message: 'SMTP_URL must be an address like smtp://user:password@mail.example.com:587 (it is not a URL)',
    });
    return z.NEVER;
  }
  if (protocol === 'smtp:' || protocol === 'smtps:') return value;
  ctx.addIssue({ code: 'custom', message: `SMTP_URL must start with smtp:// or smtps:// (it starts with ${protocol}//)` });
  return z.NEVER;
});

const mailFrom = text.transform((value, ctx) => {
  const given = value || DEFAULT_MAIL_FROM;
  const parsed = addressparser(given);
  const first = parsed.length === 1 ? parsed[0] : undefined;
  if (first?.address && isSafeAddress(first.address)) return { name: headerText(first.name ?? ''), address: first.address };
  ctx.addIssue({
    code: 'custom',
    message: `MAIL_FROM must be one address, like "${BRAND} <no-reply@example.com>" (got ${JSON.stringify(given)})`,
  });
  return z.NEVER;
});

const notifyAddress = text.transform((value, ctx) => {
  if (!value) return null;
  if (isSafeAddress(value)) return value;
  ctx.addIssue({
    code: 'custom',
    message: `ADMIN_NOTIFY_EMAIL=${value} is not one e-mail address; set it to the address notifications go to, or leave it unset`,
  });
  return z.NEVER;
});

const imapUrl = text.transform((value, ctx) => {
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    ctx.addIssue({
      code: 'custom',
      message: 'IMAP_URL must be an address like imaps://user%40example.com:app-password@mail.example.com/INBOX (it is not a URL)',
    });
    return z.NEVER;
  }
  if (url.protocol !== 'imap:' && url.protocol !== 'imaps:') {
    ctx.addIssue({ code: 'custom', message: `IMAP_URL must start with imaps:// or imap:// (it starts with ${url.protocol}//)` });
    return z.NEVER;
  }
  if (!url.username || !url.password || !url.hostname) {
    ctx.addIssue({
      code: 'custom',
      message: 'IMAP_URL must name the user and password, like imaps://user%40example.com:app-password@mail.example.com',
    });
    return z.NEVER;
  }
  const secure = url.protocol === 'imaps:';
  const mailbox = decodeURIComponent(url.pathname.replace(/^\/+/, '')) || 'INBOX';
  return {
    host: url.hostname.replace(/^\[|\]$/g, ''),
    port: url.port ? Number(url.port) : secure ? 993 : 143,
    secure,
    user: decodeURIComponent(url.username),
    password: decodeURIComponent(url.password),
    mailbox,
  };
});

const imapAddress = text.transform((value, ctx) => {
  if (!value) return null;
  if (isSafeAddress(value)) return value;
  ctx.addIssue({
    code: 'custom',
    message: `IMAP_ADDRESS=${value} is not one e-mail address; set it to the mailbox's address, or leave it unset`,
  });
  return z.NEVER;
});

const pollSeconds = text.transform((value, ctx) => {
  if (!value) return DEFAULT_IMAP_POLL_SECONDS;
  if (/^\d{1,5}$/.test(value) && Number(value) >= 1 && Number(value) <= 86_400) return Number(value);
  ctx.addIssue({
    code: 'custom',
    message: `IMAP_POLL_SECONDS=${value} is not a number of seconds; set a whole number from 1 to 86400, or leave it unset (${DEFAULT_IMAP_POLL_SECONDS})`,
  });
  return z.NEVER;
});

const maxMessageBytes = text.transform((value, ctx) => {
  if (!value) return DEFAULT_IMAP_MAX_MESSAGE_BYTES;
  if (/^\d{1,10}$/.test(value) && Number(value) >= 1024 && Number(value) <= 1024 ** 3) return Number(value);
  ctx.addIssue({
    code: 'custom',
    message: `IMAP_MAX_MESSAGE_BYTES=${value} is not a size in bytes; set a whole number from 1024 to 1073741824, or leave it unset (${DEFAULT_IMAP_MAX_MESSAGE_BYTES}, 25 MB)`,
  });
  return z.NEVER;
});

function oneOf<const T extends readonly string[]>(name: string, values: T, fallback: T[number]) {
  return text.transform((value, ctx): T[number] => {
    if (!value) return fallback;
    const lower = value.toLowerCase();
    if ((values as readonly string[]).includes(lower)) return lower as T[number];
    ctx.addIssue({
      code: 'custom',
      message: `${name}=${value} is not understood; set ${name} to ${values.join(', ')}, or leave it unset (${fallback})`,
    });
    return z.NEVER;
  });
}

const DURATION_UNITS: Record<string, number> = { s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 };

const backupEvery = text.transform((value, ctx) => {
  const written = value || DEFAULT_BACKUP_EVERY;
  if (written.toLowerCase() === 'off') return { every: 'off', everyMs: null };
  const match = /^(\d{1,6})\s*([smhd])$/i.exec(written);
  const ms = match ? Number(match[1]) * DURATION_UNITS[match[2]!.toLowerCase()]! : 0;
  if (ms >= 1_000 && ms <= 366 * DURATION_UNITS.d!) return { every: written, everyMs: ms };
  ctx.addIssue({
    code: 'custom',
    message: `BACKUP_EVERY=${value} is not understood; set a time like 24h, 6h, 30m or 7d (at least 1s), or off to take none, or leave it unset (${DEFAULT_BACKUP_EVERY})`,
  });
  return z.NEVER;
});

const backupKeep = text.transform((value, ctx) => {
  if (!value) return DEFAULT_BACKUP_KEEP;
  if (/^\d{1,5}$/.test(value) && Number(value) >= 1) return Number(value);
  ctx.addIssue({
    code: 'custom',
    message: `BACKUP_KEEP=${value} is not a number of backups; set a whole number from 1, or leave it unset (${DEFAULT_BACKUP_KEEP})`,
  });
  return z.NEVER;
});

const updateUrl = text.transform((value, ctx): UpdateSource | null => {
  if (!value) return null;
  if (/^[a-z][a-z0-9+.-]*:/i.test(value) && !/^file:/i.test(value)) {
    let url: URL | null = null;
    try {
      url = new URL(value);
    } catch {
      // reported below
    }
    if (url && (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password) {
      return { kind: 'url', url: url.href.endsWith('/') ? url.href : `${url.href}/` };
    }
    ctx.addIssue({
      code: 'custom',
      message: `UPDATE_URL=${value} is not understood; set it to the https:// address or the folder that holds latest.json, or leave it unset (no update is looked for)`,
    });
    return z.NEVER;
  }
  const folder = /^file:/i.test(value) ? decodeURIComponent(new URL(value).pathname) : value;
  return { kind: 'folder', folder: path.resolve(folder) };
});

const schema = z.object({
  NODE_ENV: text,
  PORT: port,
  HOST: text,
  DATABASE_PATH: text,
  DATABASE_URL: text,
  DATABASE_POOL_SIZE: poolSize,
  SESSION_SECRET: secrets,
  LICENSE_SIGNING_KEY: secrets,
  REFUND_ACCOUNT_KEY: encryptionKeys,
  ADMIN_EMAIL: text,
  ADMIN_PASSWORD: z.string().optional(),
  TRUST_PROXY: flag('TRUST_PROXY'),
  HTTPS: flag('HTTPS'),
  SITE_URL: siteUrl,
  SMTP_URL: smtpUrl,
  MAIL_FROM: mailFrom,
  ADMIN_NOTIFY_EMAIL: notifyAddress,
  MAIL_ACKNOWLEDGEMENTS_PER_HOUR: hourlyCap,
  IMAP_URL: imapUrl,
  IMAP_ADDRESS: imapAddress,
  IMAP_POLL_SECONDS: pollSeconds,
  LOG_FORMAT: oneOf('LOG_FORMAT', ['text', 'json'] as const, 'text'),
  LOG_LEVEL: oneOf('LOG_LEVEL', ['debug', 'info', 'warn', 'error'] as const, 'info'),
  BACKUP_EVERY: backupEvery,
  BACKUP_KEEP: backupKeep,
  BACKUP_COMMAND: text,
  UPDATE_URL: updateUrl,
  IMAP_MAX_MESSAGE_BYTES: maxMessageBytes,
});

/** Every variable the site reads, by name (the executable's --help lists them all). */
export const ENV_VARIABLES: readonly string[] = Object.keys(schema.shape);

/**
 * With DATABASE_URL several processes (on several machines) may serve the site: each must sign and
 * check cookies with the same secret, so it is set, not generated into one machine's data folder.
 */
export const SHARED_SECRET_REQUIRED =
  'SESSION_SECRET is not set; with DATABASE_URL every server process must sign cookies with the same secret: set SESSION_SECRET to a long random value (the same for all of them)';

/** The same for the key that signs license files: every process must sign with it, and publish it. */
export const SHARED_LICENSE_KEY_REQUIRED = `LICENSE_SIGNING_KEY is not set; with DATABASE_URL every server process must sign license files with the same key: create one with \`${shellCommand('license-key', '--new')}\` and set LICENSE_SIGNING_KEY to it (the same for all of them)`;

/** The same for the key refund accounts are encrypted with: every process must read what another wrote. */
export const SHARED_REFUND_KEY_REQUIRED =
  'REFUND_ACCOUNT_KEY is not set; with DATABASE_URL every server process must read refund accounts with the same key: set REFUND_ACCOUNT_KEY to 64 hexadecimal characters (openssl rand -hex 32), the same for all of them';

/** Reads `source` (process.env by default): the settings, or a StartupError naming the first variable that is wrong, in one line. */
export function parseEnv(source: Source = process.env): Env {
  const parsed = schema.safeParse(source);
  if (!parsed.success) throw new StartupError(parsed.error.issues[0]?.message ?? 'the environment could not be read');
  const vars = parsed.data;
  const warnings: string[] = [];
  let admin: Env['admin'] = null;
  if (vars.ADMIN_EMAIL && vars.ADMIN_PASSWORD) admin = { email: vars.ADMIN_EMAIL, password: vars.ADMIN_PASSWORD };
  else if (vars.ADMIN_EMAIL || vars.ADMIN_PASSWORD) {
    const missing = vars.ADMIN_EMAIL ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL';
    warnings.push(`${missing} is not set, so ADMIN_EMAIL and ADMIN_PASSWORD are ignored (set both to create the administrator at start)`);
  }
  let inboundMail: InboundMailSettings | null = null;
  if (vars.IMAP_URL) {
    const address = vars.IMAP_ADDRESS ?? (isSafeAddress(vars.IMAP_URL.user) ? vars.IMAP_URL.user : null);
    if (!address) {
      throw new StartupError(
        `IMAP_URL's user name (${vars.IMAP_URL.user}) is not an e-mail address; set IMAP_ADDRESS to the mailbox's address, which replies name as Reply-To`,
      );
    }
    inboundMail = { ...vars.IMAP_URL, address, pollSeconds: vars.IMAP_POLL_SECONDS, maxMessageBytes: vars.IMAP_MAX_MESSAGE_BYTES };
  } else if (vars.IMAP_ADDRESS) {
    warnings.push('IMAP_ADDRESS is set but IMAP_URL is not, so no mailbox is read (set IMAP_URL to read one)');
  }
  return {
    production: vars.NODE_ENV === 'production',
    port: vars.PORT,
    host: vars.HOST || undefined,
    database: vars.DATABASE_URL
      ? { kind: 'postgres', url: vars.DATABASE_URL, poolSize: vars.DATABASE_POOL_SIZE }
      : { kind: 'sqlite', file: path.resolve(vars.DATABASE_PATH || DEFAULT_DATABASE_PATH) },
    sessionSecrets: vars.SESSION_SECRET,
    licenseSigningKeys: vars.LICENSE_SIGNING_KEY,
    refundAccountKeys: vars.REFUND_ACCOUNT_KEY,
    admin,
    trustProxy: vars.TRUST_PROXY,
    https: vars.HTTPS,
    siteOrigin: vars.SITE_URL,
    mail: vars.SMTP_URL ? { smtpUrl: vars.SMTP_URL, from: vars.MAIL_FROM } : null,
    adminNotifyEmail: vars.ADMIN_NOTIFY_EMAIL,
    acknowledgementsPerHour: vars.MAIL_ACKNOWLEDGEMENTS_PER_HOUR,
    inboundMail,
    log: { format: vars.LOG_FORMAT, level: vars.LOG_LEVEL },
    backups: { ...vars.BACKUP_EVERY, keep: vars.BACKUP_KEEP, command: vars.BACKUP_COMMAND || null },
    updateSource: vars.UPDATE_URL,
    dataFolder: path.dirname(path.resolve(vars.DATABASE_PATH || DEFAULT_DATABASE_PATH)),
    warnings,
  };
}

let current: Env | null = null;

/** This process's settings, parsed from process.env once. */
export function env(): Env {
  current ??= parseEnv();
  return current;
}

/** The folder the data lives in: the SQLite file's (DATABASE_PATH's, also with PostgreSQL), the generated secrets', the backups'. */
export function dataFolder(settings: Env = env()): string {
  return settings.dataFolder;
}

/** Cookies are marked Secure in production behind HTTPS only: over plain http browsers drop them. */
export function secureCookies(settings: Env = env()): boolean {
  return settings.production && settings.https;
}
