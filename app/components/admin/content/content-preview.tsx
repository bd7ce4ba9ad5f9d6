import { PostArticle } from '~/components/content/post-article';
import { GuideBody } from '~/components/content/guide-body';
import { FaqItem } from '~/components/faq-list';
import { TestimonialCard } from '~/components/home/testimonials-section';
import type { ContentPreview } from '~/features/content/preview.server';

/** An item as its page will show it: the public page's own components, fed the server's rendering. */
export function ContentPreviewView({ preview }: { preview: ContentPreview }) {
  switch (preview.kind) {
    case 'post':
      return <PostArticle post={preview.post} />;
    case 'guide':
      return <GuideBody guide={preview.guide} plan={preview.plan} />;
    case 'faq':
      return (
        <dl className="bg-slate-50 p-4 sm:p-6">
          <FaqItem entry={preview.entry} index={0} />
        </dl>
      );
    case 'testimonial':
      return (
        <div className="flex bg-slate-50 p-4 sm:p-6">
          <TestimonialCard testimonial={preview.testimonial} />
        </div>
      );
  }
}
