// Serves the production build as it is, without checking it is current (tests and the bench build first).
import path from 'node:path';
import { pathToFileURL } from 'node:url';

process.env.NODE_ENV ??= 'production';
const buildDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', process.env.BUILD_DIR ?? 'build');
const { start } = await import(pathToFileURL(path.join(buildDir, 'server', 'index.js')).href);
await start();
