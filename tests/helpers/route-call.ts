import type { AppLoadContext } from 'react-router';

/** What a loader or action answered, whichever way it answered (returned data, data(), a Response, or a thrown Response). */
export interface Outcome<T = unknown> {
  status: number;
  headers: Headers;
  data: T | undefined;
  location: string | null;
}

export function formRequest(
  url: string,
  fields: Record<string, string | string[]> | URLSearchParams,
  headers: Record<string, string> = {},
): Request {
  const body = new URLSearchParams();
  if (fields instanceof URLSearchParams) fields.forEach((v, k) => body.append(k, v));
  else
    for (const [key, value] of Object.entries(fields)) {
      for (const v of Array.isArray(value) ? value : [value]) body.append(key, v);
    }
  return new Request(new URL(url, 'http://localhost'), {
    method: 'POST',
    body,
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
  });
}

export function getRequest(url: string, headers: Record<string, string> = {}): Request {
  return new Request(new URL(url, 'http://localhost'), { headers });
}

type RouteFunction = (args: any) => unknown;

/** Calls a route loader or action the way React Router does, and normalises what came back. */
export async function callRoute<T = any>(
  fn: RouteFunction,
  request: Request,
  context: Partial<AppLoadContext> = {},
  params: Record<string, string> = {},
): Promise<Outcome<T>> {
  let result: unknown;
  try {
    result = await fn({ request, params, context: { clientAddress: '127.0.0.1', ...context } });
  } catch (thrown) {
    const isData = thrown && typeof thrown === 'object' && (thrown as any).type === 'DataWithResponseInit';
    if (thrown instanceof Response || isData) result = thrown;
    else throw thrown;
  }
  if (result instanceof Response) {
    const type = result.headers.get('content-type') ?? '';
    const data = type.includes('json') ? await result.clone().json() : undefined;
    return { status: result.status, headers: result.headers, data: data as T, location: result.headers.get('location') };
  }
  if (result && typeof result === 'object' && (result as any).type === 'DataWithResponseInit') {
    const { data, init } = result as { data: T; init: ResponseInit | null };
    return { status: init?.status ?? 200, headers: new Headers(init?.headers), data, location: null };
  }
  return { status: 200, headers: new Headers(), data: result as T, location: null };
}

/** The cookie pairs a response set, ready to send back as a Cookie header. */
export function cookiesFrom(headers: Headers): string {
  return headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}
