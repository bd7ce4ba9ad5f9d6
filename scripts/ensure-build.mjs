// Builds the production bundle when it is missing or older than the sources, so `npm start`
// on a fresh clone (or after `git pull`) always serves the current code.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import module from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const buildDir = path.resolve(projectRoot, process.env.BUILD_DIR ?? 'build');
export const serverEntry = path.join(buildDir, 'server', 'index.js');

// The modules this process loads next (the server's bundle and its packages) keep V8's compiled code
// between starts, in the project's own cache folder (not a shared temporary one: another user could
// plant code there); an entry is used only for the exact source it was made from. A folder that
// can't be written leaves the start as it was.
module.enableCompileCache?.(path.join(projectRoot, 'node_modules', '.cache', 'node-compile-cache'));

const SOURCES = ['app', 'migrations', 'public', 'package.json', 'vite.config.ts', 'react-router.config.ts'];

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

export async function ensureBuild() {
  const built = fs.existsSync(serverEntry) ? fs.statSync(serverEntry).mtimeMs : 0;
  const sources = Math.max(...SOURCES.map((s) => newestMtime(path.join(projectRoot, s))));
  if (built >= sources) return;
  console.log(built ? 'Sources changed since the last build: building…' : 'No production build yet: building…');
  const build = spawn(path.join(projectRoot, 'node_modules', '.bin', 'react-router'), ['build'], {
    cwd: projectRoot,
    stdio: 'inherit',
    env: process.env,
  });
  // A stop asked for during the build stops the build too, instead of leaving it running on its own.
  let stoppedBy = null;
  const stop = (signal) => {
    stoppedBy = signal;
    build.kill(signal);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  const code = await new Promise((resolve) => build.once('exit', (exitCode) => resolve(exitCode ?? 1)));
  process.off('SIGTERM', stop);
  process.off('SIGINT', stop);
  if (stoppedBy) {
    console.error(`${stoppedBy} received during the build: not starting.`);
    process.exit(1);
  }
  if (code !== 0) {
    console.error('The build failed; not starting.');
    process.exit(code);
  }
}
