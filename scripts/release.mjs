// `npm run release [-- --out-dir DIR] [--expires-days N]`: a signed release in dist/release/:
//   recoverly-<version>-linux-x64.tar.gz   the executable, its README and licenses (npm run build:exe)
//   latest.json                            version, date, expiry, platform, file, sha256, size, notes
//   SHA256SUMS                             the sha256 of the archive and of latest.json
//   SHA256SUMS.minisig                     an Ed25519 signature of SHA256SUMS (minisign's format)
//   minisign.pub                           the public key, for `minisign -V -p minisign.pub -m SHA256SUMS`
// RELEASE_SIGNING_KEY (an Ed25519 private key in PEM, as `openssl genpkey -algorithm ed25519` writes
// it, or the path of its file) signs the release, and its public key is built into the executable.
//
// `npm run release -- --resign [--out-dir DIR]` signs the release in DIR again with a new date and
// expiry, without building: an installation refuses release information past its expiry (a mirror
// that keeps serving an old latest.json can't hide newer releases for ever), so a quiet vendor
// re-signs before it runs out.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { projectRoot } from './ensure-build.mjs';
import { archiveFileName, DEFAULT_EXPIRES_DAYS, readSigningKey, releaseNotes, writeReleaseFiles } from './lib/release-files.mjs';

const { values } = parseArgs({
  options: {
    'out-dir': { type: 'string' },
    'expires-days': { type: 'string' },
    resign: { type: 'boolean' },
    // Passed to build:exe: a test release (the upgrade test) is built as another version, compressed fastest.
    version: { type: 'string' },
    fast: { type: 'boolean' },
    'test-release': { type: 'boolean' },
  },
});

function fail(message) {
  console.error(`release: ${message}`);
  process.exit(1);
}

let key;
try {
  key = readSigningKey();
} catch (error) {
  fail(error.message);
}
if (!key)
  fail('RELEASE_SIGNING_KEY is not set: a release is signed (an Ed25519 private key in PEM, from openssl genpkey -algorithm ed25519)');
const outDir = path.resolve(values['out-dir'] ?? path.join(projectRoot, 'dist', 'release'));
const expiresDays = Number(values['expires-days'] ?? DEFAULT_EXPIRES_DAYS);
if (!Number.isInteger(expiresDays) || expiresDays < 1) fail(`--expires-days ${values['expires-days']} is not a whole number of days`);

if (values.resign) {
  const latest = JSON.parse(fs.readFileSync(path.join(outDir, 'latest.json'), 'utf8'));
  const signed = writeReleaseFiles({
    outDir,
    archive: path.join(outDir, latest.file),
    version: latest.version,
    key,
    notes: latest.notes,
    expiresDays,
  });
  console.log(`Signed ${signed.file} again in ${path.relative(process.cwd(), outDir) || outDir}: valid until ${signed.expires}`);
  process.exit(0);
}

const buildDir = path.join(outDir, '.build');
const args = ['scripts/build-exe.mjs', '--out-dir', buildDir];
if (values.version) args.push('--version', values.version);
if (values.fast) args.push('--fast');
if (values['test-release']) args.push('--test-release');
const built = spawnSync(process.execPath, args, { cwd: projectRoot, stdio: 'inherit', env: process.env });
if (built.status !== 0) fail(`build:exe failed (exit ${built.status})`);
const version = values.version ?? JSON.parse(fs.readFileSync(path.join(projectRoot, 'package.json'), 'utf8')).version;
const notes = releaseNotes(fs.readFileSync(path.join(projectRoot, 'CHANGELOG.md'), 'utf8'), version);
fs.rmSync(path.join(outDir, archiveFileName(version)), { force: true });
const latest = writeReleaseFiles({ outDir, archive: path.join(buildDir, 'recoverly-linux-x64.tar.gz'), version, key, notes, expiresDays });
fs.rmSync(buildDir, { recursive: true, force: true });
console.log(
  `Release ${version} in ${path.relative(process.cwd(), outDir) || outDir}: ${latest.file} (${(latest.size / 2 ** 20).toFixed(1)} MB), latest.json, SHA256SUMS, SHA256SUMS.minisig (key ${key.keyId}), minisign.pub; valid until ${latest.expires}`,
);
