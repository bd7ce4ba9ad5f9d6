import { test } from './fixtures';
import { licenseApiTests, sqliteLicenseApiSite, type LicenseApiSite } from './license-api-suite';
import { startOwnServer, type OwnServer } from './own-server';

// The license API on a SQLite site of its own (docs/licensing.md).
test.describe.configure({ mode: 'serial', timeout: 60_000 });

let own: OwnServer;
let site: LicenseApiSite;
test.beforeAll(async () => {
  own = await startOwnServer();
  site = sqliteLicenseApiSite(own);
});
test.afterAll(async () => {
  await own.dispose();
});

licenseApiTests(() => site);
