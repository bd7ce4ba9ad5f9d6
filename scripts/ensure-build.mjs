// Builds the production bundle when it is missing or older than the sources, so `npm start`
// on a fresh clone (or after `git pull`) always serves the current code.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const buildDir = path.resolve(projectRoot, process.env.BUILD_DIR ?? 'build');
export const serverEntry = path.join(buildDir, 'server', 'index.js');

const SOURCES = ['app', 'migrations', 'public', 'package.json', 'vite.config.ts', 'react-router.config.ts'];

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

export function ensureBuild() {
  const built = fs.existsSync(serverEntry) ? fs.statSync(serverEntry).mtimeMs : 0;
  const sources = Math.max(...SOURCES.map((s) => newestMtime(path.join(projectRoot, s))));
  if (built >= sources) return;
  console.log(built ? 'Sources changed since the last build: building…' : 'No production build yet: building…');
  const result = spawnSync(path.join(projectRoot, 'node_modules', '.bin', 'react-router'), ['build'], {
    cwd: projectRoot,
    stdio: 'inherit',
    env: process.env,
  });
  if (result.status !== 0) {
    console.error('The build failed; not starting.');
    process.exit(result.status ?? 1);
  }
}
