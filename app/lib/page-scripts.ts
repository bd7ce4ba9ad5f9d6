/**
 * Whether a route needs the client (React, React Router and its own code) in the browser. Every page
 * works without JavaScript, so a page with nothing to enhance ships none: its route says so in its
 * `handle`, and root.tsx renders the scripts only when some match of the page needs them.
 *
 * Omitted, a route needs the client. That is the safer default: a route that forgets to say so costs
 * bytes (and the browser test of every public page's scripts catches it), while the opposite default
 * would silently drop what scripts add to a page that has some (copy buttons, toasts, pending states).
 */
export interface ClientHandle<LoaderData = never> {
  /** false: nothing here needs a script; a function decides per render, from the route's loader data. */
  hydrate?: boolean | ((loaderData: LoaderData) => boolean);
}

/** A match as root.tsx sees it (React Router's UIMatch, narrowed to what the rule reads). */
export interface ScriptMatch {
  handle: unknown;
  loaderData: unknown;
}

function routeNeedsClient({ handle, loaderData }: ScriptMatch): boolean {
  const hydrate = (handle as ClientHandle<unknown> | undefined)?.hydrate;
  if (hydrate === undefined) return true;
  if (typeof hydrate === 'function') return hydrate(loaderData);
  return hydrate;
}

/**
 * Whether the page loads the client: when one of its routes needs it, or when it carries a one-time
 * message (a flash, or a form's refusal) that the client shows as a toast. Without the client a
 * browser that runs scripts would never show such a message (its no-JavaScript form is <noscript>).
 */
export function pageNeedsClient(matches: readonly ScriptMatch[], carriesMessage: boolean): boolean {
  return carriesMessage || matches.some(routeNeedsClient);
}
