import path from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { tempFolder } from '../../../tests/helpers/temp-folder';
import { createKysely, openSqlite } from './db.server';
import { migrateToLatest, migrateUpTo } from './migrate.server';

// A database written while the tables said licence keeps every row when they take the spelling
// license: the devices, the revocation time, the timeline's event, and the one-active-device rule.
describe('the migration to the spelling license', () => {
  it('keeps the devices, the revocation and the timeline, and the unique active device still holds', async () => {
    const old = createKysely(openSqlite(path.join(tempFolder('license-spelling'), 'site.db')));
    await migrateUpTo(old, '2026-11-27-014-hardening');
    await sql`insert into ach_orders (name, email, plan, price, reference, licence_revoked_at)
      values ('Ann', 'ann@example.com', 'Yearly', '$79.99', 'ORD-AAAA-0001', '2026-11-26T10:00:00.000Z')`.execute(old);
    await sql`insert into licence_activations (order_id, fingerprint_hash, name, platform) values (1, 'f1', 'Laptop', 'windows')`.execute(
      old,
    );
    await sql`insert into order_events (order_id, kind, actor) values (1, 'licence-revoked', 'owner@example.com'), (1, 'note-added', 'owner@example.com')`.execute(
      old,
    );

    await migrateToLatest(old);

    const order = await sql<{ license_revoked_at: string }>`select license_revoked_at from ach_orders where id = 1`.execute(old);
    expect(order.rows).toEqual([{ license_revoked_at: '2026-11-26T10:00:00.000Z' }]);
    const devices = await sql<{ name: string }>`select name from license_activations where order_id = 1`.execute(old);
    expect(devices.rows).toEqual([{ name: 'Laptop' }]);
    const events = await sql<{ kind: string }>`select kind from order_events order by id`.execute(old);
    expect(events.rows).toEqual([{ kind: 'license-revoked' }, { kind: 'note-added' }]);
    await expect(
      sql`insert into license_activations (order_id, fingerprint_hash, name) values (1, 'f1', 'Laptop again')`.execute(old),
    ).rejects.toThrow(/UNIQUE/);
    const tables = await sql<{ name: string }>`select name from sqlite_master where name like 'licence%'`.execute(old);
    expect(tables.rows).toEqual([]);
    await old.destroy();
  });
});
