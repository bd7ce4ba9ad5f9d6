import type { BlogPosting, WithContext } from 'schema-dts';
import type { BlogPost } from '~/content/blog-posts';
import { BRAND } from '~/lib/brand';
import { CONTEXT, organizationId } from './common';

function articleText(post: BlogPost): string {
  return post.body.map((block) => (block.kind === 'list' ? block.items.join('\n') : block.text)).join('\n\n');
}

/** One blog post; the blog has no pages of its own, so its address is its anchor on /blog. */
export function blogPostingLd(site: string, post: BlogPost): WithContext<BlogPosting> {
  const url = `${site}/blog#${post.slug}`;
  return {
    '@context': CONTEXT,
    '@type': 'BlogPosting',
    '@id': url,
    headline: post.title,
    description: post.excerpt,
    articleSection: post.category,
    articleBody: articleText(post),
    datePublished: post.isoDate,
    dateModified: post.isoDate,
    url,
    mainEntityOfPage: url,
    image: `${site}/og/blog.png`,
    author: { '@type': 'Organization', name: BRAND, url: `${site}/` },
    publisher: { '@type': 'Organization', '@id': organizationId(site), name: BRAND, logo: `${site}/og/logo.png` },
  };
}
