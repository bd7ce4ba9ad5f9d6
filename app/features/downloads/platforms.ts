import { PATHS } from '~/lib/paths';

/** The installers the free download offers, by the key used in settings, addresses and click counts. */
export const PLATFORMS = ['windows', 'macos'] as const;

export type Platform = (typeof PLATFORMS)[number];

export const PLATFORM_NAMES: Record<Platform, string> = { windows: 'Windows', macos: 'macOS' };

/** Our own address for a download: it counts the click, then sends the browser to the file. */
export function downloadHref(platform: Platform): string {
  return `${PATHS.download}/${platform}`;
}
