import { claimOperation, finishOperation, readOperationRun } from '~/lib/db/operation-runs.server';
import type { Executor } from '~/lib/db/schema';
import { env, type Env } from '~/lib/env.server';
import { RELEASE_PUBLIC_KEY, RELEASE_VERSION } from '~/lib/release';
import { EXECUTABLE_NAME, IN_EXECUTABLE } from '~/lib/shell-command.server';
import type { ReleaseSource } from './source.server';
import { readRelease, type ReleaseRead, type VerifiedRelease } from './verify.server';
import { compareVersions } from './version';

// Is there a newer release? Asked by `recoverly update --check`, and by the running site once a day
// when UPDATE_URL is set (in the background, never on a request's path); the overview shows the
// answer. Only signed information counts (verify.server.ts); the archive itself is never fetched here.

export type UpdateCheck =
  | { kind: 'available'; release: VerifiedRelease; current: string }
  | { kind: 'up-to-date'; release: VerifiedRelease; current: string }
  /** This file is newer than the latest release there (a pre-release, or the source is behind). */
  | { kind: 'ahead'; release: VerifiedRelease; current: string }
  | Extract<ReleaseRead, { kind: 'refused' }>;

export function judgeRelease(read: ReleaseRead, current = RELEASE_VERSION): UpdateCheck {
  if (read.kind === 'refused') return read;
  const order = compareVersions(read.release.version, current);
  return { kind: order > 0 ? 'available' : order === 0 ? 'up-to-date' : 'ahead', release: read.release, current };
}

export async function checkForUpdate(
  source: ReleaseSource,
  options: { publicKey?: string | null; now?: Date; current?: string } = {},
): Promise<UpdateCheck> {
  return judgeRelease(await readRelease({ source, publicKey: options.publicKey, now: options.now }), options.current);
}

/** How an operator installs a release here: the executable updates itself; a checkout is updated with git. */
export function updateCommand(): string {
  return IN_EXECUTABLE ? `${EXECUTABLE_NAME} update` : 'update the checkout (git pull, npm ci, npm start)';
}

/** 'Recoverly 2.2.0 is available (you run 2.1.0): recoverly update', and the other answers, in one line. */
export function describeUpdateCheck(check: UpdateCheck): string {
  switch (check.kind) {
    case 'available':
      return `Recoverly ${check.release.version} is available (you run ${check.current}): ${updateCommand()}`;
    case 'up-to-date':
      return `Recoverly ${check.current} is the latest release`;
    case 'ahead':
      return `Recoverly ${check.current} is newer than the latest release there (${check.release.version}): nothing to install`;
    case 'refused':
      return `Could not check for a newer release: ${check.reason}`;
  }
}

/** What the last daily check found, kept for the overview. */
export interface UpdateCheckDetails {
  kind: UpdateCheck['kind'];
  /** The version it ran as (a check made before an update says nothing about the version after it). */
  current: string;
  version?: string;
  date?: string;
  notes?: string;
  reason?: string;
}

const DAY_MS = 24 * 60 * 60_000;
const LOOK_EVERY_MS = 60 * 60_000;
const FIRST_LOOK_MS = 5_000;

function detailsOf(check: UpdateCheck): UpdateCheckDetails {
  if (check.kind === 'refused') return { kind: check.kind, current: RELEASE_VERSION, reason: check.reason };
  const latest = check.release.latest;
  return { kind: check.kind, current: check.current, version: check.release.version, date: latest?.date, notes: latest?.notes };
}

/**
 * With UPDATE_URL set, looks for a newer release a few seconds after start when the last look is a
 * day old, and every hour after that; one process looks at a time. Returns what stops it.
 */
export function startUpdateChecks(settings: Env = env(), log: (line: string) => void = console.log): () => Promise<void> {
  const source = settings.updateSource;
  if (!source) return async () => {};
  let running: Promise<void> | null = null;
  const look = () => {
    if (running) return;
    running = (async () => {
      const now = new Date();
      const last = await readOperationRun<UpdateCheckDetails>('update-check');
      const fresh = last.startedAt && Date.parse(last.startedAt) + DAY_MS > now.getTime() && last.details.current === RELEASE_VERSION;
      if (fresh) return;
      if (!(await claimOperation('update-check', now, new Date(now.getTime() + LOOK_EVERY_MS)))) return;
      const check = await checkForUpdate(source, { publicKey: RELEASE_PUBLIC_KEY, now });
      await finishOperation('update-check', {
        startedAt: now,
        outcome: check.kind === 'refused' ? 'failed' : 'ok',
        details: detailsOf(check),
      });
      (check.kind === 'refused' ? console.warn : log)(describeUpdateCheck(check));
    })()
      .catch((error: unknown) =>
        console.warn(`Checking for a newer release failed: ${error instanceof Error ? error.message : String(error)}`),
      )
      .finally(() => {
        running = null;
      });
  };
  const first = setTimeout(look, FIRST_LOOK_MS);
  first.unref();
  const timer = setInterval(look, LOOK_EVERY_MS);
  timer.unref();
  return async () => {
    clearTimeout(first);
    clearInterval(timer);
    await running;
  };
}

/** The overview's line about releases: null when UPDATE_URL is unset or no look has been made yet. */
export type UpdateNotice =
  | { kind: 'available'; version: string; current: string; date: string | null; notes: string; line: string }
  | { kind: 'failed'; at: string; reason: string }
  | { kind: 'up-to-date'; at: string; current: string };

export async function readUpdateNotice(executor?: Executor, settings: Env = env()): Promise<UpdateNotice | null> {
  if (!settings.updateSource) return null;
  const run = await readOperationRun<UpdateCheckDetails>('update-check', executor);
  const details = run.details;
  // A look made by an earlier release (before an update) is not this one's answer.
  if (!run.startedAt || details.current !== RELEASE_VERSION) return null;
  if (details.kind === 'refused') return { kind: 'failed', at: run.startedAt, reason: details.reason ?? '' };
  if (details.kind === 'available' && details.version) {
    const line = `Recoverly ${details.version} is available (you run ${RELEASE_VERSION}): ${updateCommand()}`;
    return {
      kind: 'available',
      version: details.version,
      current: RELEASE_VERSION,
      date: details.date ?? null,
      notes: details.notes ?? '',
      line,
    };
  }
  return { kind: 'up-to-date', at: run.startedAt, current: RELEASE_VERSION };
}
