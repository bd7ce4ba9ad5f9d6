import { afterEach, describe, expect, it, vi } from 'vitest';
import { ENV_VARIABLES } from '~/lib/env.server';
import { describeRelease } from '~/lib/release';
import { cliHelp, EXPLAINED_SETTINGS, runCli, type CliCommands } from './cli';

// The executable's command line, on its own: which command runs with which arguments, and what an
// unknown one is told. The commands themselves run for real in tests/e2e/executable-*.spec.ts.

afterEach(() => {
  vi.restoreAllMocks();
});

function commands() {
  const calls: [string, string[]][] = [];
  const tool = (name: string) => async (argv: string[]) => {
    calls.push([name, argv]);
    return 0;
  };
  const all: CliCommands = {
    serve: async (options) => void calls.push(['serve', options.newDatabase ? ['--new-database'] : []]),
    admin: tool('admin'),
    backup: tool('backup'),
    restore: tool('restore'),
    update: tool('update'),
    rollback: tool('rollback'),
    'audit-verify': tool('audit-verify'),
    'license-key': tool('license-key'),
    'db-copy': tool('db-copy'),
  };
  return { all, calls };
}

function captured() {
  const out = vi.spyOn(console, 'log').mockImplementation(() => {});
  const err = vi.spyOn(console, 'error').mockImplementation(() => {});
  return { out: () => out.mock.calls.map((call) => call.join(' ')), err: () => err.mock.calls.map((call) => call.join(' ')) };
}

describe('the executable’s command line', () => {
  it('serves with no command, or with serve', async () => {
    for (const argv of [[], ['serve']]) {
      const { all, calls } = commands();
      expect(await runCli(argv, all)).toBe('serving');
      expect(calls).toEqual([['serve', []]]);
    }
  });

  it('serves with --new-database (an empty database file becomes a new site), and nothing else as an option', async () => {
    for (const argv of [['--new-database'], ['serve', '--new-database']]) {
      const { all, calls } = commands();
      expect(await runCli(argv, all)).toBe('serving');
      expect(calls).toEqual([['serve', ['--new-database']]]);
    }
    const said = captured();
    expect(await runCli(['serve', '--new-database', '--port'], commands().all)).toBe(2);
    expect(said.err()).toEqual([
      "recoverly serve: unknown option '--port'; its settings are environment variables (PORT, DATABASE_PATH, …): see recoverly --help",
    ]);
  });

  it('hands each tool the options after its name, unread, so a tool’s new option works as soon as the tool knows it', async () => {
    const { all, calls } = commands();
    await runCli(['admin', '--email', 'a@example.com', '--password-stdin'], all);
    await runCli(['backup', 'copy.db'], all);
    await runCli(['audit-verify'], all);
    await runCli(['license-key', '--rotate'], all);
    await runCli(['license-key', '--public'], all);
    await runCli(['db-copy', '--from', 'site.db', '--to', 'postgres://h/d'], all);
    expect(calls).toEqual([
      ['admin', ['--email', 'a@example.com', '--password-stdin']],
      ['backup', ['copy.db']],
      ['audit-verify', []],
      ['license-key', ['--rotate']],
      ['license-key', ['--public']],
      ['db-copy', ['--from', 'site.db', '--to', 'postgres://h/d']],
    ]);
  });

  it('prints the version and the commit with --version, and the key releases must be signed by (none in a checkout)', async () => {
    const said = captured();
    expect(await runCli(['--version'], commands().all)).toBe(0);
    expect(said.out()).toEqual([
      `${describeRelease()}, Node ${process.versions.node}`,
      'Release signing key: none. This file was built without RELEASE_SIGNING_KEY, so it cannot check a release’s signature and does not update itself: install a signed release',
    ]);
  });

  it('prints its help with --help, help or serve --help, and a tool’s own with help <tool>', async () => {
    for (const argv of [['--help'], ['-h'], ['help'], ['serve', '--help']]) {
      const said = captured();
      expect(await runCli(argv, commands().all)).toBe(0);
      expect(said.out()).toEqual([cliHelp()]);
      vi.restoreAllMocks();
    }
    const { all, calls } = commands();
    expect(await runCli(['help', 'backup'], all)).toBe(0);
    expect(calls).toEqual([['backup', ['--help']]]);
  });

  it('explains every setting the site reads, and only those', () => {
    expect([...EXPLAINED_SETTINGS].sort()).toEqual([...ENV_VARIABLES].sort());
    for (const name of ENV_VARIABLES) expect(cliHelp()).toMatch(new RegExp(`^  ${name} +\\S`, 'm'));
  });

  for (const [argv, line] of [
    [
      ['bogus'],
      "recoverly: unknown command 'bogus'; the commands are serve, admin, backup, restore, update, rollback, audit-verify, license-key, db-copy (see recoverly --help)",
    ],
    [
      ['--port', '80'],
      "recoverly: unknown option '--port'; settings are environment variables (PORT, DATABASE_PATH, …): see recoverly --help",
    ],
    [
      ['serve', '--port=80'],
      "recoverly serve: unknown option '--port=80'; its settings are environment variables (PORT, DATABASE_PATH, …): see recoverly --help",
    ],
    [['--version', 'now'], "recoverly --version: unknown option 'now'"],
    [
      ['help', 'bogus'],
      "recoverly help: no command 'bogus'; the commands are serve, admin, backup, restore, update, rollback, audit-verify, license-key, db-copy (see recoverly --help)",
    ],
  ] as const) {
    it(`answers ${argv.join(' ')} with one line and exit code 2, running nothing`, async () => {
      const said = captured();
      const { all, calls } = commands();
      expect(await runCli([...argv], all)).toBe(2);
      expect(said.err()).toEqual([line]);
      expect(said.out()).toEqual([]);
      expect(calls).toEqual([]);
    });
  }
});
