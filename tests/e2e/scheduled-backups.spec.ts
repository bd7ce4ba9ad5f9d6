import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { tempFolder } from '../helpers/temp-folder';
import { ADMIN, signIn } from './admin-helpers';
import { expect, test } from './fixtures';
import { startOwnServer } from './own-server';
import { waitUntil } from './server-runs';

// Backups the server takes itself: every BACKUP_EVERY, the last BACKUP_KEEP kept, BACKUP_COMMAND run
// with each archive, and a command that fails shown on the overview.

test('BACKUP_EVERY=2s keeps BACKUP_KEEP archives, runs BACKUP_COMMAND with each, and the overview shows a failing command', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const folder = tempFolder('scheduled');
  const sent = path.join(folder, 'sent.log');
  const failing = path.join(folder, 'remote-is-down');
  // An off-site copy as rclone would make it: the archive is $1; it fails while the flag file is there.
  const command = `echo "$1" >> '${sent}'; if [ -e '${failing}' ]; then echo "rclone: remote offsite: not found" >&2; exit 3; fi; echo "copied $(basename "$1")"`;
  const own = await startOwnServer({
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    BACKUP_EVERY: '2s',
    BACKUP_KEEP: '2',
    BACKUP_COMMAND: command,
  });
  const backups = path.join(path.dirname(own.databasePath), 'backups');
  const runs = () => (fs.existsSync(sent) ? fs.readFileSync(sent, 'utf8').trim().split('\n') : []);
  try {
    await waitUntil(() => runs().length >= 3, 30_000, 'three scheduled backups ran');
    const scheduled = () =>
      fs
        .readdirSync(backups)
        .filter((name) => name.endsWith('-scheduled.tar.gz'))
        .sort();
    // Older archives are removed as newer ones arrive: never more than BACKUP_KEEP.
    await waitUntil(() => scheduled().length === 2, 5_000, 'two archives are kept');
    expect(scheduled()).toEqual([
      expect.stringMatching(/^site-\d{8}T\d{6}Z-scheduled\.tar\.gz$/),
      expect.stringMatching(/-scheduled\.tar\.gz$/),
    ]);
    for (const name of scheduled()) {
      const file = path.join(backups, name);
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      expect(execFileSync('tar', ['-tzf', file], { encoding: 'utf8' }).split('\n')).toContain('manifest.json');
    }
    // The command got each archive's path, the newest kept one among them.
    expect(runs().map((line) => path.basename(line))).toContain(scheduled().at(-1));
    expect(own.server.stdout()).toMatch(
      /Scheduled backup taken: .*-scheduled\.tar\.gz \(\d+ bytes(, 1 older removed)?\); BACKUP_COMMAND exited 0: copied site-/,
    );

    await signIn(page, own.server.url);
    await page.goto(`${own.server.url}/admin/overview`);
    await expect(page.getByTestId('backup-status')).toContainText(
      /Last backup .* \(less than an hour ago\): .*-scheduled\.tar\.gz, \d+\.\d KB\./,
    );
    await expect(page.getByTestId('backup-status')).toContainText('BACKUP_COMMAND exited 0: copied site-');
    await expect(page.getByTestId('backup-status')).toContainText('One every 2s, the last 2 kept.');

    fs.writeFileSync(failing, '');
    const before = runs().length;
    await waitUntil(() => runs().length > before + 1, 15_000, 'a backup ran with the remote down');
    await page.reload();
    await expect(page.getByTestId('backup-status')).toContainText('BACKUP_COMMAND failed (exit 3): rclone: remote offsite: not found.');
    expect(own.server.stderr()).toMatch(
      / warn - Scheduled backup taken: .*; BACKUP_COMMAND failed \(exit 3\): rclone: remote offsite: not found$/m,
    );
  } finally {
    await own.dispose();
    fs.rmSync(folder, { recursive: true, force: true });
  }
});
