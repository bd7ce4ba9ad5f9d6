import { lazy, Suspense } from 'react';
import { ClosingCall } from '~/components/home/closing-call';
import { FeaturesGrid } from '~/components/home/features-grid';
import { Hero } from '~/components/home/hero';
import { StatsBand } from '~/components/home/stats-band';
import { StepsGuide } from '~/components/home/steps-guide';
import { TestimonialsSection } from '~/components/home/testimonials-section';
import { ScrollProgress } from '~/components/scroll-progress';
import { HOME } from '~/content/home';
import { OrderReceiptPanel as OrderReceiptPanelNow } from '~/components/order-receipt-panel';
import { PageMeta } from '~/components/page-meta';
import { useFlash } from '~/components/toast-status';

// Checkout lands here, and the receipt it leaves is shown once per order: browsers fetch its code only
// then, while the server renders it at once, so it needs no JavaScript (root.tsx's error page works
// the same way).
const OrderReceiptPanel = import.meta.env.SSR
  ? OrderReceiptPanelNow
  : lazy(() => import('~/components/order-receipt-panel').then((module) => ({ default: module.OrderReceiptPanel })));

// Sections in the spec's order: hero (with the recovery mock-up), features, steps, testimonials, closing line.
export default function Home() {
  const receipt = useFlash()?.receipt;
  return (
    <>
      <PageMeta title={HOME.title} description={HOME.description} />
      <ScrollProgress />
      {receipt ? (
        <Suspense>
          <OrderReceiptPanel receipt={receipt} />
        </Suspense>
      ) : null}
      <Hero />
      <StatsBand />
      <FeaturesGrid />
      <StepsGuide />
      <TestimonialsSection />
      <ClosingCall />
    </>
  );
}
