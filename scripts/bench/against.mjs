// `npm run bench -- --against <commit>`: the current checkout and another commit, built side by side
// and measured alternately in one run, so a regression shows as a ratio between them, not as two
// noisy figures from two runs. The other commit is checked out into a worktree of its own in the
// system's temporary folder (kept for the next run) and built there with this checkout's
// node_modules: the same Node and the same packages, so what differs is the code. With
// `--own-modules` it gets its own lock file's packages instead (`npm ci`, kept per lock file) when
// the locks differ; an older lock may not run on this Node (3f7d767's better-sqlite3 12 aborts on
// Node 24 when a statement is freed).
import { execFileSync, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { startBarePages } from './bare.mjs';
import { BARE_TARGETS, BROWSER, formatGoals, measureGoals } from './goals.mjs';
import { seedVolume } from './seed-volume.mjs';
import { ensureBuild, projectRoot } from '../ensure-build.mjs';
import { startServer } from '../lib/server-process.mjs';

const SERVER_ENV = {
  TRUST_PROXY: '1',
  ADMIN_EMAIL: 'bench@recoverly.test',
  ADMIN_PASSWORD: 'bench password 123',
  SESSION_SECRET: 'bench-secret',
  LICENSE_SIGNING_KEY: 'MC4CAQAwBQYDK2VwBCIEIHwBxPUivIBVRMiAOM04AYtE9iQ7rul1jEzjjPK19xss',
  REFUND_ACCOUNT_KEY: '7e'.repeat(32),
  DATABASE_URL: '',
};

const git = (...args) => execFileSync('git', args, { cwd: projectRoot, encoding: 'utf8' }).trim();
const fileHash = (file) => crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex').slice(0, 16);

function run(command, args, cwd) {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', env: process.env });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${cwd}`);
}

/** The other commit checked out, its dependencies in place and built: the folder to start it from. */
export function prepareCommit(commit, { ownModules = false } = {}) {
  const sha = git('rev-parse', '--verify', `${commit}^{commit}`);
  const root = path.join(os.tmpdir(), `recoverly-bench-${sha.slice(0, 12)}`);
  if (!fs.existsSync(path.join(root, 'package.json'))) {
    fs.rmSync(root, { recursive: true, force: true });
    git('worktree', 'prune');
    git('worktree', 'add', '--detach', root, sha);
  }
  const modules = path.join(root, 'node_modules');
  if (!fs.existsSync(modules)) {
    const lock = path.join(root, 'package-lock.json');
    if (!ownModules || fileHash(lock) === fileHash(path.join(projectRoot, 'package-lock.json'))) {
      fs.symlinkSync(path.join(projectRoot, 'node_modules'), modules, 'dir');
    } else {
      // Installed once per lock file, beside the worktree, and linked in.
      const installed = path.join(os.tmpdir(), `recoverly-bench-modules-${fileHash(lock)}`);
      if (!fs.existsSync(path.join(installed, 'node_modules', '.package-lock.json'))) {
        fs.mkdirSync(installed, { recursive: true });
        for (const file of ['package.json', 'package-lock.json']) fs.copyFileSync(path.join(root, file), path.join(installed, file));
        console.log(`Installing ${sha.slice(0, 7)}'s dependencies (its lock file differs from this checkout's)…`);
        run('npm', ['ci', '--no-audit', '--no-fund'], installed);
      }
      fs.symlinkSync(path.join(installed, 'node_modules'), modules, 'dir');
    }
  }
  if (!fs.existsSync(path.join(root, 'build', 'server', 'index.js'))) {
    console.log(`Building ${sha.slice(0, 7)}…`);
    run(path.join(modules, '.bin', 'react-router'), ['build'], root);
  }
  return { sha, root };
}

/** A database made by the build's own first start (its own migrations), then filled with the bench's rows. */
async function seededDatabase(root, workDir, name, rows) {
  const databasePath = path.join(workDir, `${name}.db`);
  const first = await startServer({ databasePath, env: SERVER_ENV, root });
  await first.stop();
  seedVolume(databasePath, rows);
  return databasePath;
}

const median = (values) => [...values].sort((a, b) => a - b)[values.length >> 1];

/** Start to healthy as `npm start` does it (scripts/start.mjs: the build checked, then served), alternately, `runs` times each. */
async function measureStarts(builds, runs) {
  const times = Object.fromEntries(builds.map((b) => [b.name, { seeded: [], empty: [] }]));
  for (let i = 0; i < runs; i++) {
    for (const build of i % 2 === 0 ? builds : [...builds].reverse()) {
      for (const [kind, databasePath] of [
        ['seeded', build.databasePath],
        ['empty', path.join(build.workDir, `${build.name}-empty-${i}.db`)],
      ]) {
        // A new database without ADMIN_EMAIL: an ordinary start, not the one that creates the administrator.
        const { ADMIN_EMAIL: _email, ADMIN_PASSWORD: _password, ...plain } = SERVER_ENV;
        const env = kind === 'seeded' ? SERVER_ENV : plain;
        const server = await startServer({ databasePath, env, root: build.root, entry: 'start.mjs' });
        times[build.name][kind].push(Math.round(server.startupMs));
        await server.stop();
      }
    }
  }
  return Object.fromEntries(
    builds.map((b) => [
      b.name,
      {
        seededMs: median(times[b.name].seeded),
        seededRunsMs: times[b.name].seeded,
        emptyMs: median(times[b.name].empty),
        emptyRunsMs: times[b.name].empty,
      },
    ]),
  );
}

/**
 * Runs the before/after comparison and returns its results (printed as it goes). `rows` per table in
 * each database, `rounds` alternations of `seconds`-long slices per target.
 */
export async function benchAgainst(commit, { rows, rounds, seconds, connections, startRuns = 3, ownModules = false }) {
  await ensureBuild();
  const other = prepareCommit(commit, { ownModules });
  const head = git('rev-parse', 'HEAD');
  const dirty = git('status', '--porcelain', '--untracked-files=no') !== '';
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-bench-against-'));
  const builds = [
    { name: 'before', label: other.sha.slice(0, 7), root: other.root, workDir },
    { name: 'after', label: `${head.slice(0, 7)}${dirty ? '+changes' : ''}`, root: projectRoot, workDir },
  ];
  console.log(
    `Before/after: ${builds.map((b) => `${b.name} = ${b.label}`).join(', ')}; ${rows} rows per table; ${rounds} rounds of ${seconds} s slices`,
  );
  for (const build of builds) build.databasePath = await seededDatabase(build.root, workDir, build.name, rows);

  console.log(`Start to healthy (${startRuns} starts each, alternately, as npm start: on the seeded database and on a new one)…`);
  const starts = await measureStarts(builds, startRuns);

  const sites = [];
  try {
    for (const build of builds) {
      const server = await startServer({ databasePath: build.databasePath, env: SERVER_ENV, root: build.root });
      const bare = await startBarePages(server.url, BARE_TARGETS, BROWSER, workDir);
      sites.push({
        name: build.name,
        url: server.url,
        bare,
        server,
        async countRows(table) {
          const database = new Database(build.databasePath, { readonly: true });
          try {
            return database.prepare(`select count(*) as n from ${table}`).get().n;
          } finally {
            database.close();
          }
        },
      });
      console.log(
        `  ${build.name} (${build.label}): bytes a browser gets: ${Object.entries(bare.pages)
          .map(([t, n]) => `${t} ${n}`)
          .join(', ')}`,
      );
    }
    const goals = await measureGoals(sites, { rounds, seconds, connections });
    return {
      builds: builds.map(({ name, label, root }) => ({ name, label, root })),
      starts,
      goals,
      pageBytes: Object.fromEntries(sites.map((s) => [s.name, s.bare.pages])),
    };
  } finally {
    for (const site of sites) {
      await site.bare.stop();
      await site.server.stop();
    }
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

/** The comparison as text (the same table docs/performance.md keeps). */
export function formatAgainst(results) {
  const names = results.builds.map((b) => b.name);
  const lines = [`Before = ${results.builds[0].label}, after = ${results.builds[1].label}`, formatGoals(results.goals, names)];
  for (const row of results.goals) {
    const [before, after] = names.map((name) => row.sites[name]);
    lines.push(`  ${row.target}: after/before ${(after.requestsPerSecond / Math.max(1, before.requestsPerSecond)).toFixed(2)}`);
  }
  for (const name of names) {
    const s = results.starts[name];
    lines.push(
      `Start to healthy, ${name}: ${s.seededMs} ms on the seeded database (runs ${s.seededRunsMs.join(', ')}), ${s.emptyMs} ms on a new one (runs ${s.emptyRunsMs.join(', ')})`,
    );
  }
  return lines.join('\n');
}

/**
 * The bench's before/after mode, when the command line asks for it (`--against <commit>`): runs it,
 * prints it, writes its results beside the bench's, and says it ran.
 */
export async function runAgainstIfAsked(argv, { rows, rounds, seconds, connections, outDir }) {
  const at = argv.indexOf('--against');
  if (at === -1) return false;
  const commit = argv[at + 1];
  if (!commit || commit.startsWith('--')) throw new Error('--against needs a commit: npm run bench -- --against 3f7d767');
  const results = await benchAgainst(commit, { rows, rounds, seconds, connections, ownModules: argv.includes('--own-modules') });
  console.log(`\n${formatAgainst(results)}`);
  fs.mkdirSync(outDir, { recursive: true });
  const outFile = path.join(outDir, `against-${commit}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  fs.writeFileSync(
    outFile,
    JSON.stringify(
      { date: new Date().toISOString(), loadAverage: os.loadavg(), commit, rows, rounds, seconds, connections, ...results },
      null,
      2,
    ),
  );
  console.log(`Results written to ${path.relative(projectRoot, outFile)}`);
  return true;
}
