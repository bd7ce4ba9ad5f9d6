// `npm run admin -- --email E` (the password asked for, or piped with --password-stdin), or `-- --reset-2fa`: the administrator from a shell (app/server/admin-cli.ts).
import { pathToFileURL } from 'node:url';
import { ensureBuild, serverEntry } from './ensure-build.mjs';

process.env.NODE_ENV ??= 'production';
await ensureBuild();
const { runAdminCli } = await import(pathToFileURL(serverEntry).href);
process.exitCode = await runAdminCli(process.argv.slice(2));
