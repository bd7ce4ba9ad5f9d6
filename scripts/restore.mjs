// `npm run restore -- <file> [--force]`: restores a whole backup into the data folder (app/server/restore-cli.ts).
import { pathToFileURL } from 'node:url';
import { ensureBuild, serverEntry } from './ensure-build.mjs';

process.env.NODE_ENV ??= 'production';
await ensureBuild();
const { runRestoreCli } = await import(pathToFileURL(serverEntry).href);
process.exitCode = await runRestoreCli(process.argv.slice(2));
