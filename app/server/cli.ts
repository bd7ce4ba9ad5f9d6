import {
  DEFAULT_ACKNOWLEDGEMENTS_PER_HOUR,
  DEFAULT_DATABASE_PATH,
  DEFAULT_IMAP_POLL_SECONDS,
  DEFAULT_MAIL_FROM,
  DEFAULT_POOL_SIZE,
  DEFAULT_PORT,
} from '~/lib/env.server';
import { describeRelease } from '~/lib/release';
import { EXECUTABLE_NAME } from '~/lib/shell-command.server';

/** What each command runs: the tools share the server bundle and load their modules when they run. */
export interface CliCommands {
  serve: () => Promise<unknown>;
  admin: (argv: string[]) => Promise<number>;
  backup: (argv: string[]) => Promise<number>;
  'audit-verify': (argv: string[]) => Promise<number>;
  'license-key': (argv: string[]) => Promise<number>;
  'db-copy': (argv: string[]) => Promise<number>;
}

type Tool = Exclude<keyof CliCommands, 'serve'>;
const TOOLS: readonly Tool[] = ['admin', 'backup', 'audit-verify', 'license-key', 'db-copy'];

const NAME = EXECUTABLE_NAME;

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
  admin --email E                Create or reset the administrator (asks for the password, or
                                 --password-stdin reads it); --reset-2fa turns two-factor off
  backup [FILE]                  A consistent copy of the live SQLite database, while it runs
                                 (default data/backups/site-<UTC time>.db)
  audit-verify                   Check the audit log's hash chain
  license-key [--rotate | --new] Show, rotate or create the key that signs license files
  db-copy --from FILE --to URL   Copy a SQLite database into an empty PostgreSQL one
  help [command]                 This text, or a command's own (also: ${NAME} admin --help)
  --version                      The version and the commit it was built from

Settings are environment variables, read once at start:
${SETTINGS.map(([name, meaning]) => `  ${name.padEnd(width)}${meaning}`).join('\n')}

Upgrades: a newer ${NAME} copies the SQLite database to data/backups/site-<UTC time>-before-<version>.db,
then migrates it (all migrations or none). An older ${NAME} refuses a database a newer one upgraded.
With PostgreSQL, taking a dump before an upgrade is yours to do. More: docs/self-hosting.md.`;
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
  if (first === undefined || first === 'serve') {
    if (rest.length === 0) {
      await commands.serve();
      return 'serving';
    }
    if (rest.length === 1 && (rest[0] === '--help' || rest[0] === '-h')) {
      console.log(cliHelp());
      return 0;
    }
    return refuse(
      `${NAME} serve: unknown option '${rest[0]}'; its settings are environment variables (PORT, DATABASE_PATH, …): see ${NAME} --help`,
    );
  }
  if (first === '--version' || first === '-v' || first === 'version') {
    if (rest.length > 0) return refuse(`${NAME} ${first}: unknown option '${rest[0]}'`);
    console.log(`${describeRelease()}, Node ${process.versions.node}`);
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
