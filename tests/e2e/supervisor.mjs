// A small stand-in for systemd in the update test: runs the installation's executable, starts it
// again half a second after it exits (Restart=), and answers what `systemctl` asks of a unit through
// signals: SIGHUP restarts it (stop, then start the file now at that path), SIGUSR1 stops it, SIGUSR2
// starts it. Like systemd it gives the service INVOCATION_ID. Its own SIGTERM stops everything.
//
//   node supervisor.mjs <state folder> <executable> [--plain]   (working folder, environment: the service's)
//
// --plain: no INVOCATION_ID, as a supervisor other than systemd (runit, a container's restart policy).
//
// In the state folder: supervisor.pid, service.log (the service's output) and events.log (one line
// per start and exit, with the pid).
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const [stateFolder, executable, mode] = process.argv.slice(2);
const systemd = mode !== '--plain';
fs.writeFileSync(path.join(stateFolder, 'supervisor.pid'), String(process.pid));
const output = fs.openSync(path.join(stateFolder, 'service.log'), 'a');
const events = path.join(stateFolder, 'events.log');
const note = (line) => fs.appendFileSync(events, `${new Date().toISOString()} ${line}\n`);

let child = null;
let wanted = true;
let restartTimer = null;

function start() {
  clearTimeout(restartTimer);
  if (child || !wanted) return;
  const started = spawn(executable, [], {
    stdio: ['ignore', output, output],
    env: systemd ? { ...process.env, INVOCATION_ID: crypto.randomBytes(16).toString('hex') } : process.env,
  });
  child = started;
  note(`started ${started.pid}`);
  started.once('exit', (code, signal) => {
    note(`exited ${started.pid} ${code ?? signal}`);
    if (child === started) child = null;
    if (wanted) restartTimer = setTimeout(start, 500);
  });
}

function stop() {
  wanted = false;
  clearTimeout(restartTimer);
  const running = child;
  if (!running) return Promise.resolve();
  return new Promise((resolve) => {
    running.once('exit', resolve);
    running.kill('SIGTERM');
  });
}

process.on('SIGHUP', () => {
  void stop().then(() => {
    wanted = true;
    start();
  });
});
process.on('SIGUSR1', () => void stop());
process.on('SIGUSR2', () => {
  wanted = true;
  start();
});
process.on('SIGTERM', () => void stop().then(() => process.exit(0)));
// Like systemd, it stays when its service is stopped, until it is told to start it again.
setInterval(() => {}, 60_000);
start();
