import { useRootData } from './use-root-data';

/** The public origin (SITE_URL) the root loader passes down, for absolute URLs in structured data. */
export function useSiteUrl(): string | null {
  return useRootData()?.siteUrl ?? null;
}
