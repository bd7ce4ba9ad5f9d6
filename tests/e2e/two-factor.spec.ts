import { Secret, TOTP } from 'otpauth';
import type { Page } from '@playwright/test';
import { expect, expectToast, test } from './fixtures';
import { ADMIN, closeSignInToast, REFUSED_FORM_OR_SIGN_IN_LOG, signIn, startPrivateServer } from './admin-helpers';

// Two-factor sign-in in the browser, with JavaScript on and off, on a server of the test's own (its
// administrator's sign-in changes here). The test is the administrator's phone: it reads the key off
// the set-up page and computes the codes with its own otpauth.

const codeAt = (secret: string, ms = Date.now()) =>
  new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({ timestamp: ms });

/** A six-digit code that is none of the ones valid around now. */
function wrongCode(secret: string): string {
  const valid = [-1, 0, 1].map((step) => codeAt(secret, Date.now() + step * 30_000));
  return ['123456', '654321', '111111'].find((code) => !valid.includes(code))!;
}

async function passwordStep(page: Page, baseURL: string) {
  await page.goto(`${baseURL}/admin`);
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Authentication Code' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);
}

async function enterCode(page: Page, code: string) {
  await page.getByLabel('Authentication Code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
}

/**
 * Enters a code the server must refuse, and waits for its answer: the refusal empties the field (a
 * new page without JavaScript, a new field with it). Two refusals in a row show the same toast, so
 * the toast alone cannot tell that the second answer has arrived; a code typed before it arrives
 * would be emptied with the field.
 */
async function enterRefusedCode(page: Page, javaScriptOn: boolean, code: string) {
  await enterCode(page, code);
  await expect(page.getByLabel('Authentication Code')).toHaveValue('');
  await expectToast(page, javaScriptOn, 'Sign in Failed', 'Invalid authentication code.');
}

async function logout(page: Page) {
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Access' })).toBeVisible();
}

test.describe('two-factor sign-in', () => {
  test.use({ expectedConsoleErrors: [REFUSED_FORM_OR_SIGN_IN_LOG] });

  test(
    'set up, sign out, sign in with a code; a wrong or reused code is refused; a recovery code works once',
    { tag: '@smoke' },
    async ({ page, javaScriptOn }) => {
      test.setTimeout(90_000);
      const server = await startPrivateServer();
      try {
        const { baseURL } = server;
        await signIn(page, baseURL);
        await closeSignInToast(page, javaScriptOn);

        // Admin Account › Two-Factor Authentication › Set Up.
        await page.goto(`${baseURL}/admin/account`);
        const panel = page.getByRole('region', { name: 'Two-Factor Authentication' });
        await expect(panel.getByTestId('two-factor-status')).toHaveText('Off');
        await panel.getByRole('button', { name: 'Set Up' }).click();
        await expect(page).toHaveURL(/\/admin\/two-factor$/);
        await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
        const secret = (await page.getByTestId('totp-secret').innerText()).replaceAll(/\s/g, '');
        expect(secret).toMatch(/^[A-Z2-7]{32}$/);
        await expect(page.getByTestId('totp-uri')).toContainText(`otpauth://totp/Recoverly:${encodeURIComponent(ADMIN.email)}?`);
        await expect(page.getByTestId('totp-uri')).toContainText(`secret=${secret}`);

        const confirmCode = codeAt(secret);
        await page.getByLabel('Authentication Code').fill(confirmCode);
        await page.getByRole('button', { name: 'Turn On Two-Factor Authentication' }).click();
        await expect(page.getByRole('heading', { name: 'Save your recovery codes' })).toBeVisible();
        await expect(page.getByText('These codes are shown only once.', { exact: false })).toBeVisible();
        await expect(page.getByTestId('two-factor-status')).toHaveText('On');
        const recoveryCodes = await page.getByTestId('recovery-code').allInnerTexts();
        expect(recoveryCodes).toHaveLength(10);
        // Unambiguous: three groups of four from Crockford's base 32 without 0 and 1, so no 0/o or 1/l/i.
        for (const code of recoveryCodes) expect(code).toMatch(/^[2-9a-hjkmnp-tv-z]{4}(-[2-9a-hjkmnp-tv-z]{4}){2}$/);
        const download = page.getByRole('link', { name: 'Download Codes (.txt)' });
        await expect(download).toHaveAttribute('download', 'recoverly-recovery-codes.txt');
        expect(decodeURIComponent((await download.getAttribute('href'))!)).toContain(recoveryCodes.join('\n'));

        // Shown once: the page after this one no longer has them.
        await page.getByRole('link', { name: 'I Have Saved My Codes' }).click();
        await expect(page).toHaveURL(/\/admin\/account$/);
        await expect(page.getByRole('region', { name: 'Two-Factor Authentication' }).getByTestId('two-factor-status')).toHaveText('On');
        await expect(page.getByText('10 of 10 recovery codes left.', { exact: false })).toBeVisible();
        expect(await page.content()).not.toContain(recoveryCodes[0]);
        await logout(page);

        // The password alone signs no one in now: the code step follows, and refuses a wrong code…
        await passwordStep(page, baseURL);
        // Whoever runs the server can turn it off: the page names the command as this checkout runs it.
        await expect(page.getByText('npm run admin -- --reset-2fa', { exact: true })).toBeVisible();
        await enterRefusedCode(page, javaScriptOn, wrongCode(secret));
        await expect(page.getByRole('heading', { level: 1, name: 'Authentication Code' })).toBeVisible();
        // …and the code that confirmed the set-up (used in its window)…
        await enterRefusedCode(page, javaScriptOn, confirmCode);
        // …and takes the app's next code.
        const signInCode = codeAt(secret, Date.now() + 30_000);
        await enterCode(page, signInCode);
        await expect(page).toHaveURL(/\/admin\/dashboard$/);
        await expectToast(page, javaScriptOn, 'Login Successful', 'Redirecting to dashboard...');
        await closeSignInToast(page, javaScriptOn);
        await logout(page);

        // That code again, in a new sign-in: refused.
        await passwordStep(page, baseURL);
        await enterRefusedCode(page, javaScriptOn, signInCode);
        // A recovery code instead: in.
        await enterCode(page, recoveryCodes[0]!);
        await expect(page).toHaveURL(/\/admin\/dashboard$/);
        await closeSignInToast(page, javaScriptOn);
        await page.goto(`${baseURL}/admin/account`);
        await expect(page.getByText('9 of 10 recovery codes left.', { exact: false })).toBeVisible();
        await logout(page);

        // The same recovery code a second time: refused.
        await passwordStep(page, baseURL);
        await enterRefusedCode(page, javaScriptOn, recoveryCodes[0]!);
        await expect(page).toHaveURL(/\/admin$/);
      } finally {
        await server.stop();
      }
    },
  );
});
