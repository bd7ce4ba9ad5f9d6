import { expect, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../../playwright.config';
import { postForm, startOwnServer } from './own-server';

export const ADMIN = E2E_ADMIN;

/** Chromium logs every 4xx answer as a console error; a refused sign-in (401) or form (400) answers so on purpose. */
export const REFUSED_SIGN_IN_LOG = /Failed to load resource: the server responded with a status of 401/;
// One pattern, not two: Playwright reads a two-item array given to test.use as [value, options].
export const REFUSED_FORM_OR_SIGN_IN_LOG = /Failed to load resource: the server responded with a status of 40[01]/;

export async function signIn(page: Page, baseURL = '', credentials = ADMIN) {
  await page.goto(`${baseURL}/admin`);
  await page.getByLabel('Email').fill(credentials.email);
  await page.getByLabel('Password').fill(credentials.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

/**
 * Closes the "Login Successful" toast (Escape, as the spec allows), so a test starts from a screen
 * with nothing over it and its own toast is the only one to look for.
 */
export async function closeSignInToast(page: Page, javaScriptOn: boolean) {
  if (!javaScriptOn) return;
  const toast = page.getByRole('region', { name: 'Notifications (F8)' }).getByText('Login Successful', { exact: true });
  await expect(toast).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(toast).toBeHidden();
}

/**
 * A second production server with its own database and administrator, for tests that change what
 * every other test relies on (the admin's password, the prices).
 */
export async function startPrivateServer(): Promise<{ baseURL: string; stop: () => Promise<void> }> {
  const own = await startOwnServer({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  return { baseURL: own.server.url, stop: () => own.dispose() };
}

/** Signs the administrator in over plain HTTP (no browser) from `address`; the session cookie to send back. */
export async function adminSessionCookie(base: string, address: string): Promise<string> {
  const response = await postForm(base, '/admin', { intent: 'sign-in', ...ADMIN }, address);
  expect(response.status).toBe(302);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0]!)
    .filter((pair) => pair.startsWith('__session='))
    .join('; ');
}

/**
 * Waits until the admin screen is at rest: no navigation loading (the main region dims to 60 % while
 * one is) and its fade back to full opacity over. Colour contrast measured mid-fade is too low.
 */
export async function adminScreenSettled(page: Page) {
  await expect(page.locator('#main')).not.toHaveAttribute('aria-busy', /.*/);
  await page.waitForFunction(() => getComputedStyle(document.querySelector('#main')!).opacity === '1');
}
