import { sql, type Kysely, type Migration } from 'kysely';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { createDatabaseFrom, dropDatabases, testDatabaseName } from '../../../tests/helpers/postgres-test-database';
import { PREVIOUS_RELEASE, renamedColumn } from '../../../tests/helpers/previous-release';
import { RELEASE_VERSION } from '../release';
import { createDatabase } from './db.server';
import { migrateUpTo, THIS_RELEASE } from './migrate.server';
import { runMigrations, type MigrationSet } from './migration-runner.server';
import { describePostgresUrl } from './postgres.server';
import type { Database } from './schema';
import { upgradeSchema } from './schema-upgrade.server';

// The same start-up rules on PostgreSQL, each on a new, empty database of the test server: an older
// schema is migrated all or nothing (the dump before it is the operator's), a newer one refused.

const serverUrl = process.env.TEST_DATABASE_URL!;
const prefix = testDatabaseName('site_upgrade');
const LATEST = Object.keys(THIS_RELEASE.migrations).sort();
const open: Kysely<Database>[] = [];

afterEach(async () => {
  vi.restoreAllMocks();
  for (const db of open.splice(0)) await db.destroy();
});
afterAll(async () => {
  await dropDatabases(serverUrl, prefix);
});

async function emptyDatabase() {
  const url = await createDatabaseFrom(serverUrl, `${prefix}_${open.length}_${Date.now() % 100_000}`);
  const config = { kind: 'postgres', url, poolSize: 2 } as const;
  const db = createDatabase(config);
  open.push(db);
  return { config, db };
}

async function contents(db: Kysely<Database>) {
  const tables = await sql<{ name: string }>`
    select table_name as name from information_schema.tables where table_schema = current_schema() order by table_name`.execute(db);
  const migrations = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
  const orders = await sql<Record<string, unknown>>`select * from ach_orders order by id`.execute(db);
  return { tables: tables.rows, migrations: migrations.rows, orders: orders.rows };
}

// That release's requests: a support request, a help-centre request, and a contact message (a help
// row with the contact form's subject), one closed with a note.
const PREVIOUS_REQUESTS = [
  {
    kind: 'support',
    reference: 'REQ-AAAA-0001',
    name: 'Di',
    email: 'di@example.com',
    subject: null,
    message: 'A drive clicks',
    phone: '+1 555 0100',
    product: 'Recoverly Data Recovery',
    status: 'open',
    note: null,
  },
  {
    kind: 'help',
    reference: 'REQ-AAAA-0002',
    name: 'Ed',
    email: 'ed@example.com',
    subject: 'Activation',
    message: 'Where do I paste the key?',
    phone: null,
    product: null,
    status: 'open',
    note: null,
  },
  {
    kind: 'contact',
    reference: 'REQ-AAAA-0003',
    name: 'Flo',
    email: 'flo@example.com',
    subject: 'Contact Form Submission',
    message: 'Do you sell gift cards?',
    phone: null,
    product: null,
    status: 'closed',
    note: 'Answered by phone',
  },
];

async function previousReleaseSchema(db: Kysely<Database>) {
  await migrateUpTo(db, PREVIOUS_RELEASE.lastMigration);
  await sql`drop table schema_upgrades`.execute(db);
  await sql`insert into ach_orders (reference, name, email, plan, price, amount_cents) values ('ORD-AAAA-0001', 'Ada', 'ada@example.com', 'Yearly', '$79.99', 7999)`.execute(
    db,
  );
  const [support, help, contact] = PREVIOUS_REQUESTS;
  await sql`insert into support_requests (reference, name, email, phone, product, problem) values (${support!.reference}, ${support!.name}, ${support!.email}, ${support!.phone}, ${support!.product}, ${support!.message})`.execute(
    db,
  );
  for (const row of [help!, contact!]) {
    await sql`insert into help_requests (reference, name, email, subject, message, status, note) values (${row.reference}, ${row.name}, ${row.email}, ${row.subject}, ${row.message}, ${row.status}, ${row.note})`.execute(
      db,
    );
  }
}

describe('on PostgreSQL, a schema the previous release left', () => {
  it('is migrated in one go, every row kept, and the line says the dump before it is the operator’s', async () => {
    const { config, db } = await emptyDatabase();
    await previousReleaseSchema(db);
    const before = (await contents(db)).orders;
    const said = vi.spyOn(console, 'log').mockImplementation(() => {});

    const { applied, copy } = await upgradeSchema({ config, db });

    expect(applied).toEqual(LATEST.filter((name) => name > PREVIOUS_RELEASE.lastMigration));
    expect(copy).toBeNull();
    expect(said.mock.calls).toEqual([
      [
        `Upgrading the PostgreSQL schema (${PREVIOUS_RELEASE.lastMigration} → ${LATEST.at(-1)}): no copy is taken here; backing up PostgreSQL before an upgrade is the operator's job (pg_dump)`,
      ],
    ]);
    const after = (await contents(db)).orders;
    expect(
      after.map((row) => Object.fromEntries(Object.keys(before[0]!).map((column) => [column, row[renamedColumn('ach_orders', column)]]))),
    ).toEqual(before);
    // The two request tables are one, each request of its kind, every field kept.
    const requests =
      await sql`select kind, reference, name, email, subject, message, phone, product, status, note from requests order by reference`.execute(
        db,
      );
    expect(requests.rows).toEqual(PREVIOUS_REQUESTS);
    const history = await sql`select release, from_migration, to_migration from schema_upgrades`.execute(db);
    expect(history.rows).toEqual([
      { release: RELEASE_VERSION, from_migration: PREVIOUS_RELEASE.lastMigration, to_migration: LATEST.at(-1) },
    ]);
  });

  it('is left as it was when a migration throws half way, the ones before it in the same start undone too', async () => {
    const { config, db } = await emptyDatabase();
    await previousReleaseSchema(db);
    const before = await contents(db);
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const throwsHalfWay: Migration = {
      async up(trx) {
        await trx.schema.createTable('half_done').addColumn('id', 'integer').execute();
        await sql`update ach_orders set name = 'Overwritten'`.execute(trx);
        throw new Error('the disk is on fire');
      },
    };
    const broken: MigrationSet = {
      migrations: { ...THIS_RELEASE.migrations, '2099-01-01-999-throws-half-way': throwsHalfWay },
      release: '9.9.9',
    };

    await expect(upgradeSchema({ config, db }, broken)).rejects.toThrow(
      'the schema upgrade failed and was undone, the database is as it was (migration 2099-01-01-999-throws-half-way failed: the disk is on fire)',
    );
    expect(await contents(db)).toEqual(before);
  });
});

describe('on PostgreSQL, a schema a newer release upgraded', () => {
  it('is refused in one line naming the release it needs, and nothing changes', async () => {
    const { config, db } = await emptyDatabase();
    const future: Migration = { up: async (trx) => void (await trx.schema.createTable('future').addColumn('id', 'integer').execute()) };
    await runMigrations(db, { migrations: { ...THIS_RELEASE.migrations, '2099-01-01-001-future': future }, release: '9.0.0' });
    const before = await contents(db);

    await expect(upgradeSchema({ config, db })).rejects.toThrow(
      `the PostgreSQL database ${describePostgresUrl(config.url)} needs Recoverly 9.0.0 or newer: its schema has migration 2099-01-01-001-future, ` +
        `which this Recoverly ${RELEASE_VERSION} does not know; run Recoverly 9.0.0, or restore the dump taken before that upgrade`,
    );
    expect(await contents(db)).toEqual(before);
  });
});
