import { useEffect } from 'react';
import {
  data,
  isRouteErrorResponse,
  Links,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import type { Route } from './+types/root';
import { ErrorPage } from './components/error-page';
import { PublicShell } from './components/public-shell';
import { Toaster } from './components/toaster';
import { publicOrigin } from './lib/public-origin.server';
import { readToast } from '~/web/flash.server';
import { pageSeo } from '~/web/page-seo.server';
import { useScriptNonce } from '~/components/script-nonce';
import { useAnswersAction } from '~/components/action-answer';
import './app.css';
import { isAdminPath } from './lib/paths';
import { pageNeedsClient, type ClientHandle } from './lib/page-scripts';

// The font is not preloaded: a preloaded web font holds Chromium's first paint until it arrives
// (render-blocking fonts), and app.css sets the text in a metric-matched fallback until then.
export const links: Route.LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }];

// The document frame needs no script of its own; a one-time message is handled by pageNeedsClient.
export const handle: ClientHandle = { hydrate: false };

/**
 * The flash of the last redirect (shown by the page that answers it), the public origin from
 * SITE_URL (the structured data is built from it and the pages' own content), and the address's
 * canonical URL and preview image, computed here so the browser only receives strings.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const site = publicOrigin();
  const seo = { siteUrl: site, seo: pageSeo(site, new URL(request.url).pathname) };
  const flash = await readToast(request);
  if (!flash) return { toast: null, ...seo };
  return data({ toast: flash.toast, ...seo }, { headers: { 'Set-Cookie': flash.clearHeader } });
}

/** The canonical URL follows the address, so the root loader runs again when the path changes. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname !== nextUrl.pathname || defaultShouldRevalidate;
}

/**
 * Whether this document loads the client. In the browser it always does: the page is hydrated
 * already, and removing the scripts would change nothing but the DOM.
 */
function useLoadsClient(): boolean {
  const matches = useMatches();
  const root = useRouteLoaderData<typeof loader>('root');
  const answersAction = useAnswersAction();
  if (typeof document !== 'undefined') return true;
  return pageNeedsClient(matches, answersAction || !!root?.toast);
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useScriptNonce();
  const loadsClient = useLoadsClient();
  // The client starts after the first paint, so for a moment the page is plain HTML: this says when
  // its scripts have taken over (for browser tests and anyone else who needs to know).
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1d4ed8" />
        <Links />
      </head>
      <body className="min-h-screen bg-white font-sans text-slate-900 antialiased">
        {children}
        <Toaster />
        {/* A page that needs no script gets none: no module scripts, no modulepreload, no hydration
            data; its links are plain navigations, and the browser restores scroll positions itself. */}
        {loadsClient ? (
          <>
            {/* Scrolls as a multi-page site would: to the top of a new page, to the element a #hash
                names, and back to the visitor's place on Back, Forward and reload (positions kept in
                sessionStorage; its small inline script restores a reloaded page before hydration). */}
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : null}
      </body>
    </html>
  );
}

// Each page shows its own messages (above the form they answer, or at the top of its content).
export default function App() {
  return <Outlet />;
}

/** The spec's 'Unexpected Application Error!' with the status: inside the site's frame, bare under /admin. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { pathname } = useLocation();
  let status = 500;
  let detail = 'Something went wrong';
  if (isRouteErrorResponse(error)) {
    status = error.status;
    detail = error.status === 404 ? 'Not Found' : error.statusText || detail;
  } else if (error instanceof Error && error.message) {
    detail = error.message;
  }
  if (isAdminPath(pathname)) {
    return (
      <main className="flex min-h-screen items-center justify-center">
        <ErrorPage status={status} detail={detail} withLinks={false} />
      </main>
    );
  }
  return (
    <PublicShell>
      <ErrorPage status={status} detail={detail} withLinks />
    </PublicShell>
  );
}
