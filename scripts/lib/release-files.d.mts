import type { MinisignKeyPair } from '../../app/lib/minisign';

export const PLATFORM: string;
export const DEFAULT_EXPIRES_DAYS: number;
export function readSigningKey(value?: string): MinisignKeyPair | null;
export function archiveFileName(version: string, platform?: string): string;
export function releaseNotes(changelog: string, version: string): string;
export interface LatestJson {
  version: string;
  date: string;
  expires: string;
  platform: string;
  file: string;
  sha256: string;
  size: number;
  notes: string;
}
export function writeReleaseFiles(options: {
  outDir: string;
  archive: string;
  version: string;
  key: MinisignKeyPair;
  notes: string;
  platform?: string;
  now?: Date;
  expiresDays?: number;
}): LatestJson;
