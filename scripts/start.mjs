// `npm start`: serve the production build, building it first when it is missing or out of date.
// package.json runs it with `exec`, so npm's own pid is this process's parent and signals reach it.
import { ensureBuild } from './ensure-build.mjs';

process.env.NODE_ENV ??= 'production';
await ensureBuild();
await import('./serve-build.mjs');
