import packageJson from '../../package.json' with { type: 'json' };

// Set by the executable's build (esbuild's define) to the commit it was built from; absent elsewhere.
declare const __RECOVERLY_COMMIT__: string | undefined;

/**
 * This release's version (package.json's): printed at start and by `recoverly --version`, recorded
 * in the database by each schema upgrade, and in the names of the copies taken before one.
 */
export const RELEASE_VERSION: string = packageJson.version;

/** The commit the single executable was built from; null when running from a checkout. */
export const RELEASE_COMMIT: string | null = typeof __RECOVERLY_COMMIT__ === 'string' ? __RECOVERLY_COMMIT__ : null;

/** 'Recoverly 2.1.0 (commit 3f9a1dc)': the release as the start line and --version name it. */
export function describeRelease(): string {
  return `Recoverly ${RELEASE_VERSION}${RELEASE_COMMIT ? ` (commit ${RELEASE_COMMIT})` : ''}`;
}
