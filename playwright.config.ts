import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// Workers re-read this file: the first read picks the port and database, and the env carries them over.
process.env.E2E_PORT ??= String(4100 + (process.pid % 800));
process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `site-e2e-${process.pid}-${Date.now()}`);
const port = Number(process.env.E2E_PORT);
export const E2E_ADMIN = { email: 'admin@recoverly.test', password: 'correct horse battery' };

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  },
};

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  // One retry in CI: a test that passes on retry is reported as flaky (and looked into), not hidden.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: { baseURL: `http://localhost:${port}`, trace: 'off' },
  projects: [
    { name: 'js-on', use: { ...chromium } },
    { name: 'js-off', use: { ...chromium, javaScriptEnabled: false } },
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
