import { expect, test } from './fixtures';
import { newOrderReference } from '../../app/lib/codes/references.server';
import { signReference } from '../../app/lib/codes/reference-signature.server';
import { OWN_SERVER_SECRET, postForm, startOwnServer } from './own-server';
import { LOG_PREFIX } from './server-runs';
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
  // Every line: its time (ISO-8601, UTC), its level and its request id (- outside a request).
  for (const line of log.split('\n').filter(Boolean)) expect(line).toMatch(LOG_PREFIX);
  expect(log).toContain('Migrations applied: 2026-11-21-001-init');
  expect(log).toMatch(/ info - Server listening on http:\/\/127\.0\.0\.1:\d+ \(ready in \d+ ms\)$/m);
  // Request lines: method, path, status, duration, bytes and the client (behind TRUST_PROXY, the one the proxy named).
  expect(log).toMatch(/ info [0-9a-f]{16} GET \/pricing 200 \d+(\.\d+)?ms [1-9]\d*B 127\.0\.0\.1$/m);
  expect(log).toMatch(/ info [0-9a-f]{16} POST \/admin 302 \d+(\.\d+)?ms \d+B 127\.3\.3\.3$/m);
  expect(log).toMatch(/ info [0-9a-f]{16} POST \/checkout 302 \d+(\.\d+)?ms \d+B 127\.3\.3\.5$/m);
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

test('LOG_FORMAT=json writes one JSON object a line, each request naming the id its X-Request-Id gave and the client behind one proxy', async () => {
  const own = await startOwnServer({ LOG_FORMAT: 'json' });
  const base = own.server.url;
  let pricingId: string | null;
  let notFoundId: string | null;
  let badPathId: string | null;
  try {
    const pricing = await fetch(`${base}/pricing`, { headers: { 'x-forwarded-for': '198.51.100.7, 203.0.113.9' } });
    await pricing.arrayBuffer();
    pricingId = pricing.headers.get('x-request-id');
    // A page that isn't there and an address the edge refuses: each error page names the request's id.
    const notFound = await fetch(`${base}/no-such-page`, { headers: { 'x-forwarded-for': '203.0.113.10' } });
    notFoundId = notFound.headers.get('x-request-id');
    expect(notFound.status).toBe(404);
    expect((await notFound.text()).replaceAll('<!-- -->', '')).toContain(
      `Request ID: <code class="font-mono text-slate-900">${notFoundId}</code>`,
    );
    const badPath = await fetch(`${base}/%E0%A4%A`, { headers: { 'x-forwarded-for': '203.0.113.11' } });
    badPathId = badPath.headers.get('x-request-id');
    expect(badPath.status).toBe(400);
    expect(await badPath.text()).toContain(`Request ID: <code>${badPathId}</code>`);
  } finally {
    await own.stop();
  }
  const ids = [pricingId, notFoundId, badPathId];
  for (const id of ids) expect(id).toMatch(/^[0-9a-f]{16}$/);
  expect(new Set(ids).size).toBe(3);

  const entries = (own.server.stdout() + own.server.stderr())
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);
  for (const entry of entries) {
    expect(entry.time).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(['debug', 'info', 'warn', 'error']).toContain(entry.level);
    expect(entry).toHaveProperty('request_id');
    expect(typeof entry.msg).toBe('string');
  }
  expect(entries.find((entry) => entry.request_id === pricingId)).toMatchObject({
    level: 'info',
    method: 'GET',
    path: '/pricing',
    status: 200,
    // The address the one trusted proxy appended, not the one the client claimed before it.
    client: '203.0.113.9',
    bytes: expect.any(Number),
    duration_ms: expect.any(Number),
  });
  expect(entries.find((entry) => entry.request_id === notFoundId)).toMatchObject({
    path: '/no-such-page',
    status: 404,
    client: '203.0.113.10',
  });
  expect(entries.find((entry) => entry.request_id === badPathId)).toMatchObject({ status: 400, client: '203.0.113.11' });
  // Lines outside a request have none.
  expect(entries.find((entry) => String(entry.msg).startsWith('Server listening on'))).toMatchObject({ level: 'info', request_id: null });
  await own.dispose();
});
