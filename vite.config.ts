import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Rollup } from 'vite';

export default defineConfig(({ command, isSsrBuild }) => ({
  build: isSsrBuild
    ? // The server bundle's entry is our own HTTP server, which imports React Router's server build.
      { rollupOptions: { input: './app/server/index.ts' } }
    : {
        // React Router preloads each page's modules itself. Vite's own list is only for our one lazy
        // chunk (the toast list), whose dependencies are in the shell every page has loaded already.
        modulePreload: false,
        // Terser squeezes React and React Router a few KB smaller than esbuild (first-load budget).
        minify: 'terser' as const,
        terserOptions: { module: true, compress: { passes: 2 } },
        rollupOptions: { output: { manualChunks: firstLoadChunk } },
      },
  plugins: [tailwindcss(), reactRouter()],
  resolve: {
    alias: [
      { find: '~', replacement: fileURLToPath(new URL('./app', import.meta.url)) },
      ...(command === 'build' && !isSsrBuild ? REACT_ROUTER_PRODUCTION : []),
    ],
  },
  // Kysely and Zod are bundled into the server build: as packages they are hundreds of small ES
  // modules, each resolved, read and compiled at every start (about 200 ms of a start's CPU here).
  ssr: { external: ['better-sqlite3'], noExternal: ['kysely', 'zod'] },
}));

// React Router's package resolves to its development build everywhere (its own issue #12532): in the
// browser that kept its development warnings, about 4 KB gzipped on every page that loads the client.
// The production build is the same code with those warnings off, self-contained (its own chunks, React
// and React DOM as peers), so the client build takes it. The server keeps the package's own resolution:
// @react-router/node imports the package too, and the server must hold one copy of React Router.
const REACT_ROUTER_DEVELOPMENT = path.dirname(createRequire(import.meta.url).resolve('react-router'));
const REACT_ROUTER_PRODUCTION = [
  { find: /^react-router$/, replacement: path.join(REACT_ROUTER_DEVELOPMENT, '../production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.join(REACT_ROUTER_DEVELOPMENT, '../production/dom-export.mjs') },
];

const ROOT_ROUTE = fileURLToPath(new URL('./app/root.tsx', import.meta.url));
const ROUTES_DIR = fileURLToPath(new URL('./app/routes', import.meta.url));
// Shared by most of the public pages that load the client (buttons, page headers, form fields), a
// module joins the shell; shared by fewer (the order lookup's card on checkout and the two order
// pages, the request receipt on the three request forms), it goes in a chunk only those pages load:
// in the shell it would weigh on every page's first load, used or not.
const joinsShell = (routesUsing: number, routesHydrating: number) => routesUsing * 2 > routesHydrating;
// The administrator's routes (app/routes/admin*, the /admin area of the route table) don't count:
// what only they share (two-factor, dashboard copy) must not ride along on every visitor's first load.
const ADMIN_ROUTES = '/app/routes/admin';
// Only the routes that hydrate count: a page whose handle says `hydrate: false` (app/lib/page-scripts.ts)
// and a resource route (no component) load no client on a first visit, so what they import must
// shape neither the shell nor the chunks of the pages that do.
const NEVER_HYDRATES = /export const handle\b[^;]*?\bhydrate:\s*false\b/s;
function hydrates(route: string): boolean {
  const source = readFileSync(route.split('?')[0]!, 'utf8');
  return /^export default\b/m.test(source) && !NEVER_HYDRATES.test(source);
}
const chunksByBuild = new WeakMap<Rollup.ManualChunkMeta['getModuleInfo'], Map<string, string>>();

/**
 * The chunks of a first load, read from the module graph (not from a list of files, so moving or
 * renaming a module never changes the rule). The 'shell', which every page loads: the root route
 * with everything it imports (React, React Router, the page frame, the error page, the toast
 * region, their texts and icons), and every module that most public routes that hydrate import.
 * Every other module those routes import goes in one chunk per set of such routes that use it,
 * named after them ('checkout_order' holds what checkout and the order page share, 'checkout' the
 * checkout route and what only it uses). Left to Rollup, the routes that never hydrate split those
 * chunks further (a module checkout shares with the pricing page got a file of its own), and each
 * small file compresses worse than the same code in one: checkout loaded 12 files. Dynamic imports
 * (the toast list) stay apart; React DOM stays in the client entry's chunk; modules only the
 * administrator's routes or the pages without scripts use are split by Rollup. Measured in
 * decision 012 and docs/performance.md.
 */
function firstLoadChunk(id: string, { getModuleIds, getModuleInfo }: Rollup.ManualChunkMeta): string | undefined {
  let chunks = chunksByBuild.get(getModuleInfo);
  if (!chunks) {
    const staticImports = (from: string) => {
      const found = new Set<string>();
      const queue = [from];
      for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
        if (found.has(next)) continue;
        found.add(next);
        queue.push(...(getModuleInfo(next)?.importedIds ?? []));
      }
      return found;
    };
    const routesUsing = new Map<string, string[]>();
    let routesHydrating = 0;
    for (const route of getModuleIds()) {
      if (!route.includes('/app/routes/') || route.includes(ADMIN_ROUTES) || !getModuleInfo(route)?.isEntry) continue;
      if (!hydrates(route)) continue;
      routesHydrating += 1;
      // The chunk's name: the route's file under app/routes ('checkout', or 'order-page' for a route in a folder).
      const name = path
        .relative(ROUTES_DIR, route.split('?')[0]!)
        .replace(/(\/route)?\.tsx?$/, '')
        .replaceAll(path.sep, '-');
      for (const module of staticImports(route)) routesUsing.set(module, [...(routesUsing.get(module) ?? []), name]);
    }
    chunks = new Map([...staticImports(ROOT_ROUTE)].map((module) => [module, 'shell']));
    for (const [module, routes] of routesUsing) {
      if (chunks.has(module)) continue;
      chunks.set(module, joinsShell(routes.length, routesHydrating) ? 'shell' : routes.sort().join('_'));
    }
    chunksByBuild.set(getModuleInfo, chunks);
  }
  return chunks.get(id);
}
