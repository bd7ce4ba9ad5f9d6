import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import routes from '../routes';
import { createOrResetAdmin } from '~/features/admin-auth/admins.server';
import { db } from '~/lib/db/db.server';
import { placeTestOrder } from '../../tests/helpers/orders';
import { createSupportRequest } from '~/features/requests/intake.server';
import { seedDefaultSettings } from '~/features/settings/settings.server';
import { callRoute, formRequest, getRequest } from '../../tests/helpers/route-call';
import { TEST_ADMIN } from '../../tests/helpers/admin';

interface RouteEntry {
  path?: string;
  file: string;
  children?: RouteEntry[];
}

function flatten(entries: RouteEntry[]): RouteEntry[] {
  return entries.flatMap((entry) => [entry, ...flatten(entry.children ?? [])]);
}

// Every route under /admin except the sign-in page itself, and the layouts around the administrator's
// screens, read from the route table: a route added there later is checked here without anyone
// remembering to list it. A layout has no path of its own: it is reached through the dashboard's.
const guardedRoutes = flatten(routes as RouteEntry[])
  .filter((r) => r.path?.startsWith('admin/') || (r.path === undefined && r.file.startsWith('routes/admin')))
  .map((r) => ({ ...r, path: r.path ?? 'admin/dashboard' }));
// Route modules (the CSV downloads are .ts; a screen with a folder holds its routes beside its other
// modules, which the route table never names), never their tests.
const modules = import.meta.glob<Record<string, unknown>>([
  './admin.tsx',
  './admin.*.{ts,tsx}',
  './admin.*/*.{ts,tsx}',
  '!./admin.*.test.{ts,tsx}',
  '!./admin.*/*.test.{ts,tsx}',
]);

async function snapshot() {
  const tables = ['site_settings', 'ach_orders', 'requests', 'admins', 'request_messages', 'saved_replies', 'outbox'] as const;
  const out: Record<string, unknown> = {};
  for (const table of tables) out[table] = (await sql`select * from ${sql.table(table)} order by 1`.execute(db)).rows;
  return out;
}

const ATTACKS: Record<string, string>[] = [
  {
    intent: 'save-settings',
    monthly: '1',
    yearly: '1',
    lifetime: '1',
    phone: 'x',
    email: 'x@y.zz',
    address: 'x',
    accountHolder: 'x',
    bankName: 'x',
    accountNumber: '1',
    routingNumber: '1',
  },
  { intent: 'update-credentials', email: 'thief@example.com', newPassword: 'stolen password', currentPassword: TEST_ADMIN.password },
  { intent: 'confirm-order', orderId: '1' },
  { intent: 'refund-order', orderId: '1', amount: '1', reason: 'stolen' },
  { intent: 'confirm-selected', orderIds: '1' },
  { intent: 'add-note', orderId: '1', note: 'stolen' },
  { intent: 'reply', body: 'stolen', lastSeen: '0', close: '1' },
  { intent: 'note', body: 'stolen' },
  { intent: 'status', status: 'closed' },
  { intent: 'save', name: 'stolen', body: 'stolen' },
  { intent: 'delete', id: '1' },
  {},
];

const STALE_COOKIES = [
  '',
  '__session=forged-value',
  // A correctly shaped but unsigned session naming the administrator.
  `__session=${Buffer.from(JSON.stringify({ adminId: 1, credentialsVersion: 1, sid: 'x' })).toString('base64')}`,
];

describe('every admin loader and action refuses an anonymous request', () => {
  beforeAll(async () => {
    await seedDefaultSettings();
    await createOrResetAdmin(TEST_ADMIN.email, TEST_ADMIN.password);
    await placeTestOrder({ name: 'Pending Pat', email: 'pat@example.com', plan: 'Yearly', price: '$79.99' });
    await createSupportRequest({ name: 'Open Olga', email: 'olga@example.com', phone: '1', product: 'Recoverly Other' });
  });

  it('finds the admin routes in the route table', () => {
    expect(guardedRoutes.map((r) => r.path).sort()).toEqual(expect.arrayContaining(['admin/dashboard', 'admin/logout']));
  });

  it('redirects each to /admin and changes nothing', async () => {
    const before = await snapshot();
    let checked = 0;
    for (const route of guardedRoutes) {
      const load = modules[`./${route.file.replace(/^routes\//, '')}`];
      expect(load, `${route.file} is an admin route module`).toBeDefined();
      const mod = await load!();
      for (const cookie of STALE_COOKIES) {
        const headers: Record<string, string> = cookie ? { Cookie: cookie } : {};
        if (typeof mod.loader === 'function') {
          for (const url of [`/${route.path}`, `/${route.path}?tab=orders`, `/${route.path}?tab=account`, `/${route.path}?tab=requests`]) {
            const outcome = await callRoute(mod.loader as never, getRequest(url, headers));
            expect([outcome.status, outcome.location], `GET ${url}`).toEqual([302, '/admin']);
            expect(outcome.data, `GET ${url} sends no dashboard data`).toBeUndefined();
            checked++;
          }
        }
        if (typeof mod.action === 'function') {
          for (const fields of ATTACKS) {
            const outcome = await callRoute(mod.action as never, formRequest(`/${route.path}`, fields, headers));
            expect([outcome.status, outcome.location], `POST /${route.path} ${fields.intent}`).toEqual([302, '/admin']);
            checked++;
          }
        }
      }
    }
    expect(checked).toBeGreaterThanOrEqual(3 * (4 + 4 + 1 + 4));
    expect(await snapshot()).toEqual(before);
  });
});
