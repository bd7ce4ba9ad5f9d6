import { ClosingCall } from '~/components/home/closing-call';
import { FeaturesGrid } from '~/components/home/features-grid';
import { Hero } from '~/components/home/hero';
import { StatsBand } from '~/components/home/stats-band';
import { StepsGuide } from '~/components/home/steps-guide';
import { TestimonialsSection } from '~/components/home/testimonials-section';
import { ScrollProgress } from '~/components/scroll-progress';
import { HOME } from '~/content/home';
import { OrderReceiptPanel } from '~/components/order-receipt-panel';
import { PageMeta } from '~/components/page-meta';
import { useFlash } from '~/components/toast-status';
import type { ClientHandle } from '~/lib/page-scripts';
import { publishedTestimonials } from '~/features/content/public.server';
import type { Route } from './+types/home';

// Plain HTML and CSS: the mock-up and the scroll bar are CSS animations, the links plain navigations.
// After checkout the page carries a one-time message, and root.tsx loads the client to show its toast.
export const handle: ClientHandle = { hydrate: false };

/** The owner's testimonials (the rest of the page is the site's own copy). */
export async function loader() {
  return { testimonials: await publishedTestimonials() };
}

// Sections in the spec's order: hero (with the recovery mock-up), features, steps, testimonials, closing line.
export default function Home({ loaderData }: Route.ComponentProps) {
  const receipt = useFlash()?.receipt;
  return (
    <>
      <PageMeta title={HOME.title} description={HOME.description} />
      <ScrollProgress />
      {/* Checkout lands here; its receipt is part of the page's own code, so it hydrates with the page. */}
      {receipt ? <OrderReceiptPanel receipt={receipt} /> : null}
      <Hero />
      <StatsBand />
      <FeaturesGrid />
      <StepsGuide />
      <TestimonialsSection testimonials={loaderData.testimonials} />
      <ClosingCall />
    </>
  );
}
