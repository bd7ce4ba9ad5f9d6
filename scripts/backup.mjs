// `npm run backup -- <file>`: a consistent copy of the live SQLite database (app/server/backup-cli.ts).
import { pathToFileURL } from 'node:url';
import { ensureBuild, serverEntry } from './ensure-build.mjs';

process.env.NODE_ENV ??= 'production';
await ensureBuild();
const { runBackupCli } = await import(pathToFileURL(serverEntry).href);
process.exitCode = await runBackupCli(process.argv.slice(2));
