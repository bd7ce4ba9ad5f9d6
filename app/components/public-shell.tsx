import type { ReactNode } from 'react';
import { PageStatus } from './toast-status';
import { organizationLd } from '~/features/seo/organization';
import { JsonLd } from './json-ld';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SkipLink } from './skip-link';
import { useSiteUrl } from './use-site-url';

/** Header, the page, footer: the frame of every public page, the error page included. */
export function PublicShell({ children }: { children: ReactNode }) {
  const site = useSiteUrl();
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
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
