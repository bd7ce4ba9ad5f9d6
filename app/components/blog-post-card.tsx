import { BLOG_PAGE } from '~/content/blog-posts';
import type { PostCard } from '~/features/content/public.server';
import type { PostColour } from '~/features/content/model';
import { Icon } from './icons';

export const COLOUR_CLASSES: Record<PostColour, { cover: string; badge: string; button: string }> = {
  blue: {
    cover: 'from-brand-500 to-brand-800',
    badge: 'bg-brand-50 text-brand-800 ring-brand-200',
    button: 'text-brand-700 hover:bg-brand-50',
  },
  green: {
    cover: 'from-emerald-500 to-emerald-800',
    badge: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
    button: 'text-emerald-800 hover:bg-emerald-50',
  },
  purple: {
    cover: 'from-violet-500 to-violet-800',
    badge: 'bg-violet-50 text-violet-800 ring-violet-200',
    button: 'text-violet-800 hover:bg-violet-50',
  },
};

/**
 * A post's card on /blog, linking to its page. The card carries the post's slug as its id, so an old
 * /blog#slug address (from when every post was on this one page) still lands on it.
 */
export function BlogPostCard({ post, id }: { post: PostCard; id: string }) {
  const colour = COLOUR_CLASSES[post.colour];
  return (
    <article
      id={post.slug}
      aria-labelledby={id}
      data-colour={post.colour}
      className="flex scroll-mt-28 flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition duration-200 hover:-translate-y-1 hover:shadow-xl"
    >
      <div aria-hidden="true" className={`relative grid h-44 place-items-center overflow-hidden bg-gradient-to-br ${colour.cover}`}>
        <div className="absolute -top-10 -right-10 size-40 rounded-full bg-white/10" />
        <div className="absolute -bottom-12 -left-8 size-32 rounded-full bg-white/10" />
        <Icon name={post.icon} className="relative size-16 text-white/90" strokeWidth={1.5} />
      </div>
      <div className="flex flex-1 flex-col p-7">
        <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
          <span className={`rounded-full px-3 py-1 font-semibold ring-1 ${colour.badge}`}>{post.category}</span>
          <time dateTime={post.day} className="flex items-center gap-1.5 text-slate-600">
            <Icon name="calendar" className="size-4" />
            {post.date}
          </time>
        </div>
        <h2 id={id} className="mt-4 text-xl font-bold text-slate-900">
          {post.title}
        </h2>
        <p className="mt-3 flex-1 text-slate-600">{post.excerpt}</p>
        <a
          href={post.href}
          aria-describedby={id}
          className={`mt-6 -ml-3 inline-flex min-h-11 items-center gap-2 self-start rounded-md px-3 text-sm font-semibold transition-colors ${colour.button}`}
        >
          {BLOG_PAGE.readMore}
          <Icon name="arrow-right" className="size-4" />
        </a>
      </div>
    </article>
  );
}
