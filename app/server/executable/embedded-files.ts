import { getAssetKeys, getRawAsset } from 'node:sea';
import type { ClientFiles } from '../static-files';

/** The prefix of the client build's files among the executable's assets ('client/assets/app-1a2b.js'). */
export const CLIENT_ASSET_PREFIX = 'client';

/**
 * The client build as the executable embeds it. Contents are read from the executable's memory
 * without a copy; the edge prepares (and compresses) each file once, on its first request.
 */
export function embeddedClientFiles(): ClientFiles {
  const paths = getAssetKeys()
    .filter((key) => key.startsWith(`${CLIENT_ASSET_PREFIX}/`))
    .map((key) => key.slice(CLIENT_ASSET_PREFIX.length));
  return {
    paths: () => paths,
    read: async (urlPath) => Buffer.from(getRawAsset(`${CLIENT_ASSET_PREFIX}${urlPath}`)),
  };
}
