import {
  data,
  isRouteErrorResponse,
  Links,
  Outlet,
  Scripts,
  UNSAFE_useScrollRestoration as useScrollRestoration,
  useLocation,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import { lazy, Suspense } from 'react';
import type { Route } from './+types/root';
import { ErrorPage as ErrorPageNow } from './components/error-page';
import { PublicShell } from './components/public-shell';
import { Toaster } from './components/toaster';
import { siteOrigin } from './lib/config.server';
import { readToast } from '~/web/flash.server';
import { pageSeo } from '~/features/seo/page-seo.server';
import { useScriptNonce } from '~/components/script-nonce';
import './app.css';
// The one font file every page paints with above the fold (app.css declares it); preloaded so text swaps early.
import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';

// Error pages are rare, so browsers fetch this one only when they show it (every other page's
// first load is half a kilobyte lighter). The server renders it at once, so the page is whole
// without JavaScript; the browser hydrates it inside its Suspense boundary once the code is in.
const ErrorPage = import.meta.env.SSR
  ? ErrorPageNow
  : lazy(() => import('./components/error-page').then((module) => ({ default: module.ErrorPage })));

export const links: Route.LinksFunction = () => [
  { rel: 'preload', href: interLatin, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

/**
 * The flash of the last redirect (shown by the page that answers it), the public origin from
 * SITE_URL (the structured data is built from it and the pages' own content), and the address's
 * canonical URL and preview image, computed here so the browser only receives strings.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const site = siteOrigin();
  const seo = { siteUrl: site, seo: pageSeo(site, new URL(request.url).pathname) };
  const flash = await readToast(request);
  if (!flash) return { toast: null, ...seo };
  return data({ toast: flash.toast, ...seo }, { headers: { 'Set-Cookie': flash.clearHeader } });
}

/** The canonical URL follows the address, so the root loader runs again when the path changes. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname !== nextUrl.pathname || defaultShouldRevalidate;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useScriptNonce();
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
        <ScrollMemory />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/**
 * Scrolls as a multi-page site would: to the top of a new page, to the element a #hash names, and
 * back to where the visitor was on Back and Forward (positions kept in sessionStorage). React
 * Router's own hook, without the <ScrollRestoration> component around it: that one adds an inline
 * script to every page to restore a reloaded page before hydration, which browsers already do
 * (the hook hands scrolling back to them when the page is left).
 */
function ScrollMemory() {
  useScrollRestoration();
  return null;
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
  if (pathname === '/admin' || pathname.startsWith('/admin/')) {
    return (
      <main className="flex min-h-screen items-center justify-center">
        <Suspense>
          <ErrorPage status={status} detail={detail} withLinks={false} />
        </Suspense>
      </main>
    );
  }
  return (
    <PublicShell>
      <Suspense>
        <ErrorPage status={status} detail={detail} withLinks />
      </Suspense>
    </PublicShell>
  );
}
