import { signReference } from '../../app/lib/codes/reference-signature.server';
import { newOrderReference } from '../../app/lib/codes/references.server';
import type { TestSmtpServer } from '../helpers/smtp';
import { ADMIN, adminSessionCookie } from './admin-helpers';
import { expect, test } from './fixtures';
import { postForm } from './own-server';
import { E2E_BANK_DETAILS } from './shop-bank-details';
import { POSTGRES_SITE_SECRET, startTwoProcessSite, stopTwoProcessSite, type PostgresSite } from './postgres-servers';

// Two server processes on one PostgreSQL database behave as one site (run when TEST_DATABASE_URL is set).
// One site (two processes) for the whole file: the tests run one after another on it.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

let site: PostgresSite;
let smtp: TestSmtpServer;
let a: string;
let b: string;
test.beforeAll(async () => {
  ({ site, smtp, a, b } = await startTwoProcessSite());
});
test.afterAll(() => stopTwoProcessSite({ site, smtp }));

const SETTINGS = {
  intent: 'save-settings',
  yearly: '88.00',
  lifetime: '199.00',
  phone: '+1 (800) 555-0100',
  email: 'help@recoverly.com',
  address: '1 Shared Street',
  timeZone: 'America/New_York',
  // The seller's own bank details (the samples take no order): the checkouts below need them saved.
  ...E2E_BANK_DETAILS,
};

test('a price saved on one process is served by the other on its very next request', async () => {
  const session = await adminSessionCookie(a, '127.60.0.1');
  for (const monthly of ['31.50', '32.75', '33.10']) {
    // B has the page cached before each save…
    expect(await (await fetch(`${b}/pricing`)).text()).not.toContain(`$${monthly}`);
    const save = await postForm(a, '/admin/dashboard', { ...SETTINGS, monthly }, '127.60.0.1', { cookie: session });
    expect(save.status).toBe(302);
    // …and serves the new price as soon as the save has answered on A.
    expect(await (await fetch(`${b}/pricing`)).text()).toContain(`$${monthly}`);
  }
});

test('failed sign-ins split across both processes are throttled as one', async () => {
  const outcomes: number[] = [];
  for (let i = 0; i < 8; i++) {
    const base = i % 2 ? b : a;
    const response = await postForm(base, '/admin', { intent: 'sign-in', email: ADMIN.email, password: `wrong ${i}` }, '127.61.0.1');
    outcomes.push(response.status);
  }
  // Five wrong passwords are checked in all, whichever process got them; then every attempt is refused.
  expect(outcomes).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
  // Even the right password, on either process, until the window ends.
  const right = await postForm(b, '/admin', { intent: 'sign-in', ...ADMIN }, '127.61.0.1');
  expect(right.status).toBe(429);
});

test('each e-mail is sent once, whichever process sends it', async () => {
  const orders = 40;
  const references = Array.from({ length: orders }, () => newOrderReference());
  const responses = await Promise.all(
    references.map((reference, i) =>
      postForm(
        i % 2 ? b : a,
        '/checkout?plan=Monthly',
        {
          name: `Mail ${i}`,
          email: `mail${i}@example.com`,
          plan: 'Monthly',
          reference,
          referenceSignature: signReference(reference, POSTGRES_SITE_SECRET),
        },
        `127.63.0.${i + 1}`,
      ),
    ),
  );
  expect(responses.filter((r) => r.status === 302 || r.status === 303)).toHaveLength(orders);
  // Each order writes two messages (the buyer's and the administrator's); both senders poll one outbox.
  const sentCount = async () =>
    (await site.query<{ n: number }>(`select count(*)::int as n from outbox where status = 'sent' and subject like '%ORD-%'`))[0]!.n;
  await expect.poll(sentCount, { timeout: 60_000 }).toBe(2 * orders);
  for (const reference of references) await smtp.waitFor((mail) => mail.subject.includes(reference) && mail.envelope.to[0] !== ADMIN.email);
  // (This runs before the burst below, whose requests queue 600 acknowledgements.) A second send
  // would arrive within a claim's life; give both senders time to make one.
  await new Promise((r) => setTimeout(r, 2_000));
  const arrived = smtp.messages.filter((mail) => references.some((reference) => mail.subject.includes(reference)));
  expect(arrived).toHaveLength(2 * orders);
  expect(new Set(arrived.map((mail) => mail.messageId)).size).toBe(2 * orders);
});

test('a burst of posts split across both processes loses nothing', async () => {
  const sent = 300;
  const responses = await Promise.all(
    Array.from({ length: sent }, (_, i) =>
      postForm(
        i % 2 ? b : a,
        '/help-center',
        { name: `Burst ${i}`, email: `burst${i}@example.com`, subject: 'Shared', message: `Post ${i}` },
        `127.62.${i >> 8}.${i & 255}`,
      ),
    ),
  );
  expect(responses.filter((r) => r.status === 303 || r.status === 302)).toHaveLength(sent);
  const [row] = await site.query<{ n: number }>("select count(*)::int as n from requests where name like 'Burst %'");
  expect(row!.n).toBe(sent);
});
