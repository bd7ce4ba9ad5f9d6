import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { verifyLicenseFile } from '../../app/features/licenses/api/license-file';
import { tempFolder } from '../helpers/temp-folder';
import { expect, test } from './fixtures';
import { post, seedLicense, fingerprint, sqliteLicenseApiSite, type LicenseApiSite } from './license-api-suite';
import { startOwnServer, type OwnServer } from './own-server';
import { projectRoot } from './server-runs';

// The reference client (scripts/license-client.mjs) against a real server, built as a vendor builds
// it: the program with the public keys of `npm run license-key -- --public` beside it. A state file
// rewritten with the user's own key and license fails the offline check; the signing key's rotation
// (npm run license-key -- --rotate): files signed before it still verify.
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

/** `npm run license-key -- --public` on the server's data: the JWKS a vendor's build embeds. */
async function publicKeys(): Promise<string> {
  const printed = await run(process.execPath, [path.join(projectRoot, 'scripts', 'license-key.mjs'), '--public'], {
    env: { ...process.env, DATABASE_PATH: own.databasePath, DATABASE_URL: '' },
  });
  return printed.stdout;
}

/** The client as a vendor ships it: the program, and beside it the public keys (or none). */
function buildClient(keys: string | null) {
  const folder = tempFolder('license-client');
  const program = path.join(folder, 'license-client.mjs');
  fs.copyFileSync(path.join(projectRoot, 'scripts', 'license-client.mjs'), program);
  if (keys !== null) fs.writeFileSync(path.join(folder, 'license-signing-keys.json'), keys);
  const state = path.join(folder, 'state.json');
  const client = (...args: string[]) =>
    run(process.execPath, [program, '--state', state, '--fingerprint', 'reference-client-device-01', ...args]);
  return { client, state };
}

/** What `client` prints and exits with, failing or not. */
async function outcome(running: Promise<{ stdout: string; stderr: string }>) {
  try {
    const { stdout } = await running;
    return { code: 0, output: stdout };
  } catch (error) {
    const failed = error as { code: number; stderr: string };
    return { code: failed.code, output: failed.stderr };
  }
}

test('the reference client activates, validates online, verifies offline and deactivates', async () => {
  const { key } = await seedLicense(site, 'Yearly');
  const { client } = buildClient(await publicKeys());
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
  const before = await seedLicense(site, 'Lifetime');
  const oldFile = (await (await post(own.server.url, 'activate', { key: before.key, fingerprint: fingerprint('old'), name: 'Old' })).json())
    .licenseFile;
  await own.stop();
  const rotated = await run(process.execPath, [path.join(projectRoot, 'scripts', 'license-key.mjs'), '--rotate'], {
    env: { ...process.env, DATABASE_PATH: own.databasePath, DATABASE_URL: '' },
  });
  expect(rotated.stdout).toMatch(/New signing key \S+ written to .*; 2 keys published/);
  await own.restart();
  const after = await seedLicense(site, 'Lifetime');
  const newFile = (await (await post(own.server.url, 'activate', { key: after.key, fingerprint: fingerprint('new'), name: 'New' })).json())
    .licenseFile;
  expect(newFile.kid).not.toBe(oldFile.kid);
  const jwks = await (await fetch(`${own.server.url}/.well-known/license-signing-keys.json`)).json();
  expect(jwks.keys.map((k: { kid: string }) => k.kid)).toEqual([newFile.kid, oldFile.kid]);
  expect(verifyLicenseFile(oldFile, jwks.keys)).toMatchObject({ key: before.key });
  expect(verifyLicenseFile(newFile, jwks.keys)).toMatchObject({ key: after.key });
});

test('a state file rewritten with the user’s own key and a 999-device Lifetime license fails --verify', async () => {
  const { key } = await seedLicense(site, 'Monthly');
  const { client, state } = buildClient(await publicKeys());
  await client('--server', own.server.url, '--activate', key, '--name', 'Honest PC');
  expect((await client('--verify')).stdout).toContain('offline check passed: Monthly');
  // What the red team wrote into license-state.json: their own key pair, and a license signed with it.
  const { privateKey } = crypto.generateKeyPairSync('ed25519');
  const { x } = crypto.createPublicKey(privateKey).export({ format: 'jwk' }) as { x: string };
  const kid = crypto.createHash('sha256').update(`{"crv":"Ed25519","kty":"OKP","x":"${x}"}`).digest('base64url');
  const forged = {
    key,
    plan: 'Lifetime',
    devices: 999,
    expiresAt: null,
    fingerprint: crypto.createHash('sha256').update('reference-client-device-01').digest('hex'),
    activationId: 1,
    issuedAt: new Date().toISOString(),
    products: ['Data Recovery Pro'],
  };
  const payload = Buffer.from(JSON.stringify(forged)).toString('base64url');
  const signature = crypto.sign(null, Buffer.from(payload), privateKey).toString('base64url');
  const saved = JSON.parse(fs.readFileSync(state, 'utf8'));
  fs.writeFileSync(
    state,
    JSON.stringify({
      ...saved,
      licenseFile: { kid, payload, signature },
      jwks: { keys: [{ kty: 'OKP', crv: 'Ed25519', x, kid, alg: 'EdDSA', use: 'sig' }] },
    }),
  );
  const verified = await outcome(client('--verify'));
  expect(verified).toEqual({ code: 1, output: 'offline check failed: the license file is not signed by a key built into this client\n' });
});

test('a client built without public keys verifies nothing offline, whatever its state holds', async () => {
  const { key } = await seedLicense(site, 'Yearly');
  const { client } = buildClient(null);
  await client('--server', own.server.url, '--activate', key, '--name', 'Unbuilt PC');
  const verified = await outcome(client('--verify'));
  expect(verified.code).toBe(1);
  expect(verified.output).toMatch(
    /^offline check failed: no public keys are built into this client \(.*license-signing-keys\.json is missing\)\n$/,
  );
});
