import crypto from 'node:crypto';
import { newOrderReference, newRequestReference } from '../../app/lib/codes/references.server';
import AxeBuilder from '@axe-core/playwright';
import { expect, expectToast, openTestDatabase, test } from './fixtures';
import { ADMIN, closeSignInToast, REFUSED_FORM_OR_SIGN_IN_LOG, REFUSED_SIGN_IN_LOG, signIn, startPrivateServer } from './admin-helpers';
import { confirmPayment } from './order-admin-helpers';

const unique = (prefix: string) => `${prefix} ${crypto.randomBytes(4).toString('hex')}`;

function insert(sql: string, ...values: string[]): number {
  const db = openTestDatabase();
  try {
    return Number(db.prepare(sql).run(...values).lastInsertRowid);
  } finally {
    db.close();
  }
}

test.describe('admin sign-in', () => {
  test.use({ expectedConsoleErrors: [REFUSED_SIGN_IN_LOG] });

  test('a wrong password shows Sign in Failed and keeps the e-mail', async ({ page, javaScriptOn }) => {
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Access' })).toBeVisible();
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password').fill('not the password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expectToast(page, javaScriptOn, 'Sign in Failed', 'Invalid email or password.');
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByLabel('Email')).toHaveValue(ADMIN.email);
    await expect(page.getByLabel('Password')).toHaveValue('');
  });

  test('the right password shows Login Successful and opens the dashboard', { tag: '@smoke' }, async ({ page, javaScriptOn }) => {
    await signIn(page);
    await expectToast(page, javaScriptOn, 'Login Successful', 'Redirecting to dashboard...');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    const tabs = page.getByRole('navigation', { name: 'Dashboard sections' });
    await expect(tabs.getByRole('link', { name: 'Site Settings' })).toHaveAttribute('aria-current', 'page');

    // Signed in, /admin goes straight to the dashboard.
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });

  test('the dashboard sends a visitor who is not signed in to /admin', async ({ page }) => {
    await page.goto('/admin/orders');
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { name: 'Admin Access' })).toBeVisible();
  });
});

test.describe('the dashboard', () => {
  test('the tabs are links that work with and without JavaScript', { tag: '@smoke' }, async ({ page }) => {
    await signIn(page);
    const tabs = page.getByRole('navigation', { name: 'Dashboard sections' });
    for (const [name, heading] of [
      ['Admin Account', 'Admin Account'],
      ['Requests', 'Requests'],
      ['Orders', 'ACH Orders'],
      ['Site Settings', 'Pricing'],
    ] as const) {
      await tabs.getByRole('link', { name }).click();
      await expect(tabs.getByRole('link', { name })).toHaveAttribute('aria-current', 'page');
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    await expect(page.getByLabel('Monthly Plan')).toBeVisible();
  });

  test('an address of the dashboard from before each tab had its own opens that tab, its filters kept', async ({ page }) => {
    await signIn(page);
    const moves = [
      ['tab=settings', '/admin/dashboard', 'Pricing'],
      ['tab=account', '/admin/account', 'Admin Account'],
      ['tab=requests&status=closed&q=olga', '/admin/requests?status=closed&q=olga', 'Requests'],
      [
        'tab=orders&status=pending&from=2026-11-01&to=2026-11-30&q=ann',
        '/admin/orders?status=pending&from=2026-11-01&to=2026-11-30&q=ann',
        'ACH Orders',
      ],
      ['tab=email&status=failed', '/admin/email?status=failed', 'E-mail'],
      ['tab=activity&kind=sign-in', '/admin/activity?kind=sign-in', 'Activity'],
    ] as const;
    for (const [old, now, heading] of moves) {
      const answer = await page.request.get(`/admin/dashboard?${old}`, { maxRedirects: 0 });
      expect([answer.status(), answer.headers()['location']], old).toEqual([301, now]);
      await page.goto(`/admin/dashboard?${old}`);
      const landed = new URL(page.url());
      expect(`${landed.pathname}${landed.search}`).toBe(now);
      await expect(page.getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible();
    }
    // The filters are the list's own: the Orders screen shows them applied.
    await page.goto('/admin/dashboard?tab=orders&status=pending&q=ann');
    await expect(page.getByLabel('Search')).toHaveValue('ann');
    await expect(page.getByRole('navigation', { name: 'Dashboard sections' }).getByRole('link', { name: 'Orders' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test(
    'a checkout order is Pending Confirmation until Confirm Payment makes it Confirmed',
    { tag: '@smoke' },
    async ({ page, javaScriptOn }) => {
      const name = unique('Order Olivia');
      insert(
        `insert into ach_orders (name, email, plan, price, status, reference) values (?, ?, 'Yearly', '$79.99', 'pending', ?)`,
        name,
        'olivia@example.com',
        newOrderReference(),
      );
      await signIn(page);
      await page.goto('/admin/orders');
      const row = page.getByRole('row').filter({ hasText: name });
      await expect(row).toContainText('olivia@example.com');
      await expect(row).toContainText('Yearly');
      await expect(row).toContainText('$79.99');
      await expect(row).toContainText(/[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M UTC/);
      await expect(row.getByText('Pending Confirmation')).toBeVisible();

      await confirmPayment(page, javaScriptOn, row);
      await expectToast(page, javaScriptOn, 'Order Confirmed', 'The order has been marked as confirmed.');
      await expect(row.getByText('Confirmed', { exact: true })).toBeVisible();
      await expect(row.getByRole('button', { name: 'Confirm Payment' })).toHaveCount(0);
    },
  );

  test('contact, support and help submissions appear under Requests, shown as text', async ({ page }) => {
    const supportName = unique('Support Sam');
    const helpName = unique('Help Hana');
    const contactName = unique('Contact Cleo');
    const script = `<script>alert("${crypto.randomBytes(3).toString('hex')}")</script>`;
    insert(
      `insert into requests (kind, name, email, phone, product, reference) values ('support', ?, ?, ?, ?, ?)`,
      supportName,
      'sam@example.com',
      '+1 555 0142',
      'Recoverly Photo Repair',
      newRequestReference(),
    );
    insert(
      `insert into requests (kind, name, email, subject, message, reference) values ('help', ?, ?, ?, ?, ?)`,
      helpName,
      'hana@example.com',
      'Preview is blank',
      script,
      newRequestReference(),
    );
    insert(
      `insert into requests (kind, name, email, subject, message, reference) values ('contact', ?, ?, 'Contact Form Submission', ?, ?)`,
      contactName,
      'cleo@example.com',
      'Do you offer refunds?',
      newRequestReference(),
    );

    await signIn(page);
    // One inbox for all three forms, searched by name (the shared server holds many requests).
    const entry = async (name: string) => {
      await page.goto(`/admin/requests?q=${encodeURIComponent(name)}`);
      return page.getByRole('region', { name: 'Requests' }).getByRole('listitem').filter({ hasText: name });
    };
    const supportEntry = await entry(supportName);
    await expect(supportEntry).toContainText('Support');
    await expect(supportEntry).toContainText('sam@example.com');
    await expect(supportEntry).toContainText('Recoverly Photo Repair');
    await expect(supportEntry).toContainText(/Received [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M UTC/);
    const helpEntry = await entry(helpName);
    await expect(helpEntry).toContainText('Preview is blank');
    await expect(helpEntry).toContainText(script);
    const contactEntry = await entry(contactName);
    // The spec's subject, as stored.
    await expect(contactEntry).toContainText('Contact Form Submission');
    await expect(contactEntry).toContainText('Do you offer refunds?');
    // Each opens its conversation, where the support request's phone is.
    await (await entry(supportName)).getByRole('link').click();
    await expect(page.getByRole('list', { name: 'Conversation' })).toContainText('+1 555 0142');
  });

  // axe-core runs as a script in the page.
  test('the sign-in page and every tab pass axe-core on a phone and a desktop', { tag: '@needs-js' }, async ({ page }) => {
    test.slow(); // nine pages, each analysed in full
    const name = unique('Axe Order');
    insert(
      `insert into ach_orders (name, email, plan, price, status, reference) values (?, 'axe@example.com', 'Monthly', '$29.99', 'pending', ?)`,
      name,
      newOrderReference(),
    );
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const check = async (where: string) => {
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
      const blocking = results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => ({ where, rule: v.id, targets: v.nodes.map((n) => n.target.join(' ')).slice(0, 3) }));
      expect(blocking).toEqual([]);
    };
    await page.goto('/admin');
    await check('/admin');
    await signIn(page);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      for (const tab of ['dashboard', 'account', 'requests', 'orders']) {
        await page.goto(`/admin/${tab}`);
        await check(`${tab} at ${width}px`);
      }
    }
  });

  test('Logout ends the session and returns to /admin', async ({ page }) => {
    await signIn(page);
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { name: 'Admin Access' })).toBeVisible();
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/admin$/);
  });
});

// These change what every other test relies on (the prices, the admin's password), so they run
// against a private server with its own database.
test.describe('on a private server', () => {
  test.use({ expectedConsoleErrors: [REFUSED_FORM_OR_SIGN_IN_LOG] });
  // Each test starts a production server of its own and signs in, so it hashes and checks passwords
  // with bcrypt (cost 10, pure JavaScript) up to six times: 6-11 s of work on this 2-core machine
  // when it is lightly loaded, 21-24 s at a load average of 30, once 33 s (over the default 30 s).
  test.describe.configure({ timeout: 90_000 });

  test('saved prices, contact and bank details appear on /pricing, /contact and /checkout', async ({ page, javaScriptOn }) => {
    const server = await startPrivateServer();
    try {
      await signIn(page, server.baseURL);
      await closeSignInToast(page, javaScriptOn);
      const values: Record<string, string> = {
        'Monthly Plan': '12.34',
        'Yearly Plan': '123.45',
        'Lifetime License': '456.78',
        Phone: '+1 (555) 010-4242',
        Email: 'desk@example.org',
        Address: '77 Harbor Road, Portland, OR 97201',
        'Account Holder Name': 'Private Test Holder',
        'Bank Name': 'Private Test Bank',
        'Account Number': '998877665',
        'Routing Number': '011000015',
      };
      for (const [label, value] of Object.entries(values)) await page.getByLabel(label, { exact: true }).fill(value);
      await page.getByRole('button', { name: 'Save Site Settings' }).click();
      await expectToast(page, javaScriptOn, 'Saved!', 'Site settings have been successfully saved.');

      await page.goto(`${server.baseURL}/pricing`);
      for (const price of ['$12.34', '$123.45', '$456.78']) await expect(page.locator('body')).toContainText(price);
      await page.goto(`${server.baseURL}/contact`);
      for (const label of ['Phone', 'Email', 'Address']) await expect(page.locator('body')).toContainText(values[label]!);
      await page.goto(`${server.baseURL}/checkout?plan=Yearly`);
      for (const label of ['Account Holder Name', 'Bank Name', 'Account Number', 'Routing Number']) {
        await expect(page.locator('body')).toContainText(values[label]!);
      }
    } finally {
      // Leave the private server's pages first: a page still open would log failed fetches.
      await page.goto('about:blank');
      await server.stop();
    }
  });

  test("a price of 'abc' is refused with Save Failed and the typed values kept", async ({ page, javaScriptOn }) => {
    const server = await startPrivateServer();
    try {
      await signIn(page, server.baseURL);
      await closeSignInToast(page, javaScriptOn);
      await page.getByLabel('Yearly Plan', { exact: true }).fill('abc');
      await page.getByLabel('Phone', { exact: true }).fill('+1 555 999 0000');
      await page.getByRole('button', { name: 'Save Site Settings' }).click();
      await expectToast(page, javaScriptOn, 'Save Failed', 'Yearly Plan must be a positive amount in dollars, like 29.99.');
      await expect(page.getByLabel('Yearly Plan', { exact: true })).toHaveValue('abc');
      await expect(page.getByLabel('Phone', { exact: true })).toHaveValue('+1 555 999 0000');
      await page.goto(`${server.baseURL}/pricing`);
      await expect(page.locator('body')).toContainText('$79.99');
    } finally {
      // Leave the private server's pages first: a page still open would log failed fetches.
      await page.goto('about:blank');
      await server.stop();
    }
  });

  test('the administrator changes the password and signs in with the new one', async ({ page, javaScriptOn }) => {
    const server = await startPrivateServer();
    try {
      await signIn(page, server.baseURL);
      await page.goto(`${server.baseURL}/admin/account`);
      await expect(page.getByLabel('New Password')).toHaveAttribute('placeholder', 'Leave blank to keep the current password');

      await page.getByRole('button', { name: 'Update Credentials' }).click();
      await expectToast(page, javaScriptOn, 'No Changes', 'No new credentials were provided to update.');

      const newPassword = 'a new and longer passphrase';
      await page.getByLabel('New Password').fill(newPassword);
      await page.getByLabel('Current Password').fill('not my password');
      await page.getByRole('button', { name: 'Update Credentials' }).click();
      await expectToast(page, javaScriptOn, 'Update Failed', 'The current password is not correct.');
      // The message is beside the field it is about.
      await expect(page.getByLabel('Current Password')).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByLabel('Current Password')).toHaveAccessibleDescription(/The current password is not correct\./);

      await page.getByLabel('New Password').fill(newPassword);
      await page.getByLabel('Current Password').fill(ADMIN.password);
      await page.getByRole('button', { name: 'Update Credentials' }).click();
      await expectToast(page, javaScriptOn, 'Update Successful', 'Your credentials have been updated.');
      await expect(page.getByLabel('New Password')).toHaveValue('');
      await expect(page.getByLabel('Current Password')).toHaveValue('');

      // This session stays signed in after the change.
      await page.goto(`${server.baseURL}/admin/orders`);
      await expect(page.getByRole('heading', { name: 'ACH Orders' })).toBeVisible();
      await page.getByRole('button', { name: 'Logout' }).click();
      await expect(page).toHaveURL(/\/admin$/);

      await page.getByLabel('Email').fill(ADMIN.email);
      await page.getByLabel('Password').fill(ADMIN.password);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expectToast(page, javaScriptOn, 'Sign in Failed', 'Invalid email or password.');

      await signIn(page, server.baseURL, { email: ADMIN.email, password: newPassword });
      await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    } finally {
      // Leave the private server's pages first: a page still open would log failed fetches.
      await page.goto('about:blank');
      await server.stop();
    }
  });
});
