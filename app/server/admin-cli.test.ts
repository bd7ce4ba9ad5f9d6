import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_CLI_USAGE, runAdminCli } from './admin-cli';

function captureConsole() {
  const out = vi.spyOn(console, 'log').mockImplementation(() => {});
  const err = vi.spyOn(console, 'error').mockImplementation(() => {});
  return {
    out: () => out.mock.calls.map((call) => call.join(' ')).join('\n'),
    err: () => err.mock.calls.map((call) => call.join(' ')).join('\n'),
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
    expect(ADMIN_CLI_USAGE).toMatch(/^Usage: npm run admin -- --email you@example.com --password/);
  });

  it('explains a forgotten -- when npm kept the options for itself', async () => {
    const console = captureConsole();
    expect(await runAdminCli([], { npm_config_email: 'a@example.com', npm_config_password: 'long password' })).toBe(2);
    expect(console.err()).toBe(
      "npm kept --email and --password for itself: put -- before them, as in npm run admin -- --email you@example.com --password '<password>'",
    );
  });

  it('names an unknown option and shows the usage instead of a stack trace', async () => {
    const console = captureConsole();
    expect(await runAdminCli(['--mail', 'a@example.com'], {})).toBe(2);
    expect(console.err()).toMatch(/^Unknown option '--mail'/);
    expect(console.err()).toContain(ADMIN_CLI_USAGE);
  });

  it('refuses a short password with the rule it breaks', async () => {
    const console = captureConsole();
    expect(await runAdminCli(['--email', 'a@example.com', '--password', 'short'], {})).toBe(1);
    expect(console.err()).toBe('Could not set the administrator: The password must be at least 8 characters long.');
  });
});
