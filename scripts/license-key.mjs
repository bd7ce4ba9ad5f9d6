// `npm run license-key [-- --rotate | --new]`: shows, rotates or creates the license signing key (app/server/license-key-cli.ts).
import { pathToFileURL } from 'node:url';
import { ensureBuild, serverEntry } from './ensure-build.mjs';

process.env.NODE_ENV ??= 'production';
await ensureBuild();
const { runLicenseKeyCli } = await import(pathToFileURL(serverEntry).href);
process.exitCode = await runLicenseKeyCli(process.argv.slice(2));
