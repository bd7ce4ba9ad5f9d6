// `npm start`: serve the production build, building it first when it is missing or out of date.
import { ensureBuild } from './ensure-build.mjs';

process.env.NODE_ENV ??= 'production';
ensureBuild();
await import('./serve-build.mjs');
