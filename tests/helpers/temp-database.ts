import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

// Runs before each test file is imported: every test file gets its own copy of a migrated database,
// so the modules it imports (db.server opens DATABASE_PATH on import) work on a real, private file.
const template = process.env.TEST_TEMPLATE_DB;
if (!template) throw new Error('TEST_TEMPLATE_DB is not set: run tests through vitest (globalSetup)');
const file = path.join(process.env.TEST_TMP_DIR!, `test-${crypto.randomUUID()}.db`);
fs.copyFileSync(template, file);
process.env.DATABASE_PATH = file;
process.env.SESSION_SECRET ??= 'test-secret-for-unit-tests';
