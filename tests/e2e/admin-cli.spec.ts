import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { startServer } from '../../scripts/lib/server-process.mjs';
import { expect, test } from './fixtures';
import { postForm } from './own-server';

const run = promisify(execFile);

function admin(databasePath: string, ...args: string[]) {
  return run(process.execPath, ['scripts/admin.mjs', ...args], { env: { ...process.env, DATABASE_PATH: databasePath } }).then(
    (r) => ({ code: 0, out: r.stdout + r.stderr }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, out: e.stdout + e.stderr }),
  );
}

test('npm run admin creates the administrator in a new data folder, resets it, and refuses bad input', async ({}, testInfo) => {
  test.skip(testInfo.project.name !== 'js-on', 'runs once, against a database of its own');
  test.setTimeout(60_000);
  const databasePath = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'admin-cli-')), 'not', 'yet', 'site.db');

  const created = await admin(databasePath, '--email', 'Owner@Recoverly.test', '--password', 'first password 1');
  expect(created).toMatchObject({ code: 0 });
  expect(created.out).toContain('Administrator created: Owner@Recoverly.test');
  expect(fs.existsSync(databasePath)).toBe(true);

  const reset = await admin(databasePath, '--email', 'owner@recoverly.test', '--password', 'second password 2');
  expect(reset.code).toBe(0);
  expect(reset.out).toContain('Administrator reset: owner@recoverly.test');

  expect((await admin(databasePath, '--email', 'owner@recoverly.test')).code).toBe(2);
  const short = await admin(databasePath, '--email', 'owner@recoverly.test', '--password', 'short');
  expect(short.code).toBe(1);
  expect(short.out).toContain('at least 8 characters');

  const server = await startServer({ databasePath, env: { TRUST_PROXY: '1' } });
  try {
    const signIn = (password: string, address: string) =>
      postForm(server.url, '/admin', { intent: 'sign-in', email: 'owner@recoverly.test', password }, address);
    expect((await signIn('first password 1', '127.5.5.1')).status).toBe(401);
    const ok = await signIn('second password 2', '127.5.5.2');
    expect(ok.status).toBe(302);
    expect(ok.headers.get('location')).toBe('/admin/dashboard');
  } finally {
    await server.stop();
  }
});
