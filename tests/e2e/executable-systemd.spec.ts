import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { tempFolder } from '../helpers/temp-folder';
import { BUILT_EXECUTABLE } from './executable';
import { expect, test } from './fixtures';
import { projectRoot } from './server-runs';

// The systemd unit docs/self-hosting.md gives, as written there (so the page can't drift from what
// is checked), with ExecStart pointing at this run's executable, checked by systemd's own analyzer.

const INSTALLED_AT = '/usr/local/bin/recoverly';

function documentedUnit(): string {
  const page = fs.readFileSync(path.join(projectRoot, 'docs', 'self-hosting.md'), 'utf8');
  const after = page.slice(page.indexOf('`/etc/systemd/system/recoverly.service`'));
  const unit = /```ini\n([\s\S]*?)```/.exec(after)?.[1];
  if (!unit) throw new Error('docs/self-hosting.md has no ```ini block after /etc/systemd/system/recoverly.service');
  return unit;
}

function analyze(...args: string[]) {
  const run = spawnSync('systemd-analyze', args, { encoding: 'utf8' });
  return { code: run.status, output: `${run.stdout}${run.stderr}`.trim() };
}

test('the documented unit runs the executable as a service that restarts on failure, keeps its state, and passes systemd-analyze verify', () => {
  const unit = documentedUnit();
  for (const line of [
    `ExecStart=${INSTALLED_AT}`,
    'StateDirectory=recoverly',
    'WorkingDirectory=/var/lib/recoverly',
    'Restart=on-failure',
  ]) {
    expect(unit.split('\n')).toContain(line);
  }
  expect(unit).toMatch(/^(User=recoverly|DynamicUser=yes)$/m);

  const file = path.join(tempFolder('systemd'), 'recoverly.service');
  fs.writeFileSync(file, unit.replace(`ExecStart=${INSTALLED_AT}`, `ExecStart=${BUILT_EXECUTABLE}`));
  // A directive systemd doesn't understand is only a warning (exit code 0): the output must be empty too.
  expect(analyze('verify', file)).toEqual({ code: 0, output: '' });
});

test('the documented unit is hardened: systemd-analyze security rates its exposure 2.0 or less', () => {
  const file = path.join(tempFolder('systemd'), 'recoverly.service');
  fs.writeFileSync(file, documentedUnit().replace(`ExecStart=${INSTALLED_AT}`, `ExecStart=${BUILT_EXECUTABLE}`));
  const security = analyze('security', '--offline=true', '--threshold=20', file);
  expect(security.code, security.output).toBe(0);
  expect(security.output).toMatch(/Overall exposure level for recoverly\.service: [0-2]\.\d/);
});
