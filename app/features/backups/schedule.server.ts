import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { backupsFolder } from '~/lib/db/backup.server';
import { displayPath } from '~/lib/db/database-file.server';
import { sqlite } from '~/lib/db/db.server';
import { claimOperation, finishOperation, readOperationRun } from '~/lib/db/operation-runs.server';
import { dataFolder, env, type Env } from '~/lib/env.server';
import { headerText } from '~/lib/text-safety';
import { archiveName, createBackupArchive, DATABASE_MEMBER } from './archive.server';

// Backups the server takes itself, every BACKUP_EVERY (never on a request's path): a whole backup
// into data/backups/, the oldest scheduled ones beyond BACKUP_KEEP removed, then BACKUP_COMMAND with
// the archive's path (rclone, restic: an off-site copy). How the last one went is kept in the database
// for the overview: when, the file, the command's exit status and last line, or the error.

/** The label of the archives the schedule takes (and the only ones it removes). */
export const SCHEDULED_LABEL = 'scheduled';
const SCHEDULED_ARCHIVE = /^site-\d{8}T\d{6}Z-scheduled\.tar\.gz$/;
/** A command that runs longer than this is stopped and counted as failed. */
export const COMMAND_TIMEOUT_MS = 60 * 60_000;
/** How long a process keeps the backup to itself before another may take it over (a process that died while taking one). */
const CLAIM_MS = 2 * 60 * 60_000;
const LONGEST_LINE = 300;

export interface BackupRunDetails {
  /** The archive (as the log names it), or null when none was written. */
  file: string | null;
  bytes: number | null;
  /** Why the backup itself failed. */
  error: string | null;
  /** BACKUP_COMMAND's exit status (null when a signal or the timeout stopped it) and last line of output. */
  command: { exitCode: number | null; lastLine: string } | null;
  /** Archives removed to keep BACKUP_KEEP. */
  removed: number;
}

/** Runs BACKUP_COMMAND with the archive as $1 (and BACKUP_FILE); its exit status and the last line it wrote. */
export function runBackupCommand(command: string, file: string, timeoutMs = COMMAND_TIMEOUT_MS): Promise<{ exitCode: number | null; lastLine: string }> {
  return new Promise((resolve) => {
    const child = spawn('/bin/sh', ['-c', command, 'sh', file], {
      cwd: path.dirname(file),
      env: { ...process.env, BACKUP_FILE: file },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    // Only the end is kept: a chatty tool's output must not grow the process.
    let tail = '';
    const keep = (chunk: Buffer) => {
      tail = (tail + chunk.toString('utf8')).slice(-8192);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    const timer = setTimeout(() => child.kill('SIGTERM'), timeoutMs);
    timer.unref();
    const finish = (exitCode: number | null, extra = '') => {
      clearTimeout(timer);
      const lines = tail.split(/\r?\n/).map((line) => line.trim()).filter(Boolean);
      resolve({ exitCode, lastLine: headerText(extra || lines.at(-1) || '', LONGEST_LINE) });
    };
    child.once('error', (error) => finish(null, `could not run /bin/sh: ${error.message}`));
    child.once('close', (code, signal) => finish(code, signal ? `stopped by ${signal}${code === null && signal === 'SIGTERM' ? ' (it ran longer than allowed)' : ''}` : ''));
  });
}

/** Removes the oldest scheduled archives beyond `keep`; answers how many. Only this schedule's archives, only plain files. */
export function pruneScheduledArchives(folder: string, keep: number): number {
  let names: string[];
  try {
    names = fs.readdirSync(folder).filter((name) => SCHEDULED_ARCHIVE.test(name));
  } catch {
    return 0;
  }
  const plain = names.filter((name) => fs.lstatSync(path.join(folder, name)).isFile()).sort();
  const old = plain.slice(0, Math.max(0, plain.length - keep));
  for (const name of old) fs.rmSync(path.join(folder, name));
  return old.length;
}

/** One scheduled backup, start to end: the archive, the pruning, the command. */
export async function takeScheduledBackup(settings: Env = env(), now = new Date()): Promise<{ outcome: 'ok' | 'failed'; details: BackupRunDetails }> {
  const folder = backupsFolder(path.join(dataFolder(settings), DATABASE_MEMBER));
  const destination = path.join(folder, archiveName(SCHEDULED_LABEL, now));
  const details: BackupRunDetails = { file: null, bytes: null, error: null, command: null, removed: 0 };
  try {
    const archive = await createBackupArchive({ destination, settings, live: settings.database.kind === 'sqlite' ? sqlite() : undefined, now });
    details.file = displayPath(archive.file);
    details.bytes = archive.bytes;
  } catch (error) {
    details.error = headerText(error instanceof Error ? error.message : String(error), LONGEST_LINE);
    return { outcome: 'failed', details };
  }
  details.removed = pruneScheduledArchives(folder, settings.backups.keep);
  if (settings.backups.command) details.command = await runBackupCommand(settings.backups.command, destination);
  return { outcome: details.command && details.command.exitCode !== 0 ? 'failed' : 'ok', details };
}

/** The log line of a scheduled backup. */
export function describeBackupRun(run: { outcome: 'ok' | 'failed'; details: BackupRunDetails }): string {
  const { details } = run;
  if (details.error) return `Scheduled backup failed: ${details.error}`;
  const command = details.command
    ? `; BACKUP_COMMAND ${details.command.exitCode === 0 ? 'exited 0' : details.command.exitCode === null ? 'did not finish' : `failed (exit ${details.command.exitCode})`}${details.command.lastLine ? `: ${details.command.lastLine}` : ''}`
    : '';
  const removed = details.removed ? `, ${details.removed} older removed` : '';
  return `Scheduled backup taken: ${details.file} (${details.bytes} bytes${removed})${command}`;
}

/**
 * Takes a backup every BACKUP_EVERY: looks every half interval (at most a minute) whether the last
 * one is that old, and then, if no other process is taking one, takes it. Nothing at start: the first
 * look is a half interval later. Returns what stops it (after a backup in progress).
 */
export function startBackupSchedule(
  settings: Env = env(),
  log: (line: string) => void = console.log,
  warn: (line: string) => void = console.warn,
): () => Promise<void> {
  const everyMs = settings.backups.everyMs;
  if (everyMs === null) {
    log('Scheduled backups are off (BACKUP_EVERY=off)');
    return async () => {};
  }
  log(
    `Backups: every ${settings.backups.every} into ${displayPath(backupsFolder(path.join(dataFolder(settings), DATABASE_MEMBER)))}, the last ${settings.backups.keep} kept${settings.backups.command ? ', then BACKUP_COMMAND' : ''}`,
  );
  let running: Promise<void> | null = null;
  const look = () => {
    if (running) return;
    running = (async () => {
      const now = new Date();
      const last = await readOperationRun('backup');
      const lastAt = last.startedAt ? Date.parse(last.startedAt) : Number.NEGATIVE_INFINITY;
      if (lastAt + everyMs > now.getTime()) return;
      if (!(await claimOperation('backup', now, new Date(now.getTime() + CLAIM_MS)))) return;
      const run = await takeScheduledBackup(settings, now);
      await finishOperation('backup', { startedAt: now, ...run });
      (run.outcome === 'ok' ? log : warn)(describeBackupRun(run));
    })()
      .catch((error: unknown) => warn(`Scheduled backup: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(look, Math.max(250, Math.min(everyMs / 2, 60_000)));
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
