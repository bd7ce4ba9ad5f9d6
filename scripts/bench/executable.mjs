// The single executable beside the server `npm start` runs (`node scripts/serve-build.mjs`), in the
// same run on the same machine: start to healthy on a fresh folder, requests per second on /,
// /pricing and /checkout and the server's CPU time per request on each, resident memory. Each server gets an empty folder of its own and its
// default database there. Run by `npm run bench`, or alone: `node scripts/bench/executable.mjs`.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { projectRoot } from '../ensure-build.mjs';
import { startServer } from '../lib/server-process.mjs';

const TARGETS = ['/', '/pricing', '/checkout'];
const STARTS = 3;
const ROUNDS = 4;
const BROWSER = { 'accept-encoding': 'br, gzip', accept: 'text/html' };
// The goal: every figure of the executable within 10 % of npm start's, in the same run.
const WITHIN = 0.1;

function readStatusMb(pid, field) {
  const match = fs.readFileSync(`/proc/${pid}/status`, 'utf8').match(new RegExp(`${field}:\\s+(\\d+) kB`));
  return match ? Number(match[1]) / 1024 : 0;
}

/** CPU time the process has used so far, user and system, in microseconds (Linux clock ticks are 10 ms). */
function cpuMicroseconds(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  // utime and stime: fields 14 and 15 of stat, 12 and 13 after the command's closing parenthesis.
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** How each of the two is started: `npm start`'s server, or the executable copied into the folder. */
function runners(executable, home) {
  return {
    'npm start': (folder) => startServer({ databasePath: path.join(folder, 'data', 'site.db'), env: { DATABASE_URL: '' } }),
    executable: (folder) => {
      const copy = path.join(folder, 'recoverly');
      if (!fs.existsSync(copy)) fs.copyFileSync(executable, copy);
      fs.chmodSync(copy, 0o755);
      return startServer({ command: [copy], cwd: folder, baseEnv: { PATH: '/usr/bin:/bin', HOME: home }, env: { DATABASE_URL: '' } });
    },
  };
}

/** Each measured run of a target: half the bench's duration (four of them per server and target). */
function runSeconds(duration) {
  return Math.max(2, Math.round(duration / 2));
}

/** About how long this comparison takes: the build, eight starts, and the runs with their warm-ups. */
export function executableBenchSeconds(duration) {
  return 60 + 8 * 2 + TARGETS.length * 2 * (1 + ROUNDS * runSeconds(duration));
}

/**
 * @param {{ duration: number, connections: number, workDir?: string }} options
 * @returns {Promise<{ rows: object[], allWithin: boolean, executableMb: number, firstStartMs: number }>}
 */
export async function benchExecutable({ duration, connections, workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-bench-exe-')) }) {
  console.log('Executable beside npm start: building dist/recoverly into the bench folder…');
  const exeDir = path.join(workDir, 'exe');
  const built = spawnSync(process.execPath, [path.join(projectRoot, 'scripts', 'build-exe.mjs'), '--out-dir', exeDir], {
    stdio: 'inherit',
  });
  if (built.status !== 0) throw new Error('build:exe failed');
  const executable = path.join(exeDir, 'recoverly');
  const home = path.join(workDir, 'home');
  const start = runners(executable, home);
  const freshFolder = (name) => fs.mkdtempSync(path.join(workDir, `${name.replace(/\W+/g, '-')}-`));

  // The very first start of the executable also writes its SQLite library to the cache (once per machine and release).
  const first = await start.executable(freshFolder('executable-first'));
  const firstStartMs = first.startupMs;
  await first.stop();

  const figures = { 'npm start': {}, executable: {} };
  const startups = { 'npm start': [], executable: [] };
  const startupCpu = { 'npm start': [], executable: [] };
  // Alternated, so neither always runs on a machine the other has just warmed.
  for (let round = 0; round < STARTS; round++) {
    for (const name of Object.keys(start)) {
      const server = await start[name](freshFolder(name));
      startups[name].push(server.startupMs);
      startupCpu[name].push(cpuMicroseconds(server.pid) / 1000);
      await server.stop();
    }
  }
  for (const name of Object.keys(start)) {
    figures[name].startMs = median(startups[name]);
    figures[name].startCpuMs = median(startupCpu[name]);
  }

  // Both serve at once and are measured in turn, target by target, four times (the median counts):
  // load from elsewhere on the machine then weighs on both alike.
  const servers = {};
  for (const name of Object.keys(start)) {
    servers[name] = await start[name](freshFolder(name));
    figures[name].idleRssMb = readStatusMb(servers[name].pid, 'VmRSS');
  }
  for (const target of TARGETS) {
    const requests = [{ path: target, headers: BROWSER }];
    const runs = { 'npm start': [], executable: [] };
    const cpu = { 'npm start': [], executable: [] };
    for (const name of Object.keys(servers)) await autocannon({ url: servers[name].url, connections, duration: 1, requests });
    for (let round = 0; round < ROUNDS; round++) {
      for (const name of Object.keys(servers)) {
        const cpuBefore = cpuMicroseconds(servers[name].pid);
        const result = await autocannon({ url: servers[name].url, connections, duration: runSeconds(duration), requests });
        if (result.non2xx || result.errors) throw new Error(`${name} answered ${target} with ${result.non2xx} errors: not comparable`);
        runs[name].push(result.requests.average);
        cpu[name].push((cpuMicroseconds(servers[name].pid) - cpuBefore) / result.requests.total);
      }
    }
    for (const name of Object.keys(servers)) {
      figures[name][target] = Math.round(median(runs[name]));
      figures[name][`cpu ${target}`] = median(cpu[name]);
      console.log(`  ${name} GET ${target}: ${figures[name][target]} req/s (runs: ${runs[name].map(Math.round).join(', ')})`);
    }
  }
  for (const name of Object.keys(servers)) {
    figures[name].peakRssMb = readStatusMb(servers[name].pid, 'VmHWM');
    await servers[name].stop();
  }

  // Higher is better for requests per second; lower for time and memory.
  const rows = [
    ['start to healthy, fresh folder (ms, median of 3)', 'startMs', false],
    // The same start's CPU time: what it costs the machine, whatever else runs on it.
    ['start to healthy, CPU time (ms)', 'startCpuMs', false],
    ['RSS after start (MB)', 'idleRssMb', false],
    ...TARGETS.map((target) => [`GET ${target} (req/s)`, target, true]),
    // What the server itself spends on a request: unlike requests per second, barely moved by
    // whatever else the machine runs meanwhile.
    ...TARGETS.map((target) => [`GET ${target}, CPU per request (µs)`, `cpu ${target}`, false]),
    ['peak RSS under load (MB)', 'peakRssMb', false],
  ].map(([figure, key, higherIsBetter]) => {
    const npm = figures['npm start'][key];
    const exe = figures.executable[key];
    const ratio = exe / npm;
    return {
      figure,
      npmStart: Number(npm.toFixed(1)),
      executable: Number(exe.toFixed(1)),
      ratio: Number(ratio.toFixed(2)),
      within10Percent: higherIsBetter ? ratio >= 1 - WITHIN : ratio <= 1 + WITHIN,
    };
  });
  return {
    rows,
    allWithin: rows.every((row) => row.within10Percent),
    executableMb: Number((fs.statSync(executable).size / 2 ** 20).toFixed(1)),
    firstStartMs: Math.round(firstStartMs),
  };
}

/** The comparison as the bench prints it. */
export function printExecutableBench(result, { duration, connections }) {
  console.log(
    `\nThe single executable (${result.executableMb} MB) beside npm start, same run: the median of ${ROUNDS} runs of ${runSeconds(duration)} s ` +
      `per target, taken in turn, ${connections} connections; each started on an empty folder`,
  );
  console.table(result.rows);
  console.log(
    `The executable's very first start on this machine (its SQLite library written to the cache once): ${result.firstStartMs} ms. ` +
      `Every figure within 10 % of npm start: ${result.allWithin ? 'yes' : 'NO'}`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const options = { duration: Number(process.env.BENCH_DURATION ?? 10), connections: Number(process.env.BENCH_CONNECTIONS ?? 50) };
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-bench-exe-'));
  try {
    printExecutableBench(await benchExecutable({ ...options, workDir }), options);
  } finally {
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}
