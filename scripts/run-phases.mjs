// Runs npm scripts one after another, like `a && b && c`, and prints how long each took at the end
// (whether the run passed or stopped at a failure), so a slow phase shows in every run's log.
import { spawnSync } from 'node:child_process';

const phases = process.argv.slice(2);
if (phases.length === 0) {
  console.error('Usage: node scripts/run-phases.mjs <npm script> [<npm script> ...]');
  process.exit(2);
}

const npm = process.env.npm_execpath ? [process.execPath, process.env.npm_execpath] : ['npm'];
const times = [];
let status = 0;
for (const phase of phases) {
  const started = process.hrtime.bigint();
  const run = spawnSync(npm[0], [...npm.slice(1), 'run', '--silent', phase], { stdio: 'inherit' });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  status = run.status ?? 1;
  times.push({ phase, seconds, ok: status === 0 });
  if (status !== 0) break;
}

const width = Math.max(...phases.map((p) => p.length));
console.log('\nPhases:');
for (const { phase, seconds, ok } of times)
  console.log(`  ${phase.padEnd(width)}  ${seconds.toFixed(1).padStart(7)} s${ok ? '' : '  FAILED'}`);
for (const phase of phases.slice(times.length)) console.log(`  ${phase.padEnd(width)}        – not run`);
const total = times.reduce((sum, t) => sum + t.seconds, 0);
console.log(`  ${'total'.padEnd(width)}  ${total.toFixed(1).padStart(7)} s`);
process.exit(status);
