import { data } from 'react-router';
import { BlogPostCard } from '~/components/blog-post-card';
import { JsonLd } from '~/components/json-ld';
import { useSiteUrl } from '~/components/use-site-url';
import { PageHeader } from '~/components/page-header';
import { Container } from '~/components/section-heading';
import { BLOG_PAGE } from '~/content/blog-posts';
import { OLD_BLOG_ANCHORS } from '~/content/old-blog-anchors';
import { postsMovedOffPage, publishedPostsPage } from '~/features/content/public.server';
import { blogLd } from '~/features/seo/blog-posting';
import { PageMeta } from '~/components/page-meta';
import { PATHS } from '~/lib/paths';
import type { ClientHandle } from '~/lib/page-scripts';
import type { Route } from './+types/blog';

// Nothing on this page needs a script: it ships none.
export const handle: ClientHandle = { hydrate: false };

/** A page of posts (?page=2…), newest first (anything else in ?page= is the first); a page past the last is the site's 404. */
export async function loader({ request }: Route.LoaderArgs) {
  const asked = new URL(request.url).searchParams.get('page') ?? '';
  const page = /^[1-9]\d{0,5}$/.test(asked) ? Number(asked) : 1;
  const posts = await publishedPostsPage(page);
  if (!posts) throw data('Not Found', { status: 404 });
  // The posts whose old /blog#slug address no longer finds their card here: their page is linked instead.
  const moved = page === 1 ? await postsMovedOffPage(OLD_BLOG_ANCHORS, posts.posts) : [];
  return { ...posts, moved };
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { posts, page, pages, moved } = loaderData;
  const site = useSiteUrl();
  const title = page === 1 ? BLOG_PAGE.title : BLOG_PAGE.pageTitle(page);
  return (
    <>
      <PageMeta title={title} description={BLOG_PAGE.description} />
      <link rel="alternate" type="application/atom+xml" title={BLOG_PAGE.feedTitle} href={PATHS.blogFeed} />
      {site ? <JsonLd data={blogLd(site, posts)} /> : null}
      <PageHeader title={BLOG_PAGE.title}>{BLOG_PAGE.lead}</PageHeader>
      <section id="posts" aria-label={BLOG_PAGE.postsLabel} className="scroll-mt-28 bg-slate-50 py-16 sm:py-20">
        <Container>
          {posts.length === 0 ? <p className="text-center text-slate-600">{BLOG_PAGE.empty}</p> : null}
          <div className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
            {posts.map((post, index) => (
              <BlogPostCard key={post.slug} post={post} id={`post-${index}`} />
            ))}
          </div>
          {pages > 1 ? (
            <nav aria-label={BLOG_PAGE.pageOf(page, pages)} className="mt-12 flex items-center justify-between gap-4 text-sm font-semibold">
              {page > 1 ? (
                <a
                  href={page === 2 ? PATHS.blog : `${PATHS.blog}?page=${page - 1}`}
                  rel="prev"
                  className="min-h-11 content-center text-brand-700"
                >
                  ← {BLOG_PAGE.newer}
                </a>
              ) : (
                <span />
              )}
              <span className="text-slate-600">{BLOG_PAGE.pageOf(page, pages)}</span>
              {page < pages ? (
                <a href={`${PATHS.blog}?page=${page + 1}`} rel="next" className="min-h-11 content-center text-brand-700">
                  {BLOG_PAGE.older} →
                </a>
              ) : (
                <span />
              )}
            </nav>
          ) : null}
          {moved.map((post) => (
            // Shown only when the address names it (/blog#slug): CSS :target, no script.
            <p key={post.anchor} id={post.anchor} className="mt-8 hidden scroll-mt-28 text-center text-slate-700 target:block">
              {BLOG_PAGE.movedAnchor(post.title)}{' '}
              <a href={post.href} className="font-semibold text-brand-700 underline underline-offset-2">
                {BLOG_PAGE.movedAnchorLink}
              </a>
            </p>
          ))}
          <p className="mt-12 text-center text-sm">
            <a href={PATHS.blogFeed} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
              {BLOG_PAGE.feedLink}
            </a>
          </p>
        </Container>
      </section>
    </>
  );
}
