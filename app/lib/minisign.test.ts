import { execFileSync, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { tempFolder } from '../../tests/helpers/temp-folder';
import { minisignKeyFromPem, minisignPublicKeyFile, minisignSign, minisignVerify } from './minisign';

// Release signatures in minisign's format, checked both ways with Debian's minisign (0.11).

let folder: string;
afterEach(() => {
  if (folder) fs.rmSync(folder, { recursive: true, force: true });
});

function newPem(): string {
  return crypto.generateKeyPairSync('ed25519').privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
}

describe('a minisign signature made here', () => {
  it('verifies with minisign -V, which prints its trusted comment', () => {
    folder = tempFolder('minisign');
    const pair = minisignKeyFromPem(execFileSync('openssl', ['genpkey', '-algorithm', 'ed25519'], { encoding: 'utf8' }));
    expect(pair.publicKey).toMatch(/^RW[A-Za-z0-9+/]{54}$/);
    const sums = path.join(folder, 'SHA256SUMS');
    fs.writeFileSync(sums, 'abc  recoverly-2.2.0-linux-x64.tar.gz\n');
    fs.writeFileSync(`${sums}.minisig`, minisignSign(fs.readFileSync(sums), pair, 'timestamp:1795910400\tfile:SHA256SUMS\thashed'));
    fs.writeFileSync(path.join(folder, 'release.pub'), minisignPublicKeyFile(pair));
    const checked = spawnSync('minisign', ['-V', '-p', path.join(folder, 'release.pub'), '-m', sums], { encoding: 'utf8' });
    expect(checked.status, checked.stderr).toBe(0);
    expect(checked.stdout).toContain('Signature and comment signature verified');
    expect(checked.stdout).toContain('Trusted comment: timestamp:1795910400\tfile:SHA256SUMS\thashed');
    // The key id minisign shows is the one the key file names.
    expect(minisignPublicKeyFile(pair)).toBe(`untrusted comment: minisign public key ${pair.keyId}\n${pair.publicKey}\n`);

    fs.appendFileSync(sums, 'x');
    expect(spawnSync('minisign', ['-V', '-p', path.join(folder, 'release.pub'), '-m', sums]).status).not.toBe(0);
  });

  it('is refused when the content, the trusted comment or the key differ', () => {
    const pair = minisignKeyFromPem(newPem());
    const content = Buffer.from('the sums');
    const signature = minisignSign(content, pair, 'timestamp:1\tfile:SHA256SUMS');
    expect(minisignVerify(content, signature, pair.publicKey)).toEqual({ ok: true, trustedComment: 'timestamp:1\tfile:SHA256SUMS' });
    expect(minisignVerify(Buffer.from('the sumz'), signature, pair.publicKey)).toEqual({ ok: false, reason: 'bad-signature' });
    expect(minisignVerify(content, signature.replace('timestamp:1', 'timestamp:2'), pair.publicKey)).toEqual({
      ok: false,
      reason: 'bad-comment',
    });
    expect(minisignVerify(content, signature, minisignKeyFromPem(newPem()).publicKey)).toEqual({ ok: false, reason: 'other-key' });
    expect(minisignVerify(content, 'not a signature', pair.publicKey)).toEqual({ ok: false, reason: 'malformed-signature' });
    expect(minisignVerify(content, signature, 'RWQ')).toEqual({ ok: false, reason: 'malformed-key' });
  });

  it('refuses a key that is not Ed25519, or not a key', () => {
    const rsa = crypto.generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
    expect(() => minisignKeyFromPem(rsa)).toThrow('is a rsa key, not Ed25519');
    expect(() => minisignKeyFromPem('hello')).toThrow('is not a private key in PEM');
  });
});

describe('a signature made by minisign', () => {
  it('verifies here, with the key minisign wrote', () => {
    folder = tempFolder('minisign');
    const key = path.join(folder, 'minisign.key');
    const pub = path.join(folder, 'minisign.pub');
    execFileSync('minisign', ['-G', '-W', '-p', pub, '-s', key]);
    const file = path.join(folder, 'file');
    fs.writeFileSync(file, 'content signed by minisign');
    execFileSync('minisign', ['-S', '-s', key, '-m', file, '-t', 'made by minisign']);
    const publicKey = fs.readFileSync(pub, 'utf8').trim().split('\n')[1]!;
    expect(minisignVerify(fs.readFileSync(file), fs.readFileSync(`${file}.minisig`, 'utf8'), publicKey)).toEqual({
      ok: true,
      trustedComment: 'made by minisign',
    });
  });
});
