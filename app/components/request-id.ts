import { createContext, useContext, useState } from 'react';

/**
 * The id of the request this page answers (the edge's, in its X-Request-Id header and log line),
 * for the error page to show. On the server it comes from the render's context; in the browser the
 * hydrating page keeps the id the server wrote, and a page rendered there alone (a client-side
 * navigation) has none to show.
 */
export const RequestIdContext = createContext<string | null>(null);

const ATTRIBUTE = 'data-request-id';

export function useRequestId(): { id: string | null; attribute: { [ATTRIBUTE]: string } | Record<string, never> } {
  const fromServer = useContext(RequestIdContext);
  const [id] = useState(() =>
    typeof document === 'undefined' ? fromServer : (document.querySelector(`[${ATTRIBUTE}]`)?.getAttribute(ATTRIBUTE) ?? null),
  );
  return { id, attribute: id ? { [ATTRIBUTE]: id } : {} };
}
