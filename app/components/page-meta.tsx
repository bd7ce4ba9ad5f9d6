import { BRAND, pageTitle } from '~/lib/brand';
import { useRootData } from './use-root-data';

/**
 * A public page's head: its title and description, the Open Graph and Twitter tags for link
 * previews, and its canonical URL. React hoists these into <head>, on the server and after every
 * navigation, so pages need no meta export and no page downloads React Router's <Meta> for them.
 */
export function PageMeta({
  title,
  description,
  article,
}: {
  title: string;
  description: string;
  /** A blog post: its card says "article", with its dates and section. */
  article?: { publishedTime: string; modifiedTime: string; section: string };
}) {
  const documentTitle = pageTitle(title);
  return (
    <>
      <title>{documentTitle}</title>
      <meta name="description" content={description} />
      <meta property="og:title" content={documentTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:type" content={article ? 'article' : 'website'} />
      {article ? (
        <>
          <meta property="article:published_time" content={article.publishedTime} />
          <meta property="article:modified_time" content={article.modifiedTime} />
          <meta property="article:section" content={article.section} />
        </>
      ) : null}
      <meta property="og:site_name" content={BRAND} />
      <LinkPreviewMeta />
    </>
  );
}

/** The head of a page kept out of search results and link previews: a buyer's order, the administrator's pages. */
export function PrivatePageMeta({ title, description }: { title: string; description?: string }) {
  return (
    <>
      <title>{pageTitle(title)}</title>
      {description ? <meta name="description" content={description} /> : null}
      <meta name="robots" content="noindex" />
    </>
  );
}

/** The canonical URL and preview image, built by the root loader from SITE_URL and the address. */
function LinkPreviewMeta() {
  const seo = useRootData()?.seo;
  if (!seo) return null;
  return (
    <>
      <link rel="canonical" href={seo.canonical} />
      <meta property="og:url" content={seo.canonical} />
      <meta property="og:image" content={seo.image} />
      <meta property="og:image:type" content="image/png" />
      {/* Every card is drawn at this size (content/og-cards.ts, checked by its test). */}
      <meta property="og:image:width" content="1200" />
      <meta property="og:image:height" content="630" />
      <meta property="og:image:alt" content={seo.imageAlt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:image" content={seo.image} />
      <meta name="twitter:image:alt" content={seo.imageAlt} />
    </>
  );
}
