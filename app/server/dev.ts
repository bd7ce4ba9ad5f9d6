import type http from 'node:http';
import path from 'node:path';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { ViteDevServer } from 'vite';
import './load-context';
import { serve } from './serve';

/**
 * `npm run dev`: the production start-up and HTTP edge (CSP, guards, client address) around Vite's
 * middleware, so what a developer sees is what production serves. Loaded through Vite, like the
 * routes, so both share one copy of every module (one database connection, one setup token).
 */
export function startDev(vite: ViteDevServer, server: http.Server): Promise<http.Server> {
  return serve({
    server,
    onStop: () => vite.close(),
    async createListener({ trustProxy, https, publicOrigin, siteOrigin, log }) {
      const { createHttpListener } = await import('./http-server');
      // The build is loaded again for every request, so an edited route is served at once.
      const build = () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>;
      const handleRequest = createRequestHandler(build, 'development');
      let renders = 0;
      const edge = createHttpListener({
        handler: (request, context) => handleRequest(request, { ...context }),
        clientRoot: path.join(vite.config.root, 'public'),
        trustProxy,
        https,
        publicOrigin,
        siteOrigin,
        // A new version for every render: nothing is served from the page cache while the code changes under it.
        contentVersion: () => ++renders,
        log,
      });
      // Vite answers for its own paths (source modules, hot reload, public files); everything else meets the edge.
      return (req, res) => vite.middlewares(req, res, () => edge(req, res));
    },
  });
}
