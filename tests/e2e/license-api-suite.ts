import crypto from 'node:crypto';
import { Validator } from '@seriousme/openapi-schema-validator';
import { newLicenseKey, newOrderReference } from '../../app/lib/codes/references.server';
import { verifyLicenseFile, type LicenseFile } from '../../app/features/licenses/api/license-file';
import { expect, test } from './fixtures';
import type { OwnServer } from './own-server';

// The license API against real servers, the same tests on SQLite (one process) and PostgreSQL (two
// processes on one database): every status and code, the device limit under a race, expiry,
// revocation, the limits and the body rules. Each test sends from addresses of its own.

export interface LicenseApiSite {
  /** The processes' base URLs (one on SQLite, two on PostgreSQL). */
  urls: string[];
  /** Runs one statement on the site's database; `?` placeholders. */
  run(sql: string, params: unknown[]): Promise<unknown[]>;
}

/** A SQLite site of its own as the suite sees it: its one process, and statements run on its file. */
export function sqliteLicenseApiSite(own: OwnServer): LicenseApiSite {
  return {
    urls: [own.server.url],
    async run(sql, params) {
      const db = own.open();
      try {
        const statement = db.prepare(sql);
        return statement.reader ? statement.all(...params) : (statement.run(...params), []);
      } finally {
        db.close();
      }
    },
  };
}

type Plan = 'Monthly' | 'Yearly' | 'Lifetime';
const DEVICES: Record<Plan, number> = { Monthly: 1, Yearly: 2, Lifetime: 5 };

let addressSeed = 0;
/** A documentation-range address nobody else in the run sends from. */
export function freshAddress(): string {
  addressSeed++;
  return `198.51.${Math.floor(addressSeed / 250)}.${(addressSeed % 250) + 1}`;
}

export async function seedLicense(site: LicenseApiSite, plan: Plan, expiresAt: string | null = '2099-01-01T00:00:00.000Z') {
  const key = newLicenseKey();
  const reference = newOrderReference();
  const now = new Date().toISOString();
  await site.run(
    `insert into ach_orders (name, email, plan, price, amount_cents, status, reference, confirmed_at, license_key, license_devices, license_expires_at)
     values (?, ?, ?, ?, ?, 'confirmed', ?, ?, ?, ?, ?)`,
    [
      'Api Buyer',
      'api-buyer@example.com',
      plan,
      '$79.99',
      7999,
      reference,
      now,
      key,
      DEVICES[plan],
      plan === 'Lifetime' ? null : expiresAt,
    ],
  );
  return { key, reference };
}

export function post(url: string, operation: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${url}/api/v1/licenses/${operation}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': freshAddress(), ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

export const fingerprint = (label: string) => `fp-${label}-${crypto.randomBytes(8).toString('hex')}`;

async function expectProblem(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toContain('application/problem+json');
  const body = await response.json();
  expect(body).toMatchObject({ status, code, type: expect.any(String), title: expect.any(String) });
  return body;
}

export function licenseApiTests(site: () => LicenseApiSite) {
  const url = (i = 0) => site().urls[i % site().urls.length]!;

  test('activate answers 201 with a signed license file, again 200 with the same activation; validate and deactivate follow', async () => {
    const { key } = await seedLicense(site(), 'Yearly');
    const fp = fingerprint('one');
    const first = await post(url(), 'activate', { key, fingerprint: fp, name: 'Office PC', platform: 'windows' });
    expect(first.status).toBe(201);
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(first.headers.get('set-cookie')).toBeNull();
    const body = await first.json();
    expect(body).toMatchObject({
      activation: { id: expect.any(Number), name: 'Office PC', platform: 'windows', createdAt: expect.any(String) },
      license: { plan: 'Yearly', devices: 2, activeDevices: 1, expiresAt: '2099-01-01T00:00:00.000Z', status: 'active' },
      licenseFile: { kid: expect.any(String), payload: expect.any(String), signature: expect.any(String) },
    });
    const again = await post(url(1), 'activate', { key, fingerprint: fp, name: 'Office PC' });
    expect(again.status).toBe(200);
    expect((await again.json()).activation.id).toBe(body.activation.id);

    expect(await (await post(url(), 'validate', { key, fingerprint: fp })).json()).toMatchObject({
      valid: true,
      code: 'valid',
      license: { activeDevices: 1 },
    });
    expect(await (await post(url(), 'validate', { key, fingerprint: fingerprint('other') })).json()).toMatchObject({
      valid: false,
      code: 'not_activated',
    });
    const unknown = await (await post(url(), 'validate', { key: newLicenseKey(), fingerprint: fp })).json();
    expect(unknown).toEqual({ valid: false, code: 'invalid_key' });

    const byId = await post(url(1), 'deactivate', { key, activationId: body.activation.id });
    expect(byId.status).toBe(200);
    expect(await byId.json()).toMatchObject({ deactivated: true, license: { activeDevices: 0 } });
    await expectProblem(await post(url(), 'deactivate', { key, fingerprint: fp }), 404, 'activation_not_found');
    expect(await (await post(url(), 'validate', { key, fingerprint: fp })).json()).toMatchObject({ valid: false, code: 'not_activated' });
  });

  test('the license file verifies with only the published keys, and a tampered one does not', async () => {
    const { key } = await seedLicense(site(), 'Lifetime');
    const body = await (await post(url(), 'activate', { key, fingerprint: fingerprint('file'), name: 'Mac mini' })).json();
    const jwks = await (await fetch(`${url(1)}/.well-known/license-signing-keys.json`)).json();
    expect(jwks.keys[0]).toMatchObject({ kty: 'OKP', crv: 'Ed25519', kid: expect.any(String), x: expect.any(String) });
    const file: LicenseFile = body.licenseFile;
    expect(verifyLicenseFile(file, jwks.keys)).toMatchObject({
      key,
      plan: 'Lifetime',
      devices: 5,
      expiresAt: null,
      activationId: body.activation.id,
    });
    const forged = Buffer.from(Buffer.from(file.payload, 'base64url').toString().replace('"devices":5', '"devices":50')).toString(
      'base64url',
    );
    expect(verifyLicenseFile({ ...file, payload: forged }, jwks.keys)).toBeNull();
  });

  test('ten simultaneous activations of a two-device license give exactly two 201 and eight 409 naming the two', async () => {
    const { key } = await seedLicense(site(), 'Yearly');
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) => post(url(i), 'activate', { key, fingerprint: fingerprint(`race${i}`), name: `Race ${i}` })),
    );
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 201, 409, 409, 409, 409, 409, 409, 409, 409]);
    const bodies = await Promise.all(responses.map((r) => r.json()));
    const winners = bodies
      .filter((b) => b.activation)
      .map((b) => b.activation.name)
      .sort();
    const refused = await expectProblemBody(bodies.find((b) => b.code === 'device_limit_reached'));
    expect(refused.activeDevices.map((d: { name: string }) => d.name).sort()).toEqual(winners);
  });

  test('deactivating a device frees its slot for another', async () => {
    const { key } = await seedLicense(site(), 'Monthly');
    const old = fingerprint('old');
    expect((await post(url(), 'activate', { key, fingerprint: old, name: 'Old laptop' })).status).toBe(201);
    const full = await expectProblem(
      await post(url(1), 'activate', { key, fingerprint: fingerprint('new'), name: 'New laptop' }),
      409,
      'device_limit_reached',
    );
    expect(full.activeDevices).toEqual([expect.objectContaining({ name: 'Old laptop' })]);
    expect((await post(url(1), 'deactivate', { key, fingerprint: old })).status).toBe(200);
    expect((await post(url(), 'activate', { key, fingerprint: fingerprint('new'), name: 'New laptop' })).status).toBe(201);
  });

  test('an unknown key, an expired Monthly license and a revoked (refunded) one are refused with their codes', async () => {
    await expectProblem(
      await post(url(), 'activate', { key: newLicenseKey(), fingerprint: fingerprint('x'), name: 'PC' }),
      404,
      'invalid_key',
    );
    const monthly = await seedLicense(site(), 'Monthly', '2026-01-01T00:00:00.000Z');
    await expectProblem(await post(url(), 'activate', { key: monthly.key, fingerprint: fingerprint('x'), name: 'PC' }), 403, 'expired');
    expect(await (await post(url(), 'validate', { key: monthly.key, fingerprint: fingerprint('x') })).json()).toMatchObject({
      valid: false,
      code: 'expired',
    });
    const refunded = await seedLicense(site(), 'Yearly');
    const fp = fingerprint('refunded');
    expect((await post(url(), 'activate', { key: refunded.key, fingerprint: fp, name: 'PC' })).status).toBe(201);
    const at = new Date().toISOString();
    await site().run(`update ach_orders set status = 'refunded', refunded_at = ?, license_revoked_at = ? where reference = ?`, [
      at,
      at,
      refunded.reference,
    ]);
    await expectProblem(await post(url(1), 'activate', { key: refunded.key, fingerprint: fp, name: 'PC' }), 403, 'revoked');
    expect(await (await post(url(1), 'validate', { key: refunded.key, fingerprint: fp })).json()).toMatchObject({
      valid: false,
      code: 'revoked',
    });
  });

  test('malformed requests: a missing field 422, bad JSON 400, a non-JSON body 415, a 5 KB body 413, GET 405', async () => {
    const { key } = await seedLicense(site(), 'Yearly');
    const missing = await expectProblem(await post(url(), 'activate', { key, fingerprint: fingerprint('x') }), 422, 'invalid_request');
    expect(missing.detail).toContain('name');
    await expectProblem(await post(url(), 'activate', { key, fingerprint: 'short', name: 'PC' }), 422, 'invalid_request');
    await expectProblem(
      await post(url(), 'activate', { key, fingerprint: fingerprint('x'), name: 'x'.repeat(81) }),
      422,
      'invalid_request',
    );
    await expectProblem(await post(url(), 'validate', '{"key":'), 400, 'invalid_json');
    await expectProblem(
      await post(url(), 'validate', `key=${key}`, { 'content-type': 'application/x-www-form-urlencoded' }),
      415,
      'unsupported_media_type',
    );
    const big = await post(url(), 'activate', { key, fingerprint: fingerprint('x'), name: 'PC', padding: 'x'.repeat(5 * 1024) });
    await expectProblem(big, 413, 'body_too_large');
    const get = await fetch(`${url()}/api/v1/licenses/validate`);
    await expectProblem(get, 405, 'method_not_allowed');
    expect(get.headers.get('cache-control')).toBe('no-store');
  });

  test('the API takes calls from any origin (it reads no cookie) and sets none', async () => {
    const { key } = await seedLicense(site(), 'Yearly');
    const response = await post(
      url(),
      'validate',
      { key, fingerprint: fingerprint('x') },
      { origin: 'https://elsewhere.example', 'sec-fetch-site': 'cross-site', cookie: 'session=whatever' },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  test('a key is limited to 60 calls a minute across processes, with Retry-After', async () => {
    const { key } = await seedLicense(site(), 'Yearly');
    for (let i = 0; i < 60; i++) expect((await post(url(i), 'validate', { key, fingerprint: fingerprint('x') })).status).toBe(200);
    const limited = await post(url(1), 'validate', { key, fingerprint: fingerprint('x') });
    await expectProblem(limited, 429, 'rate_limited');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  test('the served /api/v1/openapi.json is a valid OpenAPI 3.1 document naming this server', async () => {
    const response = await fetch(`${url()}/api/v1/openapi.json`);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const document = await response.json();
    expect(document.servers).toEqual([{ url: `${url()}/api/v1` }]);
    expect((await new Validator().validate(document)).valid).toBe(true);
  });

  test('one client address is limited across processes, whatever the keys', async () => {
    const address = freshAddress();
    let status = 0;
    let calls = 0;
    while (calls < 700 && status !== 429) {
      const response = await post(
        url(calls),
        'validate',
        { key: newLicenseKey(), fingerprint: fingerprint('x') },
        { 'x-forwarded-for': address },
      );
      status = response.status;
      calls++;
      if (status === 429) expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect(status).toBe(429);
    expect(calls).toBe(601);
  });
}

async function expectProblemBody(body: Record<string, unknown> | undefined) {
  expect(body).toMatchObject({ status: 409, code: 'device_limit_reached' });
  return body as { activeDevices: { name: string }[] };
}
