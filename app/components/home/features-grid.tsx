import { FEATURES } from '~/content/features';
import { IconCard } from '../icon-card';
import { Container, SectionHeading } from '../section-heading';

export function FeaturesGrid() {
  return (
    <section aria-labelledby="features-heading" className="bg-slate-50 py-20 sm:py-24">
      <Container>
        <SectionHeading id="features-heading" eyebrow="Features" title="Everything you need to get your files back">
          One toolkit for every kind of data loss, on every kind of storage.
        </SectionHeading>
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map((feature) => (
            <IconCard key={feature.title} icon={feature.icon} title={feature.title} text={feature.description} />
          ))}
        </ul>
      </Container>
    </section>
  );
}
