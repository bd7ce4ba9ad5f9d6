import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { startServer, type ServerProcess } from '../../scripts/lib/server-process.mjs';
import { tempFolder } from '../helpers/temp-folder';
import { watch, type Finished } from './server-runs';

// The single executable as a self-hoster runs it: copied alone into an empty folder outside the
// project, run there with an environment that has no node on PATH and no NODE_PATH. Built once per
// run by tests/e2e/executable.setup.ts.

export const BUILT_EXECUTABLE = path.join(process.env.E2E_EXE_DIR!, 'recoverly');
/** The run's release signing key (PEM): built into the executable, and signing the releases the tests publish. */
export const RELEASE_SIGNING_KEY_FILE = path.join(process.env.E2E_EXE_DIR!, 'release-signing-key.pem');
/** This checkout's version (package.json's): the executable's. */
export const THIS_VERSION = (
  JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '..', '..', 'package.json'), 'utf8')) as { version: string }
).version;
/** The release the update test installs: the next minor version (2.1.0 → 2.2.0), one migration more (executable-next-release.setup.ts). */
export const NEXT_RELEASE = ((major, minor) => `${major}.${Number(minor) + 1}.0`)(...(THIS_VERSION.split('.') as [string, string]));
export const NEXT_RELEASE_DIR = path.join(process.env.E2E_EXE_DIR!, 'next-release');

export interface Installation {
  /** The folder the executable runs in: its data folder is ./data here. */
  folder: string;
  executable: string;
  /** The environment it runs with: PATH holds one empty folder, HOME is inside the installation. */
  env: Record<string, string>;
  /** Where it keeps the SQLite addon it writes once (HOME/.cache/recoverly). */
  cache: string;
  databasePath: string;
}

/**
 * A new folder holding nothing but the executable, and the bare environment to run it with. A copy
 * of the file, or (`link`, for tests about other things) a second name for the built one: 128 MB
 * copied for every test would cost the run its time.
 */
export function installExecutable({ link = false } = {}): Installation {
  const folder = tempFolder('recoverly-install');
  const executable = path.join(folder, 'recoverly');
  if (link) fs.linkSync(BUILT_EXECUTABLE, executable);
  else fs.copyFileSync(BUILT_EXECUTABLE, executable);
  fs.chmodSync(executable, 0o755);
  // Outside the installation folder, so the folder holds only what the executable writes there.
  const outside = tempFolder('recoverly-home');
  const bin = path.join(outside, 'empty-bin');
  fs.mkdirSync(bin);
  const home = path.join(outside, 'home');
  return {
    folder,
    executable,
    env: { PATH: bin, HOME: home, LANG: 'C.UTF-8' },
    cache: path.join(home, '.cache', 'recoverly'),
    databasePath: path.join(folder, 'data', 'site.db'),
  };
}

/** Whether a shell with `env` finds any `node` to run (the executable must not need one). */
export function findsNode(env: Record<string, string>): boolean {
  return spawnSync('/bin/sh', ['-c', 'command -v node'], { env }).status === 0;
}

/** Runs `recoverly <args>` in the installation until it exits (30 s at most), with `input` on its standard input. */
export async function runExecutable(
  installation: Installation,
  args: string[],
  options: { env?: Record<string, string>; input?: string } = {},
): Promise<Finished> {
  const child = spawn(installation.executable, args, {
    cwd: installation.folder,
    env: { ...installation.env, ...options.env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const run = watch(child);
  child.stdin.end(options.input ?? '');
  const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
  const finished = await run.exited;
  clearTimeout(timer);
  return finished;
}

/** Serves the site from the installation (its default database, ./data/site.db), healthy when this resolves. */
export function serveExecutable(installation: Installation, env: Record<string, string> = {}): Promise<ServerProcess> {
  return startServer({ command: [installation.executable], cwd: installation.folder, baseEnv: installation.env, env });
}
