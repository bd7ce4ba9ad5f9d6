import fs from 'node:fs';
import path from 'node:path';
import { openNewFile, temporaryNameFor } from './private-file.server';

// What the running server tells `recoverly update` and `rollback` through its data folder
// (data/server.json): its pid and release, where it answers /healthz, and the systemd unit it runs
// in. A start that fails writes why, so the updater can say what failed and roll back without
// waiting out its minute. The file is the server's own: written whole (a temporary file renamed over
// it), 0600, and removed when the server stops.

export const SERVER_STATUS_FILE = 'server.json';

export interface ServerStatus {
  pid: number;
  version: string;
  state: 'serving' | 'failed';
  at: string;
  /** Where it answers (http://127.0.0.1:3000), when serving. */
  url?: string;
  /** The systemd unit it runs in, when systemd started it. */
  unit?: string | null;
  /** Its UPDATE_URL, so `recoverly update` run from a shell without the service's settings looks where it does. */
  updateSource?: { kind: 'url'; url: string } | { kind: 'folder'; folder: string } | null;
  /** Why the start failed. */
  reason?: string;
}

export function serverStatusPath(folder: string): string {
  return path.join(folder, SERVER_STATUS_FILE);
}

/**
 * The unit systemd runs this process in ('recoverly.service'), or null outside systemd (which sets
 * INVOCATION_ID, and NOTIFY_SOCKET for Type=notify, in every service's environment). The name is the
 * last part of the process's cgroup; where that isn't a service's, the documented unit's name.
 */
export function systemdUnit(environment: NodeJS.ProcessEnv = process.env): string | null {
  if (!environment.INVOCATION_ID && !environment.NOTIFY_SOCKET) return null;
  try {
    const cgroup = fs.readFileSync('/proc/self/cgroup', 'utf8');
    const unit = cgroup
      .split('\n')
      .map((line) => line.split(':').at(-1)?.split('/').at(-1) ?? '')
      .find((name) => name.endsWith('.service'));
    if (unit) return unit;
  } catch {
    // Not Linux's /proc: the documented name below.
  }
  return 'recoverly.service';
}

/** Writes the server's status into its data folder (when the folder is there: a start may fail before it exists). */
export function writeServerStatus(folder: string, status: ServerStatus): void {
  if (!fs.existsSync(folder)) return;
  const file = serverStatusPath(folder);
  const temporary = temporaryNameFor(file);
  try {
    const fd = openNewFile(temporary);
    try {
      fs.writeSync(fd, `${JSON.stringify(status)}\n`);
    } finally {
      fs.closeSync(fd);
    }
    fs.renameSync(temporary, file);
  } catch {
    // Only the updater reads it: a server that can't write it still serves.
    fs.rmSync(temporary, { force: true });
  }
}

/** Removes the status when it is this process's (a newer server may have written its own already). */
export function clearServerStatus(folder: string, pid = process.pid): void {
  if (readServerStatus(folder)?.pid === pid) fs.rmSync(serverStatusPath(folder), { force: true });
}

export function readServerStatus(folder: string): ServerStatus | null {
  try {
    const status = JSON.parse(fs.readFileSync(serverStatusPath(folder), 'utf8')) as ServerStatus;
    return Number.isInteger(status.pid) && typeof status.version === 'string' ? status : null;
  } catch {
    return null;
  }
}

export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
