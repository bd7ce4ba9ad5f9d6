import fs from 'node:fs';

/** Removes the run's temporary folder: databases, session secrets and backups must not pile up in /tmp. */
export default function removeRunFolder(): void {
  if (process.env.E2E_TMP_DIR) fs.rmSync(process.env.E2E_TMP_DIR, { recursive: true, force: true });
}
