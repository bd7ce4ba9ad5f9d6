import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../../playwright.config';

export const ADMIN = E2E_ADMIN;

/** Chromium logs every 4xx answer as a console error; a refused sign-in (401) or form (400) answers so on purpose. */
export const REFUSED_SIGN_IN_LOG = /Failed to load resource: the server responded with a status of 401/;
// One pattern, not two: Playwright reads a two-item array given to test.use as [value, options].
export const REFUSED_FORM_OR_SIGN_IN_LOG = /Failed to load resource: the server responded with a status of 40[01]/;

/** A flash or action message: the toast with JavaScript, the status banner without. */
export async function expectMessage(page: Page, javaScriptOn: boolean, title: string, description: string) {
  const container = javaScriptOn
    ? page.getByRole('region', { name: 'Notifications (F8)' })
    : page.getByRole('status').filter({ hasText: title });
  await expect(container.getByText(title, { exact: true })).toBeVisible();
  await expect(container.getByText(description, { exact: true })).toBeVisible();
}

export async function signIn(page: Page, baseURL = '', credentials = ADMIN) {
  await page.goto(`${baseURL}/admin`);
  await page.getByLabel('Email').fill(credentials.email);
  await page.getByLabel('Password').fill(credentials.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * A second production server with its own database and administrator, for tests that change what
 * every other test relies on (the admin's password, the prices). It starts the built server entry
 * directly, so it never triggers a rebuild.
 */
export async function startPrivateServer(): Promise<{ baseURL: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-e2e-'));
  const entry = path.resolve(process.env.BUILD_DIR ?? 'build', 'server', 'index.js');
  const child: ChildProcess = spawn(process.execPath, ['--input-type=module', '-e', `const m = await import(${JSON.stringify(entry)}); await m.start();`], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATABASE_PATH: path.join(dataDir, 'site.db'),
      TRUST_PROXY: '1',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SESSION_SECRET: '',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk) => (stderr += String(chunk)));
  const baseURL = `http://localhost:${port}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      // The administrator from ADMIN_EMAIL is created just after the server starts listening.
      const signInPage = await fetch(`${baseURL}/admin`);
      if (signInPage.ok && (await signInPage.text()).includes('current-password')) break;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill();
      throw new Error(`the private server did not start: ${stderr}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    baseURL,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
