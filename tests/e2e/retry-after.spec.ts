import { dashboardPath, PATHS, HELP_DESK_PATHS } from '../../app/lib/paths';
import { ADMIN } from './admin-helpers';
import { expect, test } from './fixtures';
import { startOwnServer, type OwnServer } from './own-server';

// Every way the site answers 429 carries Retry-After, over HTTP on a real server: each visitor form
// and its .data twin, the order lookup, the order page's and the request page's forms, the render
// budget, the license API, the sign-in throttle (an IPv6 client counted by its /64), and the administrator's own re-entries.
// HTTP only: run once, in the JavaScript-on project. Its own server: the sign-in throttle locks the
// administrator's e-mail for 15 minutes.

let own: OwnServer;
test.describe.configure({ mode: 'serial', timeout: 120_000 });
test.beforeAll(async () => {
  own = await startOwnServer({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
});
test.afterAll(async () => {
  await own?.dispose();
});

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
let addresses = 0;
/** A client address no other test used, so every limit starts from zero. */
const freshAddress = () => `10.77.${Math.floor(++addresses / 250)}.${(addresses % 250) + 1}`;

function post(target: string, fields: Record<string, string>, headers: Record<string, string>) {
  return fetch(own.server.url + target, {
    method: 'POST',
    redirect: 'manual',
    headers: { ...FORM, ...headers },
    body: new URLSearchParams(fields),
  });
}

/** Posts from one address until it is refused; the refusal. */
async function postUntilRefused(target: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  const from = { 'x-forwarded-for': freshAddress(), ...headers };
  for (let i = 0; i < 30; i++) {
    const answer = await post(target, fields, from);
    if (answer.status === 429) return answer;
    await answer.arrayBuffer();
  }
  throw new Error(`${target} never answered 429`);
}

function expectRetryAfter(answer: Response, what: string) {
  expect(answer.status, what).toBe(429);
  expect(answer.headers.get('retry-after'), what).toMatch(/^[1-9]\d*$/);
}

test(
  'every visitor form, its .data request, the lookup, the order page and the request page answer their 429 with Retry-After',
  { tag: '@needs-js' },
  async () => {
    const contact = { name: 'Rita Retry', email: 'rita@example.com', message: 'Hello' };
    const cases: [string, Record<string, string>][] = [
      [PATHS.contact, contact],
      [`${PATHS.contact}.data`, contact],
      [PATHS.support, { name: 'Rita Retry', email: 'rita@example.com', phone: '+1 555 0100', product: 'Recoverly Other' }],
      [PATHS.helpCenter, { name: 'Rita Retry', email: 'rita@example.com', subject: 'Help', message: 'Hello' }],
      [`${PATHS.checkout}?plan=Yearly`, { plan: 'Yearly', name: 'Rita Retry', email: 'rita@example.com' }],
      [PATHS.orders, { reference: 'ORD-AAAA-BBBB', email: 'rita@example.com' }],
      [`${PATHS.orders}/ORD-AAAA-BBBB`, { intent: 'fresh-link', token: 'x' }],
      [`${HELP_DESK_PATHS.requests}/REQ-AAAA-BBBB`, { intent: 'fresh-link', t: 'x' }],
    ];
    for (const [target, fields] of cases) expectRetryAfter(await postUntilRefused(target, fields), target);
  },
);

test('the render budget and the license API answer their 429 with Retry-After', { tag: '@needs-js' }, async () => {
  const from = { 'x-forwarded-for': freshAddress() };
  let refused: Response | null = null;
  for (let i = 0; i < 200 && !refused; i++) {
    const answer = await fetch(`${own.server.url}/no-such-page-${i}`, { headers: from });
    if (answer.status === 429) refused = answer;
    else await answer.arrayBuffer();
  }
  expectRetryAfter(refused!, 'render budget');
  let limited: Response | null = null;
  for (let i = 0; i < 100 && !limited; i++) {
    const answer = await fetch(`${own.server.url}${PATHS.licenseApi}/validate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': freshAddress() },
      body: JSON.stringify({ key: '10A0B-1C0D1-E0F1G-0H1J0', fingerprint: 'retry-after-device-0001' }),
    });
    if (answer.status === 429) limited = answer;
    else await answer.arrayBuffer();
  }
  expectRetryAfter(limited!, 'license API');
});

test('the sign-in throttle counts an IPv6 /64 as one address, and its 429 says when to come back', { tag: '@needs-js' }, async () => {
  const net = '2001:db8:77:1';
  for (let i = 1; i <= 5; i++) {
    const wrong = await post(
      PATHS.adminSignIn,
      { intent: 'sign-in', email: `guess${i}@example.com`, password: 'wrong' },
      {
        'x-forwarded-for': `${net}::${i}`,
      },
    );
    expect(wrong.status).toBe(401);
  }
  // The right password, from yet another address of the same /64: still that address's sixth attempt.
  const sixth = await post(
    PATHS.adminSignIn,
    { intent: 'sign-in', email: ADMIN.email, password: ADMIN.password },
    {
      'x-forwarded-for': `${net}:ab:cd:ef:1`,
    },
  );
  expectRetryAfter(sixth, 'sign-in from the same /64');
  const elsewhere = await post(
    PATHS.adminSignIn,
    { intent: 'sign-in', email: ADMIN.email, password: ADMIN.password },
    {
      'x-forwarded-for': '2001:db8:77:2::1',
    },
  );
  expect(elsewhere.status).toBe(302);
});

test('the administrator’s password re-entries answer their 429 with Retry-After', { tag: '@needs-js' }, async () => {
  const from = { 'x-forwarded-for': freshAddress() };
  const signedIn = await post(PATHS.adminSignIn, { intent: 'sign-in', email: ADMIN.email, password: ADMIN.password }, from);
  expect(signedIn.status).toBe(302);
  const cookie = signedIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const session = { ...from, cookie };
  // Wrong current passwords count like sign-ins: the sixth is refused before it is checked.
  const change = { intent: 'update-credentials', email: ADMIN.email, newPassword: 'another long password', currentPassword: 'wrong' };
  const credentials = await postUntilRefused(dashboardPath('account'), change, session);
  expectRetryAfter(credentials, 'update credentials');
  // The same count refuses the password that turning two-factor on asks of a session signed in over 10 minutes ago.
  expect((await post(PATHS.twoFactor, { intent: 'start' }, session)).status).toBe(302);
  const db = own.open();
  try {
    db.prepare('update admin_sessions set reauthenticated_at = ?').run(new Date(Date.now() - 11 * 60_000).toISOString());
  } finally {
    db.close();
  }
  const twoFactor = await post(PATHS.twoFactor, { intent: 'confirm', code: '123456', password: ADMIN.password }, session);
  expectRetryAfter(twoFactor, 'two-factor set-up');
});
