// The files of a published release, beside its archive: latest.json (what the release is), SHA256SUMS
// (the archive's and latest.json's sha256), and SHA256SUMS.minisig (an Ed25519 signature of SHA256SUMS
// in minisign's format), so one signature covers them all. Used by scripts/release.mjs, and by the
// upgrade test to publish the releases it builds (and the ones it tampers with).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { minisignKeyFromPem, minisignPublicKeyFile, minisignSign } from '../../app/lib/minisign.ts';

export const PLATFORM = 'linux-x64';
/** How long a release's information stays current unless it is signed again (npm run release -- --resign). */
export const DEFAULT_EXPIRES_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;

/** RELEASE_SIGNING_KEY's value: the PEM itself, or the path of a file holding it; null when unset. */
export function readSigningKey(value = process.env.RELEASE_SIGNING_KEY) {
  const text = value?.trim();
  if (!text) return null;
  const pem = text.includes('-----BEGIN') ? text : readKeyFile(text);
  try {
    return minisignKeyFromPem(pem);
  } catch (error) {
    throw new Error(`RELEASE_SIGNING_KEY ${error.message}`);
  }
}

function readKeyFile(file) {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    throw new Error('RELEASE_SIGNING_KEY is neither a PEM key nor the path of a file holding one');
  }
}

/** The archive's name for a version and platform: recoverly-2.2.0-linux-x64.tar.gz. */
export function archiveFileName(version, platform = PLATFORM) {
  return `recoverly-${version}-${platform}.tar.gz`;
}

/** The notes of `version` in CHANGELOG.md (its own section, else the Unreleased one), as Markdown. */
export function releaseNotes(changelog, version) {
  const sections = changelog.split(/^## /m).slice(1);
  const heading = (section) => section.split('\n', 1)[0].trim();
  const own = sections.find((section) => heading(section).split(/\s/)[0] === version);
  const chosen = own ?? sections.find((section) => heading(section).toLowerCase() === 'unreleased');
  return chosen ? chosen.slice(chosen.indexOf('\n') + 1).trim() : '';
}

function sha256(buffer) {
  return crypto.createHash('sha256').update(buffer).digest('hex');
}

/**
 * Writes `outDir`'s release files for `archive` (copied in under its release name unless it is there
 * already): latest.json, SHA256SUMS and its signature, and minisign.pub (the public key, for
 * `minisign -V -p minisign.pub -m SHA256SUMS`). Returns latest.json's content.
 */
export function writeReleaseFiles({
  outDir,
  archive,
  version,
  key,
  notes,
  platform = PLATFORM,
  now = new Date(),
  expiresDays = DEFAULT_EXPIRES_DAYS,
}) {
  fs.mkdirSync(outDir, { recursive: true });
  const file = archiveFileName(version, platform);
  const target = path.join(outDir, file);
  if (path.resolve(archive) !== path.resolve(target)) fs.copyFileSync(archive, target);
  const bytes = fs.readFileSync(target);
  const latest = {
    version,
    date: now.toISOString(),
    expires: new Date(now.getTime() + expiresDays * DAY_MS).toISOString(),
    platform,
    file,
    sha256: sha256(bytes),
    size: bytes.length,
    notes,
  };
  const latestText = `${JSON.stringify(latest, null, 2)}\n`;
  fs.writeFileSync(path.join(outDir, 'latest.json'), latestText);
  const sums = `${latest.sha256}  ${file}\n${sha256(Buffer.from(latestText))}  latest.json\n`;
  fs.writeFileSync(path.join(outDir, 'SHA256SUMS'), sums);
  const comment = `timestamp:${Math.floor(now.getTime() / 1000)}\tfile:SHA256SUMS\thashed\tversion:${version}`;
  fs.writeFileSync(path.join(outDir, 'SHA256SUMS.minisig'), minisignSign(Buffer.from(sums), key, comment));
  fs.writeFileSync(path.join(outDir, 'minisign.pub'), minisignPublicKeyFile(key));
  return latest;
}
