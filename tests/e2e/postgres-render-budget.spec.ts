import { expect, test } from './fixtures';
import { createPostgresSite, type PostgresSite } from './postgres-servers';
import { E2E_BANK_DETAILS } from './shop-bank-details';

// Two server processes on one PostgreSQL database (run when TEST_DATABASE_URL is set): the budget of
// pages rendered per request is counted once for the site, and checkout's payment reference follows
// the browser whichever process answers.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

let site: PostgresSite;
let a: string;
let b: string;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  site = await createPostgresSite();
  [a, b] = (await Promise.all([site.startProcess(), site.startProcess()])).map((server) => server.url) as [string, string];
  // A site that takes payments (its checkout shows a reference): the seller's own bank details, before any page is cached.
  await site.query("update site_settings set value = $1 where key = 'ach_details'", [JSON.stringify(E2E_BANK_DETAILS)]);
});
test.afterAll(async () => {
  await site.dispose();
});

const get = (base: string, path: string, address: string, cookie?: string) =>
  fetch(base + path, { headers: { 'x-forwarded-for': address, ...(cookie ? { cookie } : {}) } });

test('404s from one address split across both processes meet one budget of 120 a minute', async () => {
  const statuses: number[] = [];
  for (let i = 0; i < 121; i++) statuses.push((await get(i % 2 ? b : a, `/missing-${i}`, '127.70.0.1')).status);
  expect(statuses.slice(0, 120).every((status) => status === 404)).toBe(true);
  expect(statuses[120]).toBe(429);
  // Either process refuses that address now; another address still gets its 404, and cached pages stay open.
  expect((await get(a, '/missing', '127.70.0.1')).status).toBe(429);
  expect((await get(b, '/pricing', '127.70.0.1')).status).toBe(200);
  expect((await get(b, '/missing', '127.70.0.2')).status).toBe(404);
});

test('a browser keeps its checkout reference whichever process serves it', async () => {
  const referenceIn = async (response: Response) =>
    /data-testid="payment-reference"[^>]*>(ORD-[0-9A-Z-]{9})</.exec(await response.text())?.[1];
  const first = await get(a, '/checkout?plan=Yearly', '127.70.0.3');
  const reference = await referenceIn(first);
  expect(reference).toMatch(/^ORD-/);
  const cookie = first.headers.getSetCookie()[0]!.split(';')[0]!;
  expect(await referenceIn(await get(b, '/checkout?plan=Yearly', '127.70.0.3', cookie))).toBe(reference);
  expect(await referenceIn(await get(b, '/checkout?plan=Yearly', '127.70.0.4'))).not.toBe(reference);
});
