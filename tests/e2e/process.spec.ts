import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { freePort, startServer, waitForHealthy } from '../../scripts/lib/server-process.mjs';
import { tempFolder } from '../helpers/temp-folder';
import { expect, test } from './fixtures';
import {
  childrenOf,
  cleanEnv,
  lines,
  processExists,
  projectRoot,
  runServerUntilExit,
  somethingListens,
  waitUntil,
  watch,
} from './server-runs';

let folder: string;
test.beforeEach(() => {
  folder = tempFolder('process');
});
test.afterEach(() => {
  fs.rmSync(folder, { recursive: true, force: true });
});

/** `npm start` as an operator runs it, on a port and database of the test's own. */
async function npmStart(port: number) {
  const run = watch(
    spawn('npm', ['start'], {
      cwd: projectRoot,
      env: cleanEnv({ PORT: String(port), HOST: '127.0.0.1', DATABASE_PATH: path.join(folder, 'data', 'site.db') }),
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
  await Promise.race([
    waitForHealthy(`http://127.0.0.1:${port}`),
    run.exited.then((end) => Promise.reject(new Error(`npm start exited early: ${end.stderr}`))),
  ]);
  const [server] = childrenOf(run.child.pid!);
  return { ...run, npmPid: run.child.pid!, serverPid: server! };
}

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  test(`${signal} to the pid of npm start stops the site: nothing listens afterwards`, async () => {
    test.setTimeout(60_000);
    const port = await freePort();
    const npm = await npmStart(port);
    expect(processExists(npm.serverPid)).toBe(true);
    process.kill(npm.npmPid, signal);
    await npm.exited;
    await waitUntil(() => !processExists(npm.serverPid), 5_000, 'the server process has exited');
    expect(await somethingListens(port)).toBe(false);
    expect(npm.stdout()).toContain(`${signal} received: shutting down`);
    expect(npm.stdout()).toContain('Server stopped; database closed');
  });
}

test('when npm dies without passing a signal on (SIGKILL), the server stops by itself', async () => {
  test.setTimeout(60_000);
  const port = await freePort();
  const npm = await npmStart(port);
  process.kill(npm.npmPid, 'SIGKILL');
  await npm.exited;
  await waitUntil(() => !processExists(npm.serverPid), 5_000, 'the orphaned server has exited');
  expect(await somethingListens(port)).toBe(false);
});

test('with PORT=0 and no HOST the start line names the port really bound, on every interface', async () => {
  const run = watch(
    spawn(process.execPath, ['scripts/serve-build.mjs'], {
      cwd: projectRoot,
      env: cleanEnv({ PORT: '0', DATABASE_PATH: path.join(folder, 'data', 'site.db') }),
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
  try {
    await waitUntil(() => run.stdout().includes('Server listening on'), 30_000, 'the server listens');
    const line = lines(run.stdout()).find((l) => l.startsWith('Server listening on'))!;
    const match = line.match(
      /^Server listening on all interfaces, port (\d+): http:\/\/localhost:(\d+)(, http:\/\/\S+)* \(ready in \d+ ms\)$/,
    );
    expect(match, line).not.toBeNull();
    expect(match![2]).toBe(match![1]);
    expect(Number(match![1])).toBeGreaterThan(0);
    expect((await fetch(`http://127.0.0.1:${match![1]}/healthz`)).status).toBe(200);
  } finally {
    run.child.kill('SIGTERM');
    await run.exited;
  }
});

test('a second server on the same database is refused with the first one’s pid; after a SIGKILL the next start works', async () => {
  test.setTimeout(60_000);
  const databasePath = path.join(folder, 'data', 'site.db');
  const first = await startServer({ databasePath });
  try {
    const second = await runServerUntilExit({ DATABASE_PATH: databasePath, PORT: '0', HOST: '127.0.0.1' });
    expect(second.code).toBe(1);
    expect(lines(second.stderr)).toEqual([
      `Cannot start: another server is using ${databasePath} (pid ${first.pid}); stop it first, or give this one its own DATABASE_PATH`,
    ]);
    // The first one never noticed.
    expect((await fetch(`${first.url}/healthz`)).status).toBe(200);
  } finally {
    await first.kill();
  }
  // Killed without a chance to clean up: its lock went with it.
  const next = await startServer({ databasePath });
  expect((await fetch(`${next.url}/healthz`)).status).toBe(200);
  await next.stop();
});

test('the data folder is private (0700) and every file in it 0600', async () => {
  const dataFolder = path.join(folder, 'data');
  // No SESSION_SECRET: the server generates its secret file in the data folder too, beside the license
  // signing key it generates on first start.
  const server = await startServer({ databasePath: path.join(dataFolder, 'site.db'), env: { SESSION_SECRET: '' } });
  try {
    await (await fetch(`${server.url}/pricing`)).arrayBuffer();
    expect(fs.statSync(dataFolder).mode & 0o777).toBe(0o700);
    const files = fs.readdirSync(dataFolder).sort();
    expect(files).toEqual([
      'license-signing-keys',
      'server.json',
      'session-secret',
      'site.db',
      'site.db-shm',
      'site.db-wal',
      'site.db.lock',
    ]);
    for (const file of files) expect(`${file} ${(fs.statSync(path.join(dataFolder, file)).mode & 0o777).toString(8)}`).toBe(`${file} 600`);
  } finally {
    await server.stop();
  }
});
