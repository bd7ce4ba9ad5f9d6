import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A new folder inside the run's temporary folder (Vitest's TEST_TMP_DIR or Playwright's
 * E2E_TMP_DIR), which the run removes at its end; a test that can should remove its own sooner.
 */
export function tempFolder(prefix: string): string {
  const root = process.env.TEST_TMP_DIR ?? process.env.E2E_TMP_DIR ?? os.tmpdir();
  fs.mkdirSync(root, { recursive: true, mode: 0o700 });
  return fs.mkdtempSync(path.join(root, `${prefix}-`));
}
