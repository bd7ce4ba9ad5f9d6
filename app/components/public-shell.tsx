import type { ReactNode } from 'react';
import { PageStatus } from './toast-status';
import { organizationLd } from '~/features/seo/organization';
import { JsonLd } from './json-ld';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { useSiteUrl } from './use-site-url';

/** Header, the page, footer: the frame of every public page, the error page included. */
export function PublicShell({ children }: { children: ReactNode }) {
  const site = useSiteUrl();
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
      {site ? <JsonLd data={organizationLd(site)} /> : null}
    </div>
  );
}
