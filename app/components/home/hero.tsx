import { Link } from 'react-router';
import { HOME } from '~/content/home';
import { ButtonLink } from '../button';
import { Icon } from '../icons';
import { RecoveryMockup } from './recovery-mockup';
import { PATHS } from '~/lib/paths';
import { useDownloadOffered } from '../use-seller';

export function Hero() {
  // The trial's promise only when there is a trial to download.
  const downloadOffered = useDownloadOffered();
  return (
    <section
      aria-labelledby="hero-heading"
      className="relative isolate overflow-hidden bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(circle_at_20%_20%,rgba(255,255,255,0.12),transparent_40%),radial-gradient(circle_at_80%_80%,rgba(139,92,246,0.25),transparent_45%)]"
      />
      <div className="mx-auto grid max-w-7xl grid-cols-1 items-center gap-12 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-2 lg:gap-16 lg:px-8 lg:py-24">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-semibold text-white ring-1 ring-white/20">
            <Icon name="users" className="size-4" />
            {HOME.hero.badge}
          </p>
          <h1 id="hero-heading" className="mt-5 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            {HOME.hero.heading}
          </h1>
          <p className="mt-5 max-w-xl text-lg text-brand-50">{HOME.hero.lead}</p>
          {/* The free download first (try before you buy), Buy Now beside it; both fit one row on a phone. */}
          <div className="mt-8 flex flex-wrap gap-3">
            {downloadOffered ? (
              <ButtonLink
                to={PATHS.download}
                variant="secondary"
                className="flex-auto border-white px-5 py-3 text-base whitespace-nowrap text-brand-800 sm:flex-none sm:px-6"
              >
                <Icon name="download" className="size-5" />
                Free Download
              </ButtonLink>
            ) : null}
            {/* Beside the download, a quieter button; alone, the hero's main one. */}
            <ButtonLink
              to={PATHS.pricing}
              variant={downloadOffered ? 'primary' : 'secondary'}
              className={`flex-auto px-5 py-3 text-base whitespace-nowrap sm:flex-none sm:px-6 ${
                downloadOffered ? 'bg-white/10 ring-1 ring-white/50 hover:bg-white/20' : 'border-white text-brand-800'
              }`}
            >
              Buy Now
            </ButtonLink>
          </div>
          <p className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-brand-50">
            {downloadOffered ? <span>{HOME.downloadNote}</span> : null}
            <Link
              to={PATHS.products}
              className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-white underline-offset-4 hover:underline"
            >
              Explore Products
              <Icon name="arrow-right" className="size-4" />
            </Link>
          </p>
          <ul className="mt-4 flex flex-col gap-2 text-sm text-brand-50 sm:flex-row sm:flex-wrap sm:gap-x-6" aria-label="Why Recoverly">
            {HOME.heroClaims.map((claim) => (
              <li key={claim} className="flex items-center gap-2">
                <Icon name="shield-check" className="size-5 shrink-0 text-emerald-300" />
                {claim}
              </li>
            ))}
          </ul>
        </div>
        <RecoveryMockup />
      </div>
    </section>
  );
}
