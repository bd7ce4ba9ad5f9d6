import type pg from 'pg';
import { StartupError } from '../startup-error.server';

// The driver is loaded only by a site on PostgreSQL (a fifth of a second of a start that doesn't need it).
let driver: Promise<typeof pg> | null = null;
function loadDriver(): Promise<typeof pg> {
  driver ??= import('pg').then(({ default: loaded }) => {
    // COUNT and SUM come back as bigint/numeric: read them as numbers (the site's counts stay far below 2^53).
    loaded.types.setTypeParser(loaded.types.builtins.INT8, (value) => Number(value));
    loaded.types.setTypeParser(loaded.types.builtins.NUMERIC, (value) => Number(value));
    return loaded;
  });
  return driver;
}

/** The address of the database as it may be printed: user, host, port and database, never the password. */
export function describePostgresUrl(url: string): string {
  try {
    const parsed = new URL(url);
    const user = parsed.username ? `${decodeURIComponent(parsed.username)}@` : '';
    const port = parsed.port ? `:${parsed.port}` : '';
    return `postgres://${user}${parsed.hostname}${port}${parsed.pathname}`;
  } catch {
    return 'DATABASE_URL';
  }
}

/** Checks DATABASE_URL's shape before anything connects; a bad one is one line naming the problem. */
export function checkPostgresUrl(url: string): void {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new StartupError('DATABASE_URL is not a URL; set it like postgres://user:password@host:5432/database');
  }
  if (parsed.protocol !== 'postgres:' && parsed.protocol !== 'postgresql:') {
    throw new StartupError(
      `DATABASE_URL must start with postgres:// (got ${parsed.protocol}//…); unset it to use the SQLite file at DATABASE_PATH`,
    );
  }
  if (!parsed.hostname || parsed.pathname.length <= 1) {
    throw new StartupError('DATABASE_URL must name a host and a database, like postgres://user:password@host:5432/database');
  }
}

export async function createPool(url: string, size: number): Promise<pg.Pool> {
  checkPostgresUrl(url);
  const { Pool } = await loadDriver();
  const pool = new Pool({ connectionString: url, max: size, connectionTimeoutMillis: 10_000, idleTimeoutMillis: 30_000 });
  // An idle connection the server dropped (restart, failover) must not crash the process: the pool replaces it.
  pool.on('error', (error) => console.error('PostgreSQL connection lost:', error.message));
  return pool;
}

const REASONS: Record<string, string> = {
  ECONNREFUSED: 'connection refused: is PostgreSQL running and listening there?',
  ENOTFOUND: 'the host name does not resolve',
  EAI_AGAIN: 'the host name does not resolve',
  ETIMEDOUT: 'the connection timed out',
  '28P01': 'the password was refused',
  '28000': 'the server refused this user',
  '3D000': 'the database does not exist',
  '42501': 'the user may not do this',
};

/** Turns a failure to reach or use the server at start into one line an operator can act on (others pass unchanged). */
export function describePostgresError(error: unknown, url: string): unknown {
  const code = String((error as { code?: unknown })?.code ?? '');
  const timedOut = error instanceof Error && /timeout/i.test(error.message) && /connect/i.test(error.message);
  const reason = REASONS[code] ?? (timedOut ? REASONS.ETIMEDOUT : undefined);
  if (!reason) return error;
  return new StartupError(`cannot use the PostgreSQL database ${describePostgresUrl(url)} (${reason}); check DATABASE_URL`);
}
