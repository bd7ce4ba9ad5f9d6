// `npm run audit:verify`: checks the audit log's hash chain on either database (app/server/audit-verify-cli.ts).
import { pathToFileURL } from 'node:url';
import { ensureBuild, serverEntry } from './ensure-build.mjs';

process.env.NODE_ENV ??= 'production';
await ensureBuild();
const { runAuditVerifyCli } = await import(pathToFileURL(serverEntry).href);
process.exitCode = await runAuditVerifyCli(process.argv.slice(2));
