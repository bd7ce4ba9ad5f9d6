import fs from 'node:fs';
import path from 'node:path';
import { ADMIN, adminSessionCookie } from './admin-helpers';
import { installExecutable, runExecutable, serveExecutable } from './executable';
import { expect, test } from './fixtures';
import { lines } from './server-runs';
import { businessRows, expectShopServed, seedShop } from './shop-state';

// A whole backup taken on one host and restored on another: the new folder serves the same order
// pages, license files issued before verify with the restored keys, and the administrator's session
// (signed with the restored secret) still opens the dashboard.

test('a backup restored into a new folder serves the same order pages, and license files issued before verify against the restored keys', async () => {
  test.setTimeout(90_000);
  const first = installExecutable({ link: true });
  const second = installExecutable({ link: true });
  const admin = { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, TRUST_PROXY: '1' };
  try {
    const old = await serveExecutable(first, admin);
    let shop;
    let cookie: string;
    try {
      shop = await seedShop(old.url, first.databasePath);
      await expectShopServed(old.url, shop);
      cookie = await adminSessionCookie(old.url, '127.8.0.1');
      const backup = await runExecutable(first, ['backup', 'shop.tar.gz']);
      expect(backup.code, backup.stderr).toBe(0);
    } finally {
      await old.stop();
    }
    const rowsBefore = businessRows(first.databasePath);

    fs.copyFileSync(path.join(first.folder, 'shop.tar.gz'), path.join(second.folder, 'shop.tar.gz'));
    const restored = await runExecutable(second, ['restore', 'shop.tar.gz']);
    expect(restored.code, restored.stderr).toBe(0);
    expect(lines(restored.stdout)).toEqual([
      expect.stringMatching(
        /^Restored shop\.tar\.gz \(taken by Recoverly \S+ on \S+Z\) into data: site\.db \(orders 1, attachments 0, last migration \S+\), session-secret, license-signing-keys; every file matched its sha256$/,
      ),
      'Start the site (recoverly) to serve it.',
    ]);
    const data = path.join(second.folder, 'data');
    expect(fs.statSync(data).mode & 0o777).toBe(0o700);
    for (const name of fs.readdirSync(data)) expect(fs.statSync(path.join(data, name)).mode & 0o777, name).toBe(0o600);
    expect(fs.readFileSync(path.join(data, 'license-signing-keys'))).toEqual(
      fs.readFileSync(path.join(first.folder, 'data', 'license-signing-keys')),
    );

    // On another port, from the restored folder alone.
    const moved = await serveExecutable(second, admin);
    try {
      expect(moved.url).not.toBe(old.url);
      await expectShopServed(moved.url, shop);
      const dashboard = await fetch(`${moved.url}/admin/dashboard`, { headers: { cookie }, redirect: 'manual' });
      expect(dashboard.status).toBe(200);
      expect(await dashboard.text()).toContain(ADMIN.email);
      // A folder that holds a shop is not restored over.
      const again = await runExecutable(second, ['restore', 'shop.tar.gz']);
      expect(again.code).toBe(1);
      expect(lines(again.stderr)[0]).toMatch(
        /^Restore refused: data is not empty \(.*\): restore into an empty data folder, or add --force/,
      );
      const forced = await runExecutable(second, ['restore', 'shop.tar.gz', '--force']);
      expect(forced.code).toBe(1);
      expect(lines(forced.stderr)[0]).toMatch(
        /^Restore refused: another server is using .*site\.db \(pid \d+\).*: stop the site before restoring$/,
      );
    } finally {
      await moved.stop();
    }
    expect(businessRows(second.databasePath)).toEqual(rowsBefore);
  } finally {
    fs.rmSync(first.folder, { recursive: true, force: true });
    fs.rmSync(second.folder, { recursive: true, force: true });
  }
});
