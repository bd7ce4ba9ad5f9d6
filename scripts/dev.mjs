// `npm run dev`: the site's own start-up and HTTP edge (app/server/dev.ts) around Vite's middleware,
// with hot reload on the same port.
import http from 'node:http';
import { createServer } from 'vite';

process.env.NODE_ENV ??= 'development';
const server = http.createServer();
const vite = await createServer({ server: { middlewareMode: true, hmr: { server } }, appType: 'custom' });
const { startDev } = await vite.ssrLoadModule('/app/server/dev.ts');
await startDev(vite, server);
