import path from 'node:path';
import { parseArgs } from 'node:util';
import { copyDatabase, describeCopy, openCopyEnds } from '~/lib/db/copy.server';
import { lockDatabaseForThisServer } from '~/lib/db/single-server-lock.server';
import { shellCommand } from '~/lib/shell-command.server';
import { isStartupError } from '~/lib/startup-error.server';

export const DB_COPY_USAGE = `Usage: ${shellCommand('db-copy', '--from ./data/site.db --to postgres://user:password@host:5432/database')}

Copies every order, request, setting and the administrator from a SQLite file into an empty
PostgreSQL database (ids kept, row counts verified, all in one transaction), so the site can move to
PostgreSQL without losing anything. Stop the site first; the SQLite file is only read. Then start the
site with DATABASE_URL set to the same address (and SESSION_SECRET). The administrator signs in again.`;

/** `db-copy --from FILE --to URL`. Returns the process's exit code. */
export async function runDbCopyCli(argv: string[]): Promise<number> {
  let values: { from?: string; to?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { from: { type: 'string' }, to: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    }));
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${DB_COPY_USAGE}`);
    return 2;
  }
  if (values.help) {
    console.log(DB_COPY_USAGE);
    return 0;
  }
  if (!values.from || !values.to) {
    console.error(DB_COPY_USAGE);
    return 2;
  }
  const from = path.resolve(values.from);
  let ends: ReturnType<typeof openCopyEnds> | undefined;
  let releaseLock = () => {};
  try {
    ends = openCopyEnds(from, values.to);
    // The server's own lock: a site still writing to the file would make the copy miss its last orders.
    releaseLock = lockDatabaseForThisServer(from);
    const started = performance.now();
    const copied = await copyDatabase(ends);
    console.log(`${describeCopy(from, values.to, copied)} in ${Math.round(performance.now() - started)} ms`);
    return 0;
  } catch (error) {
    const reason = isStartupError(error) || error instanceof Error ? error.message : String(error);
    console.error(`Copy failed, nothing was written: ${reason}`);
    return 1;
  } finally {
    releaseLock();
    await ends?.from.destroy();
    await ends?.to.destroy();
  }
}
