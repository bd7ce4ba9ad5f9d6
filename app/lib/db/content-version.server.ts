import { db, isSharedDatabase } from './db.server';

type Executor = Pick<typeof db, 'updateTable'>;

/**
 * The version of the public pages' content, bumped by every settings save: a cached page of an
 * older version is stale. SQLite: a number in this process's memory (the one process of the site).
 * PostgreSQL: a row every process reads, so a save on one process reaches the caches of all.
 */
export interface ContentVersion {
  /** The version last known to this process (synchronous: the cache asks on every hit). */
  current(): number;
  /**
   * Asks the database for the version when other processes may have changed it; null when this
   * process's memory is the truth. Call it once per cacheable request, before using the cache.
   */
  refresh(): Promise<number> | null;
  /** Counts a save; runs inside the save's transaction. */
  bump(trx: Executor): Promise<void>;
  /** The save has committed. */
  saved(): void;
}

export function createMemoryContentVersion(): ContentVersion {
  let version = 1;
  return {
    current: () => version,
    refresh: () => null,
    bump: async () => {},
    saved: () => {
      version++;
    },
  };
}

/**
 * Reads the content_version row. Concurrent requests share reads, yet none is answered by a read
 * that began before it arrived: while one read is in flight, newcomers wait for the next one, which
 * starts as soon as it ends. So at most one read is in flight per process (plus one queued behind
 * it) however many requests arrive, and a request that arrives after a save has answered on any
 * process always sees that save.
 */
export function createTableContentVersion(read: () => Promise<number> = readVersion): ContentVersion {
  let known = 0;
  let bumped = 0;
  let inFlight: Promise<number> | null = null;
  let queued: Promise<number> | null = null;

  function start(): Promise<number> {
    inFlight = read()
      .then((version) => (known = version))
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  }

  return {
    current: () => known,
    refresh() {
      if (!inFlight) return start();
      queued ??= inFlight
        .catch(() => {})
        .then(() => {
          queued = null;
          return inFlight ?? start();
        });
      return queued;
    },
    async bump(trx) {
      const row = await trx
        .updateTable('content_version')
        .set((eb) => ({ version: eb('version', '+', 1) }))
        .where('id', '=', 1)
        .returning('version')
        .executeTakeFirstOrThrow();
      bumped = row.version;
    },
    saved() {
      known = Math.max(known, bumped);
    },
  };
}

async function readVersion(): Promise<number> {
  const row = await db.selectFrom('content_version').select('version').where('id', '=', 1).executeTakeFirstOrThrow();
  return row.version;
}

/** The process's content version: in the database when other processes share it. */
export const contentVersions: ContentVersion = isSharedDatabase() ? createTableContentVersion() : createMemoryContentVersion();
