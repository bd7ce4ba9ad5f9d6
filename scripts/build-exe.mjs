// `npm run build:exe [-- --out-dir DIR]`: dist/recoverly, the site as one Linux x64 executable (a
// Node single executable application), and dist/recoverly-linux-x64.tar.gz (it, a short README and
// the licenses). It holds the server bundle, the client files, the migrations (bundled code), the
// PDF fonts and the SQLite addon: nothing is read from a checkout or a node_modules when it runs.
// With RELEASE_SIGNING_KEY (an Ed25519 private key in PEM, or its file) the key's public half is built
// in: the file then installs only updates signed by it (npm run release signs them). Without one the
// file says it can't update itself. --version builds it as another version than package.json's;
// --test-release makes the upgrade test's next release (one more migration, release.ts).
import { execFileSync, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as esbuild from 'esbuild';
import { ensureBuild, buildDir, projectRoot, serverEntry } from './ensure-build.mjs';
import { executablePlugin } from './exe/esbuild-plugin.mjs';
import { thirdPartyLicenses } from './exe/licenses.mjs';
import { readSigningKey } from './lib/release-files.mjs';

/** What the executable and its archive may weigh at most: a self-hoster downloads and copies them. */
export const LIMITS = { executableBytes: 150 * 2 ** 20, archiveBytes: 60 * 2 ** 20 };
const SEA_FUSE = 'NODE_SEA_FUSE_fce680ab2cc467b6e072b8b5df1996b2';
const SQLITE_ADDON = path.join(projectRoot, 'node_modules', 'better-sqlite3', 'prebuilds', 'linux-x64.node');
// The V8 flags `npm start` runs the server with (package.json, scripts/lib/server-process.mjs).
const EXEC_ARGV = ['--max-semi-space-size=4'];

// --fast: the archive compressed fastest (gzip -1), which is also its largest: the tests build it so,
// and what fits the limit then fits it compressed the usual way.
const { values } = parseArgs({
  options: { 'out-dir': { type: 'string' }, fast: { type: 'boolean' }, version: { type: 'string' }, 'test-release': { type: 'boolean' } },
});
const outDir = path.resolve(values['out-dir'] ?? path.join(projectRoot, 'dist'));
const workDir = path.join(outDir, '.work');
const started = performance.now();
const phases = [];
let phaseStart = performance.now();
const phase = (name) => {
  phases.push(`${name} ${((performance.now() - phaseStart) / 1000).toFixed(1)} s`);
  phaseStart = performance.now();
};

if (process.platform !== 'linux' || process.arch !== 'x64')
  fail(`the executable is built for Linux x64, on Linux x64 (this is ${process.platform} ${process.arch})`);
if (process.versions.node.split('.')[0] !== '24')
  fail(`the executable is built from the Node running this script, which must be 24 LTS (this is ${process.version})`);

await ensureBuild();
phase('server build');
fs.rmSync(workDir, { recursive: true, force: true });
fs.mkdirSync(workDir, { recursive: true });
const version = values.version ?? JSON.parse(fs.readFileSync(path.join(projectRoot, 'package.json'), 'utf8')).version;
if (!/^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/.test(version)) fail(`--version ${version} is not a version like 2.2.0`);
const commit = gitCommit();
let signingKey = null;
try {
  signingKey = readSigningKey();
} catch (error) {
  fail(error.message);
}
/** The upgrade test's next release (app/lib/release.ts, TEST_RELEASE): never published. */
const TEST_RELEASE = {
  migration: '9999-12-31-001-upgrade-test-probe',
  table: 'upgrade_test_probe',
  failStartVariable: 'RECOVERLY_TEST_FAIL_START',
};
const defines = {
  __RECOVERLY_COMMIT__: JSON.stringify(commit),
  __RECOVERLY_VERSION__: JSON.stringify(version),
  'process.env.NODE_ENV': '"production"',
  ...(signingKey ? { __RECOVERLY_RELEASE_KEY__: JSON.stringify(signingKey.publicKey) } : {}),
  ...(values['test-release'] ? { __RECOVERLY_TEST_RELEASE__: JSON.stringify(TEST_RELEASE) } : {}),
};

// One CommonJS file: the single executable runs one script, and its require loads only built-ins.
const main = path.join(workDir, 'main.cjs');
const bundled = await esbuild.build({
  entryPoints: [path.join(projectRoot, 'app', 'server', 'executable', 'main.ts')],
  outfile: main,
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node24',
  minify: true,
  legalComments: 'none',
  metafile: true,
  absWorkingDir: projectRoot,
  // pg's optional native driver is never installed: pg loads it only when asked for it.
  external: ['pg-native'],
  define: defines,
  // Packages marked free of side effects, imported for nothing by the server build: nothing to keep.
  logOverride: { 'ignored-bare-import': 'silent' },
  logLevel: 'warning',
  plugins: [executablePlugin({ projectRoot, serverEntry })],
});

phase('bundle');
const clientRoot = path.join(buildDir, 'client');
const assets = { 'sqlite/better_sqlite3.node': SQLITE_ADDON };
for (const file of listFiles(clientRoot)) assets[`client/${path.relative(clientRoot, file).split(path.sep).join('/')}`] = file;
const blob = path.join(workDir, 'sea-prep.blob');
const seaConfig = path.join(workDir, 'sea-config.json');
fs.writeFileSync(
  seaConfig,
  JSON.stringify({ main, output: blob, disableExperimentalSEAWarning: true, useCodeCache: true, execArgv: EXEC_ARGV, assets }, null, 2),
);
run(process.execPath, ['--experimental-sea-config', seaConfig]);
phase('blob');

const executable = path.join(outDir, 'recoverly');
const building = `${executable}.${process.pid}.tmp`;
fs.copyFileSync(process.execPath, building);
fs.chmodSync(building, 0o755);
// postject's ELF library warns about every note section it does not rewrite: only its other lines are worth showing.
const injected = spawnSync(
  process.execPath,
  [path.join(projectRoot, 'node_modules', 'postject', 'dist', 'cli.js'), building, 'NODE_SEA_BLOB', blob, '--sentinel-fuse', SEA_FUSE],
  { encoding: 'utf8' },
);
const said = `${injected.stdout}${injected.stderr}`.split('\n').filter((line) => line.trim() && !line.includes("Can't find string offset"));
if (injected.status !== 0) fail(`postject failed:\n${said.join('\n')}`);
fs.renameSync(building, executable);
phase('inject');

// The archive a self-hoster downloads: the file, a short README and the licenses, in one folder.
const folderName = `recoverly-${version}-linux-x64`;
const staging = path.join(workDir, folderName);
fs.mkdirSync(staging);
fs.linkSync(executable, path.join(staging, 'recoverly'));
fs.writeFileSync(
  path.join(staging, 'README'),
  fs
    .readFileSync(path.join(projectRoot, 'scripts', 'exe', 'README.txt'), 'utf8')
    .replaceAll('{{version}}', version)
    .replaceAll('{{commit}}', commit),
);
fs.writeFileSync(
  path.join(staging, 'LICENSE'),
  thirdPartyLicenses({ projectRoot, nodeBinary: process.execPath, inputs: Object.keys(bundled.metafile.inputs), version }),
);
const archive = path.join(outDir, 'recoverly-linux-x64.tar.gz');
run('tar', [
  '--owner=0',
  '--group=0',
  '--numeric-owner',
  '-I',
  values.fast ? 'gzip -1' : 'gzip -6',
  '-cf',
  archive,
  '-C',
  workDir,
  folderName,
]);
// What `sha256sum -c` checks a download against.
const digest = crypto.createHash('sha256').update(fs.readFileSync(archive)).digest('hex');
fs.writeFileSync(`${archive}.sha256`, `${digest}  ${path.basename(archive)}\n`);
phase('archive');
fs.rmSync(workDir, { recursive: true, force: true });

const sizes = { executable: fs.statSync(executable).size, archive: fs.statSync(archive).size };
const megabytes = (bytes) => `${(bytes / 2 ** 20).toFixed(1)} MB`;
console.log(
  `Built ${path.relative(process.cwd(), executable) || executable} (${megabytes(sizes.executable)}; Recoverly ${version}, commit ${commit}, ` +
    `Node ${process.versions.node}) and ${path.relative(process.cwd(), archive)} (${megabytes(sizes.archive)}) in ${((performance.now() - started) / 1000).toFixed(1)} s (${phases.join(', ')})`,
);
console.log(
  signingKey
    ? `Release signing key built in: ${signingKey.publicKey} (id ${signingKey.keyId}); it installs only updates signed by it`
    : 'No RELEASE_SIGNING_KEY: this file cannot check a release’s signature, so it does not update itself (recoverly update says so)',
);
if (values['test-release']) console.log(`A test build (--test-release): one more migration, ${TEST_RELEASE.migration}; never publish it`);
if (sizes.executable > LIMITS.executableBytes)
  fail(`the executable is ${megabytes(sizes.executable)}, over its ${megabytes(LIMITS.executableBytes)} limit`);
if (sizes.archive > LIMITS.archiveBytes)
  fail(`the archive is ${megabytes(sizes.archive)}, over its ${megabytes(LIMITS.archiveBytes)} limit`);

/** The commit built from (with -dirty when files differ from it), or 'unknown' outside a git checkout. */
function gitCommit() {
  try {
    const head = execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], {
      cwd: projectRoot,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    const changed = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { cwd: projectRoot, encoding: 'utf8' }).trim();
    return changed ? `${head}-dirty` : head;
  } catch {
    return 'unknown';
  }
}

function listFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? listFiles(full) : [full];
  });
}

function run(command, args) {
  const result = spawnSync(command, args, { stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' });
  if (result.status !== 0) fail(`${path.basename(command)} ${args.join(' ')} failed (exit ${result.status})`);
}

function fail(message) {
  console.error(`build:exe: ${message}`);
  process.exit(1);
}
