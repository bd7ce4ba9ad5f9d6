import { expect, test } from './fixtures';
import { newOrderReference } from '../../app/lib/codes/references.server';
import { signReference } from '../../app/lib/codes/reference-signature.server';
import { OWN_SERVER_SECRET, postForm, startOwnServer } from './own-server';
import { saveBankDetails } from './shop-bank-details';

test('the server logs start, migrations, one line per request and shutdown, and never secrets', async () => {
  const password = 'log-test password 42';
  const own = await startOwnServer({ ADMIN_EMAIL: 'logs@recoverly.test', ADMIN_PASSWORD: password });
  const base = own.server.url;
  // A site that takes payments, so the checkout post places an order.
  const db = own.open();
  saveBankDetails(db);
  db.close();
  try {
    await (await fetch(`${base}/pricing`)).arrayBuffer();
    const signIn = await postForm(base, '/admin', { intent: 'sign-in', email: 'logs@recoverly.test', password }, '127.3.3.3');
    const sessionCookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    expect(signIn.status).toBe(302);
    const wrong = await postForm(
      base,
      '/admin',
      { intent: 'sign-in', email: 'logs@recoverly.test', password: 'wrong password 99' },
      '127.3.3.4',
    );
    expect(wrong.status).toBe(401);
    const reference = newOrderReference();
    const signed = { reference, referenceSignature: signReference(reference, OWN_SERVER_SECRET) };
    await (
      await postForm(
        base,
        '/checkout?plan=Monthly',
        { name: 'Logged Buyer', email: 'buyer@example.com', plan: 'Monthly', ...signed },
        '127.3.3.5',
      )
    ).arrayBuffer();
    await (await fetch(`${base}/admin/dashboard`, { headers: { cookie: sessionCookie } })).arrayBuffer();
  } finally {
    await own.stop();
  }
  const log = own.server.stdout() + own.server.stderr();
  expect(log).toContain('Migrations applied: 2026-11-21-001-init');
  expect(log).toMatch(/Server listening on http:\/\/127\.0\.0\.1:\d+ \(ready in \d+ ms\)/);
  expect(log).toMatch(/^GET \/pricing 200 \d+(\.\d+)?ms$/m);
  expect(log).toMatch(/^POST \/admin 302 \d+(\.\d+)?ms$/m);
  expect(log).toMatch(/^POST \/checkout 302 \d+(\.\d+)?ms$/m);
  // Without SMTP_URL the site says once that e-mail waits in the outbox.
  expect(log.split('E-mail is not configured (SMTP_URL is unset)').length - 1).toBe(1);
  expect(log).toContain('SIGTERM received: shutting down');
  expect(log).toContain('Server stopped; database closed');
  // Never passwords, session cookies, or the bank account number the dashboard showed.
  expect(log).not.toContain(password);
  expect(log).not.toContain('wrong password 99');
  expect(log).not.toMatch(/__session=|Set-Cookie/i);
  expect(log).not.toContain('4532019876');
  await own.dispose();
});
