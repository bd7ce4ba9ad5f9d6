import { data, isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router';
import type { Route } from './+types/root';
import { Toaster } from './components/toaster';
import { ToastStatus } from './components/toast-status';
import { readToast } from './lib/flash.server';
import { useScriptNonce } from './lib/script-nonce';
import './app.css';

export const links: Route.LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }];

export async function loader({ request }: Route.LoaderArgs) {
  const flash = await readToast(request);
  if (!flash) return { toast: null };
  return data({ toast: flash.toast }, { headers: { 'Set-Cookie': flash.clearHeader } });
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useScriptNonce();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1d4ed8" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-white font-sans text-slate-900 antialiased">
        {children}
        <Toaster />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <ToastStatus toast={loaderData.toast} />
      <Outlet />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  let status = 500;
  let detail = 'Something went wrong';
  if (isRouteErrorResponse(error)) {
    status = error.status;
    detail = error.status === 404 ? 'Not Found' : error.statusText || detail;
  } else if (error instanceof Error && error.message) {
    detail = error.message;
  }
  return (
    <main className="mx-auto flex min-h-screen max-w-2xl flex-col items-center justify-center gap-4 px-6 text-center">
      <title>{`${status} | Unexpected Application Error!`}</title>
      <h1 className="text-3xl font-bold text-slate-900">Unexpected Application Error!</h1>
      <p className="text-xl font-semibold text-slate-700">
        {status} {detail}
      </p>
      <a href="/" className="mt-2 rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800">
        Back to the home page
      </a>
    </main>
  );
}
