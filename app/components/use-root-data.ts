import { useRouteLoaderData } from 'react-router';
import type { loader } from '~/root';

/**
 * What the root loader sends every page: the last redirect's flash, the public origin (SITE_URL),
 * and the address's canonical URL and preview image. Undefined when the root loader itself failed.
 */
export function useRootData() {
  return useRouteLoaderData<typeof loader>('root');
}
