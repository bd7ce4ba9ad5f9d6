import { ClosingCall } from '~/components/home/closing-call';
import { FeaturesGrid } from '~/components/home/features-grid';
import { Hero } from '~/components/home/hero';
import { StatsBand } from '~/components/home/stats-band';
import { StepsGuide } from '~/components/home/steps-guide';
import { TestimonialsSection } from '~/components/home/testimonials-section';
import { ScrollProgress } from '~/components/scroll-progress';
import { HOME } from '~/content/home';
import { pageMeta } from '~/content/seo';
import type { Route } from './+types/home';

export const meta: Route.MetaFunction = () => pageMeta(HOME.title, HOME.description);

// Sections in the spec's order: hero (with the recovery mock-up), features, steps, testimonials, closing line.
export default function Home() {
  return (
    <>
      <ScrollProgress />
      <Hero />
      <StatsBand />
      <FeaturesGrid />
      <StepsGuide />
      <TestimonialsSection />
      <ClosingCall />
    </>
  );
}
