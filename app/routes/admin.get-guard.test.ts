import { beforeAll, describe, expect, it } from 'vitest';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import routeTable from '~/routes';
import { createOrResetAdmin } from '~/features/admin-auth/admins.server';
import { seedDefaultSettings } from '~/features/settings/settings.server';
import { db } from '~/lib/db/db.server';
import { DASHBOARD_TABS } from '~/components/admin/dashboard-tabs';
import { dashboardPath, isAdminPath } from '~/lib/paths';
import { ADMIN_GET_ROUTES_THAT_WRITE } from '~/web/fetch-site.server';
import { signInCookie, TEST_ADMIN } from '../../tests/helpers/admin';
import { insertOrder } from '../../tests/helpers/list-rows';
import { getRequest } from '../../tests/helpers/route-call';

// Every administrator's GET route in the route table, called the way another site's link would call it
// (a top-level navigation: the session cookie rides along, Sec-Fetch-Site: cross-site), writes nothing. A
// route that writes when called from our own pages must be listed in ADMIN_GET_ROUTES_THAT_WRITE (and so
// refuse other sites with 403): the test finds an unlisted one by calling each route and counting rows.

interface AdminRoute {
  path: string;
  file: string;
}

function flatten(entries: readonly RouteConfigEntry[], parent = ''): AdminRoute[] {
  return entries.flatMap((entry) => {
    const path = entry.path === undefined ? parent : `${parent}/${entry.path}`.replace(/\/+/g, '/');
    const own = entry.index || entry.path !== undefined ? [{ path: path || '/', file: entry.file }] : [];
    return [...own, ...flatten(entry.children ?? [], path)];
  });
}

const ADMIN_ROUTES = flatten(routeTable).filter((route) => isAdminPath(route.path.startsWith('/') ? route.path : `/${route.path}`));

// Tables whose rows are bookkeeping of any signed-in request, not something the request did: the session's
// last-seen time and the rate limits' counters.
const BOOKKEEPING = new Set(['admin_sessions', 'rate_limits', 'kysely_migration', 'kysely_migration_lock']);

let cookie: string;
let reference: string;

/** The rows of every table (but bookkeeping), to see whether a call wrote anything. */
async function rowCounts(): Promise<Record<string, number>> {
  const tables = (await db.introspection.getTables()).map((table) => table.name).filter((name) => !BOOKKEEPING.has(name));
  const counts: Record<string, number> = {};
  for (const table of tables.sort()) {
    const row = await db
      .selectFrom(table as 'audit_log')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  return counts;
}

/** The addresses a route is asked for: its params filled with a real order, the dashboard with each tab, a list for the requests CSV. */
function urlsOf(route: AdminRoute): string[] {
  const path = `/${route.path.replace(/^\//, '')}`.replace(/:reference/g, reference).replace(/:[a-z]+/gi, 'x');
  if (path === '/admin/dashboard') return DASHBOARD_TABS.map((tab) => dashboardPath(tab));
  if (path.endsWith('/requests.csv')) return [`${path}?list=support`, `${path}?list=help`];
  return [path];
}

async function callLoader(route: AdminRoute, url: string, secFetchSite: string): Promise<number> {
  const module = (await import(/* @vite-ignore */ `../${route.file}`)) as { loader?: (args: unknown) => unknown };
  const request = getRequest(url, { Cookie: cookie, 'Sec-Fetch-Site': secFetchSite, 'Sec-Fetch-Mode': 'navigate' });
  const params = Object.fromEntries(
    [...route.path.matchAll(/:([a-z]+)/gi)].map(([, name]) => [name, name === 'reference' ? reference : 'x']),
  );
  let outcome: unknown;
  try {
    outcome = await module.loader!({ request, params, context: { clientAddress: '10.6.6.6' } });
  } catch (thrown) {
    outcome = thrown;
  }
  if (outcome instanceof Response) {
    // An export writes its audit row once it is read to the end: read every body.
    await outcome.arrayBuffer();
    return outcome.status;
  }
  return 200;
}

beforeAll(async () => {
  await seedDefaultSettings();
  await createOrResetAdmin(TEST_ADMIN.email, TEST_ADMIN.password);
  cookie = await signInCookie();
  reference = (await insertOrder({ created_at: '2026-11-01T08:00:00.000Z' })).reference;
});

describe('administrator GET routes and other sites', () => {
  it('the route table has the administrator’s routes, the CSV exports among them', () => {
    const paths = ADMIN_ROUTES.map((route) => `/${route.path.replace(/^\//, '')}`);
    expect(paths).toEqual(expect.arrayContaining(['/admin', '/admin/dashboard', ...ADMIN_GET_ROUTES_THAT_WRITE]));
  });

  for (const route of ADMIN_ROUTES) {
    it(`${route.path}: from another site it writes nothing, and if it writes from our pages it is guarded`, async () => {
      const module = (await import(/* @vite-ignore */ `../${route.file}`)) as { loader?: unknown };
      if (typeof module.loader !== 'function') return;
      const guarded = ADMIN_GET_ROUTES_THAT_WRITE.includes(`/${route.path.replace(/^\//, '')}`);
      for (const url of urlsOf(route)) {
        for (const site of ['cross-site', 'same-site']) {
          const before = await rowCounts();
          const status = await callLoader(route, url, site);
          expect(await rowCounts(), `${url} (${site}) wrote rows`).toEqual(before);
          if (guarded) expect(status, url).toBe(403);
        }
        const before = await rowCounts();
        await callLoader(route, url, 'same-origin');
        const wrote = JSON.stringify(await rowCounts()) !== JSON.stringify(before);
        expect(wrote, `${url} writes from our own pages: list it in ADMIN_GET_ROUTES_THAT_WRITE (app/web/fetch-site.server.ts)`).toBe(
          guarded,
        );
      }
    });
  }
});
