import { BLOG_PAGE, type ArticleBlock, type BlogPost } from '~/content/blog-posts';
import { Icon } from './icons';

/** A post in full, below the cards: Read More lands here (#slug), and it ends with a way back up. */
export function BlogArticle({ post }: { post: BlogPost }) {
  const headingId = `${post.slug}-title`;
  return (
    <article
      id={post.slug}
      aria-labelledby={headingId}
      className="scroll-mt-28 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10"
    >
      <p className="text-sm font-semibold text-slate-600">
        {post.category} · <time dateTime={post.isoDate}>{post.date}</time>
      </p>
      <h3 id={headingId} className="mt-2 text-2xl font-bold tracking-tight text-balance text-slate-900 sm:text-3xl">
        {post.title}
      </h3>
      <div className="mt-6 space-y-4 leading-relaxed text-slate-700">
        {post.body.map((block, index) => (
          <Block key={index} block={block} />
        ))}
      </div>
      <a href="#posts" className="mt-8 inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-brand-700 hover:text-brand-800">
        <Icon name="arrow-right" className="size-4 -rotate-90" />
        {BLOG_PAGE.backToPosts}
      </a>
    </article>
  );
}

function Block({ block }: { block: ArticleBlock }) {
  switch (block.kind) {
    case 'paragraph':
      return <p>{block.text}</p>;
    case 'heading':
      return <h4 className="pt-2 text-lg font-semibold text-slate-900">{block.text}</h4>;
    case 'list':
      return (
        <ul className="list-disc space-y-2 pl-6 marker:text-brand-600">
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
  }
}
