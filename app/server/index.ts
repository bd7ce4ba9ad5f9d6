import type http from 'node:http';
import path from 'node:path';
import { createRequestHandler } from 'react-router';
import { contentVersion, refreshContentVersion } from '~/features/settings/settings.server';
import './load-context';
import { serve } from './serve';

export { runAdminCli } from './admin-cli';
export { runDbCopyCli } from './db-copy-cli';

/**
 * Starts the production server (`npm start`, or `node scripts/serve-build.mjs`) on the build in
 * `buildDir` (named by the caller: this module's code may sit in any chunk of it). Resolves once it serves.
 */
export function start({ buildDir }: { buildDir: string }): Promise<http.Server> {
  const clientRoot = path.join(buildDir, 'client');
  return serve({
    async createListener({ trustProxy, https, publicOrigin, siteOrigin, log }) {
      // Imported here, not at the top: loading the app creates files in the data folder (see serve).
      const [build, { createHttpListener }] = await Promise.all([import('virtual:react-router/server-build'), import('./http-server')]);
      const handleRequest = createRequestHandler(build, 'production');
      return createHttpListener({
        handler: (request, context) => handleRequest(request, { ...context }),
        clientRoot,
        trustProxy,
        https,
        publicOrigin,
        siteOrigin,
        contentVersion,
        refreshContentVersion,
        log,
      });
    },
  });
}
