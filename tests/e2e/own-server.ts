import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { startServer, type ServerProcess } from '../../scripts/lib/server-process.mjs';
import { tempFolder } from '../helpers/temp-folder';

export interface OwnServer {
  server: ServerProcess;
  databasePath: string;
  /** Opens the server's database file (close it when done). */
  open(): Database.Database;
  /** Stops the server gracefully (SIGTERM), keeping its files. */
  stop(): Promise<unknown>;
  /** Starts the server again on the same database (after a stop or a kill). */
  restart(): Promise<ServerProcess>;
  dispose(): Promise<void>;
}

/** The SESSION_SECRET of servers started here (load tests sign checkout references with it). */
export const OWN_SERVER_SECRET = 'own-server-secret';

let stoppedOnPurpose = 0;

/**
 * Whether a server of a test's own is stopped on purpose right now (after stop() or dispose(), until
 * restart()): a page still open on it then fails to fetch (React Router's route discovery, say), and
 * those connection errors are the test's doing, not the site's.
 */
export function ownServerStoppedOnPurpose(): boolean {
  return stoppedOnPurpose > 0;
}

/**
 * A production server of the test's own, on its own port and database, for tests that count every
 * row, break the database or kill the process: the shared e2e server must not see any of that.
 */
export async function startOwnServer(env: Record<string, string> = {}): Promise<OwnServer> {
  const dir = tempFolder('own-server');
  const databasePath = path.join(dir, 'site.db');
  const fullEnv = { TRUST_PROXY: '1', SESSION_SECRET: OWN_SERVER_SECRET, ...env };
  let stopped = false;
  const own: OwnServer = {
    server: await startServer({ databasePath, env: fullEnv }),
    databasePath,
    open() {
      const db = new Database(databasePath);
      db.pragma('busy_timeout = 5000');
      return db;
    },
    stop() {
      if (!stopped) stoppedOnPurpose++;
      stopped = true;
      return own.server.stop();
    },
    async restart() {
      own.server = await startServer({ databasePath, env: fullEnv });
      if (stopped) stoppedOnPurpose--;
      stopped = false;
      return own.server;
    },
    async dispose() {
      await own.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
  return own;
}

/** Posts a URL-encoded form as a browser on this site would, from the given client address. */
export function postForm(
  baseUrl: string,
  pathname: string,
  fields: Record<string, string>,
  address: string,
  extraHeaders: Record<string, string> = {},
) {
  return fetch(baseUrl + pathname, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': address, ...extraHeaders },
    body: new URLSearchParams(fields).toString(),
  });
}
