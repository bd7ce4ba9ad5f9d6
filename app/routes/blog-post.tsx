import { data, redirect } from 'react-router';
import { PostArticle } from '~/components/content/post-article';
import { JsonLd } from '~/components/json-ld';
import { PageMeta } from '~/components/page-meta';
import { useSiteUrl } from '~/components/use-site-url';
import { publishedPost } from '~/features/content/public.server';
import { blogPostingLd } from '~/features/seo/blog-posting';
import type { ClientHandle } from '~/lib/page-scripts';
import type { Route } from './+types/blog-post';

// A post is read, not used: the page ships no script.
export const handle: ClientHandle = { hydrate: false };

/**
 * A published post at /blog/{slug}; an address it had before its slug changed answers 301 with the
 * one it has now; a draft, a scheduled post or an unknown slug is the site's 404.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const found = await publishedPost(params.slug);
  if (found.kind === 'moved') throw redirect(found.to, 301);
  if (found.kind === 'none') throw data('Not Found', { status: 404 });
  return { post: found.post };
}

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { post } = loaderData;
  const site = useSiteUrl();
  return (
    <>
      <PageMeta
        title={post.title}
        description={post.excerpt}
        article={{ publishedTime: post.publishedAt, modifiedTime: post.modifiedAt, section: post.category }}
      />
      {site ? <JsonLd data={blogPostingLd(site, post)} /> : null}
      <PostArticle post={post} />
    </>
  );
}
