import { HOME } from '~/content/home';

/** The claims, as figures a visitor scans right after the hero. */
export function StatsBand() {
  return (
    <section aria-label="Recoverly in numbers" className="border-b border-slate-200 bg-white">
      <dl className="mx-auto grid max-w-7xl grid-cols-2 gap-px bg-slate-200 lg:grid-cols-4">
        {HOME.stats.map((stat) => (
          <div key={stat.label} className="flex flex-col-reverse items-center bg-white px-4 py-8 text-center">
            <dt className="mt-1 text-sm font-medium text-slate-600">{stat.label}</dt>
            <dd className="text-3xl font-extrabold tracking-tight text-brand-700 sm:text-4xl">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
