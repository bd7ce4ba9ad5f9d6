import { HOME } from '~/content/home';
import { STEPS } from '~/content/steps';
import { Icon } from '../icons';
import { Container, SectionHeading } from '../section-heading';

export function StepsGuide() {
  return (
    <section aria-labelledby="steps-heading" className="bg-white py-20 sm:py-24">
      <Container>
        <SectionHeading id="steps-heading" eyebrow="How it works" title="Recover your data in three steps" />
        <div className="relative mt-14">
          <div
            aria-hidden="true"
            className="absolute top-8 right-[16%] left-[16%] hidden h-0.5 bg-gradient-to-r from-brand-200 via-brand-500 to-brand-200 md:block"
          />
          <ol className="relative grid gap-10 md:grid-cols-3 md:gap-8">
            {STEPS.map((step, index) => (
              <li key={step.title} className="relative flex flex-col items-center text-center">
                <span className="relative grid size-16 place-items-center rounded-2xl bg-brand-700 text-white shadow-lg shadow-brand-700/30">
                  <Icon name={step.icon} className="size-7" />
                  <span className="absolute -top-2 -right-2 grid size-7 place-items-center rounded-full bg-white text-sm font-bold text-brand-800 ring-2 ring-brand-700">
                    {index + 1}
                  </span>
                </span>
                <h3 className="mt-5 text-xl font-bold text-slate-900">
                  <span className="sr-only">Step {index + 1}: </span>
                  {step.title}
                </h3>
                <p className="mt-2 max-w-xs text-slate-600">{step.description}</p>
              </li>
            ))}
          </ol>
        </div>
        <p className="mx-auto mt-14 flex max-w-2xl items-start gap-3 rounded-xl border border-brand-100 bg-brand-50 px-5 py-4 text-sm text-brand-900">
          <Icon name="shield-check" className="size-5 shrink-0 text-brand-700" />
          {HOME.trialNote}
        </p>
      </Container>
    </section>
  );
}
