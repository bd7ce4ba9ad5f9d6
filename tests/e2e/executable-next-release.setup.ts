import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { test as setup } from '@playwright/test';
import { NEXT_RELEASE, NEXT_RELEASE_DIR, RELEASE_SIGNING_KEY_FILE } from './executable';
import { projectRoot } from './server-runs';

const run = promisify(execFile);

// The release the update test installs over the executable built for the run (A): the same sources
// and key, built as the next version with one more migration (build-exe's --test-release) and
// published as `npm run release` publishes one. The server build is A's (not built again): only the
// bundle, the blob and the archive are made, about 10 s.
setup('build and sign the next release', async () => {
  setup.setTimeout(300_000);
  await run(
    process.execPath,
    ['scripts/release.mjs', '--out-dir', NEXT_RELEASE_DIR, '--fast', '--version', NEXT_RELEASE, '--test-release'],
    { cwd: projectRoot, maxBuffer: 16 * 2 ** 20, env: { ...process.env, RELEASE_SIGNING_KEY: RELEASE_SIGNING_KEY_FILE } },
  );
});
