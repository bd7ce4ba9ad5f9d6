import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp';
import { ADMIN, closeSignInToast, signIn } from './admin-helpers';
import { expect, test } from './fixtures';
import { startOwnServer, type OwnServer } from './own-server';

// "Send a test e-mail" on the overview: one message to the administrator through SMTP_URL, the mail
// server's own answer shown, or its refusal; with JavaScript on (a toast) and off (the page's status).

let smtp: TestSmtpServer;
let own: OwnServer;

test.beforeAll(async () => {
  smtp = await startSmtpServer();
  own = await startOwnServer({
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SMTP_URL: smtp.url('site', 'secret'),
    MAIL_FROM: 'Recoverly <sales@recoverly.test>',
  });
});
test.afterAll(async () => {
  await own?.dispose();
  await smtp?.stop();
});

test('Send a test e-mail reaches the administrator and shows the mail server’s answer; a refusal is shown as it came', async ({
  page,
  javaScriptOn,
}) => {
  smtp.clear();
  smtp.refuse(null);
  await signIn(page, own.server.url);
  await closeSignInToast(page, javaScriptOn);
  await page.goto(`${own.server.url}/admin/overview`);
  const mail = page.getByTestId('mail-status');
  await expect(mail).toContainText(/Sent through 127\.0\.0\.1:\d+ from sales@recoverly\.test\./);

  await mail.getByRole('button', { name: 'Send a test e-mail' }).click();
  await expect(page).toHaveURL(/\/admin\/overview$/);
  const received = await smtp.waitFor((message) => message.subject === 'Test e-mail from your Recoverly site');
  expect(received.envelope.to).toEqual([ADMIN.email]);
  expect(received.from).toEqual({ name: 'Recoverly', address: 'sales@recoverly.test' });
  expect(received.text).toContain("the site's e-mail works");
  const sent = javaScriptOn
    ? page.getByRole('region', { name: 'Notifications (F8)' })
    : page.getByRole('status').filter({ hasText: 'Test E-mail Sent' });
  await expect(sent.getByText('Test E-mail Sent', { exact: true })).toBeVisible();
  await expect(sent).toContainText(new RegExp(`Sent to ${ADMIN.email.replace('.', '\\.')}\\. The mail server answered: 250 `));
  if (javaScriptOn) await page.keyboard.press('Escape');

  // Pressed on the overview with a query, the answer comes back to that very address.
  smtp.refuse('permanent');
  await page.goto(`${own.server.url}/admin/overview?from=test`);
  await page.getByTestId('mail-status').getByRole('button', { name: 'Send a test e-mail' }).click();
  await expect(page).toHaveURL(/\/admin\/overview\?from=test$/);
  const refused = javaScriptOn
    ? page.getByRole('region', { name: 'Notifications (F8)' })
    : page.getByRole('status').filter({ hasText: 'Test E-mail Not Sent' });
  await expect(refused.getByText('Test E-mail Not Sent', { exact: true })).toBeVisible();
  await expect(refused).toContainText(new RegExp(`The mail server did not take the message to ${ADMIN.email.replace('.', '\\.')}: .*550`));
  smtp.refuse(null);
});
