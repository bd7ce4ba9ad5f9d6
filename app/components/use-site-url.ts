import { useRouteLoaderData } from 'react-router';

/** The public origin (SITE_URL) the root loader passes down, for absolute URLs in structured data. */
export function useSiteUrl(): string | null {
  const root = useRouteLoaderData('root') as { siteUrl?: string } | undefined;
  return root?.siteUrl ?? null;
}
