import { BRAND, pageTitle } from './brand';

/** The tags every public page carries: its own title, a description, and the Open Graph pair for link previews. */
export function pageMeta(title: string, description: string) {
  const documentTitle = pageTitle(title);
  return [
    { title: documentTitle },
    { name: 'description', content: description },
    { property: 'og:title', content: documentTitle },
    { property: 'og:description', content: description },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: BRAND },
  ];
}
