import fs from 'node:fs';
import path from 'node:path';
import bcrypt from 'bcryptjs';
import Database from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { AUDIT_FIELDS, type AuditField } from '../../app/features/audit/describe-fields';
import { AUDIT_KINDS, type AuditKind } from '../../app/features/audit/kinds';
import { recordAudit } from '../../app/features/audit/record.server';
import { migrateToLatest } from '../../app/lib/db/migrate.server';
import type { Database as Schema } from '../../app/lib/db/schema';
import { startServer, type ServerProcess } from '../../scripts/lib/server-process.mjs';
import { tempFolder } from '../helpers/temp-folder';
import { ADMIN, closeSignInToast, signIn } from './admin-helpers';
import { expect, test } from './fixtures';

// The Activity view in words: a site whose log holds every field the code can write (each under
// some kind, with a value of its type) shows each by its label and formatted value, and no stored
// key anywhere on the page. The server starts on a database of its own (one per project).

let server: ServerProcess;
let folder: string;

const BY = { actor: ADMIN.email, clientAddress: '203.0.113.5' };
const SAMPLES: Partial<Record<AuditField, unknown>> = {
  paidCents: 14999,
  amountCents: 7999,
  differenceCents: -500,
  statementLine: 12,
  activationId: 7,
  at: '2026-12-01T09:00:00.000Z',
  cancelledAt: '2026-11-21T08:30:00.000Z',
  licenseExpiresAt: '2027-11-24T10:00:00.000Z',
  revision: '2026-11-20T10:00:00.000Z',
  changes: [{ field: 'routingNumber', before: '••••0021', after: '••••0015' }],
  changed: ['title', 'body'],
  filters: { q: 'okafor', status: 'open', from: '', to: '' },
  email: { before: 'a@example.com', after: 'b@example.com' },
  closed: true,
  created: true,
  emailChanged: true,
  everywhere: true,
  passwordChanged: true,
  shortByBankFees: true,
  rows: 3,
  position: 2,
  recoveryCodes: 10,
  recoveryCodesLeft: 9,
};
const sample = (field: AuditField) => (field in SAMPLES ? SAMPLES[field] : `Sample ${AUDIT_FIELDS[field].label.toLowerCase()}`);

async function writeSite(file: string) {
  const sqlite = new Database(file);
  sqlite.pragma('journal_mode = WAL');
  const db = new Kysely<Schema>({ dialect: new SqliteDialect({ database: sqlite }) });
  try {
    await migrateToLatest(db);
    await db
      .insertInto('admins')
      .values({ email: ADMIN.email, password_hash: bcrypt.hashSync(ADMIN.password, 10) })
      .execute();
    // Every field, one row each, under kinds in turn: fields a kind tells in a sentence and fields it
    // doesn't both show up.
    const kinds = Object.keys(AUDIT_KINDS) as AuditKind[];
    const fields = Object.keys(AUDIT_FIELDS) as AuditField[];
    for (const [i, field] of fields.entries()) {
      await recordAudit(db, BY, { kind: kinds[i % kinds.length]!, subject: 'ORD-7K3M-9QA2', details: { [field]: sample(field) } });
    }
    await recordAudit(db, BY, { kind: 'order-confirmed', subject: 'ORD-7K3M-9QA2', details: { paidCents: 14999, bookedOn: '2026-11-24' } });
    await recordAudit(db, BY, { kind: 'bank-details-changed', details: { changes: SAMPLES.changes } });
  } finally {
    await db.destroy();
  }
}

test.beforeAll(async () => {
  folder = tempFolder('activity-words');
  const databasePath = path.join(folder, 'site.db');
  await writeSite(databasePath);
  server = await startServer({ databasePath, env: { TRUST_PROXY: '1', SESSION_SECRET: 'activity-words-secret' } });
});

test.afterAll(async () => {
  await server?.stop();
  fs.rmSync(folder, { recursive: true, force: true });
});

test('Activity tells every field by its label and value, and shows no raw key', async ({ page, javaScriptOn }) => {
  await signIn(page, server.url);
  await closeSignInToast(page, javaScriptOn);
  await page.goto(`${server.url}/admin/activity`);
  const entries = page.getByRole('list', { name: 'Activity entries' });
  await expect(entries.locator(':scope > li')).toHaveCount(Object.keys(AUDIT_FIELDS).length + 3);
  await expect(entries.getByText('Amount paid: $149.99', { exact: true }).first()).toBeVisible();
  await expect(entries.getByText('Routing Number: ••••0021 → ••••0015', { exact: true }).first()).toBeVisible();
  const text = await entries.innerText();
  for (const name of [...Object.keys(AUDIT_FIELDS), 'before', 'after', 'field']) {
    expect(text, name).not.toMatch(new RegExp(`(^|[;,] )${name} ?[:=]`, 'm'));
    if (/[A-Z]/.test(name)) expect(text, name).not.toContain(name);
  }
});
