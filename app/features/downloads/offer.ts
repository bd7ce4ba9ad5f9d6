import { downloadHref, PLATFORMS, type Platform } from './platforms';
import type { Downloads } from '~/features/settings/model';

export interface OfferedFile {
  /** Our counting address, never the installer's own URL. */
  href: string;
  size: string;
  sha256: string;
  /** The installer's file name, for the checksum command. */
  fileName: string;
}

export interface DownloadOffer {
  version: string;
  releaseDate: string;
  releaseLabel: string;
  files: Record<Platform, OfferedFile | null>;
}

// Formatted here, once, in a fixed locale and zone: server and browser render the same text.
const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

function fileNameOf(url: string, platform: Platform): string {
  try {
    const last = decodeURIComponent(new URL(url).pathname.split('/').pop() ?? '');
    if (last) return last;
  } catch {
    // Not decodable: fall through to a generic name.
  }
  return platform === 'windows' ? 'RecoverlySetup.exe' : 'Recoverly.dmg';
}

/** What /download shows for the saved settings, or null when no installer is offered yet. */
export function downloadOffer(downloads: Downloads): DownloadOffer | null {
  if (!downloads.windows && !downloads.macos) return null;
  const files = Object.fromEntries(
    PLATFORMS.map((platform) => {
      const file = downloads[platform];
      return [
        platform,
        file && { href: downloadHref(platform), size: file.size, sha256: file.sha256, fileName: fileNameOf(file.url, platform) },
      ];
    }),
  ) as Record<Platform, OfferedFile | null>;
  return {
    version: downloads.version,
    releaseDate: downloads.releaseDate,
    releaseLabel: longDate.format(new Date(`${downloads.releaseDate}T00:00:00Z`)),
    files,
  };
}
