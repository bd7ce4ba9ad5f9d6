import os from 'node:os';
import readline from 'node:readline';
import { Writable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { parseArgs } from 'node:util';
import { resetTwoFactorFromShell, setAdminFromShell, type AdminSetOutcome, type ShellTwoFactorOutcome } from '~/web/admin-shell.server';
import { isValidEmail, validateNewPassword } from '~/web/credentials';
import { closeDatabase } from '~/lib/db/db.server';
import { DEFAULT_DATABASE_PATH } from '~/lib/env.server';
import { IN_EXECUTABLE, shellCommand } from '~/lib/shell-command.server';
import { prepareDatabase } from './startup';

const ADMIN = (args: string) => shellCommand('admin', args);
// Where a password given as an argument would be seen: by anyone running ps, and in what keeps the command.
const COMMAND_LINE_SEEN_BY = IN_EXECUTABLE ? "ps and the shell's history" : "ps and npm's log";

export const ADMIN_CLI_USAGE = `Usage: ${ADMIN('--email you@example.com')}
       echo '<password>' | ${ADMIN('--email you@example.com --password-stdin')}
       ${ADMIN('--reset-2fa [--email you@example.com]')}

Creates the site's administrator, or replaces the existing one's e-mail and password; either way
every session of the administrator is signed out. The password (at least 8 characters) is asked for
without showing it, or read from the first line of standard input with --password-stdin; never from
the command line, where ${COMMAND_LINE_SEEN_BY} would show it.

--reset-2fa turns two-factor sign-in off for the administrator who lost the authenticator app and the
recovery codes: the password alone signs in, and Admin Account sets it up again. With --email, only
if it is the administrator's.

Each change is recorded in the Activity log. Works while the site runs.
The database is DATABASE_PATH (default ${DEFAULT_DATABASE_PATH}).`;

export const PASSWORD_ARGUMENT_REFUSED = `Refusing --password: it would show in ${COMMAND_LINE_SEEN_BY}. Use --password-stdin (echo … | ${ADMIN('--email E --password-stdin')}) or leave it out to be asked.`;

export const NPM_KEPT_OPTIONS = 'npm kept the options for itself: put -- before them, as in npm run admin -- --email you@example.com';

export const NO_PASSWORD = `No password: run ${ADMIN('--email you@example.com')} in a terminal to be asked for it, or pipe it in with --password-stdin.`;

/** Where the password comes from, and where the hidden prompt is written (not stdout: it may be captured). */
export interface AdminCliIo {
  input: NodeJS.ReadableStream & { isTTY?: boolean };
  prompt: NodeJS.WritableStream;
}

const processIo = (): AdminCliIo => ({ input: process.stdin, prompt: process.stderr });

// bcrypt reads 72 bytes; anything this long on standard input is not a password.
const LONGEST_STDIN_READ = 4096;

/**
 * `npm run admin -- --email E` (the password asked for, or piped with --password-stdin): creates the
 * administrator, or resets the existing one. `npm run admin -- --reset-2fa`: turns two-factor off.
 * Returns the exit code: 0 done, 1 refused or failed, 2 a usage mistake.
 */
export async function runAdminCli(argv: string[], env: NodeJS.ProcessEnv = process.env, io: AdminCliIo = processIo()): Promise<number> {
  // Refused before anything else, in every spelling: the password is already in ps and the shell's history.
  if (argv.some((arg) => arg === '--password' || arg.startsWith('--password=')) || env.npm_config_password !== undefined) {
    console.error(PASSWORD_ARGUMENT_REFUSED);
    return 2;
  }
  let values: { email?: string; 'password-stdin'?: boolean; 'reset-2fa'?: boolean; help?: boolean };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        email: { type: 'string' },
        'password-stdin': { type: 'boolean' },
        'reset-2fa': { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${ADMIN_CLI_USAGE}`);
    return 2;
  }
  if (values.help) {
    console.log(ADMIN_CLI_USAGE);
    return 0;
  }
  if (values['reset-2fa']) {
    if (values['password-stdin']) {
      console.error(`--reset-2fa takes no password.\n\n${ADMIN_CLI_USAGE}`);
      return 2;
    }
    return resetTwoFactor(values.email ?? null);
  }
  if (!values.email) {
    // Without `--`, npm keeps the options as its own settings and hands them over as npm_config_*.
    const keptByNpm = ['email', 'password_stdin', 'reset_2fa'].some((name) => env[`npm_config_${name}`] !== undefined);
    console.error(keptByNpm ? NPM_KEPT_OPTIONS : ADMIN_CLI_USAGE);
    return 2;
  }
  if (!isValidEmail(values.email)) {
    console.error('Could not set the administrator: Please enter a valid e-mail address.');
    return 1;
  }
  const password = await readPassword(io, values['password-stdin'] === true);
  if (password.kind !== 'read') {
    console.error(password.message);
    return password.kind === 'missing' ? 2 : 1;
  }
  // Checked before the database is opened: a refused password creates nothing.
  const problem = validateNewPassword(password.password);
  if (problem) {
    console.error(`Could not set the administrator: ${problem}`);
    return 1;
  }
  return setAdmin(values.email, password.password);
}

type PasswordRead = { kind: 'read'; password: string } | { kind: 'missing' | 'refused'; message: string };

/** From a hidden prompt on a terminal (asked twice), else from standard input's first line with --password-stdin. */
async function readPassword(io: AdminCliIo, fromStdin: boolean): Promise<PasswordRead> {
  if (io.input.isTTY) {
    const prompt = hiddenPrompt(io);
    try {
      const first = await prompt.ask('Password (not shown): ');
      if (first === null) return { kind: 'refused', message: 'Cancelled: nothing changed.' };
      const again = await prompt.ask('The same password again: ');
      if (again === null) return { kind: 'refused', message: 'Cancelled: nothing changed.' };
      if (first !== again) return { kind: 'refused', message: 'The two passwords differ: nothing changed.' };
      return { kind: 'read', password: first };
    } finally {
      prompt.close();
    }
  }
  if (!fromStdin) return { kind: 'missing', message: NO_PASSWORD };
  const line = await readFirstLine(io.input);
  return line ? { kind: 'read', password: line } : { kind: 'missing', message: 'No password on standard input: nothing changed.' };
}

/**
 * Questions on a terminal whose answers are not echoed: readline handles the keys (editing, Enter,
 * Ctrl-C, Ctrl-D) in raw mode, and everything it would echo goes nowhere; the questions are written
 * beside it.
 */
function hiddenPrompt(io: AdminCliIo): { ask(question: string): Promise<string | null>; close(): void } {
  const nowhere = new Writable({ write: (_chunk, _encoding, done) => done() });
  const rl = readline.createInterface({ input: io.input, output: nowhere, terminal: true });
  let closed = false;
  let pending: ((answer: string | null) => void) | null = null;
  rl.on('SIGINT', () => rl.close());
  rl.on('close', () => {
    closed = true;
    io.prompt.write('\n');
    pending?.(null);
  });
  return {
    ask(question) {
      if (closed) return Promise.resolve(null);
      return new Promise((resolve) => {
        pending = resolve;
        io.prompt.write(question);
        rl.question('', (answer) => {
          pending = null;
          io.prompt.write('\n');
          resolve(answer);
        });
      });
    },
    close() {
      if (closed) return;
      rl.removeAllListeners('close');
      rl.close();
    },
  };
}

/** Standard input's first line without its line break (CR LF too), or null when there is none. */
async function readFirstLine(input: NodeJS.ReadableStream): Promise<string | null> {
  const decoder = new StringDecoder('utf8');
  let text = '';
  for await (const chunk of input) {
    text += typeof chunk === 'string' ? chunk : decoder.write(chunk as Buffer);
    if (text.includes('\n') || text.length > LONGEST_STDIN_READ) break;
  }
  text += decoder.end();
  const line = text.split('\n', 1)[0]!.replace(/\r$/, '');
  return line === '' ? null : line;
}

/** Where a change from this command came from, for the Activity view's address column. */
function shellName(): string {
  try {
    return `shell (user ${os.userInfo().username})`;
  } catch {
    return 'shell';
  }
}

async function setAdmin(email: string, password: string): Promise<number> {
  try {
    await prepareDatabase();
    const outcome = await setAdminFromShell(email, password, shellName());
    console.log(describeOutcome(outcome, email));
    return 0;
  } catch (error) {
    console.error(`Could not set the administrator: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await closeDatabase();
  }
}

function describeOutcome(outcome: AdminSetOutcome, email: string): string {
  if (outcome.action === 'created') return `Administrator created: ${email}`;
  if (outcome.previousEmail === outcome.email) return `Administrator reset: ${outcome.email} (existing sessions signed out)`;
  return (
    `Administrator replaced: the administrator was ${outcome.previousEmail}, is now ${outcome.email}; ` +
    `${outcome.previousEmail} can no longer sign in (existing sessions signed out)`
  );
}

const TWO_FACTOR_RESET: Record<ShellTwoFactorOutcome['kind'], { code: number; words: (email: string, given: string | null) => string }> = {
  'turned-off': {
    code: 0,
    words: (email) =>
      `Two-factor authentication turned off for ${email}: the password alone signs in now. Set it up again under Admin Account › Two-Factor Authentication.`,
  },
  'already-off': { code: 0, words: (email) => `Two-factor authentication was already off for ${email}: nothing changed.` },
  'other-email': { code: 1, words: (email, given) => `The administrator is ${email}, not ${given ?? ''}: nothing changed.` },
  'no-admin': { code: 1, words: () => `No administrator exists yet: create one with ${ADMIN('--email you@example.com')}` },
};

async function resetTwoFactor(email: string | null): Promise<number> {
  try {
    await prepareDatabase();
    const outcome = await resetTwoFactorFromShell(email, shellName());
    const { code, words } = TWO_FACTOR_RESET[outcome.kind];
    const line = words('email' in outcome ? outcome.email : '', email);
    if (code === 0) console.log(line);
    else console.error(line);
    return code;
  } catch (error) {
    console.error(`Could not turn two-factor authentication off: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await closeDatabase();
  }
}
