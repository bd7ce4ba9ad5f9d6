// `npm run admin -- --email E --password P`: create or reset the administrator from a shell.
import { pathToFileURL } from 'node:url';
import { ensureBuild, serverEntry } from './ensure-build.mjs';

process.env.NODE_ENV ??= 'production';
await ensureBuild();
const { runAdminCli } = await import(pathToFileURL(serverEntry).href);
process.exitCode = await runAdminCli(process.argv.slice(2));
