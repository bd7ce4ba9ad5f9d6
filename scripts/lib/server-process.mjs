// Starts the production server as a child process on its own port and database, for the bench
// and for tests that need a server of their own (load, crash, restart).
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

// The V8 flags `npm start` runs the server with (package.json): a small young generation keeps the
// resident memory low under bursts at no cost in throughput (measured with `npm run bench`).
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=4'];

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export async function waitForHealthy(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      // A server that takes the connection and never answers must not hang the wait past its deadline.
      const response = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // not listening yet, or not answering
    }
    if (Date.now() > deadline) throw new Error(`Server at ${url} did not become healthy in ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/**
 * Starts `node scripts/serve-build.mjs` in the project, or `command` (the single executable) in `cwd`
 * with `baseEnv` (default: this process's environment) under the settings given. Without
 * `databasePath` the server uses its default (./data/site.db in its working folder). `root` is the
 * checkout whose build runs (the bench's before/after mode starts another commit's); `entry` the
 * script it runs there: serve-build.mjs, or start.mjs as `npm start` does.
 * @param {{ databasePath?: string, env?: Record<string, string>, port?: number, nodeArgs?: string[], quiet?: boolean, root?: string, entry?: string, command?: string[], cwd?: string, baseEnv?: Record<string, string | undefined> }} options
 */
export async function startServer({
  databasePath,
  env = {},
  port,
  nodeArgs = [],
  quiet = true,
  root = projectRoot,
  entry = 'serve-build.mjs',
  command,
  cwd = root,
  baseEnv = process.env,
}) {
  const listenPort = port ?? (await freePort());
  const startedAt = performance.now();
  const [file, ...args] = command ?? [process.execPath, ...SERVER_NODE_FLAGS, ...nodeArgs, path.join(root, 'scripts', entry)];
  const child = spawn(file, args, {
    cwd,
    env: {
      ...baseEnv,
      NODE_ENV: 'production',
      PORT: String(listenPort),
      HOST: '127.0.0.1',
      ...(databasePath ? { DATABASE_PATH: databasePath } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Kept for tests that read the log; capped so a long bench doesn't hold it all.
  const LOG_CAP = 2 * 1024 * 1024;
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => {
    if (stdout.length < LOG_CAP) stdout += chunk;
    if (!quiet) process.stdout.write(chunk);
  });
  child.stderr.on('data', (chunk) => {
    if (stderr.length < LOG_CAP) stderr += chunk;
    if (!quiet) process.stderr.write(chunk);
  });
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const url = `http://127.0.0.1:${listenPort}`;
  await Promise.race([
    waitForHealthy(url),
    exited.then(({ code }) => {
      throw new Error(`Server exited (${code}) before it was healthy:\n${stderr}`);
    }),
  ]);
  return {
    url,
    port: listenPort,
    pid: child.pid,
    startupMs: performance.now() - startedAt,
    stdout: () => stdout,
    stderr: () => stderr,
    exited,
    /** Graceful stop (SIGTERM), resolving when the process has exited. */
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
    /** Sudden death, as in a power cut of the process. */
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      return exited;
    },
  };
}
