import { BLOG_PAGE } from '~/content/blog-posts';
import type { PostView } from '~/features/content/public.server';
import { PATHS } from '~/lib/paths';
import { COLOUR_CLASSES } from '../blog-post-card';
import { Icon } from '../icons';
import { PageHeader } from '../page-header';

/**
 * A post as its page shows it, and as the dashboard previews it: the title as the page's h1, its
 * category, date and reading time, then the article (safe HTML from the server's Markdown renderer).
 */
export function PostArticle({ post }: { post: PostView }) {
  const colour = COLOUR_CLASSES[post.colour];
  return (
    <article aria-labelledby="post-title">
      <PageHeader title={post.title} titleId="post-title">
        <p className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1 text-base text-brand-100">
          <span data-post-category className={`rounded-full px-3 py-0.5 text-sm font-semibold ring-1 ${colour.badge}`}>
            {post.category}
          </span>
          <time dateTime={post.day}>{post.date}</time>
          <span aria-hidden="true">·</span>
          <span>{BLOG_PAGE.readingTime(post.readingMinutes)}</span>
        </p>
      </PageHeader>
      <div className="bg-white">
        <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 lg:py-16">
          {/* The server's rendering of the owner's Markdown: raw HTML is text there, and links are checked. */}
          <div className="written text-lg" data-post-body dangerouslySetInnerHTML={{ __html: post.html }} />
          <p className="mt-12 border-t border-slate-200 pt-6">
            <a
              href={PATHS.blog}
              className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-brand-700 hover:text-brand-800"
            >
              <Icon name="arrow-right" className="size-4 rotate-180" />
              {BLOG_PAGE.backToPosts}
            </a>
          </p>
        </div>
      </div>
    </article>
  );
}
