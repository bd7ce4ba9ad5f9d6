import { BLOG_PAGE } from '~/content/blog-posts';
import { feedEntries } from '~/features/content/public.server';
import { escapeHtml as escapeXml } from '~/features/mail/templates/escape-html';
import { BRAND } from '~/lib/brand';
import { PATHS } from '~/lib/paths';
import { publicOrigin } from '~/lib/public-origin.server';

/**
 * The blog's Atom feed (RFC 4287): the newest posts in full, addresses absolute on SITE_URL. Served
 * through the page cache like a page, so a publish replaces it (and its ETag) everywhere.
 */
export async function loader() {
  const origin = publicOrigin();
  const entries = await feedEntries();
  const updated = entries.reduce((latest, entry) => (entry.updatedAt > latest ? entry.updatedAt : latest), entries[0]?.updatedAt ?? '');
  const lines = [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  <title>${escapeXml(BLOG_PAGE.feedTitle)}</title>`,
    `  <subtitle>${escapeXml(BLOG_PAGE.description)}</subtitle>`,
    `  <link rel="self" type="application/atom+xml" href="${origin}${PATHS.blogFeed}"/>`,
    `  <link rel="alternate" type="text/html" href="${origin}${PATHS.blog}"/>`,
    `  <id>${origin}${PATHS.blog}</id>`,
    `  <updated>${updated || new Date(0).toISOString()}</updated>`,
    `  <author><name>${escapeXml(BRAND)}</name></author>`,
    ...entries.flatMap((entry) => [
      '  <entry>',
      `    <title>${escapeXml(entry.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${origin}${entry.href}"/>`,
      `    <id>${origin}${entry.href}</id>`,
      `    <published>${entry.publishedAt}</published>`,
      `    <updated>${entry.updatedAt}</updated>`,
      `    <category term="${escapeXml(entry.category)}"/>`,
      `    <summary>${escapeXml(entry.summary)}</summary>`,
      `    <content type="html">${escapeXml(entry.html)}</content>`,
      '  </entry>',
    ]),
    '</feed>',
  ];
  return new Response(`${lines.join('\n')}\n`, { headers: { 'Content-Type': 'application/atom+xml; charset=utf-8' } });
}
