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
        rollupOptions: { output: { manualChunks: shellChunk } },
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
// Shared by two pages (the payment panel on checkout and the order page), a module stays in a chunk
// those two load; shared by three or more (buttons, page headers, form fields), it joins the shell.
const SHELL_SHARED_BY = 3;
// The administrator's routes (app/routes/admin*, the /admin area of the route table) don't count:
// what only they share (two-factor, dashboard copy) must not ride along on every visitor's first load.
const ADMIN_ROUTES = '/app/routes/admin';
// Only the routes that hydrate count: a page whose handle says `hydrate: false` (app/lib/page-scripts.ts)
// and a resource route (no component) load no client, so what they import must not join the shell
// that the pages with scripts load.
const NEVER_HYDRATES = /export const handle\b[^;]*?\bhydrate:\s*false\b/s;
function hydrates(route: string): boolean {
  const source = readFileSync(route.split('?')[0]!, 'utf8');
  return /^export default\b/m.test(source) && !NEVER_HYDRATES.test(source);
}
const shellByBuild = new WeakMap<Rollup.ManualChunkMeta['getModuleInfo'], Set<string>>();

/**
 * The 'shell' chunk, which every page loads: the root route with everything it imports (React,
 * React Router, the page frame, the error page, the toast region, their texts and icons), and every
 * module that three or more public routes that hydrate import. Both are read from the module graph, not from a
 * list of files, so moving or renaming a module never changes the rule. Rollup splits the rest
 * along route boundaries: a page's own code in its chunk, code two pages share in a chunk they load,
 * dynamic imports (the toast list) apart. React DOM stays in the client entry's chunk. Measured in
 * decision 012: the root route's imports alone leave 8-14 small files a page; no rule at all, up
 * to 24, and checkout over the 125,000-byte budget.
 */
function shellChunk(id: string, { getModuleIds, getModuleInfo }: Rollup.ManualChunkMeta): string | undefined {
  let shell = shellByBuild.get(getModuleInfo);
  if (!shell) {
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
    shell = staticImports(ROOT_ROUTE);
    const routesUsing = new Map<string, number>();
    for (const route of getModuleIds()) {
      if (!route.includes('/app/routes/') || route.includes(ADMIN_ROUTES) || !getModuleInfo(route)?.isEntry) continue;
      if (!hydrates(route)) continue;
      for (const module of staticImports(route)) routesUsing.set(module, (routesUsing.get(module) ?? 0) + 1);
    }
    for (const [module, routes] of routesUsing) if (routes >= SHELL_SHARED_BY) shell.add(module);
    shellByBuild.set(getModuleInfo, shell);
  }
  return shell.has(id) ? 'shell' : undefined;
}
