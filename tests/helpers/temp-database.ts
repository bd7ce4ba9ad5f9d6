import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createDatabaseFrom } from './postgres-test-database';

// Runs before each test file is imported: every test file gets its own copy of a migrated database,
// so the modules it imports work on a real, private one. The vitest project says which backend:
// SQLite (a copied file) always, PostgreSQL (a database copied from the run's template) with
// TEST_DATABASE_URL.
process.env.SESSION_SECRET ??= 'test-secret-for-unit-tests';
if (process.env.TEST_BACKEND === 'postgres') {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const template = process.env.TEST_PG_TEMPLATE;
  if (!serverUrl || !template) throw new Error('the postgres test project needs TEST_DATABASE_URL (and globalSetup)');
  process.env.DATABASE_URL = await createDatabaseFrom(
    serverUrl,
    `${process.env.TEST_PG_PREFIX}_${crypto.randomBytes(4).toString('hex')}`,
    template,
  );
  // Every process of a PostgreSQL site signs license files with the key it is given (a fixed one for tests).
  process.env.LICENSE_SIGNING_KEY ??= 'MC4CAQAwBQYDK2VwBCIEIHwBxPUivIBVRMiAOM04AYtE9iQ7rul1jEzjjPK19xss';
  // And reads refund accounts with the key it is given (REFUND_ACCOUNT_KEY).
  process.env.REFUND_ACCOUNT_KEY ??= '5f'.repeat(32);
  // A few connections per file: many files run at once against one server.
  process.env.DATABASE_POOL_SIZE = '4';
} else {
  const template = process.env.TEST_TEMPLATE_DB;
  if (!template) throw new Error('TEST_TEMPLATE_DB is not set: run tests through vitest (globalSetup)');
  const file = path.join(process.env.TEST_TMP_DIR!, `test-${crypto.randomUUID()}.db`);
  fs.copyFileSync(template, file);
  delete process.env.DATABASE_URL;
  process.env.DATABASE_PATH = file;
}
