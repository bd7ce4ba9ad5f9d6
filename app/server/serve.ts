import fs from 'node:fs';
import http from 'node:http';
import { dataFolder, env } from '~/lib/env.server';
import { publicOrigin, setListeningOrigin } from '~/lib/public-origin.server';
import { describeRelease, RELEASE_VERSION, TEST_RELEASE } from '~/lib/release';
import { clearServerStatus, systemdUnit, writeServerStatus } from '~/lib/server-status.server';
import { isStartupError, StartupError } from '~/lib/startup-error.server';
import { listen, listeningLine, listeningUrls, loopbackUrl } from './listen';
import { installConsoleLog, type RequestLogEntry } from './log';
import { createRequestLog } from './request-log';
import { readServerConfig } from './server-config';
import { stopOnSignals } from './shutdown';

export interface EdgeSettings {
  trustProxy: boolean;
  https: boolean;
  /** The origin request URLs are built on: SITE_URL, else the address the server listens on. */
  publicOrigin: () => string;
  /** SITE_URL's origin when it is set. */
  siteOrigin: string | null;
  log: (entry: RequestLogEntry) => void;
}

export interface ServeOptions {
  /**
   * Builds what answers requests. Called once the database is ready: the app's modules are
   * imported only then, because loading them creates files in the data folder (the session secret).
   */
  createListener: (edge: EdgeSettings) => Promise<http.RequestListener>;
  /** A server created beforehand (development attaches Vite's hot-reload socket to it). */
  server?: http.Server;
  /** Runs at shutdown, after the listener stops accepting requests. */
  onStop?: () => Promise<void>;
  /** --new-database: an empty (0-byte) database file is made a new site rather than refused. */
  newDatabase?: boolean;
}

/**
 * The one start-up of the site, in production and in development: settings checked, port bound,
 * data folder checked, database opened and checked, lock taken (SQLite; a PostgreSQL server is
 * reached instead), migrations run, administrator
 * created, then requests served. Each step that can fail on an operator's machine fails with one line, before
 * anything later is created. Resolves once the site serves.
 */
export async function serve(options: ServeOptions): Promise<http.Server> {
  const startedAt = performance.now();
  // Every line from here on has its time, level and request id: the defaults until LOG_FORMAT and LOG_LEVEL are read.
  installConsoleLog();
  // Customer data: the data folder is created 0700 and every file in it 0600 (backups too).
  process.umask(0o077);
  const server = options.server ?? http.createServer();
  const requestLog = createRequestLog();
  let releaseLock = () => {};
  let stopMail = async () => {};
  let stopOperations = async () => {};
  let site: typeof import('./startup') | null = null;
  // The data folder, once the settings name it: where the server tells the updater how it is (server-status.server.ts).
  let status: string | null = null;
  let serving = false;
  let databaseOpened = false;
  const stop = async () => {
    if (server.listening) {
      const closed = new Promise((resolve) => server.close(resolve));
      server.closeIdleConnections();
      await closed;
    }
    await options.onStop?.();
    // After the last request (which may have queued a message), before the database closes: the message
    // being sent is finished and recorded; the rest wait in the outbox for the next start.
    await stopMail().catch((error: unknown) => console.error('Stopping the e-mail sender failed:', error));
    // A backup in progress is finished, so the database closes after it.
    await stopOperations().catch((error: unknown) => console.error('Stopping the scheduled backups failed:', error));
    await site?.closeSite();
    requestLog.flush();
    // A failed start's status stays: it says why to the updater that waits for this release.
    if (status && serving) clearServerStatus(status);
    releaseLock();
  };
  // Registered first, so a stop asked for during start-up also closes the database cleanly.
  stopOnSignals(stop);
  let ready: (listener: http.RequestListener) => void = () => {};
  let notReady: () => void = () => {};

  try {
    // The environment first: every setting is checked before a module that reads one is loaded.
    const config = readServerConfig();
    installConsoleLog(env().log);
    status = dataFolder();
    site = await import('./startup');
    for (const warning of config.warnings) console.warn(`Warning: ${warning}`);
    // Requests that arrive while the database is prepared wait for it, then are answered; if the
    // start fails, they are told so (503) and the server can close.
    const listenerReady = new Promise<http.RequestListener>((resolve, reject) => {
      ready = resolve;
      notReady = reject;
    });
    listenerReady.catch(() => {});
    const early: http.RequestListener = (req, res) =>
      void listenerReady.then(
        (listener) => listener(req, res),
        () => {
          res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', connection: 'close' });
          res.end('The site could not start.\n');
        },
      );
    server.on('request', early);
    // Slow or idle clients must not pin sockets forever.
    server.headersTimeout = 15_000;
    server.requestTimeout = 30_000;
    server.keepAliveTimeout = 5_000;
    const address = await listen(server, config.port, config.host);

    // SQLite: folder checked, file opened and checked, one-server lock taken. PostgreSQL: reached.
    releaseLock = await site.openDatabaseForServer({ newDatabase: options.newDatabase ?? false });
    databaseOpened = true;
    console.log(`${describeRelease()} on Node ${process.versions.node}`);
    await site.prepareDatabase();
    site.prepareSessionSecret();
    // Only in the upgrade test's own build (release.ts): a release that migrates, then can't start.
    if (TEST_RELEASE && process.env[TEST_RELEASE.failStartVariable]) {
      throw new StartupError(`this test build was asked to fail after migrating (${TEST_RELEASE.failStartVariable})`);
    }
    site.prepareLicenseSigning();
    const hasAdministrator = await site.ensureAdministrator(config.admin);

    const origin = config.siteOrigin ?? listeningUrls(address)[0]!;
    setListeningOrigin(origin);
    const listener = await options.createListener({
      trustProxy: env().trustProxy,
      https: env().https,
      publicOrigin: () => publicOrigin(),
      siteOrigin: config.siteOrigin,
      log: requestLog.entry,
    });
    server.off('request', early);
    server.on('request', listener);
    ready(listener);
    stopMail = site.startBackground(origin);
    stopOperations = site.startOperations();
    // On PostgreSQL nothing else may have made the data folder yet.
    fs.mkdirSync(status, { recursive: true, mode: 0o700 });
    writeServerStatus(status, {
      pid: process.pid,
      version: RELEASE_VERSION,
      state: 'serving',
      at: new Date().toISOString(),
      url: loopbackUrl(address),
      unit: systemdUnit(),
      updateSource: env().updateSource,
    });
    serving = true;
    console.log(listeningLine(address, performance.now() - startedAt));
    if (!hasAdministrator) await site.announceSetupLink(origin);
    return server;
  } catch (error) {
    console.error(isStartupError(error) ? `Cannot start: ${error.message}` : error);
    // Said only once the database was opened: a start refused before that leaves the data folder as it was.
    if (status && databaseOpened) {
      const reason = isStartupError(error) ? error.message : error instanceof Error ? error.message : String(error);
      writeServerStatus(status, {
        pid: process.pid,
        version: RELEASE_VERSION,
        state: 'failed',
        at: new Date().toISOString(),
        reason,
        unit: systemdUnit(),
      });
    }
    notReady();
    await stop().catch(() => {});
    process.exit(1);
  }
}
