import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// Workers re-read this file: the first read picks the port and the run's temporary folder, and the
// env carries them over. Everything a run writes (the shared server's data, the own servers', the
// backups) goes under E2E_TMP_DIR, which tests/helpers/e2e-teardown.ts removes at the end.
process.env.E2E_PORT ??= String(4100 + (process.pid % 800));
process.env.E2E_TMP_DIR ??= path.join(os.tmpdir(), `site-e2e-${process.pid}-${Date.now()}`);
process.env.E2E_DATA_DIR ??= path.join(process.env.E2E_TMP_DIR, 'shared-server');
// The single executable, built once per run by the executable-build project (tests/e2e/executable.setup.ts).
process.env.E2E_EXE_DIR ??= path.join(process.env.E2E_TMP_DIR, 'executable');
const port = Number(process.env.E2E_PORT);
export const E2E_ADMIN = { email: 'admin@recoverly.test', password: 'correct horse battery' };

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  },
};

// Specs with nothing for a browser without JavaScript to do: HTTP-level checks and servers of their
// own (run once, in js-on), axe-core and toasts (both need scripts in the page).
const JAVASCRIPT_ONLY_SPECS = [
  'accessibility.spec.ts',
  'admin-cli.spec.ts',
  'audit-verify.spec.ts',
  'backup.spec.ts',
  'csp-injection.spec.ts',
  'dev-server.spec.ts',
  'host-poisoning.spec.ts',
  'license-api.spec.ts',
  'license-client.spec.ts',
  'postgres-license-api.spec.ts',
  'postgres-content.spec.ts',
  'postgres-first-start.spec.ts',
  'postgres-render-budget.spec.ts',
  'postgres-processes.spec.ts',
  'load.spec.ts',
  'logs.spec.ts',
  'page-cache.spec.ts',
  'process.spec.ts',
  'request-guards.spec.ts',
  'scheduled-backups.spec.ts',
  'security-headers.spec.ts',
  'startup-failures.spec.ts',
  'toasts.spec.ts',
];

// Specs that start sites on a PostgreSQL server: only when the run is given one (TEST_DATABASE_URL).
const POSTGRES_SPECS = process.env.TEST_DATABASE_URL ? [] : ['postgres-*.spec.ts'];

// The single executable's specs run in a project of their own, after the executable is built. Its
// PostgreSQL spec needs a server. Its systemd unit spec checks the unit with systemd-analyze, which
// the test machine has (.ci/run installs Debian's systemd where it is missing).
const EXECUTABLE_SPECS = 'executable-*.spec.ts';
const EXECUTABLE_SPECS_WITHOUT_THEIR_TOOLS = process.env.TEST_DATABASE_URL ? [] : ['executable-postgres.spec.ts'];
// The update test installs the next release over the executable: it waits for that release's build
// (executable-next-release), which runs while the executable's other specs do.
const UPDATE_SPEC = 'executable-update.spec.ts';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  // No retries: a test that fails once is a bug to find, not noise to hide.
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  globalSetup: './tests/helpers/e2e-setup.ts',
  globalTeardown: './tests/helpers/e2e-teardown.ts',
  use: { baseURL: `http://localhost:${port}`, trace: 'off' },
  projects: [
    // Single tests about what a browser without JavaScript sees carry the @js-off-only tag.
    { name: 'js-on', use: { ...chromium }, testIgnore: [...POSTGRES_SPECS, EXECUTABLE_SPECS], grepInvert: /@js-off-only/ },
    {
      name: 'js-off',
      use: { ...chromium, javaScriptEnabled: false },
      // Only what applies without JavaScript runs here; single tests that need it carry the @needs-js tag.
      testIgnore: [...JAVASCRIPT_ONLY_SPECS, ...POSTGRES_SPECS, EXECUTABLE_SPECS],
      grepInvert: /@needs-js/,
    },
    { name: 'executable-build', testMatch: 'executable.setup.ts' },
    {
      // The self-hoster's file, run alone in an empty folder; its browser pages without JavaScript.
      name: 'executable',
      dependencies: ['executable-build'],
      testMatch: EXECUTABLE_SPECS,
      testIgnore: [...EXECUTABLE_SPECS_WITHOUT_THEIR_TOOLS, UPDATE_SPEC],
      use: { ...chromium, javaScriptEnabled: false },
    },
    { name: 'executable-next-release', dependencies: ['executable-build'], testMatch: 'executable-next-release.setup.ts' },
    {
      name: 'executable-update',
      dependencies: ['executable-next-release'],
      testMatch: UPDATE_SPEC,
      use: { ...chromium, javaScriptEnabled: false },
    },
  ],
  webServer: {
    command: 'npm start --silent',
    url: `http://localhost:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'production',
      BUILD_DIR: process.env.BUILD_DIR ?? 'build',
      PORT: String(port),
      DATABASE_PATH: path.join(process.env.E2E_DATA_DIR, 'site.db'),
      // Tests give every test its own client address through X-Forwarded-For, so rate limits stay on.
      TRUST_PROXY: '1',
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
    },
  },
});
