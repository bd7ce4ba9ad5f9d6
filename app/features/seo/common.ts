// JSON-LD for search engines, typed against the schema.org vocabulary (schema-dts). Everything is
// built from the site's own content and settings, so it never says something the page does not.
// One module per type, so each page's bundle carries only the builder it uses.

export const CONTEXT = 'https://schema.org' as const;

export const organizationId = (site: string) => `${site}/#organization`;
