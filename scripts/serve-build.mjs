// Serves the production build as it is, without checking it is current: the command for process
// managers (after `npm run build`); tests and the bench build first.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

process.env.NODE_ENV ??= 'production';
const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const buildDir = path.resolve(projectRoot, process.env.BUILD_DIR ?? 'build');
const serverEntry = path.join(buildDir, 'server', 'index.js');
if (!fs.existsSync(serverEntry)) {
  console.error(`Cannot start: there is no production build (${path.relative(projectRoot, serverEntry)}); run npm run build first`);
  process.exit(1);
}
const { start } = await import(pathToFileURL(serverEntry).href);
// `npm start -- --new-database`: an empty (0-byte) database file becomes a new site instead of being refused.
await start({ buildDir }, { newDatabase: process.argv.slice(2).includes('--new-database') });
