import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { verifyLicenseFile } from '../../app/features/licences/api/licence-file';
import { tempFolder } from '../helpers/temp-folder';
import { expect, test } from './fixtures';
import { post, seedLicence, fingerprint, sqliteLicenseApiSite, type LicenseApiSite } from './license-api-suite';
import { startOwnServer, type OwnServer } from './own-server';
import { projectRoot } from './server-runs';

// The reference client (scripts/license-client.mjs) against a real server, and the signing key's
// rotation (npm run license-key -- --rotate): files signed before it still verify.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

const run = promisify(execFile);
let own: OwnServer;
let site: LicenseApiSite;
test.beforeAll(async () => {
  own = await startOwnServer();
  site = sqliteLicenseApiSite(own);
});
test.afterAll(async () => {
  await own.dispose();
});

test('the reference client activates, validates online, verifies offline and deactivates', async () => {
  const { key } = await seedLicence(site, 'Yearly');
  const state = path.join(tempFolder('license-client'), 'state.json');
  const client = (...args: string[]) =>
    run(process.execPath, [
      path.join(projectRoot, 'scripts', 'license-client.mjs'),
      '--state',
      state,
      '--fingerprint',
      'reference-client-device-01',
      ...args,
    ]);
  expect((await client('--server', own.server.url, '--activate', key, '--name', 'Reference PC')).stdout).toContain(
    'Activated on "Reference PC" (1 of 2 devices in use).',
  );
  expect((await client('--validate')).stdout.trim()).toBe('valid');
  expect((await client('--verify')).stdout).toContain('offline check passed: Yearly, 2 devices, expires 2099-01-01T00:00:00.000Z');
  expect((await client('--deactivate')).stdout).toContain('Deactivated; 0 of 2 devices in use.');
  const again = await post(own.server.url, 'validate', { key, fingerprint: 'reference-client-device-01' });
  expect(await again.json()).toMatchObject({ valid: false, code: 'not_activated' });
});

test('after npm run license-key -- --rotate, files signed with the old key and the new one both verify', async () => {
  const before = await seedLicence(site, 'Lifetime');
  const oldFile = (await (await post(own.server.url, 'activate', { key: before.key, fingerprint: fingerprint('old'), name: 'Old' })).json())
    .licenseFile;
  await own.stop();
  const rotated = await run(process.execPath, [path.join(projectRoot, 'scripts', 'license-key.mjs'), '--rotate'], {
    env: { ...process.env, DATABASE_PATH: own.databasePath, DATABASE_URL: '' },
  });
  expect(rotated.stdout).toMatch(/New signing key \S+ written to .*; 2 keys published/);
  await own.restart();
  const after = await seedLicence(site, 'Lifetime');
  const newFile = (await (await post(own.server.url, 'activate', { key: after.key, fingerprint: fingerprint('new'), name: 'New' })).json())
    .licenseFile;
  expect(newFile.kid).not.toBe(oldFile.kid);
  const jwks = await (await fetch(`${own.server.url}/.well-known/license-signing-keys.json`)).json();
  expect(jwks.keys.map((k: { kid: string }) => k.kid)).toEqual([newFile.kid, oldFile.kid]);
  expect(verifyLicenseFile(oldFile, jwks.keys)).toMatchObject({ key: before.key });
  expect(verifyLicenseFile(newFile, jwks.keys)).toMatchObject({ key: after.key });
});
