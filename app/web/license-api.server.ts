import type { z } from 'zod';
import {
  activateLicense,
  API_ACTOR,
  deactivateLicense,
  validateLicense,
  type ActivateOutcome,
  type ValidateOutcome,
} from '~/features/licenses/api/activations.server';
import { hitApiLimits } from '~/features/licenses/api/api-limits.server';
import { API_BODY_LIMIT_BYTES, PROBLEM_CONTENT_TYPE, PROBLEMS, problemBody, type ProblemCode } from '~/features/licenses/api/problems';
import { activateRequest, deactivateRequest, validateRequest } from '~/features/licenses/api/requests';
import { publicOrigin } from '~/lib/public-origin.server';

/** An expired license's renewal page, absolute (SITE_URL), as `renew_url`; nothing when it has none. */
function renewUrl(path: string | null): { renew_url?: string } {
  return path ? { renew_url: `${publicOrigin().replace(/\/+$/, '')}${path}` } : {};
}

// The license API over HTTP (docs/licensing.md): JSON in, JSON or problem+json out. The feature
// (app/features/licenses/api/) holds the service, the request shapes and the problem codes, free of
// HTTP. `answerLicenseCall` takes a call as plain values and returns a plain answer, so the edge
// sends it without fetch objects (decision 013: validate runs at every start of the desktop app);
// the route module (app/routes/api.v1.licenses.ts) reaches it through `handleLicenseApi`.

// The edge caps and refuses API calls before they reach the feature, in the API's own words.
export { API_BODY_LIMIT_BYTES, PROBLEM_CONTENT_TYPE, problemBody };

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

/** One call to the API, as any transport hands it over: the edge from node:http, the route from fetch. */
export interface ApiCall {
  operation: string | undefined;
  method: string;
  /** The Content-Type header as sent. */
  contentType: string | null | undefined;
  /** The body's text (the edge has capped it at 4 KB). */
  body: string;
  client: ApiClient;
}

/** The API's answer, as any transport sends it. */
export interface ApiAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

type ParsedBody = { kind: 'json'; value: unknown } | { kind: 'problem'; code: 'unsupported_media_type' | 'invalid_json' };

function parseBody(contentType: string | null | undefined, text: string): ParsedBody {
  const type = contentType?.split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/json') return { kind: 'problem', code: 'unsupported_media_type' };
  try {
    return { kind: 'json', value: JSON.parse(text) };
  } catch {
    return { kind: 'problem', code: 'invalid_json' };
  }
}

function keyOf(body: ParsedBody): string | null {
  if (body.kind !== 'json') return null;
  const value = body.value;
  return typeof value === 'object' && value !== null && 'key' in value && typeof value.key === 'string' ? value.key : null;
}

/** Answers one call: every call counts against its address, and against its key when it names one. */
export async function answerLicenseCall(call: ApiCall): Promise<ApiAnswer> {
  const { operation } = call;
  if (!isLicenseOperation(operation)) return problem('not_found');
  if (call.method !== 'POST') return problem('method_not_allowed', {}, { allow: 'POST' });
  const body = parseBody(call.contentType, call.body);
  const limit = await hitApiLimits(call.client.addressKey, keyOf(body));
  if (!limit.allowed) return rateLimited(limit.retryAfter);
  if (body.kind === 'problem') return problem(body.code);
  return run(operation, body.value, call.client.clientAddress);
}

/** The API over fetch (its route module): the same answers as the edge sends. */
export async function handleLicenseApi(request: Request, operation: string | undefined, client: ApiClient): Promise<Response> {
  const answer = await answerLicenseCall({
    operation,
    method: request.method,
    contentType: request.headers.get('content-type'),
    body: request.method === 'POST' ? await request.text() : '',
    client,
  });
  return toResponse(answer);
}

export function toResponse({ status, headers, body }: ApiAnswer): Response {
  return new Response(body, { status, headers });
}

function rateLimited(retryAfter: number) {
  const seconds = Math.max(1, retryAfter);
  return problem('rate_limited', { retryAfter: seconds }, { 'retry-after': String(seconds) });
}

function invalid(error: z.ZodError) {
  const errors = error.issues.map((issue) => ({ field: issue.path.join('.') || null, message: issue.message }));
  return problem('invalid_request', {
    detail: errors.map((e) => (e.field ? `${e.field}: ${e.message}` : e.message)).join('; '),
    errors,
  });
}

async function run(operation: LicenseOperation, body: unknown, clientAddress: string): Promise<ApiAnswer> {
  const by = { actor: API_ACTOR, clientAddress };
  if (operation === 'activate') {
    const parsed = activateRequest.safeParse(body);
    if (!parsed.success) return invalid(parsed.error);
    return activated(await activateLicense(parsed.data, by));
  }
  if (operation === 'validate') {
    const parsed = validateRequest.safeParse(body);
    if (!parsed.success) return invalid(parsed.error);
    return validated(await validateLicense(parsed.data));
  }
  const parsed = deactivateRequest.safeParse(body);
  if (!parsed.success) return invalid(parsed.error);
  const outcome = await deactivateLicense(parsed.data, by);
  if (outcome.kind === 'not-found') return problem('activation_not_found');
  return json({ deactivated: true, activation: outcome.activation, license: outcome.license });
}

function activated(outcome: ActivateOutcome): ApiAnswer {
  switch (outcome.kind) {
    case 'activated':
    case 'already-activated': {
      const { id, name, platform, createdAt, lastSeenAt } = outcome.activation;
      const body = {
        activation: { id, name, platform, createdAt, lastSeenAt },
        license: outcome.license,
        licenseFile: outcome.licenseFile,
      };
      return json(body, outcome.kind === 'activated' ? 201 : 200);
    }
    case 'invalid-key':
      return problem('invalid_key');
    case 'expired':
      return problem('expired', { license: outcome.license, ...renewUrl(outcome.renewPath) });
    case 'revoked':
      return problem('revoked', { license: outcome.license });
    case 'device-limit-reached':
      return problem('device_limit_reached', { license: outcome.license, activeDevices: outcome.activeDevices });
  }
}

const VALIDATE_CODES = {
  valid: 'valid',
  'not-activated': 'not_activated',
  expired: 'expired',
  revoked: 'revoked',
  'invalid-key': 'invalid_key',
} as const satisfies Record<ValidateOutcome['kind'], string>;

function validated(outcome: ValidateOutcome): ApiAnswer {
  const code = VALIDATE_CODES[outcome.kind];
  if (outcome.kind === 'invalid-key') return json({ valid: false, code });
  if (outcome.kind === 'expired') return json({ valid: false, code, license: outcome.license, ...renewUrl(outcome.renewPath) });
  return json({ valid: outcome.kind === 'valid', code, license: outcome.license });
}

/** Headers of every license API answer: never stored by a cache, no cookie. */
export const API_HEADERS = { 'cache-control': 'no-store' } as const;

/** A problem (the edge and the route adapters send the same). */
export function problem(code: ProblemCode, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}): ApiAnswer {
  return {
    status: PROBLEMS[code].status,
    headers: { ...API_HEADERS, 'content-type': PROBLEM_CONTENT_TYPE, ...headers },
    body: JSON.stringify(problemBody(code, extra)),
  };
}

function json(body: unknown, status = 200): ApiAnswer {
  return { status, headers: { ...API_HEADERS, 'content-type': 'application/json' }, body: JSON.stringify(body) };
}
