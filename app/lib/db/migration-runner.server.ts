import { Migrator, PostgresAdapter, sql, type Kysely, type Migration } from 'kysely';

/**
 * One row per start (or command) that changed the schema: which release did it, when, and from which
 * migration to which. An older release that finds migrations it does not know reads here which
 * release it would take; an operator reads the database's upgrade history.
 */
export const UPGRADES_TABLE = 'schema_upgrades';
/** Kysely's own bookkeeping: the migrations applied, and its lock row. */
export const MIGRATION_TABLES = ['kysely_migration', 'kysely_migration_lock', UPGRADES_TABLE] as const;

export interface MigrationSet {
  /** Every migration this release knows, by name; names sort in the order they apply. */
  migrations: Record<string, Migration>;
  /** The release applying them (recorded with each upgrade). */
  release: string;
}

export interface SchemaState {
  /** Migrations the database has, in order. */
  applied: string[];
  /** Migrations this release knows that the database lacks: an upgrade to run. */
  pending: string[];
  /** Migrations the database has that this release does not know: a newer release upgraded it. */
  unknown: string[];
  /** The release that last changed the schema, when one recorded it. */
  lastUpgradeRelease: string | null;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on any release's schema, and Kysely's Migrator takes Kysely<any>
type AnyDatabase = Kysely<any>;

function isPostgres(db: AnyDatabase): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

async function tableExists(db: AnyDatabase, name: string): Promise<boolean> {
  const { rows } = isPostgres(db)
    ? await sql`select 1 from information_schema.tables where table_schema = current_schema() and table_name = ${name}`.execute(db)
    : await sql`select 1 from sqlite_master where type = 'table' and name = ${name}`.execute(db);
  return rows.length > 0;
}

/** Reads which migrations the database has, against the ones this release knows. Reads only. */
export async function readSchemaState(db: AnyDatabase, known: readonly string[]): Promise<SchemaState> {
  const applied = (await tableExists(db, 'kysely_migration'))
    ? (await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db)).rows.map((row) => row.name)
    : [];
  let lastUpgradeRelease: string | null = null;
  if (await tableExists(db, UPGRADES_TABLE)) {
    const { rows } = await sql<{ release: string }>`
      select release from ${sql.table(UPGRADES_TABLE)} order by upgraded_at desc, to_migration desc limit 1`.execute(db);
    lastUpgradeRelease = rows[0]?.release ?? null;
  }
  const have = new Set(applied);
  const knows = new Set(known);
  return {
    applied,
    pending: known.filter((name) => !have.has(name)).sort(),
    unknown: applied.filter((name) => !knows.has(name)),
    lastUpgradeRelease,
  };
}

/**
 * Applies the migrations the database lacks (up to `target`, or all), all of them or none: a
 * migration that fails leaves the database exactly as it was before the first one ran. Returns the
 * names applied. PostgreSQL: Kysely's Migrator runs them in one transaction under an advisory lock
 * (several processes may start at once). SQLite: Kysely runs each statement on its own there, so the
 * run happens inside one transaction held here, with foreign keys off (a table rebuild needs them
 * off, and the pragma cannot change inside a transaction) and checked before the commit.
 */
export async function runMigrations(db: AnyDatabase, set: MigrationSet, target?: string): Promise<string[]> {
  if (isPostgres(db)) {
    const before = await readSchemaState(db, Object.keys(set.migrations));
    const applied = await migrate(db, set, target);
    if (applied.length > 0) await recordUpgrade(db, set.release, before.applied.at(-1) ?? null, applied.at(-1)!);
    return applied;
  }
  return db.connection().execute(async (connection) => {
    await sql`pragma foreign_keys = off`.execute(connection);
    try {
      // IMMEDIATE: the write lock from the start, so a command beside the running site waits its turn instead of failing half way.
      await sql`begin immediate`.execute(connection);
      try {
        const before = await readSchemaState(connection, Object.keys(set.migrations));
        const applied = await migrate(connection, set, target);
        if (applied.length > 0) {
          const { rows: broken } = await sql`pragma foreign_key_check`.execute(connection);
          if (broken.length > 0)
            throw new Error(
              `the migrations would leave ${broken.length} row${broken.length === 1 ? '' : 's'} pointing at rows that do not exist`,
            );
          await recordUpgrade(connection, set.release, before.applied.at(-1) ?? null, applied.at(-1)!);
        }
        await sql`commit`.execute(connection);
        return applied;
      } catch (error) {
        await sql`rollback`.execute(connection);
        throw error;
      }
    } finally {
      await sql`pragma foreign_keys = on`.execute(connection);
    }
  });
}

async function migrate(db: AnyDatabase, set: MigrationSet, target: string | undefined): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => set.migrations } });
  const { error, results } = target ? await migrator.migrateTo(target) : await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error')?.migrationName;
    const reason = error instanceof Error ? error.message : String(error);
    throw Object.assign(new Error(failed ? `migration ${failed} failed: ${reason}` : reason), { cause: error });
  }
  return (results ?? []).filter((result) => result.status === 'Success').map((result) => result.migrationName);
}

async function recordUpgrade(db: AnyDatabase, release: string, from: string | null, to: string): Promise<void> {
  await db.schema
    .createTable(UPGRADES_TABLE)
    .ifNotExists()
    .addColumn('release', 'varchar(64)', (column) => column.notNull())
    .addColumn('upgraded_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('from_migration', 'varchar(255)')
    .addColumn('to_migration', 'varchar(255)', (column) => column.notNull())
    .execute();
  await db
    .insertInto(UPGRADES_TABLE)
    .values({ release, upgraded_at: new Date().toISOString(), from_migration: from, to_migration: to })
    .execute();
}
