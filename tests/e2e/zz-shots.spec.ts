import { startSmtpServer } from '../helpers/smtp';
import { ADMIN, signIn } from './admin-helpers';
import { expect, test } from './fixtures';
import { startOwnServer } from './own-server';

test.use({ expectedConsoleErrors: [/404/] });
test('screenshots', async ({ page }) => {
  test.setTimeout(120_000);
  const smtp = await startSmtpServer();
  const own = await startOwnServer({ SMTP_URL: smtp.url(), ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  const base = own.server.url;
  const shot = async (name: string) => {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `/tmp/parts-shots/${name}-${width}.png`, fullPage: true });
    }
  };
  await page.goto(`${base}/checkout?plan=Yearly`);
  await shot('checkout');
  const ref = (await page.getByTestId('payment-reference').textContent())!;
  await page.getByLabel('Full Name').fill('Jane Doe');
  await page.getByLabel('Email', { exact: true }).fill('jane@example.com');
  await page.getByRole('button', { name: 'I Have Completed The Payment' }).click();
  await expect(page).toHaveURL(`${base}/`);
  const mail = await smtp.waitFor((m) => m.subject.includes(ref) && m.envelope.to[0] === 'jane@example.com', 15000);
  await page.goto(`${base}/orders`);
  await shot('lookup');
  await page.getByLabel('Order reference').fill('ORD-0000-0000');
  await page.getByLabel('Email').fill('x@example.com');
  await page.getByRole('button', { name: 'Find My Order' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await shot('lookup-miss');
  const link = /http\S+token=\S+/.exec(mail.text)![0];
  await page.goto(link);
  await shot('order-pending');
  await page.setContent(mail.html);
  await shot('mail-received');
  await signIn(page, base);
  await page.goto(`${base}/admin/dashboard?tab=orders`);
  await shot('dash-orders-pending');
  await page.getByRole('row').filter({ hasText: ref }).getByRole('button', { name: 'Confirm Payment' }).click();
  await page.waitForTimeout(500);
  await page.goto(`${base}/admin/dashboard?tab=orders`);
  await shot('dash-orders-confirmed');
  const confirmed = await smtp.waitFor((m) => m.subject.includes('license key'), 15000);
  await page.goto(/http\S+token=\S+/.exec(confirmed.text)![0]);
  await shot('order-confirmed');
  await page.setContent(confirmed.html);
  await shot('mail-confirmed');
  await page.goto(`${base}/admin/dashboard?tab=email`);
  await shot('dash-email');
  await own.dispose();
  await smtp.stop();
});
