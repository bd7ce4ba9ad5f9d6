import {
  DEFAULT_ACKNOWLEDGEMENTS_PER_HOUR,
  DEFAULT_BACKUP_EVERY,
  DEFAULT_BACKUP_KEEP,
  DEFAULT_DATABASE_PATH,
  DEFAULT_IMAP_MAX_MESSAGE_BYTES,
  DEFAULT_IMAP_POLL_SECONDS,
  DEFAULT_MAIL_FROM,
  DEFAULT_POOL_SIZE,
  DEFAULT_PORT,
} from '~/lib/env.server';
import { describeRelease, releaseKeyLine } from '~/lib/release';
import { EXECUTABLE_NAME } from '~/lib/shell-command.server';

/** What each command runs: the tools share the server bundle and load their modules when they run. */
export interface CliCommands {
  serve: (options: { newDatabase: boolean }) => Promise<unknown>;
  admin: (argv: string[]) => Promise<number>;
  backup: (argv: string[]) => Promise<number>;
  restore: (argv: string[]) => Promise<number>;
  update: (argv: string[]) => Promise<number>;
  rollback: (argv: string[]) => Promise<number>;
  'audit-verify': (argv: string[]) => Promise<number>;
  'license-key': (argv: string[]) => Promise<number>;
  'db-copy': (argv: string[]) => Promise<number>;
}

type Tool = Exclude<keyof CliCommands, 'serve'>;
const TOOLS: readonly Tool[] = ['admin', 'backup', 'restore', 'update', 'rollback', 'audit-verify', 'license-key', 'db-copy'];

const NAME = EXECUTABLE_NAME;
/** The one option of serve: an empty (0-byte) database file becomes a new site instead of being refused. */
const NEW_DATABASE = '--new-database';

/** Each setting the site reads, as --help explains it (every variable of lib/env.server.ts has a line: a test keeps them together). */
const SETTINGS: [string, string][] = [
  ['PORT', `port to listen on (default ${DEFAULT_PORT}; 0 picks a free one)`],
  ['HOST', 'address to bind (default: every interface)'],
  ['DATABASE_PATH', `the SQLite file (default ${DEFAULT_DATABASE_PATH}, in the working folder)`],
  ['DATABASE_URL', 'postgres://user:password@host:5432/database: PostgreSQL instead of SQLite'],
  ['DATABASE_POOL_SIZE', `PostgreSQL connections per process (default ${DEFAULT_POOL_SIZE})`],
  ['SESSION_SECRET', 'signs cookies; comma-separated to rotate (default: generated into the data folder)'],
  ['LICENSE_SIGNING_KEY', 'signs license files (default: generated into the data folder; required with DATABASE_URL)'],
  [
    'REFUND_ACCOUNT_KEY',
    'encrypts the accounts buyers give for refunds (default: generated into the data folder; required with DATABASE_URL)',
  ],
  ['ADMIN_EMAIL', 'with ADMIN_PASSWORD: the administrator created at start when there is none'],
  ['ADMIN_PASSWORD', 'see ADMIN_EMAIL'],
  ['SITE_URL', 'the public address, like https://www.example.com (links and e-mails use it)'],
  ['TRUST_PROXY', '1: exactly one reverse proxy in front appends the client to X-Forwarded-For'],
  ['HTTPS', '1: served over HTTPS (Secure cookies, HSTS)'],
  ['SMTP_URL', 'smtp://user:password@host:587 or smtps://…:465 (unset: e-mails wait in the outbox)'],
  ['MAIL_FROM', `the sender of every e-mail (default "${DEFAULT_MAIL_FROM}")`],
  ['ADMIN_NOTIFY_EMAIL', "where notifications go (default: the administrator's address)"],
  ['MAIL_ACKNOWLEDGEMENTS_PER_HOUR', `site-wide cap on acknowledgements (default ${DEFAULT_ACKNOWLEDGEMENTS_PER_HOUR})`],
  ['IMAP_URL', "imaps://user%40example.com:app-password@host/INBOX: the mailbox customers' answers arrive in (unset: none is read)"],
  ['IMAP_ADDRESS', "the mailbox's address, which replies name as Reply-To (default: IMAP_URL's user name when it is one)"],
  ['IMAP_POLL_SECONDS', `how often the mailbox is read (default ${DEFAULT_IMAP_POLL_SECONDS})`],
  ['LOG_FORMAT', 'text (default) or json: one JSON object a line'],
  ['LOG_LEVEL', 'debug, info (default), warn or error: the lines below it are not written'],
  ['BACKUP_EVERY', `how often the site takes a whole backup itself, like 24h, 6h or 30m, or off (default ${DEFAULT_BACKUP_EVERY})`],
  ['BACKUP_KEEP', `how many of those backups are kept (default ${DEFAULT_BACKUP_KEEP})`],
  ['BACKUP_COMMAND', 'run by /bin/sh after each backup, its file as $1 (to copy it off-site: rclone, restic…)'],
  ['UPDATE_URL', 'the https:// address or folder holding latest.json: checked once a day (unset: never)'],
  ['IMAP_MAX_MESSAGE_BYTES', `larger e-mails are left unread in the mailbox (default ${DEFAULT_IMAP_MAX_MESSAGE_BYTES}, 25 MB)`],
  ['NODE_ENV', 'production unless set otherwise'],
];

/** The variables --help explains, for the test that holds them to the ones the site reads. */
export const EXPLAINED_SETTINGS: readonly string[] = SETTINGS.map(([name]) => name);

export function cliHelp(): string {
  const width = Math.max(...SETTINGS.map(([name]) => name.length)) + 2;
  return `${describeRelease()}: the Recoverly website in one file.

Usage: ${NAME} [command] [options]

Run it in the folder that should hold its data: the database, its backups and the generated
secrets go to ./data there.

Commands:
  serve                          Serve the site (the default); SIGTERM or Ctrl-C stops it
  serve --new-database           The same, making an empty (0-byte) database file a new site
                                 (refused otherwise: it is a site's data lost, not a new site)
  admin --email E                Create or reset the administrator (asks for the password, or
                                 --password-stdin reads it); --reset-2fa turns two-factor off
  backup [FILE] [--force]        A whole backup in one archive, while the site runs: the
                                 database, its secrets, a manifest with a sha256 of each
                                 (default data/backups/site-<UTC time>.tar.gz)
  restore FILE [--force]         Restore a whole backup into an empty data folder
                                 (--force moves a folder that holds anything aside)
  update [--check] [--from URL|FILE] [--yes]
                                 Install a newer signed release (UPDATE_URL's, or --from's):
                                 verify it, back up, replace this file, restart, watch /healthz,
                                 and roll back by itself if the new release doesn't start
  rollback [--yes]               Put back the release and the database from before the last update
  audit-verify                   Check the audit log's hash chain
  license-key [--rotate | --new] Show, rotate or create the key that signs license files
  db-copy --from FILE --to URL   Copy a SQLite database into an empty PostgreSQL one
  help [command]                 This text, or a command's own (also: ${NAME} admin --help)
  --version                      The version and the commit it was built from

Settings are environment variables, read once at start:
${SETTINGS.map(([name, meaning]) => `  ${name.padEnd(width)}${meaning}`).join('\n')}

Upgrades: a newer ${NAME} copies the SQLite database to data/backups/site-<UTC time>-before-<version>.db,
then migrates it (all migrations or none). An older ${NAME} refuses a database a newer one upgraded.
With PostgreSQL, taking a dump before an upgrade is yours to do. More: docs/self-hosting.md.

${releaseKeyLine()}`;
}

function refuse(line: string): number {
  console.error(line);
  return 2;
}

/**
 * The single executable's command line: `recoverly [command] [options]`. The server and the tools
 * are the ones `npm start` and the npm scripts run; each tool checks its own options. A command or
 * option this does not know gets one line and exit code 2. Resolves to the exit code, or, for
 * serve, once the site serves (the process then lives until a signal stops it).
 */
export async function runCli(argv: string[], commands: CliCommands): Promise<number | 'serving'> {
  const [first, ...rest] = argv;
  if (first === undefined || first === 'serve' || first === NEW_DATABASE) {
    const options = first === NEW_DATABASE ? [first, ...rest] : rest;
    if (options.length === 0 || (options.length === 1 && options[0] === NEW_DATABASE)) {
      await commands.serve({ newDatabase: options.length === 1 });
      return 'serving';
    }
    if (options.length === 1 && (options[0] === '--help' || options[0] === '-h')) {
      console.log(cliHelp());
      return 0;
    }
    const unknown = options.find((option) => option !== NEW_DATABASE);
    return refuse(
      `${NAME} serve: unknown option '${unknown}'; its settings are environment variables (PORT, DATABASE_PATH, …): see ${NAME} --help`,
    );
  }
  if (first === '--version' || first === '-v' || first === 'version') {
    if (rest.length > 0) return refuse(`${NAME} ${first}: unknown option '${rest[0]}'`);
    console.log(`${describeRelease()}, Node ${process.versions.node}`);
    console.log(releaseKeyLine());
    return 0;
  }
  if (first === '--help' || first === '-h' || first === 'help') {
    const [topic, ...more] = rest;
    if (topic === undefined) {
      console.log(cliHelp());
      return 0;
    }
    if (more.length === 0 && topic === 'serve') {
      console.log(cliHelp());
      return 0;
    }
    if (more.length === 0 && isTool(topic)) return commands[topic](['--help']);
    return refuse(`${NAME} help: no command '${topic}'; the commands are serve, ${TOOLS.join(', ')} (see ${NAME} --help)`);
  }
  if (isTool(first)) return commands[first](rest);
  if (first.startsWith('-')) {
    return refuse(`${NAME}: unknown option '${first}'; settings are environment variables (PORT, DATABASE_PATH, …): see ${NAME} --help`);
  }
  return refuse(`${NAME}: unknown command '${first}'; the commands are serve, ${TOOLS.join(', ')} (see ${NAME} --help)`);
}

function isTool(name: string): name is Tool {
  return (TOOLS as readonly string[]).includes(name);
}
