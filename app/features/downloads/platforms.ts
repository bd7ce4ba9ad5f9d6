/** The installers the free download offers, by the key used in settings, addresses and click counts. */
export const PLATFORMS = ['windows', 'macos'] as const;

export type Platform = (typeof PLATFORMS)[number];

export const PLATFORM_NAMES: Record<Platform, string> = { windows: 'Windows', macos: 'macOS' };

/** The platform an address segment names ('windows', 'macos'), or null for anything else. */
export function parsePlatform(value: string | null | undefined): Platform | null {
  return PLATFORMS.find((platform) => platform === value) ?? null;
}

/** Our own address for a download: it counts the click, then sends the browser to the file. */
export function downloadHref(platform: Platform): string {
  return `/download/${platform}`;
}
