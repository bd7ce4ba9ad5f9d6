import { publishedContentPaths } from '~/features/content/public.server';
import { contentVersions } from '~/lib/db/content-version.server';

let known: { version: number; paths: Promise<ReadonlySet<string>>; loaded: ReadonlySet<string> | null } | null = null;

/**
 * Whether a path is a published post's or guide's page (or its client-navigation data): the pages of
 * the owner's content the edge may cache. Read once per content version, so a publish makes a new
 * page cacheable and an unpublished one stops being served from the cache; an unknown address is
 * rendered (and counted) once as the 404 it is, never twice.
 */
export function isPublishedContentPage(pathname: string): boolean | Promise<boolean> {
  const version = contentVersions.current();
  if (known?.version === version && known.loaded) return known.loaded.has(pathname);
  if (!known || known.version !== version) {
    const loading: NonNullable<typeof known> = {
      version,
      paths: publishedContentPaths().then((paths) => new Set(paths.flatMap((path) => [path, `${path}.data`]))),
      loaded: null,
    };
    known = loading;
    // Once read, answered without waiting; a failed read is not remembered: the next request asks again.
    loading.paths.then(
      (paths) => (loading.loaded = paths),
      () => {
        if (known === loading) known = null;
      },
    );
  }
  return known.paths.then((paths) => paths.has(pathname));
}
