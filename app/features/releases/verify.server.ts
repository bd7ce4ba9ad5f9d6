import crypto from 'node:crypto';
import { minisignVerify } from '~/lib/minisign';
import { RELEASE_PUBLIC_KEY } from '~/lib/release';
import { describeSource, readSourceFile, SourceError, type ReleaseSource } from './source.server';
import { isVersion } from './version';

// What a release source says, believed only once its signature checks: SHA256SUMS must be signed by
// the key built into this file, and latest.json (the version, the date, the expiry, the notes) must
// be listed in it; so every fact acted on is signed. Information past its expiry is refused (an old
// latest.json served for ever would hide newer releases: TUF's freeze attack).

export const SUMS = 'SHA256SUMS';
export const SIGNATURE = 'SHA256SUMS.minisig';
export const LATEST = 'latest.json';
/** recoverly-2.2.0-linux-x64.tar.gz: the version and the platform it is for. */
export const ARCHIVE_NAME = /^recoverly-(\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?)-([a-z0-9]+-[a-z0-9_]+)\.tar\.gz$/;

export interface LatestRelease {
  version: string;
  date: string;
  expires: string;
  platform: string;
  file: string;
  sha256: string;
  size: number;
  notes: string;
}

export interface VerifiedRelease {
  source: ReleaseSource;
  version: string;
  platform: string;
  file: string;
  sha256: string;
  /** The archive's size, when latest.json says it. */
  size: number | null;
  /** latest.json, when the release was read through it (not for an archive named directly). */
  latest: LatestRelease | null;
}

export type ReleaseRead =
  | { kind: 'verified'; release: VerifiedRelease }
  | { kind: 'refused'; cause: 'no-key' | 'unreachable' | 'signature' | 'malformed' | 'expired'; reason: string };

export const NO_KEY_REASON =
  'this file was built without a release signing key (RELEASE_SIGNING_KEY), so it cannot check a release’s signature and does not update itself; install a signed release by hand';

function sha256(buffer: Buffer): string {
  return crypto.createHash('sha256').update(buffer).digest('hex');
}

/** SHA256SUMS's lines: name → sha256. */
export function parseSums(text: string): Map<string, string> {
  const sums = new Map<string, string>();
  for (const line of text.split('\n')) {
    const match = /^([0-9a-f]{64}) [ *](\S+)$/.exec(line.trim());
    if (match) sums.set(match[2]!, match[1]!);
  }
  return sums;
}

function validLatest(value: unknown): value is LatestRelease {
  const latest = value as Partial<LatestRelease> | null;
  return (
    !!latest &&
    typeof latest.version === 'string' &&
    isVersion(latest.version) &&
    typeof latest.date === 'string' &&
    !Number.isNaN(Date.parse(latest.date)) &&
    typeof latest.expires === 'string' &&
    !Number.isNaN(Date.parse(latest.expires)) &&
    typeof latest.platform === 'string' &&
    typeof latest.file === 'string' &&
    ARCHIVE_NAME.test(latest.file) &&
    typeof latest.sha256 === 'string' &&
    /^[0-9a-f]{64}$/.test(latest.sha256) &&
    Number.isSafeInteger(latest.size) &&
    typeof latest.notes === 'string'
  );
}

/**
 * Reads and verifies the release at `source`: through its latest.json, or (`archive`) the archive of
 * that name there. Nothing but small files is downloaded here.
 */
export async function readRelease({
  source,
  archive = null,
  publicKey = RELEASE_PUBLIC_KEY,
  now = new Date(),
}: {
  source: ReleaseSource;
  archive?: string | null;
  publicKey?: string | null;
  now?: Date;
}): Promise<ReleaseRead> {
  if (!publicKey) return { kind: 'refused', cause: 'no-key', reason: NO_KEY_REASON };
  const where = describeSource(source);
  let sumsBytes: Buffer;
  let signature: Buffer;
  let latestBytes: Buffer | null = null;
  try {
    [sumsBytes, signature] = await Promise.all([readSourceFile(source, SUMS, 65_536), readSourceFile(source, SIGNATURE, 4_096)]);
    if (!archive) latestBytes = await readSourceFile(source, LATEST, 1_048_576);
  } catch (error) {
    if (error instanceof SourceError) return { kind: 'refused', cause: 'unreachable', reason: error.message };
    throw error;
  }
  const check = minisignVerify(sumsBytes, signature.toString('utf8'), publicKey);
  if (!check.ok) {
    const why =
      check.reason === 'other-key'
        ? `is signed by another key than this file's release key (${publicKey})`
        : check.reason === 'malformed-signature'
          ? 'is not a minisign signature'
          : `does not verify with this file's release key (${publicKey}): the files were changed or damaged`;
    return { kind: 'refused', cause: 'signature', reason: `${SIGNATURE} at ${where} ${why}; nothing is installed from there` };
  }
  const sums = parseSums(sumsBytes.toString('utf8'));
  const malformed = (reason: string): ReleaseRead => ({
    kind: 'refused',
    cause: 'malformed',
    reason: `${reason} at ${where}; nothing is installed from there`,
  });

  let latest: LatestRelease | null = null;
  let file: string;
  if (latestBytes) {
    if (sums.get(LATEST) !== sha256(latestBytes)) return malformed(`${LATEST} does not match its sha256 in ${SUMS}`);
    let parsed: unknown;
    try {
      parsed = JSON.parse(latestBytes.toString('utf8'));
    } catch {
      return malformed(`${LATEST} is not JSON`);
    }
    if (!validLatest(parsed)) return malformed(`${LATEST} does not describe a release`);
    latest = parsed;
    file = latest.file;
    if (sums.get(file) !== latest.sha256) return malformed(`${file}'s sha256 in ${LATEST} is not the one in ${SUMS}`);
  } else {
    file = archive!;
    if (!sums.has(file)) return malformed(`${file} is not listed in ${SUMS}`);
  }
  const named = ARCHIVE_NAME.exec(file);
  if (!named) return malformed(`${file} is not named as a release (recoverly-<version>-<platform>.tar.gz)`);
  const [, version, platform] = named as unknown as [string, string, string];
  if (latest && (latest.version !== version || latest.platform !== platform)) {
    return malformed(`${LATEST} says ${latest.version} for ${latest.platform}, its file's name ${version} for ${platform}`);
  }
  const release: VerifiedRelease = { source, version, platform, file, sha256: sums.get(file)!, size: latest?.size ?? null, latest };
  if (latest && Date.parse(latest.expires) < now.getTime()) {
    return {
      kind: 'refused',
      cause: 'expired',
      reason: `the release information at ${where} expired on ${latest.expires} (signed ${latest.date}): it is stale, or newer releases are being held back; nothing is installed from it (ask the vendor to sign it again, or install a release you checked with --from FILE)`,
    };
  }
  return { kind: 'verified', release };
}
