import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { tempFolder } from '../../../../tests/helpers/temp-folder';
import { publicJwk, signLicenseFile } from './license-file';

// The verification example in docs/licensing.md runs as written: a file signed here verifies with
// only the JWKS, and a tampered one is refused.

const run = promisify(execFile);
const doc = fs.readFileSync(path.resolve('docs/licensing.md'), 'utf8');
const example = /```js verify-license\.mjs\n([\s\S]*?)```/.exec(doc)?.[1];

describe('the verification example in docs/licensing.md', () => {
  const folder = tempFolder('licensing-doc');
  const { privateKey } = crypto.generateKeyPairSync('ed25519');
  const jwk = publicJwk(privateKey);
  const file = signLicenseFile(
    {
      key: 'K',
      plan: 'Yearly',
      devices: 2,
      expiresAt: '2099-01-01T00:00:00.000Z',
      fingerprint: 'f',
      activationId: 1,
      issuedAt: '2026-11-26T00:00:00.000Z',
      products: [],
    },
    { kid: jwk.kid, privateKey },
  );
  const write = (name: string, value: unknown) => {
    const target = path.join(folder, name);
    fs.writeFileSync(target, typeof value === 'string' ? value : JSON.stringify(value));
    return target;
  };

  it('is about twenty lines of Node and verifies a license file with only the published keys', async () => {
    expect(example).toBeDefined();
    expect(example!.trim().split('\n').length).toBeLessThanOrEqual(22);
    const script = write('verify-license.mjs', example!);
    const { stdout } = await run(process.execPath, [script, write('file.json', file), write('jwks.json', { keys: [jwk] })]);
    expect(stdout.trim()).toBe('Yearly license for 2 devices, expires 2099-01-01T00:00:00.000Z');
  });

  it('refuses a tampered payload', async () => {
    const forged = {
      ...file,
      payload: Buffer.from(Buffer.from(file.payload, 'base64url').toString().replace('"devices":2', '"devices":9')).toString('base64url'),
    };
    const script = write('verify-license.mjs', example!);
    await expect(run(process.execPath, [script, write('forged.json', forged), write('jwks.json', { keys: [jwk] })])).rejects.toThrow(
      /bad signature/,
    );
  });
});
