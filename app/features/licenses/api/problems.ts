// The license API's errors (RFC 9457 problem details): each has a stable `code` apps branch on, the
// HTTP status it comes with, and a title. One table, read by the adapter, the OpenAPI document and the docs.

export const PROBLEMS = {
  invalid_key: { status: 404, title: 'The license key is not known.' },
  expired: { status: 403, title: 'The license has expired.' },
  revoked: { status: 403, title: 'The license has been revoked.' },
  device_limit_reached: { status: 409, title: 'The license is already activated on all the devices it allows.' },
  activation_not_found: { status: 404, title: 'No active activation matches.' },
  invalid_request: { status: 422, title: 'A field is missing or malformed.' },
  invalid_json: { status: 400, title: 'The body is not valid JSON.' },
  unsupported_media_type: { status: 415, title: 'The body must be application/json.' },
  body_too_large: { status: 413, title: 'The body is larger than 4 KB.' },
  method_not_allowed: { status: 405, title: 'Use POST.' },
  not_found: { status: 404, title: 'No such operation.' },
  rate_limited: { status: 429, title: 'Too many requests; try again after Retry-After seconds.' },
} as const satisfies Record<string, { status: number; title: string }>;

export type ProblemCode = keyof typeof PROBLEMS;

/** The license API's body cap: its requests are a few hundred bytes. */
export const API_BODY_LIMIT_BYTES = 4 * 1024;

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

/** A problem's body; `type` is a URN naming the code, so it never needs a page of its own. */
export function problemBody(code: ProblemCode, extra: Record<string, unknown> = {}) {
  const { status, title } = PROBLEMS[code];
  return { type: `urn:license-api:problem:${code}`, title, status, code, ...extra };
}
