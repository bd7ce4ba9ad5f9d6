import type { z } from 'zod';
import {
  activateLicence,
  API_ACTOR,
  deactivateLicence,
  validateLicence,
  type ActivateOutcome,
  type ValidateOutcome,
} from '~/features/licences/api/activations.server';
import { hitAddressLimit, hitKeyLimit } from '~/features/licences/api/api-limits.server';
import { PROBLEM_CONTENT_TYPE, PROBLEMS, problemBody, type ProblemCode } from '~/features/licences/api/problems';
import { activateRequest, deactivateRequest, validateRequest } from '~/features/licences/api/requests';

// The licence API over HTTP (docs/licensing.md): a fetch-style handler, JSON in, JSON or
// problem+json out; the feature (app/features/licences/api/) holds the service, the request shapes and
// the problem codes, free of HTTP. The route module (app/routes/api.v1.licenses.ts) calls it, and so does the edge
// directly for the calls it recognises (decision 013: validate runs at every start of the desktop app).

export const LICENSE_OPERATIONS = ['activate', 'validate', 'deactivate'] as const;
export type LicenseOperation = (typeof LICENSE_OPERATIONS)[number];

export interface ApiClient {
  clientAddress: string;
  /** The key the address is counted under (its /64 for IPv6: web/rate-limit.server.ts's addressBucket). */
  addressKey: string;
}

export function isLicenseOperation(value: string | undefined): value is LicenseOperation {
  return LICENSE_OPERATIONS.some((o) => o === value);
}

export async function handleLicenseApi(request: Request, operation: string | undefined, client: ApiClient): Promise<Response> {
  if (!isLicenseOperation(operation)) return problemResponse('not_found');
  if (request.method !== 'POST') return problemResponse('method_not_allowed', {}, { allow: 'POST' });
  const byAddress = await hitAddressLimit(client.addressKey);
  if (!byAddress.allowed) return rateLimited(byAddress.retryAfter);
  const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/json') return problemResponse('unsupported_media_type');
  let body: unknown;
  try {
    body = JSON.parse(await request.text());
  } catch {
    return problemResponse('invalid_json');
  }
  const key = typeof body === 'object' && body !== null && 'key' in body && typeof body.key === 'string' ? body.key : null;
  if (key !== null) {
    const byKey = await hitKeyLimit(key);
    if (!byKey.allowed) return rateLimited(byKey.retryAfter);
  }
  return run(operation, body, client.clientAddress);
}

function rateLimited(retryAfter: number) {
  const seconds = Math.max(1, retryAfter);
  return problemResponse('rate_limited', { retryAfter: seconds }, { 'retry-after': String(seconds) });
}

function invalid(error: z.ZodError) {
  const errors = error.issues.map((issue) => ({ field: issue.path.join('.') || null, message: issue.message }));
  return problemResponse('invalid_request', {
    detail: errors.map((e) => (e.field ? `${e.field}: ${e.message}` : e.message)).join('; '),
    errors,
  });
}

async function run(operation: LicenseOperation, body: unknown, clientAddress: string): Promise<Response> {
  const by = { actor: API_ACTOR, clientAddress };
  if (operation === 'activate') {
    const parsed = activateRequest.safeParse(body);
    if (!parsed.success) return invalid(parsed.error);
    return activated(await activateLicence(parsed.data, by));
  }
  if (operation === 'validate') {
    const parsed = validateRequest.safeParse(body);
    if (!parsed.success) return invalid(parsed.error);
    return validated(await validateLicence(parsed.data));
  }
  const parsed = deactivateRequest.safeParse(body);
  if (!parsed.success) return invalid(parsed.error);
  const outcome = await deactivateLicence(parsed.data, by);
  if (outcome.kind === 'not-found') return problemResponse('activation_not_found');
  return apiJson({ deactivated: true, activation: outcome.activation, license: outcome.license });
}

function activated(outcome: ActivateOutcome): Response {
  switch (outcome.kind) {
    case 'activated':
    case 'already-activated': {
      const { id, name, platform, createdAt, lastSeenAt } = outcome.activation;
      const body = {
        activation: { id, name, platform, createdAt, lastSeenAt },
        license: outcome.license,
        licenseFile: outcome.licenseFile,
      };
      return apiJson(body, outcome.kind === 'activated' ? 201 : 200);
    }
    case 'invalid-key':
      return problemResponse('invalid_key');
    case 'expired':
    case 'revoked':
      return problemResponse(outcome.kind, { license: outcome.license });
    case 'device-limit-reached':
      return problemResponse('device_limit_reached', { license: outcome.license, activeDevices: outcome.activeDevices });
  }
}

const VALIDATE_CODES = {
  valid: 'valid',
  'not-activated': 'not_activated',
  expired: 'expired',
  revoked: 'revoked',
  'invalid-key': 'invalid_key',
} as const satisfies Record<ValidateOutcome['kind'], string>;

function validated(outcome: ValidateOutcome): Response {
  const code = VALIDATE_CODES[outcome.kind];
  if (outcome.kind === 'invalid-key') return apiJson({ valid: false, code });
  return apiJson({ valid: outcome.kind === 'valid', code, license: outcome.license });
}

/** Headers of every licence API answer: JSON, never stored by a cache, no cookie. */
export const API_HEADERS = { 'cache-control': 'no-store' } as const;

/** A problem as a Response (the edge and the route adapters send the same). */
export function problemResponse(code: ProblemCode, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(problemBody(code, extra)), {
    status: PROBLEMS[code].status,
    headers: { ...API_HEADERS, 'content-type': PROBLEM_CONTENT_TYPE, ...headers },
  });
}

/** A JSON answer of the API. */
export function apiJson(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { ...API_HEADERS, 'content-type': 'application/json' } });
}
