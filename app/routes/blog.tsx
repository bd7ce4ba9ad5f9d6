import { BlogArticle } from '~/components/blog-article';
import { BlogPostCard } from '~/components/blog-post-card';
import { JsonLd } from '~/components/json-ld';
import { useSiteUrl } from '~/components/use-site-url';
import { PageHeader } from '~/components/page-header';
import { Container } from '~/components/section-heading';
import { BLOG_PAGE, BLOG_POSTS } from '~/content/blog-posts';
import { blogPostingLd } from '~/features/seo/blog-posting';
import { PageMeta } from '~/components/page-meta';
import type { ClientHandle } from '~/lib/page-scripts';

// Nothing on this page needs a script: it ships none.
export const handle: ClientHandle = { hydrate: false };

export default function Blog() {
  const site = useSiteUrl();
  return (
    <>
      <PageMeta title={BLOG_PAGE.title} description={BLOG_PAGE.description} />
      {site ? BLOG_POSTS.map((post) => <JsonLd key={post.slug} data={blogPostingLd(site, post)} />) : null}
      <PageHeader title={BLOG_PAGE.title}>{BLOG_PAGE.lead}</PageHeader>
      <section id="posts" aria-label="Latest posts" className="scroll-mt-28 bg-slate-50 py-16 sm:py-20">
        <Container>
          <div className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
            {BLOG_POSTS.map((post, index) => (
              <BlogPostCard key={post.title} post={post} id={`post-${index}`} />
            ))}
          </div>
        </Container>
      </section>
      <section aria-labelledby="articles-heading" className="bg-white py-16 sm:py-20">
        <div className="mx-auto max-w-3xl px-4 sm:px-6">
          <h2 id="articles-heading" className="sr-only">
            {BLOG_PAGE.articlesHeading}
          </h2>
          <div className="space-y-10">
            {BLOG_POSTS.map((post) => (
              <BlogArticle key={post.slug} post={post} />
            ))}
          </div>
        </div>
      </section>
    </>
  );
}
