import { PassThrough, Readable, Writable } from 'node:stream';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDatabase } from '~/lib/db/db.server';
import { env } from '~/lib/env.server';
import { ADMIN_CLI_USAGE, NO_PASSWORD, NPM_KEPT_OPTIONS, PASSWORD_ARGUMENT_REFUSED, runAdminCli, type AdminCliIo } from './admin-cli';

function captureConsole() {
  const out = vi.spyOn(console, 'log').mockImplementation(() => {});
  const err = vi.spyOn(console, 'error').mockImplementation(() => {});
  return {
    out: () => out.mock.calls.map((call) => call.join(' ')).join('\n'),
    err: () => err.mock.calls.map((call) => call.join(' ')).join('\n'),
  };
}

/** Standard input as a pipe (not a terminal), holding `text`. */
function piped(text: string): AdminCliIo {
  return { input: Readable.from([Buffer.from(text)]), prompt: new PassThrough() };
}

/** A terminal: what the program writes to it, and keys typed once it asks. */
function terminal() {
  const input = Object.assign(new PassThrough(), { isTTY: true, setRawMode: () => input });
  let shown = '';
  const prompt = new Writable({
    write(chunk: Buffer, _encoding, done) {
      shown += String(chunk);
      done();
    },
  });
  return {
    io: { input, prompt } satisfies AdminCliIo,
    shown: () => shown,
    /** Types `keys` once the screen shows `question` (a key typed before its question would be lost, as on a real terminal). */
    async typeAfter(question: string, keys: string) {
      await vi.waitFor(() => expect(shown).toContain(question));
      input.write(keys);
    },
  };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('npm run admin, before it touches the database', () => {
  it('prints its usage for --help and -h', async () => {
    for (const flag of ['--help', '-h']) {
      const console = captureConsole();
      expect(await runAdminCli([flag], {})).toBe(0);
      expect(console.out()).toBe(ADMIN_CLI_USAGE);
      vi.restoreAllMocks();
    }
    expect(ADMIN_CLI_USAGE).toMatch(/^Usage: npm run admin -- --email you@example.com\n.*--password-stdin\n.*--reset-2fa/);
  });

  it('refuses a password on the command line, in every spelling, saying how to pass it instead', async () => {
    expect(PASSWORD_ARGUMENT_REFUSED).toBe(
      "Refusing --password: it would show in ps and npm's log. Use --password-stdin (echo … | npm run admin -- --email E --password-stdin) or leave it out to be asked.",
    );
    for (const argv of [
      ['--email', 'a@example.com', '--password', 'long password 1'],
      ['--email', 'a@example.com', '--password=long password 1'],
      ['--password'],
    ]) {
      const console = captureConsole();
      expect(await runAdminCli(argv, {}, piped(''))).toBe(2);
      expect(console.err()).toBe(PASSWORD_ARGUMENT_REFUSED);
      vi.restoreAllMocks();
    }
    // Without --, npm kept it as its own setting (and has echoed it already).
    const console = captureConsole();
    expect(await runAdminCli([], { npm_config_email: 'a@example.com', npm_config_password: 'long password' })).toBe(2);
    expect(console.err()).toBe(PASSWORD_ARGUMENT_REFUSED);
  });

  it('explains a forgotten -- when npm kept the options for itself', async () => {
    for (const kept of [{ npm_config_email: 'a@example.com' }, { npm_config_password_stdin: 'true' }, { npm_config_reset_2fa: 'true' }]) {
      const console = captureConsole();
      expect(await runAdminCli([], kept)).toBe(2);
      expect(console.err()).toBe(NPM_KEPT_OPTIONS);
      vi.restoreAllMocks();
    }
  });

  it('names an unknown option and shows the usage instead of a stack trace', async () => {
    const console = captureConsole();
    expect(await runAdminCli(['--mail', 'a@example.com'], {})).toBe(2);
    expect(console.err()).toMatch(/^Unknown option '--mail'/);
    expect(console.err()).toContain(ADMIN_CLI_USAGE);
  });

  it('asks for the password on a pipe only with --password-stdin', async () => {
    const console = captureConsole();
    expect(await runAdminCli(['--email', 'a@example.com'], {}, piped('long password 1\n'))).toBe(2);
    expect(console.err()).toBe(NO_PASSWORD);
  });

  it('reads the first line of standard input with --password-stdin (a short one is refused with the rule it breaks)', async () => {
    const console = captureConsole();
    expect(await runAdminCli(['--email', 'a@example.com', '--password-stdin'], {}, piped('short\r\nlong password 1\n'))).toBe(1);
    expect(console.err()).toBe('Could not set the administrator: The password must be at least 8 characters long.');
    vi.restoreAllMocks();

    const empty = captureConsole();
    expect(await runAdminCli(['--email', 'a@example.com', '--password-stdin'], {}, piped(''))).toBe(2);
    expect(empty.err()).toBe('No password on standard input: nothing changed.');
  });

  it('refuses an invalid e-mail before asking for a password', async () => {
    const console = captureConsole();
    const screen = terminal();
    expect(await runAdminCli(['--email', 'not-an-address'], {}, screen.io)).toBe(1);
    expect(console.err()).toBe('Could not set the administrator: Please enter a valid e-mail address.');
    expect(screen.shown()).toBe('');
  });

  it('asks twice on a terminal without echoing what is typed, and refuses two different answers', async () => {
    const console = captureConsole();
    const screen = terminal();
    const done = runAdminCli(['--email', 'a@example.com'], {}, screen.io);
    await screen.typeAfter('Password (not shown): ', 'secret one 1\r');
    await screen.typeAfter('The same password again: ', 'secret two 2\r');
    expect(await done).toBe(1);
    expect(console.err()).toBe('The two passwords differ: nothing changed.');
    expect(screen.shown()).toBe('Password (not shown): \nThe same password again: \n');
  });

  it('stops on Ctrl-C at the prompt, changing nothing', async () => {
    const console = captureConsole();
    const screen = terminal();
    const done = runAdminCli(['--email', 'a@example.com'], {}, screen.io);
    await screen.typeAfter('Password (not shown): ', 'half typ\x03');
    expect(await done).toBe(1);
    expect(console.err()).toBe('Cancelled: nothing changed.');
    expect(screen.shown()).not.toContain('half');
  });

  it('takes a typed password the rules refuse no further than a piped one', async () => {
    const console = captureConsole();
    const screen = terminal();
    const done = runAdminCli(['--email', 'a@example.com'], {}, screen.io);
    await screen.typeAfter('Password (not shown): ', 'short\r');
    await screen.typeAfter('The same password again: ', 'short\r');
    expect(await done).toBe(1);
    expect(console.err()).toBe('Could not set the administrator: The password must be at least 8 characters long.');
    expect(screen.shown()).not.toContain('short');
  });
});

// Last: the command closes the process's database when it ends, as the real one does before exiting.
describe('npm run admin, to the end', () => {
  it('creates the administrator from a piped password and records it in the Activity log', async () => {
    const console = captureConsole();
    const done = runAdminCli(['--email', 'Owner@Recoverly.test', '--password-stdin'], {}, piped('piped password 1\nignored\n'));
    expect(await done).toBe(0);
    expect(console.out()).toContain('Administrator created: Owner@Recoverly.test');
    const fresh = createDatabase(env().database);
    try {
      const audit = await fresh.selectFrom('audit_log').select(['kind', 'actor', 'details', 'client_address']).execute();
      expect(audit).toEqual([
        {
          kind: 'admin-created',
          actor: 'owner@recoverly.test',
          details: '{"through":"cli"}',
          client_address: expect.stringMatching(/^shell/),
        },
      ]);
    } finally {
      await fresh.destroy();
    }
  });
});
