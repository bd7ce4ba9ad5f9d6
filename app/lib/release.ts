import packageJson from '../../package.json' with { type: 'json' };

// Set by the executable's build (esbuild's define, scripts/build-exe.mjs); absent elsewhere.
declare const __RECOVERLY_COMMIT__: string | undefined;
declare const __RECOVERLY_VERSION__: string | undefined;
declare const __RECOVERLY_RELEASE_KEY__: string | undefined;
declare const __RECOVERLY_TEST_RELEASE__: TestRelease | undefined;

/**
 * This release's version (package.json's, or the one the executable was built as): printed at start
 * and by `recoverly --version`, recorded in the database by each schema upgrade, and in the names of
 * the copies taken before one.
 */
export const RELEASE_VERSION: string = typeof __RECOVERLY_VERSION__ === 'string' ? __RECOVERLY_VERSION__ : packageJson.version;

/** The commit the single executable was built from; null when running from a checkout. */
export const RELEASE_COMMIT: string | null = typeof __RECOVERLY_COMMIT__ === 'string' ? __RECOVERLY_COMMIT__ : null;

/**
 * The public key (minisign's format: base64 of 'Ed', an 8-byte key id and the 32-byte Ed25519 key)
 * that every release this file installs must be signed by: built in from RELEASE_SIGNING_KEY. Null
 * when it was built without one: it then can't verify a release, and doesn't update itself.
 */
export const RELEASE_PUBLIC_KEY: string | null = typeof __RECOVERLY_RELEASE_KEY__ === 'string' ? __RECOVERLY_RELEASE_KEY__ : null;

/** The platform releases are built for, in their file names: recoverly-2.2.0-linux-x64.tar.gz. */
export const RELEASE_PLATFORM = 'linux-x64';

/**
 * A build made by the end-to-end upgrade test only (build-exe's --test-release): the next version
 * with one more migration, which creates `table`; and a start that fails after migrating when the
 * environment variable `failStartVariable` is set (a release that can't start, to be rolled back).
 * Null in every release that is published.
 */
export interface TestRelease {
  migration: string;
  table: string;
  failStartVariable: string;
}
export const TEST_RELEASE: TestRelease | null = typeof __RECOVERLY_TEST_RELEASE__ === 'object' ? __RECOVERLY_TEST_RELEASE__ : null;

/** 'Recoverly 2.1.0 (commit 3f9a1dc)': the release as the start line and --version name it. */
export function describeRelease(): string {
  return `Recoverly ${RELEASE_VERSION}${RELEASE_COMMIT ? ` (commit ${RELEASE_COMMIT})` : ''}${TEST_RELEASE ? ' (a test build)' : ''}`;
}

/** The line --version and --help give about the key that signs releases. */
export function releaseKeyLine(): string {
  return RELEASE_PUBLIC_KEY
    ? `Release signing key: ${RELEASE_PUBLIC_KEY} (minisign; an update is installed only when signed by it)`
    : 'Release signing key: none. This file was built without RELEASE_SIGNING_KEY, so it cannot check a release’s signature and does not update itself: install a signed release';
}
