import crypto from 'node:crypto';
import Database from 'better-sqlite3';
import { hashAccessToken, newAccessToken } from '../../app/lib/codes/access-token.server';
import { verifyLicenseFile, type LicenseFile } from '../../app/features/licenses/api/license-file';
import { fingerprint, post, seedLicense } from './license-api-suite';
import { saveBankDetails } from './shop-bank-details';
import { expect } from './fixtures';

// A shop with business in it, for the tests that move it (update, rollback, restore): a confirmed
// order with its license, the buyer's link to the order page, and a license file the site signed.

export interface ShopState {
  reference: string;
  /** The order page's address with its token, as the buyer's e-mail links to it. */
  orderPage: string;
  key: string;
  licenseFile: LicenseFile;
}

/** Orders, licenses, their devices and links: the rows that must survive a move unchanged. */
export const BUSINESS_TABLES = ['ach_orders', 'license_activations', 'order_access_tokens', 'site_settings', 'invoices'] as const;

export async function seedShop(url: string, databasePath: string): Promise<ShopState> {
  const open = () => {
    const db = new Database(databasePath);
    db.pragma('busy_timeout = 5000');
    return db;
  };
  const db = open();
  saveBankDetails(db);
  db.close();
  const site = {
    urls: [url],
    async run(sql: string, params: unknown[]) {
      const connection = open();
      try {
        const statement = connection.prepare(sql);
        return statement.reader ? statement.all(...params) : (statement.run(...params), []);
      } finally {
        connection.close();
      }
    },
  };
  const { key, reference } = await seedLicense(site, 'Yearly');
  const token = newAccessToken();
  const [order] = (await site.run('select id from ach_orders where reference = ?', [reference])) as { id: number }[];
  const now = new Date();
  await site.run('insert into order_access_tokens (token_hash, order_id, created_at, expires_at) values (?, ?, ?, ?)', [
    hashAccessToken(token),
    order!.id,
    now.toISOString(),
    new Date(now.getTime() + 30 * 86_400_000).toISOString(),
  ]);
  const activated = await post(url, 'activate', { key, fingerprint: fingerprint('moved'), name: 'Office PC', platform: 'windows' });
  expect(activated.status).toBe(201);
  const licenseFile = ((await activated.json()) as { licenseFile: LicenseFile }).licenseFile;
  return { reference, orderPage: `/orders/${reference}?token=${encodeURIComponent(token)}`, key, licenseFile };
}

/** The business rows of a database file, by table. */
export function businessRows(databasePath: string): Record<string, unknown[]> {
  const db = new Database(databasePath, { fileMustExist: true });
  try {
    return Object.fromEntries(BUSINESS_TABLES.map((table) => [table, db.prepare(`select * from ${table} order by rowid`).all()]));
  } finally {
    db.close();
  }
}

/** What a site at `url` shows of the shop: the order page loads with its token, and the license file verifies with the keys it publishes. */
export async function expectShopServed(url: string, shop: ShopState): Promise<void> {
  const page = await fetch(`${url}${shop.orderPage}`);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain(shop.reference);
  const keys = (await (await fetch(`${url}/.well-known/license-signing-keys.json`)).json()) as { keys: { kid?: string }[] };
  expect(verifyLicenseFile(shop.licenseFile, keys.keys)).toMatchObject({ key: shop.key, plan: 'Yearly' });
}

export function sha256(file: Buffer): string {
  return crypto.createHash('sha256').update(file).digest('hex');
}
