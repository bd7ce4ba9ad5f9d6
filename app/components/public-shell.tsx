import type { ReactNode } from 'react';
import { useRouteLoaderData } from 'react-router';
import { PageStatus } from './toast-status';
import { JsonLdText } from './json-ld';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** Header, the page, footer: the frame of every public page, the error page included. */
export function PublicShell({ children }: { children: ReactNode }) {
  const organization = (useRouteLoaderData('root') as { organizationJsonLd?: string } | undefined)?.organizationJsonLd;
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2"
      >
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" className="flex-1">
        <PageStatus />
        {children}
      </main>
      <SiteFooter />
      {organization ? <JsonLdText json={organization} /> : null}
    </div>
  );
}
