import type { HeadersFunction } from 'react-router';

/**
 * A route's `headers`: its parent's, its own fixed ones, and the Retry-After its action or loader
 * answered a 429 with. React Router passes on only the cookies of an action's or loader's headers
 * unless the route's `headers` passes the others on, so without this every 429 a form answers would
 * lose the header that says when to come back.
 */
export function routeHeaders(own: Record<string, string> = {}): HeadersFunction {
  return ({ parentHeaders, actionHeaders, loaderHeaders, errorHeaders }) => {
    const headers = new Headers(parentHeaders);
    for (const [name, value] of Object.entries(own)) headers.set(name, value);
    const retryAfter = actionHeaders.get('Retry-After') ?? loaderHeaders.get('Retry-After') ?? errorHeaders?.get('Retry-After');
    if (retryAfter) headers.set('Retry-After', retryAfter);
    return headers;
  };
}
