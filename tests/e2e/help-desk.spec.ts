import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import type { TestMailbox } from '../helpers/dovecot';
import type { ReceivedMail, TestSmtpServer } from '../helpers/smtp';
import { closeSignInToast, signIn } from './admin-helpers';
import { expect, expectToast, test } from './fixtures';
import { startHelpDeskSite, type HelpDeskSite } from './help-desk-site';

// The help desk in a browser, with JavaScript on and off, on a server of its own whose SMTP_URL points
// at a real SMTP server in this process and whose IMAP_URL reads a real Dovecot on loopback: a
// request answered from the dashboard, the answers coming back by e-mail and from the buyer's page,
// a stranger and a robot that change nothing of someone else's request, two tabs, saved replies,
// hostile HTML, attachments, and axe on the three new screens.

let site: HelpDeskSite;
let smtp: TestSmtpServer;
let mailbox: TestMailbox;
let base = '';
let reference = '';
let replied: ReceivedMail;
const CUSTOMER = { name: 'Nina Buyer', email: `nina-${Math.random().toString(36).slice(2, 8)}@example.com` };

test.describe.configure({ mode: 'serial' });
// A refused reply answers 409, a saved reply that doesn't fit 400: Chromium logs them as failed resources.
test.use({ expectedConsoleErrors: [/the server responded with a status of 40[09]/] });

test.beforeAll(async () => {
  site = await startHelpDeskSite();
  ({ smtp, mailbox, base } = site);
});

test.afterAll(async () => {
  await site?.dispose();
});

async function openConversation(page: Page) {
  await page.goto(`${base}/admin/requests/${reference}`);
  await expect(page.getByRole('heading', { level: 1, name: reference })).toBeVisible();
}

/** Check Mail Now on the inbox: the mailbox is read at once. */
async function checkMail(page: Page, javaScriptOn: boolean, imported: number) {
  await page.goto(`${base}/admin/requests?status=all`);
  await page.getByRole('button', { name: 'Check Mail Now' }).click();
  await expectToast(page, javaScriptOn, 'Mail Checked', imported === 1 ? '1 new message imported.' : `${imported} new messages imported.`);
  await expect(page.getByTestId('mailbox-status')).toHaveText(/^Mailbox last checked /);
}

const thread = (page: Page) => page.getByRole('list', { name: 'Conversation' });

test('a visitor’s request is answered from the dashboard: the e-mail carries the subject, its Message-ID and the request page', async ({
  page,
  javaScriptOn,
}) => {
  // The whole round trip (form, request page, sign-in, inbox, reply, SMTP): longer than one page's 30 s on a loaded machine.
  test.setTimeout(60_000);
  await page.goto(`${base}/help-center`);
  await page.getByLabel('Full Name').fill(CUSTOMER.name);
  await page.getByLabel('Email').fill(CUSTOMER.email);
  await page.getByLabel('Subject').fill('Lost photos');
  await page.getByLabel('Message').fill('My holiday photos are gone.');
  await page.getByRole('button', { name: 'Submit Request' }).click();
  reference = (await page.getByTestId('request-reference').textContent())!.trim();
  // The receipt links to the visitor's own request page.
  await page.getByTestId('request-reference').getByRole('link', { name: reference }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your Request' })).toBeVisible();
  await expect(page.getByText('My holiday photos are gone.')).toBeVisible();

  await signIn(page, base);
  await closeSignInToast(page, javaScriptOn);
  await expect(page.getByTestId('attention-line').getByRole('link', { name: '1 request waiting' })).toHaveAttribute(
    'href',
    '/admin/requests?status=open',
  );
  await page.goto(`${base}/admin/overview`);
  await expect(page.getByTestId('requests-waiting')).toHaveText(/^Requests waiting for a reply: 1 \(oldest less than an hour\)$/);
  await page.goto(`${base}/admin/requests`);
  await page.getByRole('link', { name: new RegExp(`${CUSTOMER.name} · Lost photos`) }).click();
  await expect(page).toHaveURL(`${base}/admin/requests/${reference}`);
  await page.getByRole('textbox', { name: 'Reply' }).fill('Hello Nina,\nplease run the deep scan.');
  await page.getByRole('button', { name: 'Send Reply' }).click();
  await expectToast(page, javaScriptOn, 'Reply Sent', 'Your reply is on its way; the request waits on the customer.');
  await expect(page.getByText('Waiting on customer', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Reply' })).toHaveValue('');

  replied = await smtp.waitFor((mail) => mail.subject === `Re: Lost photos [${reference}]`);
  expect(replied.to).toEqual([{ name: CUSTOMER.name, address: CUSTOMER.email }]);
  expect(replied.from).toEqual({ name: 'Recoverly', address: 'sales@recoverly.test' });
  expect(replied.replyTo).toEqual([{ name: 'Recoverly Support', address: mailbox.user }]);
  expect(replied.messageId).toMatch(new RegExp(`^<${reference}\\.[0-9a-f]{32}@127\\.0\\.0\\.1>$`));
  expect(replied.text).toContain('## Reply above this line ##');
  expect(replied.text).toContain('please run the deep scan.');
  expect(replied.html).toContain('please run the deep scan.');
  const link = new RegExp(`${base.replace(/[.]/g, '\\.')}/requests/${reference}\\?t=[^\\s"<]+`).exec(replied.text)![0];
  await page.goto(link);
  await expect(page.getByText('please run the deep scan.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recoverly Support' })).toBeVisible();
  await page.goto(`${base}/admin/requests/${reference}`);
  await expect(thread(page).getByText(/E-mail sent/)).toBeVisible();
});

test('the request page says it came with your address before anything the sender typed, and shows their words as theirs, never as a link', async ({
  page,
}) => {
  await page.goto(`${base}/help-center`);
  await page.getByLabel('Full Name').fill('Stranger Danger');
  await page.getByLabel('Email').fill(`victim-${Math.random().toString(36).slice(2, 8)}@example.com`);
  await page.getByLabel('Subject').fill('Your refund is ready');
  await page.getByLabel('Message').fill('Wire $49 to account 99887766 at https://evil.example/pay to unlock it.');
  await page.getByRole('button', { name: 'Submit Request' }).click();
  const phished = (await page.getByTestId('request-reference').textContent())!.trim();
  await page.getByTestId('request-reference').getByRole('link', { name: phished }).click();
  const notice = page.getByTestId('request-notice');
  await expect(notice).toHaveText(
    'This request was sent through our website with your address. If it wasn’t you, you can ignore it: we will never ask you to pay into another account.',
  );
  const conversation = page.getByRole('list').filter({ hasText: 'Wire $49' });
  // Before anything the sender typed.
  expect(
    await notice.evaluate(
      (node, other) => Boolean(node.compareDocumentPosition(other!) & Node.DOCUMENT_POSITION_FOLLOWING),
      await conversation.elementHandle(),
    ),
  ).toBe(true);
  const original = page.getByRole('article', { name: 'Your message (sent from the website)' });
  await expect(original).toContainText('Subject: Your refund is ready');
  await expect(original).toContainText('Wire $49 to account 99887766 at https://evil.example/pay to unlock it.');
  await expect(page.getByRole('heading', { name: 'You', exact: true })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Your refund is ready' })).toHaveCount(0);
  await expect(page.locator('a[href*="evil.example"]')).toHaveCount(0);
});

test('the buyer answers by e-mail: the answer joins the thread, its quote folded, and opens the request again', async ({
  page,
  javaScriptOn,
}) => {
  await signIn(page, base);
  await closeSignInToast(page, javaScriptOn);
  await site.deliver({
    from: `${CUSTOMER.name} <${CUSTOMER.email}>`,
    subject: `Re: Lost photos [${reference}]`,
    inReplyTo: replied.messageId,
    references: [replied.messageId],
    text: `The deep scan found them, thank you!\n\nOn Fri, Nina wrote:\n> ## Reply above this line ##\n> please run the deep scan.`,
  });
  await checkMail(page, javaScriptOn, 1);
  await openConversation(page);
  const answer = thread(page).getByRole('listitem').filter({ hasText: 'The deep scan found them, thank you!' });
  await expect(answer.getByRole('heading', { name: `${CUSTOMER.name} <${CUSTOMER.email}> (by e-mail)` })).toBeVisible();
  await expect(answer.getByText('please run the deep scan.')).toBeHidden();
  await expect(page.getByText('Open', { exact: true }).first()).toBeVisible();
  await expect(page.getByLabel('Status')).toHaveValue('open');
});

test('the buyer answers from the request page, without signing in', async ({ page, javaScriptOn }) => {
  const link = new RegExp(`/requests/${reference}\\?t=[^\\s"<]+`).exec(replied.text)![0];
  await page.goto(`${base}${link}`);
  // Sent empty, the box says why beside it, and the page says it as the toast.
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expectToast(page, javaScriptOn, 'Message Not Sent', 'Please write your message first.');
  await expect(page.getByRole('textbox', { name: 'Your message' })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('textbox', { name: 'Your message' })).toHaveAccessibleDescription(/Please write your message first\./);
  await page.getByRole('textbox', { name: 'Your message' }).fill('One more question: can I recover videos too?');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expectToast(page, javaScriptOn, 'Message Sent', 'Our team will get back to you shortly.');
  await expect(page.getByText('One more question: can I recover videos too?')).toBeVisible();
  await signIn(page, base);
  await closeSignInToast(page, javaScriptOn);
  await openConversation(page);
  await expect(thread(page).getByRole('heading', { name: `${CUSTOMER.name} <${CUSTOMER.email}> (from the request page)` })).toBeVisible();
});

test.describe('a request link that never opened the request', () => {
  // Its 404 is the point: Chromium logs it as a failed resource.
  test.use({ expectedConsoleErrors: [/the server responded with a status of 404/] });

  test('answers 404 with the offer of a fresh link, which e-mails the request’s address a link that opens it', async ({
    page,
    javaScriptOn,
  }) => {
    const answer = await page.goto(`${base}/requests/${reference}?t=wrong`);
    expect(answer?.status()).toBe(404);
    expect(answer?.headers()['cache-control']).toBe('no-store');
    await expect(page.getByRole('heading', { level: 2, name: 'This link has expired' })).toBeVisible();
    await expect(page.getByText('One more question: can I recover videos too?')).toHaveCount(0);
    await page.getByRole('button', { name: 'Send me a fresh link' }).click();
    await expectToast(page, javaScriptOn, 'Link Sent', "If this request exists, we've sent a fresh link to its e-mail address.");
    const fresh = await smtp.waitFor((mail) => mail.subject === `Your link to request ${reference}`);
    expect(fresh.to.map((to) => to.address)).toEqual([CUSTOMER.email]);
    const link = new RegExp(`/requests/${reference}\\?t=[^\\s"<]+`).exec(fresh.text)![0];
    const opened = await page.goto(`${base}${link}`);
    expect(opened?.status()).toBe(200);
    await expect(page.getByText('One more question: can I recover videos too?')).toBeVisible();
  });
});

test('a stranger quoting the reference starts a new request and never joins the thread', async ({ page, javaScriptOn }) => {
  await signIn(page, base);
  await closeSignInToast(page, javaScriptOn);
  await site.deliver({
    from: 'Mallory <mallory@evil.example>',
    subject: `Re: ${reference} send me her photos`,
    text: 'I am Nina, honestly.',
  });
  await checkMail(page, javaScriptOn, 1);
  await openConversation(page);
  await expect(page.getByText('I am Nina, honestly.')).toBeHidden();
  await page.goto(`${base}/admin/requests?q=mallory%40evil.example`);
  await page.getByRole('link', { name: /Mallory/ }).click();
  await expect(page.getByText('I am Nina, honestly.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(reference);
});

test('an auto-reply shows on the thread and neither reopens the request nor starts one', async ({ page, javaScriptOn }) => {
  await signIn(page, base);
  await closeSignInToast(page, javaScriptOn);
  await openConversation(page);
  await page.getByLabel('Status').selectOption('waiting');
  await page.getByRole('button', { name: 'Set Status' }).click();
  await expectToast(page, javaScriptOn, 'Status Changed', 'The request is now: Waiting on customer.');
  await site.deliver({
    from: CUSTOMER.email,
    subject: 'Out of office',
    inReplyTo: replied.messageId,
    headers: { 'Auto-Submitted': 'auto-replied' },
    text: 'I am on holiday until Monday.',
  });
  await site.deliver({ from: 'MAILER-DAEMON@mx.example', subject: 'Undelivered Mail Returned to Sender', text: 'No such user.' });
  await checkMail(page, javaScriptOn, 2);
  await openConversation(page);
  await expect(thread(page).getByRole('heading', { name: `Automatic message from ${CUSTOMER.email}` })).toBeVisible();
  await expect(page.getByLabel('Status')).toHaveValue('waiting');
  await page.goto(`${base}/admin/requests?q=${encodeURIComponent('Undelivered Mail')}`);
  await expect(page.getByText('No request matches this search.')).toBeVisible();
});

test('two tabs reply: only the first is sent, and the second keeps its draft over the new message', async ({
  browser,
  javaScriptOn,
}: {
  browser: Browser;
  javaScriptOn: boolean;
}) => {
  const context = await browser.newContext({ javaScriptEnabled: javaScriptOn });
  const first = await context.newPage();
  await signIn(first, base);
  await closeSignInToast(first, javaScriptOn);
  const second = await context.newPage();
  await openConversation(first);
  await openConversation(second);
  await first.getByRole('textbox', { name: 'Reply' }).fill('Yes, videos too. (first tab)');
  await first.getByRole('button', { name: 'Send Reply' }).click();
  await expectToast(first, javaScriptOn, 'Reply Sent', 'Your reply is on its way; the request waits on the customer.');
  await second.getByRole('textbox', { name: 'Reply' }).fill('Videos work as well. (second tab)');
  await second.getByRole('button', { name: 'Send and Close' }).click();
  await expect(second.getByRole('alert').getByText('A new message arrived while you were writing')).toBeVisible();
  await expect(second.getByRole('textbox', { name: 'Reply' })).toHaveValue('Videos work as well. (second tab)');
  await expect(thread(second).getByText('Yes, videos too. (first tab)')).toBeVisible();
  await expect(second.getByLabel('Status')).toHaveValue('waiting');
  await smtp.waitFor((mail) => mail.text.includes('(first tab)'));
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(smtp.messages.filter((mail) => mail.text.includes('(second tab)'))).toEqual([]);
  await context.close();
});

test('a saved reply is inserted with the customer’s name filled in', async ({ page, javaScriptOn }) => {
  await signIn(page, base);
  await closeSignInToast(page, javaScriptOn);
  await page.goto(`${base}/admin/saved-replies`);
  await page.getByLabel('Name').fill(`Follow-up ${javaScriptOn ? 'on' : 'off'}`);
  await page.getByLabel('Reply text').fill('Hi {name},\nis request {reference} solved?');
  await page.getByRole('button', { name: 'Add Saved Reply' }).click();
  await expectToast(page, javaScriptOn, 'Saved Reply Added', 'It can now be inserted into replies.');
  await openConversation(page);
  await page.getByRole('textbox', { name: 'Reply' }).fill('Thanks for waiting.');
  await page.getByLabel('Saved reply').selectOption({ label: `Follow-up ${javaScriptOn ? 'on' : 'off'}` });
  await page.getByRole('button', { name: 'Insert' }).click();
  await expect(page.getByRole('textbox', { name: 'Reply' })).toHaveValue(
    `Thanks for waiting.\n\nHi ${CUSTOMER.name},\nis request ${reference} solved?`,
  );
  // The draft never goes into the address (nor history, nor a log).
  expect(page.url()).toBe(`${base}/admin/requests/${reference}`);
});

test('a saved reply that would make the reply too long is not inserted, and the whole draft stays, with the reason', async ({
  page,
  javaScriptOn,
}) => {
  await signIn(page, base);
  await closeSignInToast(page, javaScriptOn);
  await openConversation(page);
  const draft = `Long answer. ${'All of this is kept. '.repeat(340)}`.slice(0, 6_990);
  await page.getByRole('textbox', { name: 'Reply' }).fill(draft);
  await page.getByLabel('Saved reply').selectOption({ label: `Follow-up ${javaScriptOn ? 'on' : 'off'}` });
  await page.getByRole('button', { name: 'Insert' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Nothing was inserted' })).toHaveText(
    'With the saved reply, the reply would be longer than 7,000 characters. Nothing was inserted; your draft is as you left it.',
  );
  await expect(page.getByRole('textbox', { name: 'Reply' })).toHaveValue(draft);
  expect(page.url()).toBe(`${base}/admin/requests/${reference}`);
});

test('an HTML e-mail with a script shows as text and runs nothing; its attachment downloads as a file', async ({ page, javaScriptOn }) => {
  await signIn(page, base);
  await closeSignInToast(page, javaScriptOn);
  const sender = `html-${javaScriptOn ? 'on' : 'off'}@example.com`;
  await site.deliver({
    from: sender,
    subject: 'Strange page',
    html: '<p>Look at <b>this</b>:</p><script>window.__pwned = true; document.title = "pwned"</script><img src=x onerror="window.__pwned = true"><p>&lt;script&gt;alert(1)&lt;/script&gt;</p>',
    attachments: [{ filename: 'report.html', content: '<script>alert("from a file")</script>', contentType: 'text/html' }],
  });
  await checkMail(page, javaScriptOn, 1);
  await page.goto(`${base}/admin/requests?q=${encodeURIComponent(sender)}`);
  await page.getByRole('link', { name: /Strange page/ }).click();
  const original = page.getByRole('list', { name: 'Conversation' }).getByRole('listitem').first();
  await expect(original.getByText('<script>alert(1)</script>')).toBeVisible();
  await expect(original.getByText(/Look at this/)).toBeVisible();
  expect(await original.locator('b, script, img').count()).toBe(0);
  if (javaScriptOn) expect(await page.evaluate(() => (window as unknown as { __pwned?: boolean }).__pwned)).toBeUndefined();
  await expect(page).not.toHaveTitle('pwned');

  const file = original.getByRole('link', { name: 'report.html' });
  const [download] = await Promise.all([page.waitForEvent('download'), file.click()]);
  expect(download.suggestedFilename()).toBe('report.html');
  const response = await page.request.get(`${base}${await file.getAttribute('href')}`);
  expect(response.headers()['content-disposition']).toMatch(/^attachment; filename="report\.html"/);
  expect(response.headers()['content-type']).toBe('application/octet-stream');
  expect(response.headers()['x-content-type-options']).toBe('nosniff');
});

test('axe finds nothing serious on the conversation, the inbox and the request page, at 390 and 1280 px @needs-js', async ({ page }) => {
  // Six full axe passes: on a loaded shared machine they take longer than one page's default 30 s.
  test.setTimeout(90_000);
  await signIn(page, base);
  await closeSignInToast(page, true);
  const link = new RegExp(`/requests/${reference}\\?t=[^\\s"<]+`).exec(replied.text)![0];
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of [`/admin/requests/${reference}`, '/admin/requests?status=all', link]) {
      await page.goto(`${base}${path}`);
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
      const blocking = results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => ({
          rule: violation.id,
          help: violation.help,
          targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
        }));
      expect(blocking, `axe on ${path} at ${width} px`).toEqual([]);
    }
  }
});
