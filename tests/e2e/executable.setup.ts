import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { test as setup } from '@playwright/test';
import { projectRoot } from './server-runs';

const run = promisify(execFile);

// Once per run, before the executable's specs: the same build as `npm run build:exe`, into the run's
// temporary folder (a developer's dist/ is left alone), its archive compressed fastest (and largest).
setup('build the single executable', async () => {
  setup.setTimeout(300_000);
  await run(process.execPath, ['scripts/build-exe.mjs', '--out-dir', process.env.E2E_EXE_DIR!, '--fast'], {
    cwd: projectRoot,
    maxBuffer: 16 * 2 ** 20,
  });
});
