import { HOME } from '~/content/home';
import { ButtonLink } from '../button';
import { Icon } from '../icons';
import { PATHS } from '~/lib/paths';

export function ClosingCall() {
  return (
    <section aria-labelledby="closing-heading" className="bg-white px-4 py-20 sm:px-6 lg:px-8">
      <div className="mx-auto max-w-5xl rounded-3xl bg-gradient-to-br from-brand-800 to-brand-600 px-6 py-14 text-center text-white shadow-xl sm:px-12">
        <h2 id="closing-heading" className="text-3xl font-extrabold tracking-tight sm:text-4xl">
          {HOME.closing.heading}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-50">{HOME.closing.line}</p>
        <ButtonLink to={PATHS.pricing} variant="secondary" className="mt-8 border-white px-7 py-3 text-base text-brand-800">
          Start Recovering Today
          <Icon name="arrow-right" className="size-4" />
        </ButtonLink>
      </div>
    </section>
  );
}
