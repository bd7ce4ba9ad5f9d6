import type { Blog, BlogPosting, WithContext } from 'schema-dts';
import type { PostCard, PostView } from '~/features/content/public.server';
import { BRAND } from '~/lib/brand';
import { CONTEXT, organizationId } from './common';

/** One blog post on its own page: an Article (BlogPosting) with its address, dates and words. */
export function blogPostingLd(site: string, post: PostView): WithContext<BlogPosting> {
  const url = `${site}${post.href}`;
  return {
    '@context': CONTEXT,
    '@type': 'BlogPosting',
    '@id': url,
    headline: post.title,
    description: post.excerpt,
    articleSection: post.category,
    articleBody: post.text,
    wordCount: post.text.split(/\s+/).filter(Boolean).length,
    datePublished: post.publishedAt,
    dateModified: post.modifiedAt,
    url,
    mainEntityOfPage: url,
    image: `${site}/og/blog.png`,
    author: { '@type': 'Organization', name: BRAND, url: `${site}/` },
    publisher: { '@type': 'Organization', '@id': organizationId(site), name: BRAND, logo: `${site}/og/logo.png` },
  };
}

/** The blog's page of posts: a Blog whose posts each name their own page (their full data is there). */
export function blogLd(site: string, posts: readonly Pick<PostCard, 'href' | 'title' | 'excerpt' | 'day'>[]): WithContext<Blog> {
  return {
    '@context': CONTEXT,
    '@type': 'Blog',
    '@id': `${site}/blog`,
    name: `${BRAND} Blog`,
    url: `${site}/blog`,
    publisher: { '@type': 'Organization', '@id': organizationId(site), name: BRAND },
    blogPost: posts.map((post) => ({
      '@type': 'BlogPosting',
      headline: post.title,
      description: post.excerpt,
      datePublished: post.day,
      url: `${site}${post.href}`,
    })),
  };
}
