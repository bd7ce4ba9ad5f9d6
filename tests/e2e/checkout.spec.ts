import { clientAddressFor, expect, expectToast, test } from './fixtures';
import { REFUSED_POST_LOG, rowsNamed, setting, uniqueName } from './form-helpers';

interface Ach {
  accountHolder: string;
  bankName: string;
  accountNumber: string;
  routingNumber: string;
}
interface Prices {
  monthly: string;
  yearly: string;
  lifetime: string;
}

const ACH_LABELS: [keyof Ach, string][] = [
  ['bankName', 'Bank Name'],
  ['accountHolder', 'Account Holder'],
  ['accountNumber', 'Account Number'],
  ['routingNumber', 'Routing Number'],
];

const summary = (page: import('@playwright/test').Page) => page.getByRole('region', { name: 'Order Summary' });

test.use({ expectedConsoleErrors: [REFUSED_POST_LOG] });

test("shows the plan with the server's price, whatever the link says", async ({ page }) => {
  const lifetime = `$${setting<Prices>('prices_usd').lifetime}`;
  await page.goto('/checkout?plan=lifetime&price=$1');
  await expect(page.getByRole('heading', { name: 'Secure Checkout', level: 1 })).toBeVisible();
  await expect(summary(page)).toContainText('Lifetime');
  await expect(summary(page).locator('dd').nth(1)).toHaveText(lifetime);
  // The spec's note on the payment's protection, in words true for a bank transfer.
  await expect(page.getByText(/^Your payment is protected by your bank's ACH network/)).toBeVisible();
  await expect(page.getByText('Credit card payments are coming soon.')).toBeVisible();
});

test(
  'empty, then partial, then complete: lands on / with the confirmation and one pending order',
  { tag: '@smoke' },
  async ({ page, javaScriptOn }) => {
    const yearly = `$${setting<Prices>('prices_usd').yearly}`;
    const name = uniqueName('Checkout buyer');
    await page.goto('/checkout?plan=Yearly&price=$0.01');
    const button = page.getByRole('button', { name: 'I Have Completed The Payment' });

    await button.click();
    await expectToast(page, javaScriptOn, 'Incomplete Information', 'Please enter your name and email to confirm your payment.');
    await expect(page.getByLabel('Full Name')).toHaveAttribute('aria-invalid', 'true');

    await page.getByLabel('Full Name').fill(name);
    await button.click();
    // Only the second answer makes the name valid again. The toast and the e-mail's error are the first
    // answer's too: waiting on them alone, the test typed the e-mail before the second answer arrived,
    // and that answer's form (rebuilt with the kept values) lost it (seen in a full run).
    await expect(page.getByLabel('Full Name')).not.toHaveAttribute('aria-invalid', 'true');
    await expectToast(page, javaScriptOn, 'Incomplete Information', 'Please enter your name and email to confirm your payment.');
    await expect(page.getByLabel('Full Name')).toHaveValue(name);
    await expect(page.getByLabel('Email', { exact: true })).toHaveAccessibleDescription('Please enter your email address.');
    expect(rowsNamed('ach_orders', name)).toEqual([]);

    await page.getByLabel('Email', { exact: true }).fill('buyer@example.com');
    await button.click();
    await expect(page).toHaveURL('/');
    await expectToast(page, javaScriptOn, 'Confirmation Sent!', "We've received your confirmation and will verify your payment shortly.");
    const orders = rowsNamed('ach_orders', name);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ email: 'buyer@example.com', plan: 'Yearly', price: yearly, status: 'pending' });

    // A lasting panel says what was recorded (with or without JavaScript), and leads to the order page.
    const reference = String(orders[0]!.reference);
    const receipt = page.getByRole('region', { name: `Order ${reference} recorded` });
    await expect(receipt).toContainText('Yearly');
    await expect(receipt).toContainText(yearly);
    await expect(receipt).toContainText('Check your e-mail');
    if (javaScriptOn) {
      // The toast leaves after its 5 seconds; the panel stays.
      await expect(page.getByRole('region', { name: 'Notifications (F8)' }).getByText('Confirmation Sent!')).toBeHidden({ timeout: 8_000 });
    }
    await expect(receipt).toBeVisible();
    await receipt.getByRole('link', { name: 'Follow your order' }).click();
    await expect(page).toHaveURL(new RegExp(`/orders/${reference}\\?token=`));
    await expect(page.getByText('Pending Confirmation').first()).toBeVisible();
    // The panel was for that one page load: the home page itself (cached for everyone) has none.
    await page.goto('/');
    await expect(page.getByRole('region', { name: /^Order ORD-/ })).toHaveCount(0);
  },
);

test('an unknown plan shows Unknown Plan / $0 and a way back to pricing, and offers no form', async ({ page }) => {
  await page.goto('/checkout?plan=Platinum&price=$5');
  await expect(summary(page)).toContainText('Unknown Plan');
  await expect(summary(page)).toContainText('$0');
  const notice = page.getByRole('region', { name: 'Choose a plan first' });
  await expect(notice).toContainText("We couldn't find that plan. Please choose one on the pricing page.");
  await notice.getByRole('link', { name: 'Back to pricing' }).click();
  await expect(page).toHaveURL('/pricing');
  await page.goBack();
  await expect(page.getByRole('button', { name: 'I Have Completed The Payment' })).toHaveCount(0);
  await expect(page.getByLabel('Full Name')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'ACH Bank Transfer' })).toHaveCount(0);
});

test('the steps, the amount beside the bank details, bank transfer before the greyed card, and the refund policy', async ({ page }) => {
  const yearly = `$${setting<Prices>('prices_usd').yearly}`;
  await page.goto('/checkout?plan=Yearly');
  const reference = (await page.getByTestId('payment-reference').textContent())!;
  const steps = page.getByRole('region', { name: 'How to pay' }).getByRole('listitem');
  await expect(steps).toHaveCount(3);
  await expect(steps.nth(0)).toContainText(`Transfer ${yearly} to the account below, with ${reference} as the memo.`);
  await expect(steps.nth(1)).toContainText('I Have Completed The Payment');
  await expect(steps.nth(2)).toContainText('within one business day');
  await expect(steps.nth(2)).toContainText('license key');
  await expect(page.getByRole('region', { name: 'ACH Bank Transfer' }).getByTestId('transfer-amount')).toHaveText(yearly);
  // The way that works comes first; the card that doesn't, after it.
  const achTop = (await page.getByRole('region', { name: 'ACH Bank Transfer' }).boundingBox())!.y;
  const cardTop = (await page.getByRole('heading', { name: 'Credit Card' }).boundingBox())!.y;
  expect(cardTop).toBeGreaterThan(achTop);
  await expect(page.getByText('30-day money-back guarantee on Yearly and Lifetime licenses')).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Refund policy', exact: true }).click();
  await expect(page).toHaveURL('/refund-policy');
});

test('the bank details are shown; without JavaScript as plain text with no copy buttons', async ({ page, javaScriptOn }) => {
  const ach = setting<Ach>('ach_details');
  await page.goto('/checkout?plan=Monthly&price=$29.99');
  const panel = page.getByRole('region', { name: 'ACH Bank Transfer' });
  for (const [key, label] of ACH_LABELS) {
    await expect(panel.getByText(ach[key], { exact: true })).toBeVisible();
    await expect(panel.getByRole('button', { name: `Copy ${label}` })).toHaveCount(javaScriptOn ? 1 : 0);
  }
  await expect(page.getByRole('note')).toContainText('Only confirm after you have sent the transfer');
});

test.describe('copy buttons', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  // Copying needs JavaScript; without it the buttons are not shown.
  test('put each value on the clipboard and say so', { tag: '@needs-js' }, async ({ page }) => {
    const ach = setting<Ach>('ach_details');
    await page.goto('/checkout?plan=Monthly&price=$29.99');
    for (const [key, label] of ACH_LABELS) {
      await page.getByRole('button', { name: `Copy ${label}` }).click();
      await expectToast(page, true, 'Copied!', `${ach[key]} copied to clipboard.`);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(ach[key]);
    }
  });
});

test.describe('one payment reference per browser and plan', () => {
  const referenceOn = async (page: import('@playwright/test').Page) => (await page.getByTestId('payment-reference').textContent())!.trim();

  test('the same after a reload, Back and in a new tab; another browser gets its own; a new one once the order is placed', async ({
    page,
    context,
    browser,
    javaScriptOn,
  }, testInfo) => {
    await page.goto('/checkout?plan=Yearly&price=$79.99');
    const reference = await referenceOn(page);
    expect(reference).toMatch(/^ORD-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    await expect(page.getByRole('note')).toContainText(`Put ${reference} in your transfer's memo`);

    // Kept for 7 days in a signed, HttpOnly, SameSite=Lax cookie: a restarted browser still has it.
    const [kept] = (await context.cookies()).filter((c) => c.name === 'checkout_ref');
    expect(kept).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(kept!.value).toContain(reference);
    expect(kept!.expires * 1000 - Date.now()).toBeGreaterThan(6.9 * 24 * 60 * 60 * 1000);

    await page.reload();
    expect(await referenceOn(page)).toBe(reference);
    await page.getByRole('main').getByRole('link', { name: 'Refund policy', exact: true }).click();
    await expect(page).toHaveURL('/refund-policy');
    await page.goBack();
    expect(await referenceOn(page)).toBe(reference);

    const tab = await context.newPage();
    await tab.goto('/checkout?plan=yearly');
    expect(await referenceOn(tab)).toBe(reference);
    // Another plan has its own, kept beside it.
    await tab.goto('/checkout?plan=Monthly');
    const monthly = await referenceOn(tab);
    expect(monthly).not.toBe(reference);
    await tab.goto('/checkout?plan=Yearly');
    expect(await referenceOn(tab)).toBe(reference);
    await tab.close();

    const otherBrowser = await browser.newContext({
      baseURL: testInfo.project.use.baseURL,
      javaScriptEnabled: javaScriptOn,
      extraHTTPHeaders: { 'X-Forwarded-For': clientAddressFor(`${testInfo.testId}-other-browser`) },
    });
    const elsewhere = await otherBrowser.newPage();
    await elsewhere.goto('/checkout?plan=Yearly');
    expect(await referenceOn(elsewhere)).not.toBe(reference);
    await otherBrowser.close();

    const name = uniqueName('Kept reference');
    await page.getByLabel('Full Name').fill(name);
    await page.getByLabel('Email', { exact: true }).fill('kept@example.com');
    await page.getByRole('button', { name: 'I Have Completed The Payment' }).click();
    await expect(page).toHaveURL('/');
    await expectToast(page, javaScriptOn, 'Confirmation Sent!', "We've received your confirmation and will verify your payment shortly.");
    expect(rowsNamed('ach_orders', name).map((order) => order.reference)).toEqual([reference]);

    await page.goto('/checkout?plan=Yearly');
    const next = await referenceOn(page);
    expect(next).not.toBe(reference);
    await page.reload();
    expect(await referenceOn(page)).toBe(next);
    // The other plan's reference was not used: it stays.
    await page.goto('/checkout?plan=Monthly');
    expect(await referenceOn(page)).toBe(monthly);
  });

  test('a refused post keeps the reference, and the corrected post places the order under it', async ({ page, javaScriptOn }) => {
    await page.goto('/checkout?plan=Lifetime');
    const reference = await referenceOn(page);
    await page.getByRole('button', { name: 'I Have Completed The Payment' }).click();
    await expectToast(page, javaScriptOn, 'Incomplete Information', 'Please enter your name and email to confirm your payment.');
    expect(await referenceOn(page)).toBe(reference);
    const name = uniqueName('Second try');
    await page.getByLabel('Full Name').fill(name);
    await page.getByLabel('Email', { exact: true }).fill('second@example.com');
    await page.getByRole('button', { name: 'I Have Completed The Payment' }).click();
    await expect(page).toHaveURL('/');
    expect(rowsNamed('ach_orders', name).map((order) => order.reference)).toEqual([reference]);
  });
});
