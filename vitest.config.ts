import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Tests that read or write the database: they run once per backend.
const DATABASE_TESTS = [
  'app/lib/**/*.server.test.ts',
  'app/features/**/*.server.test.ts',
  'app/web/**/*.server.test.ts',
  'app/routes/**/*.test.ts',
  'app/routes/**/*.test.tsx',
  'app/server/admin-cli.test.ts',
];
// Tests of one backend are chosen by their file, never skipped: *.sqlite.test.ts (SQLite files,
// their lock, query plans) and *.postgres.test.ts (several processes, moving to PostgreSQL).
const SQLITE_ONLY = ['**/*.sqlite.test.ts', 'app/lib/db/single-server-lock.server.test.ts', 'app/web/flash.server.test.ts'];
const POSTGRES_ONLY = '**/*.postgres.test.ts';

// Kept apart from vite.config.ts so the React Router plugin does not run inside unit tests.
// Every test runs on SQLite; with TEST_DATABASE_URL (a PostgreSQL server) the database tests run a
// second time, on PostgreSQL, in the same run.
export default defineConfig({
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  test: {
    globalSetup: ['tests/helpers/global-setup.ts'],
    setupFiles: ['tests/helpers/temp-database.ts'],
    pool: 'forks',
    // Most tests wait on a database, a socket or a child process more than they compute: Vitest's
    // default (one worker fewer than the CPUs) left a 2-vCPU machine a third idle and took 5 min
    // there; two per CPU took 3.2–3.9 min (docs/performance.md). Capped for large machines.
    maxWorkers: Math.min(8, 2 * os.availableParallelism()),
    testTimeout: 20_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'sqlite',
          include: ['app/**/*.test.ts', 'app/**/*.test.tsx', 'scripts/**/*.test.ts', 'tests/integration/**/*.test.ts'],
          exclude: [POSTGRES_ONLY],
          env: { TEST_BACKEND: 'sqlite' },
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              extends: true as const,
              test: {
                name: 'postgres',
                include: [...DATABASE_TESTS, POSTGRES_ONLY],
                exclude: SQLITE_ONLY,
                env: { TEST_BACKEND: 'postgres' },
              },
            },
          ]
        : []),
    ],
  },
});
