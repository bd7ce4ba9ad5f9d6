import { test } from './fixtures';
import { licenseApiTests, type LicenseApiSite } from './license-api-suite';
import { createPostgresSite, type PostgresSite } from './postgres-servers';

// The license API on a PostgreSQL site of two processes (run when TEST_DATABASE_URL is set): the
// device limit and the rate limits hold across both.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

let pg: PostgresSite;
let site: LicenseApiSite;
test.beforeAll(async () => {
  pg = await createPostgresSite();
  const processes = await Promise.all([pg.startProcess(), pg.startProcess()]);
  site = {
    urls: processes.map((p) => p.url),
    run(sql, params) {
      let n = 0;
      return pg.query(
        sql.replace(/\?/g, () => `$${++n}`),
        params,
      );
    },
  };
});
test.afterAll(async () => {
  await pg.dispose();
});

licenseApiTests(() => site);
