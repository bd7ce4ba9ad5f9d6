import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { openNewFile } from '~/lib/private-file.server';
import { RELEASE_PLATFORM } from '~/lib/release';
import { tarReader } from '~/lib/tar';
import { downloadSourceFile, SourceError } from './source.server';
import type { VerifiedRelease } from './verify.server';

// A verified release made ready to install, without touching the running file: its archive
// downloaded into a private work folder and checked against the signed sha256, the executable taken
// out of it, checked to be one this machine runs, and asked its version. Only then may it replace
// anything (TUF: verify before running).

/** Larger than any release (the executable is at most 150 MB, its archive 60 MB). */
const LARGEST_ARCHIVE = 200 * 2 ** 20;
const LARGEST_EXECUTABLE = 200 * 2 ** 20;

/** Why a release can't be installed, in words for the operator. */
export class InstallRefusal extends Error {}

/** The ELF header of a Linux x86-64 executable: its magic, 64-bit class, little-endian, machine 0x3E. */
export function isLinuxX64Executable(file: string): boolean {
  const fd = fs.openSync(file, 'r');
  try {
    const header = Buffer.alloc(20);
    if (fs.readSync(fd, header, 0, 20, 0) < 20) return false;
    return (
      header.subarray(0, 4).equals(Buffer.from([0x7f, 0x45, 0x4c, 0x46])) &&
      header[4] === 2 &&
      header[5] === 1 &&
      header.readUInt16LE(18) === 0x3e
    );
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * Downloads, checks and unpacks `release` into `work` (a private folder beside the running file);
 * answers the path of the new executable there. Throws an InstallRefusal that says why not.
 */
export async function stageRelease(release: VerifiedRelease, work: string): Promise<string> {
  if (release.platform !== RELEASE_PLATFORM) {
    throw new InstallRefusal(`${release.file} is for ${release.platform}, and this machine runs ${RELEASE_PLATFORM}: not installed`);
  }
  const archive = path.join(work, release.file);
  let downloaded: { sha256: string; size: number };
  try {
    downloaded = await downloadSourceFile(release.source, release.file, archive, LARGEST_ARCHIVE);
  } catch (error) {
    if (error instanceof SourceError) throw new InstallRefusal(`${release.file} could not be downloaded: ${error.message}`);
    throw error;
  }
  if (downloaded.sha256 !== release.sha256 || (release.size !== null && downloaded.size !== release.size)) {
    throw new InstallRefusal(
      `${release.file} does not match its signed sha256 (it was changed or damaged on the way: ${downloaded.sha256}, signed ${release.sha256}); not installed`,
    );
  }
  const member = `recoverly-${release.version}-${release.platform}/recoverly`;
  const staged = path.join(work, 'recoverly');
  let found = false;
  await pipeline(
    fs.createReadStream(archive),
    zlib.createGunzip(),
    tarReader((entry) => {
      if (entry.name !== member) return null;
      if (entry.type !== 'file' || found || entry.size > LARGEST_EXECUTABLE)
        throw new InstallRefusal(`${release.file} holds ${member} twice, or not as a file: not installed`);
      found = true;
      const fd = openNewFile(staged, 0o700);
      return {
        write: (chunk) => void fs.writeSync(fd, chunk),
        end: () => {
          fs.fsyncSync(fd);
          fs.closeSync(fd);
        },
      };
    }),
  );
  fs.rmSync(archive);
  if (!found) throw new InstallRefusal(`${release.file} does not hold ${member}: not installed`);
  if (!isLinuxX64Executable(staged))
    throw new InstallRefusal(`the recoverly in ${release.file} is not a Linux x64 executable: not installed`);
  // Run only now that its bytes are the signed ones: does it start, and is it the version it is said to be?
  const said = spawnSync(staged, ['--version'], {
    encoding: 'utf8',
    timeout: 30_000,
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: work },
  });
  const first = said.stdout?.split('\n')[0] ?? '';
  if (said.status !== 0 || !new RegExp(`^Recoverly ${release.version.replaceAll('.', '\\.')}[ ,]`).test(first)) {
    throw new InstallRefusal(
      `the recoverly in ${release.file} did not answer --version as ${release.version} (it said: ${first || said.stderr?.trim() || `exit ${said.status}`}): not installed`,
    );
  }
  return staged;
}
