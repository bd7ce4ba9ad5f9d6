import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { dataFolder, env, type Env } from '~/lib/env.server';
import { RELEASE_VERSION } from '~/lib/release';
import { readServerStatus } from '~/lib/server-status.server';
import { EXECUTABLE_NAME, IN_EXECUTABLE } from '~/lib/shell-command.server';
import { isStartupError } from '~/lib/startup-error.server';
import {
  applyUpdate,
  describeSource,
  describeUpdateCheck,
  judgeRelease,
  readRelease,
  readUpdateRecord,
  rollBack,
  sourceOf,
  UpdateRefusal,
  type ReleaseSource,
  type UpdateContext,
} from '~/web/releases.server';

export const UPDATE_USAGE = `Usage: ${EXECUTABLE_NAME} update [--check] [--from <address or folder or archive>] [--yes]

Installs a newer release: from UPDATE_URL (the https:// address or folder holding latest.json; the
running site's when unset here), or from --from (the same, or a release archive with SHA256SUMS and
SHA256SUMS.minisig beside it).
Its signature must be by the key built into this file (${EXECUTABLE_NAME} --version shows it), and its
sha256 the signed one; an older release, and one for another platform, are refused. Then it takes a
whole backup, puts the new file in place of this one (this one is kept as ${EXECUTABLE_NAME}.previous),
restarts the service (systemctl restart under systemd; otherwise it asks you to) and waits a minute
for the new release to answer /healthz. If it doesn't, this file and the database as it was before
the new release migrated it are put back, and started again.
--check only says whether there is a newer release. --yes installs without asking.`;

export const ROLLBACK_USAGE = `Usage: ${EXECUTABLE_NAME} rollback [--yes]

Undoes the last ${EXECUTABLE_NAME} update: stops the service, puts back ${EXECUTABLE_NAME}.previous and the
database as it was before the newer release migrated it (the newer one's database is kept in
data/backups/), starts it again and waits for /healthz. Orders taken since the update are in the
database kept aside, not in the one put back.`;

function shellName(): string {
  try {
    return `${EXECUTABLE_NAME} (shell, user ${os.userInfo().username})`;
  } catch {
    return `${EXECUTABLE_NAME} (shell)`;
  }
}

function reporter() {
  return { say: (line: string) => console.log(line), warn: (line: string) => console.error(line) };
}

async function confirmed(question: string, yes: boolean | undefined): Promise<boolean | 'no-terminal'> {
  if (yes) return true;
  if (!process.stdin.isTTY) return 'no-terminal';
  const rl = readline.createInterface({ input: process.stdin, output: process.stdout });
  try {
    return /^y(es)?$/i.test((await rl.question(`${question} [y/N] `)).trim());
  } finally {
    rl.close();
  }
}

function parse(argv: string[], options: Record<string, { type: 'boolean' | 'string' }>, usage: string) {
  try {
    const parsed = parseArgs({
      args: argv,
      options: { ...options, help: { type: 'boolean', short: 'h' } },
      strict: true,
      allowPositionals: false,
    });
    return parsed.values as Record<string, string | boolean | undefined>;
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${usage}`);
    return null;
  }
}

function settingsOrNull(what: string): Env | null {
  try {
    return env();
  } catch (error) {
    console.error(`${what} failed: ${isStartupError(error) ? error.message : String(error)}`);
    return null;
  }
}

/** Where to read the release: --from (an archive names its folder), else UPDATE_URL. */
function releaseSource(from: string | undefined, settings: Env): { source: ReleaseSource; archive: string | null } | null {
  if (from) {
    if (/\.tar\.gz$/.test(from)) {
      const base = /^https?:\/\//i.test(from) ? from.slice(0, from.lastIndexOf('/') + 1) : path.dirname(path.resolve(from));
      return { source: sourceOf(base), archive: path.basename(new URL(from, 'file:///').pathname) };
    }
    return { source: sourceOf(from), archive: null };
  }
  // Run from a shell without the service's settings: where the running site looks.
  const source = settings.updateSource ?? readServerStatus(dataFolder(settings))?.updateSource ?? null;
  return source ? { source, archive: null } : null;
}

/** Whether this user can replace the running file and write the data folder; the reason when not. */
function cannotInstall(executable: string, settings: Env): string | null {
  try {
    fs.accessSync(path.dirname(executable), fs.constants.W_OK);
  } catch {
    return `${path.dirname(executable)} can't be written by this user: run it as the user that may replace ${executable} (sudo ${EXECUTABLE_NAME} update)`;
  }
  if (!fs.existsSync(dataFolder(settings)))
    return `there is no data folder at ${dataFolder(settings)}: run it in the folder the site runs in (its working folder), with its settings`;
  return null;
}

/** `update [--check] [--from …] [--yes]`. Returns the exit code. */
export async function runUpdateCli(argv: string[]): Promise<number> {
  const values = parse(argv, { check: { type: 'boolean' }, from: { type: 'string' }, yes: { type: 'boolean' } }, UPDATE_USAGE);
  if (!values) return 2;
  if (values.help) {
    console.log(UPDATE_USAGE);
    return 0;
  }
  const settings = settingsOrNull('Update');
  if (!settings) return 2;
  const where = releaseSource(values.from as string | undefined, settings);
  if (!where) {
    console.error(
      'UPDATE_URL is not set and no --from is given: nowhere to look for a release (set UPDATE_URL to the address or folder holding latest.json, or name one with --from)',
    );
    return 2;
  }
  const read = await readRelease(where);
  const check = judgeRelease(read);
  if (values.check) {
    const line = describeUpdateCheck(check);
    (check.kind === 'refused' ? console.error : console.log)(line);
    return check.kind === 'refused' ? 1 : 0;
  }
  if (!IN_EXECUTABLE) {
    console.error(
      `${EXECUTABLE_NAME} update replaces the single executable; this runs from a checkout: update it with git pull, npm ci and a restart`,
    );
    return 2;
  }
  if (check.kind === 'refused') {
    console.error(`Update refused: ${check.reason}`);
    return 1;
  }
  if (check.kind === 'up-to-date') {
    console.log(`Recoverly ${RELEASE_VERSION} is already the release at ${describeSource(check.release.source)}: nothing to do`);
    return 0;
  }
  if (check.kind === 'ahead') {
    console.error(
      `Update refused: ${check.release.file} is Recoverly ${check.release.version}, older than this ${RELEASE_VERSION}; an older signed release is never installed (${EXECUTABLE_NAME} rollback goes back to the release before the last update)`,
    );
    return 1;
  }
  const executable = process.execPath;
  const problem = cannotInstall(executable, settings);
  if (problem) {
    console.error(`Update refused: ${problem}`);
    return 1;
  }
  console.log(
    `Recoverly ${check.release.version} at ${describeSource(check.release.source)} is signed by this file's release key: ${RELEASE_VERSION} → ${check.release.version}`,
  );
  const answer = await confirmed(
    `Install Recoverly ${check.release.version} (a backup is taken first)?`,
    values.yes as boolean | undefined,
  );
  if (answer === 'no-terminal') {
    console.error('Not installed: add --yes to install without being asked');
    return 2;
  }
  if (!answer) {
    console.log('Not installed.');
    return 0;
  }
  const context: UpdateContext = { settings, executable, reporter: reporter(), actor: shellName() };
  try {
    const outcome = await applyUpdate(context, check.release);
    return outcome === 'healthy' || outcome === 'not-running' ? 0 : 1;
  } catch (error) {
    if (error instanceof UpdateRefusal) {
      console.error(`Update refused: ${error.message}`);
      return 1;
    }
    console.error(`Update failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}

/** `rollback [--yes]`. Returns the exit code. */
export async function runRollbackCli(argv: string[]): Promise<number> {
  const values = parse(argv, { yes: { type: 'boolean' } }, ROLLBACK_USAGE);
  if (!values) return 2;
  if (values.help) {
    console.log(ROLLBACK_USAGE);
    return 0;
  }
  const settings = settingsOrNull('Rollback');
  if (!settings) return 2;
  if (!IN_EXECUTABLE) {
    console.error(
      `${EXECUTABLE_NAME} rollback puts back the single executable's previous file; this runs from a checkout: check out the earlier release with git`,
    );
    return 2;
  }
  const record = readUpdateRecord(settings);
  const what =
    record && record.state !== 'rolled-back'
      ? `Put back Recoverly ${record.from} and the database as it was before ${record.to} migrated it (the current one is kept)?`
      : 'Roll back?';
  const answer = await confirmed(what, values.yes as boolean | undefined);
  if (answer === 'no-terminal') {
    console.error('Not rolled back: add --yes to roll back without being asked');
    return 2;
  }
  if (!answer) {
    console.log('Not rolled back.');
    return 0;
  }
  try {
    const outcome = await rollBack({ settings, executable: process.execPath, reporter: reporter(), actor: shellName() }, null);
    return outcome === 'rolled-back' ? 0 : 1;
  } catch (error) {
    if (error instanceof UpdateRefusal) {
      console.error(`Rollback refused: ${error.message}`);
      return 1;
    }
    console.error(`Rollback failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}
