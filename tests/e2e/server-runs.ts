import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { SERVER_NODE_FLAGS } from '../../scripts/lib/server-process.mjs';

export const projectRoot = path.resolve(import.meta.dirname, '..', '..');

/** The test runner's environment without the settings a test gives each server itself. */
export function cleanEnv(extra: Record<string, string | undefined>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of ['PORT', 'HOST', 'DATABASE_PATH', 'ADMIN_EMAIL', 'ADMIN_PASSWORD', 'SESSION_SECRET', 'NODE_ENV', 'TRUST_PROXY']) {
    delete env[name];
  }
  for (const [name, value] of Object.entries(extra)) if (value !== undefined) env[name] = value;
  return env;
}

export interface Finished {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/** A child process whose output is kept, and a promise of how it ended. */
export function watch(child: ChildProcess) {
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk) => (stdout += chunk));
  child.stderr?.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<Finished>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal, stdout, stderr })));
  return { child, exited, stdout: () => stdout, stderr: () => stderr };
}

/** Runs the production server (as a process manager would) expecting it to stop by itself. */
export async function runServerUntilExit(env: Record<string, string | undefined>, prefix: string[] = []): Promise<Finished> {
  const [command, ...args] = [...prefix, process.execPath, ...SERVER_NODE_FLAGS, 'scripts/serve-build.mjs'];
  const run = watch(spawn(command!, args, { cwd: projectRoot, env: cleanEnv(env), stdio: ['ignore', 'pipe', 'pipe'] }));
  const timer = setTimeout(() => run.child.kill('SIGKILL'), 30_000);
  const finished = await run.exited;
  clearTimeout(timer);
  return finished;
}

/** The time, level and request id a server's text log line starts with (app/server/log.ts). */
export const LOG_PREFIX = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z (?:debug|info|warn|error) (?:-|[0-9a-f]{16}) /;

/**
 * Output lines that say something (npm's and Chromium's harmless notices aside), each without the log
 * prefix a server's line starts with: what the line says, which is what these tests read. The
 * prefix itself is tested in logs.spec.ts.
 */
export function lines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim().replace(LOG_PREFIX, ''))
    .filter((line) => line && !line.includes('Unknown user config "nodedir"'));
}

/** Whether anything accepts connections on the port. */
export function somethingListens(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, host);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export function processExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The direct children of a process (Linux). */
export function childrenOf(pid: number): number[] {
  const text = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
  return text ? text.split(/\s+/).map(Number) : [];
}

export async function waitUntil(check: () => boolean | Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
