// `npm start`: serve the production build (building it first when needed).
import { pathToFileURL } from 'node:url';
import { ensureBuild, serverEntry } from './ensure-build.mjs';

process.env.NODE_ENV ??= 'production';
ensureBuild();
const { start } = await import(pathToFileURL(serverEntry).href);
await start();
