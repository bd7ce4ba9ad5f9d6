import { serializeJsonLd } from '~/features/seo/json-ld';

/**
 * Structured data for search engines. A data block, never run, so the Content-Security-Policy has
 * nothing to allow; serializeJsonLd keeps any text in it from closing the element.
 */
export function JsonLd({ data }: { data: object }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
