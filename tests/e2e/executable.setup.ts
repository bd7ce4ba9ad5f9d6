import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { promisify } from 'node:util';
import { test as setup } from '@playwright/test';
import { RELEASE_SIGNING_KEY_FILE } from './executable';
import { projectRoot } from './server-runs';

const run = promisify(execFile);

// Once per run, before the executable's specs: the same build as `npm run build:exe`, into the run's
// temporary folder (a developer's dist/ is left alone), its archive compressed fastest (and largest).
// Signed releases are the run's own: a key made for this run is built in (RELEASE_SIGNING_KEY), and
// the update test signs its releases with it.
setup('build the single executable', async () => {
  setup.setTimeout(300_000);
  fs.mkdirSync(process.env.E2E_EXE_DIR!, { recursive: true });
  const pem = crypto.generateKeyPairSync('ed25519').privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
  fs.writeFileSync(RELEASE_SIGNING_KEY_FILE, pem, { mode: 0o600 });
  await run(process.execPath, ['scripts/build-exe.mjs', '--out-dir', process.env.E2E_EXE_DIR!, '--fast'], {
    cwd: projectRoot,
    maxBuffer: 16 * 2 ** 20,
    env: { ...process.env, RELEASE_SIGNING_KEY: RELEASE_SIGNING_KEY_FILE },
  });
});
