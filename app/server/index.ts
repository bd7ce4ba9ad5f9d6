import http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { createRequestHandler } from 'react-router';
import * as build from 'virtual:react-router/server-build';
import { createOrResetAdmin } from '~/lib/admins.server';
import { configuredSiteOrigin, servedOverHttps, trustProxy } from '~/lib/config.server';
import { closeDatabase } from '~/lib/db.server';
import { contentVersion } from '~/lib/settings.server';
import { createHttpListener } from './http-server';
import { createRequestLog } from './request-log';
import './load-context';
import { announceSetupLink, ensureAdministrator, prepareDatabase } from './startup';

const clientRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../client');

/** Starts the production server: database first, then the listener. Resolves once it listens. */
export async function start(): Promise<http.Server> {
  const startedAt = performance.now();
  const port = Number(process.env.PORT || 3000);
  const host = process.env.HOST || undefined;
  const siteUrl = configuredSiteOrigin();
  let server: http.Server | null = null;
  const requestLog = createRequestLog();
  // Registered first, so a stop request during start-up also closes the database cleanly.
  onShutdownSignal(async () => {
    if (server?.listening) {
      const closed = new Promise((resolve) => server!.close(resolve));
      server.closeIdleConnections();
      await closed;
    }
    await closeDatabase();
    requestLog.flush();
  });

  await prepareDatabase();
  const hasAdministrator = await ensureAdministrator();
  const handleRequest = createRequestHandler(build, 'production');
  server = http.createServer(
    createHttpListener({
      handler: (request, context) => handleRequest(request, { ...context }),
      clientRoot,
      trustProxy: trustProxy(),
      https: servedOverHttps(),
      // Request URLs are built on SITE_URL, else on the listening address below: never on Host.
      publicOrigin: () => siteUrl ?? origin,
      siteOrigin: siteUrl,
      contentVersion,
      log: requestLog.line,
    }),
  );
  // Slow or idle clients must not pin sockets forever.
  server.headersTimeout = 15_000;
  server.requestTimeout = 30_000;
  server.keepAliveTimeout = 5_000;

  await new Promise<void>((resolve, reject) => {
    server!.once('error', reject);
    server!.listen(port, host, () => resolve());
  });
  const shownHost = host && host !== '0.0.0.0' && host !== '::' ? host : 'localhost';
  const origin = `http://${shownHost.includes(':') ? `[${shownHost}]` : shownHost}:${port}`;
  console.log(`Server listening on ${origin} (ready in ${Math.round(performance.now() - startedAt)} ms)`);
  if (!hasAdministrator) announceSetupLink(siteUrl ?? origin);
  return server;
}

function onShutdownSignal(close: () => Promise<void>): void {
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received: shutting down`);
    // Connections that won't finish get 5 s, then the process exits anyway.
    setTimeout(() => process.exit(1), 5_000).unref();
    close().then(
      () => {
        console.log('Server stopped; database closed');
        process.exit(0);
      },
      (error) => {
        console.error('Error during shutdown:', error);
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
}

/** `npm run admin -- --email E --password P`: creates the administrator, or resets the existing one. */
export async function runAdminCli(argv: string[]): Promise<number> {
  const { values } = parseArgs({ args: argv, options: { email: { type: 'string' }, password: { type: 'string' } } });
  if (!values.email || !values.password) {
    console.error('Usage: npm run admin -- --email you@example.com --password <at least 8 characters>');
    return 2;
  }
  try {
    await prepareDatabase();
    const outcome = await createOrResetAdmin(values.email, values.password);
    console.log(
      outcome === 'created'
        ? `Administrator created: ${values.email}`
        : `Administrator reset: ${values.email} (existing sessions signed out)`,
    );
    return 0;
  } catch (error) {
    console.error(`Could not set the administrator: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await closeDatabase();
  }
}
