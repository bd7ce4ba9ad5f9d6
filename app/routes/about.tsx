import { IconCard } from '~/components/icon-card';
import { PageHeader } from '~/components/page-header';
import { Container, SectionHeading } from '~/components/section-heading';
import { ABOUT_CARDS, ABOUT_PAGE } from '~/content/about';
import { HOME } from '~/content/home';
import { PageMeta } from '~/components/page-meta';
import type { ClientHandle } from '~/lib/page-scripts';

// Nothing on this page needs a script: it ships none.
export const handle: ClientHandle = { hydrate: false };

export default function About() {
  return (
    <>
      <PageMeta title={ABOUT_PAGE.title} description={ABOUT_PAGE.description} />
      <PageHeader title={ABOUT_PAGE.title}>{ABOUT_PAGE.lead}</PageHeader>
      <section aria-labelledby="story-heading" className="bg-white py-16 sm:py-20">
        <Container className="grid items-center gap-12 lg:grid-cols-[3fr_2fr]">
          <div>
            <h2 id="story-heading" className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
              {ABOUT_PAGE.storyHeading}
            </h2>
            <div className="mt-6 space-y-4 text-lg text-slate-700">
              {ABOUT_PAGE.story.map((paragraph) => (
                <p key={paragraph.slice(0, 24)}>{paragraph}</p>
              ))}
            </div>
          </div>
          <dl className="grid grid-cols-2 gap-4">
            {HOME.stats.map((stat) => (
              <div key={stat.label} className="flex flex-col-reverse rounded-2xl border border-slate-200 bg-slate-50 p-6 text-center">
                <dt className="mt-1 text-sm font-medium text-slate-600">{stat.label}</dt>
                <dd className="text-3xl font-extrabold text-brand-700">{stat.value}</dd>
              </div>
            ))}
          </dl>
        </Container>
      </section>
      <section aria-labelledby="values-heading" className="bg-slate-50 py-16 sm:py-20">
        <Container>
          <SectionHeading id="values-heading" eyebrow="Who we are" title={ABOUT_PAGE.cardsHeading} />
          <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {ABOUT_CARDS.map((card) => (
              <IconCard key={card.title} icon={card.icon} title={card.title} text={card.text} />
            ))}
          </ul>
        </Container>
      </section>
    </>
  );
}
