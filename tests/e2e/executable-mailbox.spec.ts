import fs from 'node:fs';
import type { Page } from '@playwright/test';
import type { ServerProcess } from '../../scripts/lib/server-process.mjs';
import { flood, htmlBombs, longText, lyingNames, manyParts, manyReferences } from '../helpers/attack-mail';
import { startTestMailbox, type TestMailbox } from '../helpers/dovecot';
import { rawMail } from '../helpers/raw-mail';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp';
import { ADMIN, adminSessionCookie, signIn } from './admin-helpers';
import { installExecutable, serveExecutable, type Installation } from './executable';
import { expect, test } from './fixtures';

// The outside attack on the help desk (round five), replayed as it was made: against the single
// executable on loopback, every e-mail delivered into a real Dovecot on one IMAP connection, the site
// reading the mailbox every second. The HTML bombs, the poison messages, a body of megabytes, names
// that lie, ten thousand guessed Message-IDs and a flood of a thousand new requests: the site keeps
// answering, a poison message never stops the mail behind it, nobody joins another's conversation,
// the flood waits in the mailbox, and afterwards a customer's answer is imported within two looks and
// a web form's acknowledgement is sent. Pages without JavaScript (this project's browser).

const POLL_SECONDS = 1;
const FLOOD = 1_000;
const CUSTOMER = { name: 'Carla Customer', email: 'carla@customer.example' };
// Past the site-wide limit of 300 new requests an hour, these stay unread in the mailbox.
const NEW_BY_MAIL = 5 + 1 + 1 + 1 + 1 + FLOOD;
const HELD = NEW_BY_MAIL - 300;

let smtp: TestSmtpServer;
let mailbox: TestMailbox;
let installation: Installation;
let server: ServerProcess;
let base = '';
let reference = '';
let acknowledgementId = '';
let healthLatencies: number[] = [];

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  smtp = await startSmtpServer();
  mailbox = await startTestMailbox();
  installation = installExecutable({ link: true });
  server = await serveExecutable(installation, {
    SMTP_URL: smtp.url(),
    MAIL_FROM: 'Recoverly <sales@recoverly.test>',
    IMAP_URL: mailbox.url(),
    IMAP_POLL_SECONDS: String(POLL_SECONDS),
    // Smaller than the default 25 MB, so a message over it costs the test little to deliver.
    IMAP_MAX_MESSAGE_BYTES: String(9 * 1024 * 1024),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    TRUST_PROXY: '1',
  });
  base = server.url;
});

test.afterAll(async () => {
  await server?.stop();
  await mailbox?.dispose();
  await smtp?.stop();
  if (installation) fs.rmSync(installation.folder, { recursive: true, force: true });
});

async function submitHelpForm(page: Page, who: { name: string; email: string }, subject: string) {
  await page.goto(`${base}/help-center`);
  await page.getByLabel('Full Name').fill(who.name);
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Subject').fill(subject);
  await page.getByLabel('Message').fill('My photos are gone.');
  await page.getByRole('button', { name: 'Submit Request' }).click();
  return (await page.getByTestId('request-reference').textContent())!.trim();
}

/** /healthz answer times, every 100 ms until `done` resolves. */
async function probeHealth(done: Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  let finished = false;
  void done.finally(() => (finished = true));
  while (!finished) {
    const started = performance.now();
    const answer = await fetch(`${base}/healthz`);
    await answer.arrayBuffer();
    times.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return times;
}

test('the attack’s mail: a thousand new requests, poison messages and HTML bombs, while the site keeps answering', async ({ page }) => {
  test.setTimeout(240_000);
  reference = await submitHelpForm(page, CUSTOMER, 'Lost photos');
  const acknowledgement = await smtp.waitFor((mail) => mail.subject === `We received your help request (${reference})`);
  acknowledgementId = acknowledgement.messageId;

  const attacker = (what: string) => `${what}@attacker.example`;
  const raws = [
    ...htmlBombs((i) => attacker(`bomb${i}`)).map((bomb) => bomb.raw),
    manyParts(attacker('parts'), 1_001),
    longText(attacker('long'), 8 * 1024 * 1024),
    lyingNames(attacker('names'), 'Your invoice'),
    manyReferences(attacker('references'), 'Forty thousand', 40_000),
    // Ten thousand Message-IDs in the site's old form, around the customer's acknowledgement, from the attacker's own address.
    manyReferences(
      '"Carla Customer" <victor@attacker.example>',
      `Re: We received your help request (${reference})`,
      10_000,
      Array.from({ length: 20 }, (_, i) => `<outbox-${i + 1}.${'0'.repeat(15)}${i % 10}@127.0.0.1>`),
    ),
    longText(attacker('too-large'), 10 * 1024 * 1024),
    ...flood(FLOOD),
  ];
  const deliveryStarted = performance.now();
  await mailbox.deliverAll(raws);
  console.log(`Delivered ${raws.length} messages in ${((performance.now() - deliveryStarted) / 1000).toFixed(1)} s`);
  const readingStarted = performance.now();

  // Taken in: every message imported and seen, flagged as not imported, or held unread past the limits
  // (the inbox counts those once a look has seen them).
  const cookie = await adminSessionCookie(base, '10.9.0.1');
  const heldSoFar = async () => {
    const inbox = await (await fetch(`${base}/admin/requests?status=all`, { headers: { cookie } })).text();
    return Number(/([\d,]+) messages are waiting in the mailbox/.exec(inbox)?.[1]?.replace(/,/g, '') ?? 0);
  };
  const processed = (async () => {
    await expect.poll(heldSoFar, { timeout: 200_000, intervals: [1_000] }).toBe(HELD);
    expect(await mailbox.unseen('RecoverlyNotImported')).toEqual({ unseen: HELD + 2, flagged: 2 });
  })();
  healthLatencies = await probeHealth(processed);
  await processed;
  console.log(
    `Read in ${((performance.now() - readingStarted) / 1000).toFixed(1)} s; slowest /healthz ${Math.max(...healthLatencies).toFixed(0)} ms`,
  );
  const slowest = Math.max(...healthLatencies);
  expect(healthLatencies.length).toBeGreaterThan(10);
  // The attack froze every request for 6.7 s (160 KB of `<!--`) to 103 s (400 KB). The bound leaves room for a
  // machine whose two cores are shared with the browser tests and a database (1,093 ms seen under load 25).
  expect(slowest, `slowest /healthz while the mail was read: ${slowest.toFixed(0)} ms`).toBeLessThan(3_000);
  // Its memory stays bounded: the 8 MB body kept as a file, the 10 MB message never fetched.
  const peakKb = Number(/VmHWM:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${server.pid}/status`, 'utf8'))![1]);
  expect(peakKb / 1024, 'peak resident memory in MB').toBeLessThan(450);
});

test('the inbox says what it could not import and what waits in the mailbox; the poison message downloads as it came', async ({ page }) => {
  await signIn(page, base);
  await page.goto(`${base}/admin/requests?status=all`);
  await expect(page.getByTestId('mailbox-held')).toContainText(`${HELD.toLocaleString('en-US')} messages are waiting in the mailbox`);
  const notImported = page.getByTestId('mailbox-not-imported');
  await expect(notImported.getByText('Couldn’t import 2 messages')).toBeVisible();
  await notImported.getByText('Couldn’t import 2 messages').click();
  await expect(notImported.getByText('The mail reader refused it: It has more than 100 MIME parts.')).toBeVisible();
  await expect(notImported.getByText(/it was left unread in the mailbox\.$/)).toBeVisible();
  const href = await notImported.getByRole('link', { name: 'Download the message (.eml)' }).getAttribute('href');
  const download = await page.request.get(`${base}${href}`);
  expect(download.headers()['content-disposition']).toMatch(/^attachment; filename="set-aside-\d+\.eml"$/);
  expect(download.headers()['content-type']).toBe('application/octet-stream');
  expect((await download.body()).toString()).toContain('part 1000');
});

test('the HTML bombs, the 8 MB body and the lying names became requests read as text', async ({ page }) => {
  await signIn(page, base);
  const open = async (sender: string) => {
    await page.goto(`${base}/admin/requests?status=all&q=${encodeURIComponent(sender)}`);
    await page
      .getByRole('link', { name: new RegExp(sender.split('@')[0]!) })
      .first()
      .click();
  };
  await open('bomb2@attacker.example');
  await expect(page.getByRole('list', { name: 'Conversation' }).getByText('Hello', { exact: true })).toBeVisible();
  await open('long@attacker.example');
  await expect(page.getByText(/its whole text is attached as e-mail-text\.txt\.\]/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'e-mail-text.txt' })).toBeVisible();
  await open('names@attacker.example');
  await expect(page.getByRole('heading', { name: 'Original request: names <names@attacker.example>' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Invoicefdp.exe' })).toBeVisible();
});

test('ten thousand guessed Message-IDs started a request of the attacker’s own; the customer’s conversation is untouched', async ({
  page,
}) => {
  await signIn(page, base);
  await page.goto(`${base}/admin/requests/${reference}`);
  await expect(page.getByRole('list', { name: 'Conversation' }).getByRole('listitem')).toHaveCount(1);
  await page.goto(`${base}/admin/requests?status=all&q=victor%40attacker.example`);
  await page.getByRole('link', { name: /Carla Customer/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(reference);
  await expect(page.getByRole('heading', { name: 'Original request: Carla Customer <victor@attacker.example>' })).toBeVisible();
});

test('the flood’s notifications and acknowledgements are capped: a web form’s acknowledgement is still sent, and a customer’s answer is imported within two looks', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const notices = smtp.messages.filter((mail) => mail.subject.startsWith('New help request'));
  expect(notices.length).toBeLessThanOrEqual(10);
  const floodAcknowledgements = smtp.messages.filter((mail) => mail.envelope.to.some((to) => to.endsWith('@flood.example')));
  expect(floodAcknowledgements.length).toBeLessThanOrEqual(200);

  const later = await submitHelpForm(page, { name: 'Late Visitor', email: 'late@customer.example' }, 'After the flood');
  await smtp.waitFor((mail) => mail.subject === `We received your help request (${later})`, 15_000);

  await mailbox.deliver(
    await rawMail({
      from: `${CUSTOMER.name} <${CUSTOMER.email}>`,
      subject: `Re: We received your help request (${reference})`,
      inReplyTo: acknowledgementId,
      references: [acknowledgementId],
      text: 'Found more details about my photos.',
    }),
  );
  const delivered = Date.now();
  await signIn(page, base);
  await expect
    .poll(
      async () => {
        await page.goto(`${base}/admin/requests/${reference}`);
        return page.getByText('Found more details about my photos.').count();
      },
      { timeout: 2 * POLL_SECONDS * 1000 + 8_000, intervals: [500] },
    )
    .toBe(1);
  expect(Date.now() - delivered).toBeLessThan(2 * POLL_SECONDS * 1000 + 8_000);
});
