import crypto from 'node:crypto';
import path from 'node:path';
import Database from 'better-sqlite3';
import { test as base, expect, type Page } from '@playwright/test';
import { ownServerStoppedOnPurpose } from './own-server';

export { expect };

/** A loopback-range address unique to a test, sent as X-Forwarded-For so each test has its own rate limits. */
export function clientAddressFor(seed: string): string {
  const bytes = crypto.createHash('sha256').update(seed).digest();
  return `127.${bytes[0]}.${bytes[1]}.${Math.max(1, bytes[2]!)}`;
}

/** The e2e server's database, for checking exactly which rows a test left behind. */
export function openTestDatabase(): Database.Database {
  const db = new Database(path.join(process.env.E2E_DATA_DIR!, 'site.db'));
  db.pragma('busy_timeout = 5000');
  return db;
}

/** What Chromium logs when a page cannot reach its server: a refused connection, a failed fetch. */
const CONNECTION_FAILURE = /net::ERR_CONNECTION_REFUSED|Failed to fetch/;

/**
 * Waits until a page that loads the client has been hydrated (root.tsx marks <html data-hydrated>);
 * a page that ships no script is ready as it arrives. The client starts after the first paint, so a
 * click right after the load event would otherwise meet the page's no-JavaScript form.
 */
export async function waitForClient(page: Page): Promise<void> {
  await page.waitForFunction(
    () => !document.getElementById('client-bootstrap') || document.documentElement.hasAttribute('data-hydrated'),
    null,
    {
      timeout: 10_000,
    },
  );
}

interface Fixtures {
  /** Set to true in a test that expects the browser to log errors (a 404 resource, say). */
  allowConsoleErrors: boolean;
  /** Console errors a test expects, e.g. Chromium's log line for a refused form post's 400 answer. */
  expectedConsoleErrors: RegExp[];
  consoleGuard: void;
  javaScriptOn: boolean;
}

export const test = base.extend<Fixtures>({
  extraHTTPHeaders: async ({}, use, testInfo) => {
    await use({ 'X-Forwarded-For': clientAddressFor(`${testInfo.testId}-${testInfo.retry}-${testInfo.project.name}`) });
  },
  allowConsoleErrors: [false, { option: true }],
  expectedConsoleErrors: [[], { option: true }],
  javaScriptOn: async ({ javaScriptEnabled }, use) => {
    await use(javaScriptEnabled !== false);
  },
  // With JavaScript on, page.goto returns once the page's client has taken over, as it did when the
  // scripts were preloaded and ran before the load event.
  page: async ({ page, javaScriptOn }, use) => {
    if (javaScriptOn) {
      const goto = page.goto.bind(page);
      page.goto = async (...args) => {
        const answer = await goto(...args);
        await waitForClient(page);
        return answer;
      };
    }
    await use(page);
  },
  // Every page a test opens fails the test on a console error or a CSP violation.
  consoleGuard: [
    async ({ page, allowConsoleErrors, expectedConsoleErrors }, use) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        const text = message.text();
        if (message.type() !== 'error' || expectedConsoleErrors.some((pattern) => pattern.test(text))) return;
        // A page left open on a server the test stopped fails to reach it: the test's doing.
        if (ownServerStoppedOnPurpose() && CONNECTION_FAILURE.test(text)) return;
        problems.push(text);
      });
      page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
      await use();
      if (!allowConsoleErrors) expect(problems, 'console errors or CSP violations').toEqual([]);
    },
    { auto: true },
  ],
});

/** Submits the form that holds `buttonName` the way a visitor would. */
export async function submitForm(page: Page, buttonName: string | RegExp): Promise<void> {
  await page.getByRole('button', { name: buttonName }).click();
}

/** A flash or action message: the toast with JavaScript, the status banner without. */
export async function expectToast(page: Page, javaScriptOn: boolean, title: string, description: string) {
  const container = javaScriptOn
    ? page.getByRole('region', { name: 'Notifications (F8)' })
    : page.getByRole('status').filter({ hasText: title });
  await expect(container.getByText(title, { exact: true })).toBeVisible();
  await expect(container.getByText(description, { exact: true })).toBeVisible();
}
