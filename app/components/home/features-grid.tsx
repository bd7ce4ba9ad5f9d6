import { FEATURES } from '~/content/features';
import { Icon } from '../icons';
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
            <li
              key={feature.title}
              className="group rounded-2xl border border-slate-200 bg-white p-7 shadow-sm transition duration-200 hover:-translate-y-1 hover:border-brand-200 hover:shadow-lg"
            >
              <span className="grid size-12 place-items-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100 transition-colors group-hover:bg-brand-700 group-hover:text-white">
                <Icon name={feature.icon} />
              </span>
              <h3 className="mt-5 text-lg font-bold text-slate-900">{feature.title}</h3>
              <p className="mt-2 text-slate-600">{feature.description}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
