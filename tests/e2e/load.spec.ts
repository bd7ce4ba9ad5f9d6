import { expect, test } from './fixtures';
import { newOrderReference } from '../../app/lib/codes/references.server';
import { signReference } from '../../app/lib/codes/reference-signature.server';
import { postForm, startOwnServer, OWN_SERVER_SECRET, type OwnServer } from './own-server';
import { saveBankDetails } from './shop-bank-details';

/** A server of the test's own that takes payments (a fresh site's sample bank details take no order). */
async function startShop(): Promise<OwnServer> {
  const shop = await startOwnServer();
  const db = shop.open();
  saveBankDetails(db);
  db.close();
  return shop;
}

/** What the checkout page would put in the form: a new reference, signed with the server's secret. */
function signedReference() {
  const reference = newOrderReference();
  return { reference, referenceSignature: signReference(reference, OWN_SERVER_SECRET) };
}

// Each post comes from its own address through the trusted proxy header: the rate limits stay on.
const addressOf = (i: number) => `127.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255 || 1}`;

type Kind = 'contact' | 'support' | 'help' | 'checkout';
const KINDS: Kind[] = ['contact', 'support', 'help', 'checkout'];

function post(base: string, kind: Kind, i: number, tag: string) {
  const name = `${tag} ${kind} ${i}`;
  const email = `load${i}@example.com`;
  switch (kind) {
    case 'contact':
      return postForm(base, '/contact', { name, email, message: `Message ${i}` }, addressOf(i));
    case 'support':
      return postForm(base, '/support', { name, email, phone: '+1 555 0100', product: 'Recoverly Photo Repair' }, addressOf(i));
    case 'help':
      return postForm(base, '/help-center', { name, email, subject: `Subject ${i}`, message: `Help ${i}` }, addressOf(i));
    case 'checkout':
      return postForm(base, '/checkout?plan=Yearly&price=$1', { name, email, plan: 'Yearly', ...signedReference() }, addressOf(i));
  }
}

/** Fires `total` posts, `concurrency` at a time; returns the indexes that got a success answer (a redirect). */
async function burst(base: string, from: number, total: number, concurrency: number, tag: string, stopAfter?: () => boolean) {
  const succeeded: number[] = [];
  let next = from;
  async function worker() {
    while (next < from + total && !stopAfter?.()) {
      const i = next++;
      try {
        const response = await post(base, KINDS[i % 4]!, i, tag);
        if (response.status === 302) succeeded.push(i);
        await response.arrayBuffer();
      } catch {
        // The server went away mid-request (the crash test): this post got no success answer.
      }
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  return succeeded;
}

test.describe('load without loss', () => {
  test.describe.configure({ timeout: 90_000 });

  let own: OwnServer;
  test.afterEach(async () => {
    await own?.dispose();
  });

  // How much memory the server keeps under load is measured by `npm run bench`, not asserted here.
  test('2,000 mixed form posts, 50 at a time, all land exactly once', async () => {
    own = await startShop();
    const base = own.server.url;
    const first = await burst(base, 0, 2000, 50, 'Load');
    expect(first).toHaveLength(2000);

    const db = own.open();
    const count = (sql: string) => (db.prepare(sql).get() as { n: number }).n;
    expect(
      count(
        "select count(*) as n from requests where kind = 'contact' and name like 'Load contact %' and subject = 'Contact Form Submission'",
      ),
    ).toBe(500);
    expect(count("select count(*) as n from requests where kind = 'help' and name like 'Load help %' and subject like 'Subject %'")).toBe(
      500,
    );
    expect(
      count(
        "select count(*) as n from requests where kind = 'support' and name like 'Load support %' and product = 'Recoverly Photo Repair'",
      ),
    ).toBe(500);
    expect(
      count(
        "select count(*) as n from ach_orders where name like 'Load checkout %' and plan = 'Yearly' and price = '$79.99' and status = 'pending'",
      ),
    ).toBe(500);
    // Exactly one row per post: no duplicates either.
    expect(count("select count(distinct name) as n from requests where kind <> 'support' and name like 'Load %'")).toBe(1000);
    const sample = db.prepare("select email, message from requests where name = 'Load contact 4'").get() as {
      email: string;
      message: string;
    };
    expect(sample).toEqual({ email: 'load4@example.com', message: 'Message 4' });

    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    db.close();
  });

  test('a server killed mid-burst keeps every post it answered, and the database is intact', async () => {
    own = await startShop();
    const base = own.server.url;
    let killed = false;
    let answered = 0;
    const running = burst(base, 0, 3000, 50, 'Crash', () => killed).then((ok) => ok);
    // Kill the process with SIGKILL once a few hundred posts have been answered.
    while (!killed) {
      await new Promise((r) => setTimeout(r, 20));
      const db = own.open();
      answered = (db.prepare("select count(*) as n from requests where kind <> 'support' and name like 'Crash %'").get() as { n: number })
        .n;
      db.close();
      if (answered >= 150) {
        await own.server.kill();
        killed = true;
      }
    }
    const succeeded = await running;
    expect(succeeded.length).toBeGreaterThan(100);

    await own.restart();
    const db = own.open();
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    const stored = new Set<string>();
    for (const table of ['requests', 'ach_orders']) {
      for (const row of db.prepare(`select name from ${table} where name like 'Crash %'`).all() as { name: string }[]) stored.add(row.name);
    }
    const missing = succeeded.filter((i) => !stored.has(`Crash ${KINDS[i % 4]} ${i}`));
    expect(missing).toEqual([]);
    db.close();
    expect((await fetch(`${own.server.url}/healthz`)).status).toBe(200);
  });
});
