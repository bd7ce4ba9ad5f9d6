// `npm run db:copy -- --from ./data/site.db --to postgres://…`: move the site's data from SQLite to PostgreSQL.
import { pathToFileURL } from 'node:url';
import { ensureBuild, serverEntry } from './ensure-build.mjs';

process.env.NODE_ENV ??= 'production';
await ensureBuild();
const { runDbCopyCli } = await import(pathToFileURL(serverEntry).href);
process.exitCode = await runDbCopyCli(process.argv.slice(2));
