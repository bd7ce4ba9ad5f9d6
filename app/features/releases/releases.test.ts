import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type net from 'node:net';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readSigningKey, releaseNotes, writeReleaseFiles } from '../../../scripts/lib/release-files.mjs';
import { tempFolder } from '../../../tests/helpers/temp-folder';
import { minisignKeyFromPem, type MinisignKeyPair } from '~/lib/minisign';
import { describeUpdateCheck, judgeRelease } from './check.server';
import { InstallRefusal, stageRelease } from './install.server';
import { readRelease, type VerifiedRelease } from './verify.server';
import { compareVersions } from './version';

// Releases as an installation reads them: signed by the key built into it, or refused; checked
// against their sha256 before anything runs. The end-to-end update is tests/e2e/executable-update.spec.ts.

function newKey(): MinisignKeyPair {
  return minisignKeyFromPem(crypto.generateKeyPairSync('ed25519').privateKey.export({ format: 'pem', type: 'pkcs8' }).toString());
}

let folder: string;
let key: MinisignKeyPair;
beforeEach(() => {
  folder = tempFolder('release');
  key = newKey();
});
afterEach(() => {
  fs.rmSync(folder, { recursive: true, force: true });
});

/** A release folder for `version` whose archive holds `executable` (bytes) as recoverly. */
function publish(
  version: string,
  { executable = Buffer.from('#!/bin/sh\necho hi\n'), platform = 'linux-x64', now = new Date(), expiresDays = 90, signer = key } = {},
) {
  const out = path.join(folder, `release-${version}-${platform}-${crypto.randomBytes(3).toString('hex')}`);
  const staging = path.join(folder, `staging-${crypto.randomBytes(3).toString('hex')}`);
  const inner = `recoverly-${version}-${platform}`;
  fs.mkdirSync(path.join(staging, inner), { recursive: true });
  fs.writeFileSync(path.join(staging, inner, 'recoverly'), executable, { mode: 0o755 });
  const archive = path.join(staging, 'a.tar.gz');
  execFileSync('tar', ['-czf', archive, '-C', staging, inner]);
  writeReleaseFiles({ outDir: out, archive, version, key: signer, notes: `Notes of ${version}`, platform, now, expiresDays });
  return out;
}

describe('versions', () => {
  it('compare as semver orders them', () => {
    const sorted = ['2.2.0', '2.1.0', '2.1.0-dev', '2.1.0-rc.2', '2.1.0-rc.10', '10.0.0', '2.1.1'].sort(compareVersions);
    expect(sorted).toEqual(['2.1.0-dev', '2.1.0-rc.2', '2.1.0-rc.10', '2.1.0', '2.1.1', '2.2.0', '10.0.0']);
  });
});

describe('release notes', () => {
  it('are the version’s section of the changelog, else its Unreleased one', () => {
    const changelog = '# Changelog\n\n## Unreleased\n\n- next\n\n## 2.0.0 — 2026-11-25\n\n- two\n\n## 1.x — 2026-11-21\n\n- one\n';
    expect(releaseNotes(changelog, '2.0.0')).toBe('- two');
    expect(releaseNotes(changelog, '2.1.0')).toBe('- next');
  });

  it('need a signing key that is Ed25519 in PEM, given as the key or its file', () => {
    const pem = crypto.generateKeyPairSync('ed25519').privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
    const file = path.join(folder, 'key.pem');
    fs.writeFileSync(file, pem);
    expect(readSigningKey(pem)!.publicKey).toBe(readSigningKey(file)!.publicKey);
    expect(readSigningKey('')).toBeNull();
    expect(() => readSigningKey(path.join(folder, 'missing.pem'))).toThrow(
      'RELEASE_SIGNING_KEY is neither a PEM key nor the path of a file holding one',
    );
  });
});

describe('a release read from a folder', () => {
  it('is believed when SHA256SUMS is signed by the built-in key and lists latest.json', async () => {
    const out = publish('2.2.0');
    const read = await readRelease({ source: { kind: 'folder', folder: out }, publicKey: key.publicKey });
    expect(read).toMatchObject({
      kind: 'verified',
      release: { version: '2.2.0', platform: 'linux-x64', file: 'recoverly-2.2.0-linux-x64.tar.gz' },
    });
    const check = judgeRelease(read, '2.1.0');
    expect(describeUpdateCheck(check)).toBe(
      'Recoverly 2.2.0 is available (you run 2.1.0): update the checkout (git pull, npm ci, npm start)',
    );
    expect(describeUpdateCheck(judgeRelease(read, '2.2.0'))).toBe('Recoverly 2.2.0 is the latest release');
    expect(judgeRelease(read, '2.3.0').kind).toBe('ahead');
  });

  it('is refused when signed by another key, when latest.json was changed, and when this file has no key', async () => {
    const source = { kind: 'folder' as const, folder: publish('2.2.0', { signer: newKey() }) };
    expect(await readRelease({ source, publicKey: key.publicKey })).toMatchObject({
      kind: 'refused',
      cause: 'signature',
      reason: expect.stringContaining('is signed by another key'),
    });

    const out = publish('2.2.0');
    const latest = path.join(out, 'latest.json');
    fs.writeFileSync(latest, fs.readFileSync(latest, 'utf8').replace('"version": "2.2.0"', '"version": "9.9.9"'));
    expect(await readRelease({ source: { kind: 'folder', folder: out }, publicKey: key.publicKey })).toMatchObject({
      kind: 'refused',
      cause: 'malformed',
      reason: expect.stringContaining('latest.json does not match its sha256 in SHA256SUMS'),
    });
    const sums = path.join(out, 'SHA256SUMS');
    fs.appendFileSync(sums, `${'0'.repeat(64)}  extra\n`);
    expect(await readRelease({ source: { kind: 'folder', folder: out }, publicKey: key.publicKey })).toMatchObject({
      kind: 'refused',
      cause: 'signature',
    });
    expect(await readRelease({ source: { kind: 'folder', folder: out }, publicKey: null })).toMatchObject({
      kind: 'refused',
      cause: 'no-key',
    });
  });

  it('is refused once its information has expired: a frozen latest.json can’t hide newer releases for ever', async () => {
    const out = publish('2.2.0', { now: new Date('2026-01-01T00:00:00Z'), expiresDays: 90 });
    const source = { kind: 'folder' as const, folder: out };
    expect((await readRelease({ source, publicKey: key.publicKey, now: new Date('2026-03-31T00:00:00Z') })).kind).toBe('verified');
    expect(await readRelease({ source, publicKey: key.publicKey, now: new Date('2026-04-02T00:00:00Z') })).toMatchObject({
      kind: 'refused',
      cause: 'expired',
      reason: expect.stringContaining('expired on 2026-04-01T00:00:00.000Z (signed 2026-01-01T00:00:00.000Z)'),
    });
  });

  it('over http is read the same way, and a server that is not there is named', async () => {
    const out = publish('2.2.0');
    const server = http.createServer((req, res) => {
      const file = path.join(out, path.basename(req.url ?? ''));
      if (!fs.existsSync(file)) return void res.writeHead(404).end();
      res.end(fs.readFileSync(file));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}/releases/`;
    try {
      expect(await readRelease({ source: { kind: 'url', url }, publicKey: key.publicKey })).toMatchObject({ kind: 'verified' });
    } finally {
      server.close();
    }
    expect(await readRelease({ source: { kind: 'url', url }, publicKey: key.publicKey })).toMatchObject({
      kind: 'refused',
      cause: 'unreachable',
      reason: expect.stringContaining('could not be reached (ECONNREFUSED)'),
    });
  });
});

describe('staging a release before it replaces anything', () => {
  async function verified(out: string): Promise<VerifiedRelease> {
    const read = await readRelease({ source: { kind: 'folder', folder: out }, publicKey: key.publicKey });
    if (read.kind !== 'verified') throw new Error(read.reason);
    return read.release;
  }

  it('refuses an archive with one byte changed, before unpacking it', async () => {
    const out = publish('2.2.0');
    const release = await verified(out);
    const archive = path.join(out, release.file);
    const bytes = fs.readFileSync(archive);
    bytes[bytes.length - 20] = bytes[bytes.length - 20]! ^ 1;
    fs.writeFileSync(archive, bytes);
    const work = fs.mkdtempSync(path.join(folder, 'work-'));
    await expect(stageRelease(release, work)).rejects.toThrow(/does not match its signed sha256 \(it was changed or damaged on the way/);
    expect(fs.readdirSync(work)).toEqual([release.file]);
  });

  it('refuses a release for another platform, and a file that is not a Linux x64 executable', async () => {
    const other = await verified(publish('2.2.0', { platform: 'linux-arm64' }));
    await expect(stageRelease(other, fs.mkdtempSync(path.join(folder, 'work-')))).rejects.toThrow(
      'recoverly-2.2.0-linux-arm64.tar.gz is for linux-arm64, and this machine runs linux-x64: not installed',
    );
    const script = await verified(publish('2.2.0'));
    await expect(stageRelease(script, fs.mkdtempSync(path.join(folder, 'work-')))).rejects.toThrow(InstallRefusal);
    await expect(stageRelease(script, fs.mkdtempSync(path.join(folder, 'work-')))).rejects.toThrow('is not a Linux x64 executable');
  });

  it('runs the new file only once its bytes are the signed ones, and refuses one that answers as another version', async () => {
    // echo: a Linux x64 executable that answers --version, but not as Recoverly 2.2.0.
    const out = publish('2.2.0', { executable: fs.readFileSync('/bin/echo') });
    await expect(stageRelease(await verified(out), fs.mkdtempSync(path.join(folder, 'work-')))).rejects.toThrow(
      /did not answer --version as 2\.2\.0 \(it said: echo \(GNU coreutils\) [\d.]+\): not installed$/,
    );
  });
});
