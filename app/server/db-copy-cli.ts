import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import SQLite from 'better-sqlite3';
import { copyDatabase, describeCopy, openCopyEnds } from '~/lib/db/copy.server';
import { displayPath } from '~/lib/db/database-file.server';
import { shellCommand } from '~/lib/shell-command.server';
import { isStartupError, StartupError } from '~/lib/startup-error.server';

export const DB_COPY_USAGE = `Usage: ${shellCommand('db-copy', '--from ./data/site.db --to-env DATABASE_URL')}
       ${shellCommand('db-copy', '--from ./data/site.db --to-stdin')}    (reads postgres://… from standard input)
       ${shellCommand('db-copy', '--from ./data/site.db --to postgres://user@host:5432/database')}

Copies every order, request, setting and the administrator from a SQLite file into an empty
PostgreSQL database (ids kept, row counts verified, all in one transaction), so the site can move to
PostgreSQL without losing anything. Stop the site first; the SQLite file is only read, and nothing
beside it is changed. Name the PostgreSQL database by an environment variable (--to-env) or on
standard input (--to-stdin) when its address holds a password: on the command line (--to) other
users of the machine can read it. Then start the site with DATABASE_URL set to the same address (and
SESSION_SECRET). The administrator signs in again.`;

async function readStdinLine(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8').split(/\r?\n/)[0]!.trim();
}

/**
 * A site still running on the file would make the copy miss its last orders. Its server holds a write
 * lock on `site.db.lock` for as long as it runs: that lock is tested when the file exists, and none is
 * ever created (db-copy changes nothing beside the database).
 */
function refuseWhileServed(file: string): void {
  const lockFile = `${file}.lock`;
  if (!fs.existsSync(lockFile)) return;
  const lock = new SQLite(lockFile, { fileMustExist: true, timeout: 100 });
  try {
    lock.exec('begin immediate');
    lock.exec('rollback');
  } catch (error) {
    if ((error as { code?: string }).code !== 'SQLITE_BUSY') throw error;
    throw new StartupError(`a server is using ${displayPath(file)}; stop it first, so the copy misses nothing`);
  } finally {
    lock.close();
  }
}

/** `db-copy --from FILE (--to URL | --to-env VARIABLE | --to-stdin)`. Returns the process's exit code. */
export async function runDbCopyCli(argv: string[]): Promise<number> {
  let values: { from?: string; to?: string; 'to-env'?: string; 'to-stdin'?: boolean; help?: boolean };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        from: { type: 'string' },
        to: { type: 'string' },
        'to-env': { type: 'string' },
        'to-stdin': { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${DB_COPY_USAGE}`);
    return 2;
  }
  if (values.help) {
    console.log(DB_COPY_USAGE);
    return 0;
  }
  const targets = [values.to !== undefined, values['to-env'] !== undefined, values['to-stdin'] === true].filter(Boolean).length;
  if (!values.from || targets !== 1) {
    console.error(DB_COPY_USAGE);
    return 2;
  }
  const from = path.resolve(values.from);
  let to = values.to ?? '';
  let ends: ReturnType<typeof openCopyEnds> | undefined;
  try {
    if (values['to-env'] !== undefined) {
      to = process.env[values['to-env']]?.trim() ?? '';
      if (!to)
        throw new StartupError(
          `the environment variable ${values['to-env']} is not set: set it to postgres://user:password@host:5432/database`,
        );
    }
    if (values['to-stdin']) {
      to = await readStdinLine();
      if (!to) throw new StartupError('standard input held no address: give it postgres://user:password@host:5432/database');
    }
    if (fs.existsSync(from)) refuseWhileServed(from);
    ends = openCopyEnds(from, to);
    const started = performance.now();
    const copied = await copyDatabase(ends);
    console.log(`${describeCopy(from, to, copied)} in ${Math.round(performance.now() - started)} ms`);
    return 0;
  } catch (error) {
    const reason = isStartupError(error) || error instanceof Error ? error.message : String(error);
    console.error(`Copy failed, nothing was written: ${reason}`);
    return 1;
  } finally {
    await ends?.from.destroy();
    ends?.closeSource();
    await ends?.to.destroy();
  }
}
