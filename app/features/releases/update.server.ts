import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import SQLite from 'better-sqlite3';
import { recordAudit } from '~/features/audit/record.server';
import { backupsFolder, fileTimestamp } from '~/lib/db/backup.server';
import { createDatabase } from '~/lib/db/db.server';
import { displayPath } from '~/lib/db/database-file.server';
import { lockDatabaseForThisServer, lockHolder } from '~/lib/db/single-server-lock.server';
import { dataFolder, type Env } from '~/lib/env.server';
import { openNewFile, privateWorkFolder, temporaryNameFor } from '~/lib/private-file.server';
import { RELEASE_VERSION } from '~/lib/release';
import { processAlive, readServerStatus, type ServerStatus } from '~/lib/server-status.server';
import { isStartupError } from '~/lib/startup-error.server';
import { tarReader } from '~/lib/tar';
import { createBackupArchive, DATABASE_MEMBER, defaultArchivePath } from '~/features/backups/archive.server';
import { InstallRefusal, stageRelease } from './install.server';
import { describeSource } from './source.server';
import type { VerifiedRelease } from './verify.server';

// `recoverly update` and `recoverly rollback`: an update that can't brick the shop. Verified first
// (verify.server.ts, install.server.ts), then a whole backup, then the new file renamed over the
// running one (the old one kept as recoverly.previous), a restart (systemctl under systemd; otherwise
// the operator is asked to), and a minute for the new release to answer /healthz. One that doesn't
// (three failed starts tell sooner) is rolled back: the previous file and the database as it was
// before the new release migrated it, then a start of that. Every step is a line on the terminal and
// a line in the audit log (written once the release is verified: a refused update changes nothing).

/** What the update left for a rollback: data/update.json. */
export interface UpdateRecord {
  from: string;
  to: string;
  startedAt: string;
  executable: string;
  previous: string;
  /** The whole backup taken before installing. */
  backup: string | null;
  /** The database's last migration before the update (SQLite): anything after it is the new release's. */
  lastMigration: string | null;
  state: 'installed' | 'healthy' | 'rolled-back';
}

export const UPDATE_RECORD_FILE = 'update.json';
export const HEALTH_WAIT_MS = 60_000;
/** This many failed starts of the new release end the wait before its minute is up. */
export const FAILED_STARTS = 3;

export interface UpdateReporter {
  /** One step: a line on the terminal. */
  say(line: string): void;
  /** A line for a problem (standard error). */
  warn(line: string): void;
}

export interface UpdateContext {
  settings: Env;
  /** The running file (process.execPath). */
  executable: string;
  reporter: UpdateReporter;
  /** Who acts, for the audit log ('shell (user root)'). */
  actor: string;
  waitMs?: number;
  /** How systemctl is run (tests give a stand-in on PATH; this is the command's name). */
  systemctl?: string;
}

export type UpdateOutcome = 'healthy' | 'not-running' | 'rolled-back' | 'rollback-failed';
export type RollbackOutcome = 'rolled-back' | 'not-healthy' | 'refused';

/** An update refused before anything changed, in words. */
export class UpdateRefusal extends Error {}

function recordPath(settings: Env): string {
  return path.join(dataFolder(settings), UPDATE_RECORD_FILE);
}

export function readUpdateRecord(settings: Env): UpdateRecord | null {
  try {
    return JSON.parse(fs.readFileSync(recordPath(settings), 'utf8')) as UpdateRecord;
  } catch {
    return null;
  }
}

function writeUpdateRecord(settings: Env, record: UpdateRecord): void {
  const file = recordPath(settings);
  const temporary = temporaryNameFor(file);
  const fd = openNewFile(temporary);
  fs.writeSync(fd, `${JSON.stringify(record, null, 2)}\n`);
  fs.closeSync(fd);
  fs.renameSync(temporary, file);
  ownLikeDataFolder(settings, file);
}

/**
 * Files root writes into the service's data folder (a restored database, its lock, a backup) are
 * given to the folder's owner, so the service, running as its own user, can open them.
 */
function ownLikeDataFolder(settings: Env, ...files: string[]): void {
  if (process.getuid?.() !== 0) return;
  const owner = fs.statSync(dataFolder(settings));
  for (const file of files) {
    try {
      fs.lchownSync(file, owner.uid, owner.gid);
    } catch {
      // Not there (a -wal already merged): nothing to give.
    }
  }
}

function databaseFiles(file: string): string[] {
  return [file, `${file}-wal`, `${file}-shm`, `${file}.lock`];
}

/** Appends one line to the audit log, through a connection of its own (the database may be replaced between two steps). */
async function audit(context: UpdateContext, step: string, line: string): Promise<void> {
  const config = context.settings.database;
  const openFile = (file: string) => {
    const connection = new SQLite(file, { fileMustExist: true });
    connection.pragma('busy_timeout = 5000');
    return connection;
  };
  const db = createDatabase(config, openFile);
  try {
    await recordAudit(db, { actor: context.actor, clientAddress: 'shell' }, { kind: 'update', details: { step, line } });
  } catch (error) {
    context.reporter.warn(`(not written to the audit log: ${error instanceof Error ? error.message : String(error)})`);
  } finally {
    await db.destroy();
    if (config.kind === 'sqlite') ownLikeDataFolder(context.settings, ...databaseFiles(config.file));
  }
}

/** Says a step on the terminal and in the audit log. */
async function step(context: UpdateContext, name: string, line: string): Promise<void> {
  context.reporter.say(line);
  await audit(context, name, line);
}

function runSystemctl(context: UpdateContext, ...args: string[]): { ok: boolean; said: string } {
  const ran = spawnSync(context.systemctl ?? 'systemctl', args, { encoding: 'utf8', timeout: 120_000 });
  const said = `${ran.stderr ?? ''}${ran.stdout ?? ''}`.trim().split('\n').at(-1) ?? '';
  return { ok: ran.status === 0, said: ran.error ? ran.error.message : said };
}

/** A server holding the SQLite database's lock that wrote no server.json: its pid, and nothing else is known. */
function unannouncedServer(settings: Env): ServerStatus | null {
  if (settings.database.kind !== 'sqlite') return null;
  const pid = lockHolder(settings.database.file);
  return pid === null ? null : { pid, version: 'unknown', state: 'serving', at: new Date().toISOString(), unit: null };
}

/** The server running on this data folder now, or null. */
function runningServer(settings: Env): ServerStatus | null {
  const status = readServerStatus(dataFolder(settings));
  return status && status.state === 'serving' && processAlive(status.pid) ? status : null;
}

async function answersHealth(url: string): Promise<boolean> {
  try {
    const response = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2_000) });
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}

type Waited = { kind: 'healthy'; status: ServerStatus } | { kind: 'failed'; reason: string };

/**
 * Waits for `version` to serve from this data folder (another process than `before`) and answer
 * /healthz; gives up after `waitMs`, or once FAILED_STARTS of its starts have failed.
 */
export async function waitForRelease(settings: Env, version: string, before: number | null, waitMs: number): Promise<Waited> {
  const folder = dataFolder(settings);
  const deadline = Date.now() + waitMs;
  const failures = new Map<number, string>();
  for (;;) {
    const status = readServerStatus(folder);
    if (status && status.version === version && status.pid !== before) {
      if (status.state === 'failed') failures.set(status.pid, status.reason ?? 'it stopped at start');
      else if (processAlive(status.pid) && status.url && (await answersHealth(status.url))) return { kind: 'healthy', status };
    }
    if (failures.size >= FAILED_STARTS) {
      return { kind: 'failed', reason: `it failed to start ${failures.size} times: ${[...failures.values()].at(-1)}` };
    }
    if (Date.now() > deadline) {
      const last = [...failures.values()].at(-1);
      return {
        kind: 'failed',
        reason: last ? `it failed to start: ${last}` : `it did not answer /healthz within ${Math.round(waitMs / 1000)} s`,
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * Installs the verified `release`: stages and checks it, backs up, renames it into place, restarts
 * and watches it; rolls back by itself when it doesn't become healthy.
 */
export async function applyUpdate(context: UpdateContext, release: VerifiedRelease): Promise<UpdateOutcome> {
  const { settings, executable, reporter } = context;
  const folder = path.dirname(executable);
  const previous = `${executable}.previous`;
  const work = privateWorkFolder(folder, 'recoverly-update');
  const from = RELEASE_VERSION;
  try {
    let staged: string;
    try {
      staged = await stageRelease(release, work);
    } catch (error) {
      if (error instanceof InstallRefusal) throw new UpdateRefusal(error.message);
      throw error;
    }
    // Verified: from here on every step is in the audit log too.
    await step(
      context,
      'verified',
      `Downloaded ${release.file} from ${describeSource(release.source)}: its signature and sha256 check, and it answers as Recoverly ${release.version}`,
    );

    const backup = await createBackupArchive({ destination: defaultArchivePath(settings, `before-${release.version}`), settings });
    ownLikeDataFolder(settings, backup.file);
    const lastMigration = backup.manifest.database.kind === 'sqlite' ? backup.manifest.database.lastMigration : null;
    await step(context, 'backup', `Backed up the database and its secrets to ${displayPath(backup.file)} before the update`);
    const record: UpdateRecord = {
      from,
      to: release.version,
      startedAt: new Date().toISOString(),
      executable,
      previous,
      backup: backup.file,
      lastMigration,
      state: 'installed',
    };
    writeUpdateRecord(settings, record);

    const current = fs.statSync(executable);
    fs.chmodSync(staged, current.mode & 0o7777);
    if (process.getuid?.() === 0) fs.chownSync(staged, current.uid, current.gid);
    // The old file gets its second name before the new one takes the first: at no moment is there no recoverly.
    const keeping = temporaryNameFor(previous);
    fs.linkSync(executable, keeping);
    fs.renameSync(keeping, previous);
    fs.renameSync(staged, executable);
    await step(context, 'installed', `Installed Recoverly ${release.version} as ${executable}; ${from} is kept as ${previous}`);

    // A server that holds the database without saying how to reach it was started by a release from before server.json.
    const server = runningServer(settings) ?? unannouncedServer(settings);
    if (!server) {
      await step(
        context,
        'not-running',
        `Recoverly is not running on ${displayPath(dataFolder(settings))}: start it to run ${release.version} (its first start copies the database before migrating it; recoverly rollback puts ${from} back)`,
      );
      return 'not-running';
    }
    if (server.unit) {
      const restarted = runSystemctl(context, 'restart', server.unit);
      if (!restarted.ok) {
        const line = `systemctl restart ${server.unit} failed: ${restarted.said}`;
        reporter.warn(line);
        return await rollBackAfterFailure(context, { reason: `systemctl restart ${server.unit} failed`, line }, server);
      }
      await step(
        context,
        'restarted',
        `Restarted ${server.unit} (systemctl restart); waiting up to ${Math.round((context.waitMs ?? HEALTH_WAIT_MS) / 1000)} s for ${release.version} to answer /healthz`,
      );
    } else {
      await step(
        context,
        'restart-asked',
        `Restart Recoverly now to run ${release.version} (pid ${server.pid}: stop it, then start it as before); waiting up to ${Math.round((context.waitMs ?? HEALTH_WAIT_MS) / 1000)} s for it to answer /healthz`,
      );
    }
    const waited = await waitForRelease(settings, release.version, server.pid, context.waitMs ?? HEALTH_WAIT_MS);
    if (waited.kind === 'healthy') {
      writeUpdateRecord(settings, { ...record, state: 'healthy' });
      await step(
        context,
        'healthy',
        `Recoverly ${release.version} answers /healthz (pid ${waited.status.pid}, ${waited.status.url}): updated from ${from}; recoverly rollback puts ${from} back`,
      );
      return 'healthy';
    }
    const line = `Recoverly ${release.version} did not become healthy: ${waited.reason}`;
    reporter.warn(line);
    return await rollBackAfterFailure(context, { reason: `${release.version} did not become healthy: ${waited.reason}`, line }, server);
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

async function rollBackAfterFailure(context: UpdateContext, failure: Failure, before: ServerStatus): Promise<UpdateOutcome> {
  const outcome = await rollBack(context, failure, before.unit ?? null);
  return outcome === 'rolled-back' ? 'rolled-back' : 'rollback-failed';
}

/** The copy of the database the new release took before migrating it, newest first, made since the update began. */
function copyBeforeMigration(settings: Env, record: UpdateRecord): string | null {
  if (settings.database.kind !== 'sqlite') return null;
  const folder = backupsFolder(settings.database.file);
  const suffix = `-before-${record.to}.db`;
  const since = Date.parse(record.startedAt) - 1_000;
  try {
    const copies = fs
      .readdirSync(folder)
      .filter((name) => name.endsWith(suffix) && fs.statSync(path.join(folder, name)).mtimeMs >= since)
      .sort();
    return copies.length ? path.join(folder, copies.at(-1)!) : null;
  } catch {
    return null;
  }
}

/** The migrations the database has after `lastMigration`: what the newer release applied. */
function migrationsSince(file: string, lastMigration: string | null): string[] {
  const look = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    const names = look.prepare('select name from kysely_migration order by name').pluck().all() as string[];
    return lastMigration ? names.filter((name) => name > lastMigration) : names;
  } finally {
    look.close();
  }
}

async function extractDatabase(archive: string, target: string): Promise<void> {
  let found = false;
  await pipeline(
    fs.createReadStream(archive),
    zlib.createGunzip(),
    tarReader((entry) => {
      if (entry.name !== DATABASE_MEMBER || entry.type !== 'file' || found) return null;
      found = true;
      const fd = openNewFile(target);
      return {
        write: (chunk) => void fs.writeSync(fd, chunk),
        end: () => {
          fs.fsyncSync(fd);
          fs.closeSync(fd);
        },
      };
    }),
  );
  if (!found) throw new Error(`${displayPath(archive)} holds no database`);
}

/** Takes the database's one-server lock, waiting up to `waitMs` for a stopping server to let go. */
async function takeDatabaseLock(file: string, waitMs: number): Promise<() => void> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    try {
      return lockDatabaseForThisServer(file);
    } catch (error) {
      if (!isStartupError(error) || Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

/**
 * Puts the database back as it was before the update, when the newer release migrated it: the copy
 * it took before migrating (else the update's whole backup) takes the database's place, under the
 * one-server lock; the database as the newer release left it is kept beside the backups. Answers
 * the line that says what was done.
 */
async function restoreDatabase(context: UpdateContext, record: UpdateRecord): Promise<string> {
  const { settings } = context;
  if (settings.database.kind !== 'sqlite') {
    return `The database is PostgreSQL: if ${record.to} migrated it, restore the pg_dump you took before the update (the file is ${record.from} again)`;
  }
  const file = settings.database.file;
  const release = await takeDatabaseLock(file, 15_000);
  try {
    const applied = migrationsSince(file, record.lastMigration);
    if (applied.length === 0) return `The database needs nothing put back: ${record.to} applied no migration to it`;
    const folder = path.dirname(file);
    const aside = path.join(backupsFolder(file), `${path.basename(file, '.db')}-${fileTimestamp()}-rolled-back-from-${record.to}.db`);
    fs.mkdirSync(path.dirname(aside), { recursive: true, mode: 0o700 });
    const live = new SQLite(file, { fileMustExist: true });
    try {
      await live.backup(aside);
    } finally {
      live.close();
    }
    const copy = copyBeforeMigration(settings, record);
    const replacement = temporaryNameFor(file);
    if (copy) fs.copyFileSync(copy, replacement, fs.constants.COPYFILE_EXCL);
    else if (record.backup) await extractDatabase(record.backup, replacement);
    else throw new Error(`no copy of the database from before ${record.to} was found in ${displayPath(backupsFolder(file))}`);
    fs.chmodSync(replacement, 0o600);
    // The newer release's write-ahead log would be replayed into the older file: it is kept in the copy set aside above.
    for (const companion of [`${file}-wal`, `${file}-shm`]) fs.rmSync(companion, { force: true });
    fs.renameSync(replacement, file);
    ownLikeDataFolder(settings, file, aside, path.join(folder, path.basename(file) + '.lock'));
    return `Put back the database as it was before ${record.to} migrated it (${applied.join(', ')}), from ${displayPath(copy ?? record.backup!)}; the database ${record.to} left is kept as ${displayPath(aside)}`;
  } finally {
    release();
    ownLikeDataFolder(settings, ...databaseFiles(file));
  }
}

/** Why an update is rolled back by itself: the reason, and the line that said so (written to the audit log once the database is back). */
export interface Failure {
  reason: string;
  line: string;
}

/**
 * Puts back the release and the database from before the last update, then starts it and waits for
 * /healthz. `failure` says why (null: asked for by hand). Refused, changing nothing, when there is no
 * update to undo or its previous file is gone.
 */
export async function rollBack(context: UpdateContext, failure: Failure | null, unitHint: string | null = null): Promise<RollbackOutcome> {
  const { settings, executable, reporter } = context;
  const record = readUpdateRecord(settings);
  if (!record || record.state === 'rolled-back') {
    throw new UpdateRefusal(
      `there is no update to roll back on ${displayPath(dataFolder(settings))} (recoverly rollback undoes the last recoverly update)`,
    );
  }
  if (!fs.existsSync(record.previous)) throw new UpdateRefusal(`${record.previous} is not there: nothing to roll back to`);
  const waitMs = context.waitMs ?? HEALTH_WAIT_MS;
  // The lines said before the database is put back are written into the one put back.
  const lines: [string, string][] = failure ? [['not-healthy', failure.line]] : [];
  const say = (name: string, line: string) => {
    reporter.say(line);
    lines.push([name, line]);
  };

  const status = readServerStatus(dataFolder(settings));
  const unit = unitHint ?? status?.unit ?? null;
  const running = runningServer(settings);
  if (unit) {
    const stopped = runSystemctl(context, 'stop', unit);
    say('stopped', stopped.ok ? `Stopped ${unit} (systemctl stop)` : `systemctl stop ${unit} failed: ${stopped.said}`);
  } else if (running) {
    reporter.say(
      `Stop Recoverly (pid ${running.pid}) now: waiting up to ${Math.round(waitMs / 1000)} s for it to stop, to put ${record.from} back`,
    );
    const deadline = Date.now() + waitMs;
    while (processAlive(running.pid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
    if (processAlive(running.pid))
      throw new UpdateRefusal(`Recoverly (pid ${running.pid}) still runs: nothing was rolled back; stop it, then run recoverly rollback`);
  }

  const kept = `${executable}.rolled-back`;
  const keeping = temporaryNameFor(kept);
  fs.linkSync(executable, keeping);
  fs.renameSync(keeping, kept);
  fs.renameSync(record.previous, executable);
  say('file-restored', `Put back Recoverly ${record.from} as ${executable}; ${record.to} is kept as ${kept}`);
  say('database-restored', await restoreDatabase(context, record));
  writeUpdateRecord(settings, { ...record, state: 'rolled-back' });
  // The database is the one the audit lines belong in now.
  for (const [name, line] of lines) await audit(context, name, line);

  if (unit) {
    runSystemctl(context, 'reset-failed', unit);
    const started = runSystemctl(context, 'start', unit);
    await step(context, 'started', started.ok ? `Started ${unit} (systemctl start)` : `systemctl start ${unit} failed: ${started.said}`);
  } else {
    await step(
      context,
      'start-asked',
      `Start Recoverly again to run ${record.from}; waiting up to ${Math.round(waitMs / 1000)} s for it to answer /healthz`,
    );
  }
  const waited = await waitForRelease(settings, record.from, running?.pid ?? null, waitMs);
  const why = failure ? ` (rolled back because ${failure.reason})` : '';
  if (waited.kind === 'healthy') {
    await step(context, 'rolled-back', `Recoverly ${record.from} answers /healthz again (pid ${waited.status.pid})${why}`);
    return 'rolled-back';
  }
  reporter.warn(
    `Recoverly ${record.from} is back in place but did not answer /healthz: ${waited.reason}${unit ? ` (journalctl -u ${unit})` : ''}`,
  );
  await audit(context, 'not-healthy', `Recoverly ${record.from} is back in place but did not answer /healthz: ${waited.reason}`);
  return 'not-healthy';
}

/** The names `recoverly update` leaves beside the running file. */
export function sideFiles(executable: string): { previous: string; rolledBack: string } {
  return { previous: `${executable}.previous`, rolledBack: `${executable}.rolled-back` };
}
