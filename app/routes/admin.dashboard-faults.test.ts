import { afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { createOrResetAdmin } from '~/features/admin-auth/admins.server';
import { db } from '~/lib/db/db.server';
import { createSupportRequest } from '~/features/requests/intake.server';
import { seedDefaultSettings } from '~/features/settings/settings.server';
import { MISSING_TABLE, withTableHidden } from '../../tests/helpers/db-faults';
import { signInCookie, TEST_ADMIN } from '../../tests/helpers/admin';
import { callRoute, getRequest } from '../../tests/helpers/route-call';
import { overviewLoader, screenLoader as loader } from '../../tests/helpers/admin-screens';
import { dashboardPath, type DashboardTab } from '~/lib/paths';

// This file's own database copy: tables are hidden and brought back here without touching other tests.
let cookie: string;
beforeAll(async () => {
  await seedDefaultSettings();
  await createOrResetAdmin(TEST_ADMIN.email, TEST_ADMIN.password);
  cookie = await signInCookie();
});

const OVERVIEW_FAILED = 'Reading the dashboard overview failed:';

// A tab's page is built from the overview above it and the tab's own screen, read together as the router does.
async function load(tab: DashboardTab) {
  const request = () => getRequest(dashboardPath(tab), { Cookie: cookie });
  const [above, screen] = await Promise.all([callRoute(overviewLoader, request()), callRoute(loader, request())]);
  return { ...screen, data: { ...above.data, ...screen.data } };
}

describe('when the dashboard cannot read something', () => {
  // Each failure is also logged for the operator: captured here (and checked), so the run stays quiet.
  let logged: MockInstance<typeof console.error>;
  beforeEach(() => {
    logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    logged.mockRestore();
  });
  const loggedTitles = () => logged.mock.calls.map((call) => String(call[0]));

  it("shows 'Error fetching orders' with the database's message", async () => {
    const outcome = await withTableHidden('ach_orders', () => load('orders'));
    expect(outcome.status).toBe(200);
    expect(outcome.data.orders).toBeNull();
    expect(outcome.data.toasts).toEqual([
      expect.objectContaining({ type: 'error', title: 'Error fetching orders', description: expect.stringMatching(MISSING_TABLE) }),
    ]);
    // The overview reads the same table: it says it is unavailable, quietly (logged, no toast).
    expect(outcome.data.overview).toBeNull();
    expect(loggedTitles().sort()).toEqual(['Error fetching orders:', OVERVIEW_FAILED]);
  });

  it("shows 'Error fetching requests' when the requests table is unreadable, and the rest of the dashboard still works", async () => {
    await createSupportRequest({ name: 'Still Here', email: 's@example.com', phone: '555 0100', product: 'Recoverly Other' });
    const outcome = await withTableHidden('requests', () => load('requests'));
    expect(outcome.data.inbox).toBeNull();
    expect(outcome.data.toasts.map((t: { title: string }) => t.title)).toEqual(['Error fetching requests']);
    // The line of requests waiting for a reply reads the same table: it says it is unavailable, quietly
    // (logged, no toast); the overview counts no request, and stays.
    expect(outcome.data.waiting).toBeNull();
    expect(outcome.data.overview).not.toBeNull();
    expect(loggedTitles().sort()).toEqual(['Error fetching requests:', 'Reading the requests waiting for a reply failed:']);
  });

  it("shows 'Error fetching settings' when a settings row is unreadable", async () => {
    const row = await db.selectFrom('site_settings').select('value').where('key', '=', 'prices_usd').executeTakeFirstOrThrow();
    await db.updateTable('site_settings').set({ value: '{"monthly": 5}' }).where('key', '=', 'prices_usd').execute();
    try {
      const outcome = await load('settings');
      expect(outcome.status).toBe(200);
      expect(outcome.data.settings).toBeNull();
      expect(outcome.data.toasts.map((t: { title: string }) => t.title)).toEqual(['Error fetching settings']);
      // The overview's setup checklist reads the settings too: it logs, and the overview stays up without it.
      expect(loggedTitles().sort()).toEqual(['Error fetching settings:', 'Reading the setup checklist failed:']);
    } finally {
      await db.updateTable('site_settings').set({ value: row.value }).where('key', '=', 'prices_usd').execute();
    }
  });

  it('keeps the tab when only the overview cannot be read: the overview says it is unavailable, without a toast', async () => {
    const outcome = await withTableHidden('outbox', () => load('settings'));
    expect(outcome.status).toBe(200);
    expect(outcome.data.overview).toBeNull();
    expect(outcome.data.settings).not.toBeNull();
    expect(outcome.data.toasts).toEqual([]);
    expect(loggedTitles()).toEqual([OVERVIEW_FAILED]);
  });
});
