import type http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import './load-context';
import { serve } from './serve';

export { runAdminCli } from './admin-cli';

const clientRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../client');

/** Starts the production server (`npm start`, or `node scripts/serve-build.mjs`). Resolves once it serves. */
export function start(): Promise<http.Server> {
  return serve({
    async createListener({ trustProxy, https, log }) {
      // Imported here, not at the top: loading the app creates files in the data folder (see serve).
      const [{ createRequestHandler }, build, { createHttpListener }, { contentVersion }] = await Promise.all([
        import('react-router'),
        import('virtual:react-router/server-build'),
        import('./http-server'),
        import('~/lib/settings.server'),
      ]);
      const handleRequest = createRequestHandler(build, 'production');
      return createHttpListener({
        handler: (request, context) => handleRequest(request, { ...context }),
        clientRoot,
        trustProxy,
        https,
        contentVersion,
        log,
      });
    },
  });
}
