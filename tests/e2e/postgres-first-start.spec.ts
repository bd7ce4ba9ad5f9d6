import { expect, test } from './fixtures';
import { createPostgresSite } from './postgres-servers';

// Two processes started together on a new PostgreSQL database (run when TEST_DATABASE_URL is set),
// both with ADMIN_EMAIL: the first-run work must not collide. Before the administrator's creation
// took a lock, one start in about four failed on a duplicate e-mail and, with a health check
// waiting, never exited.
test('two processes starting together on a new database both serve, five times, with one administrator between them', async () => {
  test.setTimeout(120_000);
  for (let round = 0; round < 5; round++) {
    const site = await createPostgresSite();
    try {
      const servers = await Promise.all([site.startProcess(), site.startProcess()]);
      for (const server of servers) expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
      expect(await site.query('select email from admins')).toHaveLength(1);
      const created = servers.filter((server) => server.stdout().includes('Administrator created from ADMIN_EMAIL'));
      expect(created, 'one process says it created the administrator').toHaveLength(1);
    } finally {
      await site.dispose();
    }
  }
});
