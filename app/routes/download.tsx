import { data } from 'react-router';
import { buttonClasses, ButtonLink } from '~/components/button';
import { FreeVsLicensed } from '~/components/download/free-vs-licensed';
import { ContactForm } from '~/components/forms/contact-form';
import { FormCard } from '~/components/forms/form-card';
import { PlatformCard } from '~/components/download/platform-card';
import { Icon } from '~/components/icons';
import { Container, SectionHeading } from '~/components/section-heading';
import { DOWNLOAD_PAGE } from '~/content/download';
import { DATA_RECOVERY_WINDOW as screenshot, ILLUSTRATION_SIZE } from '~/content/illustrations';
import { downloadOffer, type DownloadOffer } from '~/features/downloads/offer';
import { PLATFORM_NAMES, PLATFORMS } from '~/features/downloads/platforms';
import { getDownloads } from '~/features/settings/settings.server';
import type { Route } from './+types/download';
import { PageMeta } from '~/components/page-meta';
import { PATHS } from '~/lib/paths';
import type { ClientHandle } from '~/lib/page-scripts';

// Its contact form (shown while no download is set) posts to /contact, which answers with the client.
export const handle: ClientHandle = { hydrate: false };

/** The installers the administrator configured; none (or a failed read) means "coming soon". */
export async function loader() {
  try {
    return data({ offer: downloadOffer(await getDownloads()) });
  } catch (error) {
    console.error('Could not read the download settings:', error);
    // 503 so the server's page cache does not keep this answer.
    return data({ offer: null as DownloadOffer | null }, { status: 503 });
  }
}

export default function Download({ loaderData }: Route.ComponentProps) {
  const { offer } = loaderData;
  return (
    <>
      <PageMeta title={DOWNLOAD_PAGE.title} description={DOWNLOAD_PAGE.description} />
      <section
        aria-labelledby="download-heading"
        className="relative isolate overflow-hidden bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white"
      >
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(circle_at_15%_20%,rgba(255,255,255,0.12),transparent_40%),radial-gradient(circle_at_85%_70%,rgba(139,92,246,0.28),transparent_45%)]"
        />
        <Container className="grid grid-cols-1 items-center gap-10 py-12 sm:py-16 lg:grid-cols-[1.1fr_1fr] lg:gap-14 lg:py-20">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-semibold ring-1 ring-white/20">
              <Icon name="download" className="size-4" />
              {DOWNLOAD_PAGE.badge}
            </p>
            <h1 id="download-heading" className="mt-4 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
              {offer ? DOWNLOAD_PAGE.heading : DOWNLOAD_PAGE.comingSoon.title}
            </h1>
            <p className="mt-4 max-w-xl text-lg text-brand-50">{offer ? DOWNLOAD_PAGE.lead : DOWNLOAD_PAGE.comingSoon.lead}</p>
            <ul className="mt-6 grid gap-2 text-sm text-brand-50 sm:text-base">
              {DOWNLOAD_PAGE.points.map((point) => (
                <li key={point} className="flex items-center gap-2">
                  <Icon name="shield-check" className="size-5 shrink-0 text-emerald-300" />
                  {point}
                </li>
              ))}
            </ul>
            {offer ? (
              <div className="mt-8 flex flex-wrap items-center gap-x-5 gap-y-3">
                <a href="#platforms" className={buttonClasses('secondary', 'border-white px-6 py-3 text-base text-brand-800')}>
                  <Icon name="download" className="size-5" />
                  {DOWNLOAD_PAGE.jumpToPlatforms}
                </a>
                <p className="text-sm text-brand-100">
                  Version {offer.version} · released <time dateTime={offer.releaseDate}>{offer.releaseLabel}</time>
                </p>
              </div>
            ) : null}
          </div>
          <img
            src={screenshot.src}
            alt={screenshot.alt}
            width={ILLUSTRATION_SIZE.width}
            height={ILLUSTRATION_SIZE.height}
            fetchPriority="high"
            className="hidden h-auto w-full rounded-[14px] shadow-2xl shadow-slate-950/40 ring-1 ring-white/10 lg:block"
          />
        </Container>
      </section>

      <section id="platforms" aria-labelledby="platforms-heading" className="scroll-mt-16 bg-slate-50 py-14 sm:py-16">
        <Container>
          <h2 id="platforms-heading" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            {offer ? DOWNLOAD_PAGE.platformsHeading : DOWNLOAD_PAGE.comingSoon.heading}
          </h2>
          {offer ? (
            <div className="mt-6 grid gap-6 md:grid-cols-2">
              {PLATFORMS.map((platform) => (
                <PlatformCard key={platform} platform={platform} offer={offer} />
              ))}
            </div>
          ) : (
            <ComingSoon />
          )}
        </Container>
      </section>

      <section aria-labelledby="free-heading" className="bg-white py-16 sm:py-20">
        <Container className="max-w-4xl">
          <SectionHeading id="free-heading" title={DOWNLOAD_PAGE.freeVsLicensed.heading}>
            {DOWNLOAD_PAGE.freeVsLicensed.lead}
          </SectionHeading>
          <div className="mt-10">
            <FreeVsLicensed />
          </div>
        </Container>
      </section>

      <section aria-labelledby="install-heading" className="bg-slate-50 py-16 sm:py-20">
        <Container>
          <SectionHeading id="install-heading" title={DOWNLOAD_PAGE.install.heading} />
          <p className="mx-auto mt-6 flex max-w-3xl items-start gap-3 rounded-xl border border-amber-200 bg-amber-50 px-5 py-4 text-amber-950">
            <Icon name="shield" className="mt-0.5 size-5 shrink-0 text-amber-700" />
            {DOWNLOAD_PAGE.install.warning}
          </p>
          <ol className="mt-10 grid gap-6 md:grid-cols-3">
            {DOWNLOAD_PAGE.install.steps.map((step, index) => (
              <li key={step.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                <span className="grid size-9 place-items-center rounded-full bg-brand-700 text-sm font-bold text-white">{index + 1}</span>
                <h3 className="mt-4 text-lg font-bold text-slate-900">{step.title}</h3>
                <p className="mt-1.5 text-slate-600">{step.text}</p>
              </li>
            ))}
          </ol>
        </Container>
      </section>

      <section aria-labelledby="requirements-heading" className="bg-white py-16 sm:py-20">
        <Container>
          <SectionHeading id="requirements-heading" title={DOWNLOAD_PAGE.requirementsHeading} />
          <div className="mx-auto mt-10 grid max-w-5xl gap-6 md:grid-cols-2">
            {PLATFORMS.map((platform) => (
              <div key={platform} className="min-w-0 rounded-2xl border border-slate-200 p-6 sm:p-8">
                <h3 className="text-lg font-bold text-slate-900">{PLATFORM_NAMES[platform]}</h3>
                <ul className="mt-4 space-y-2.5 text-slate-700">
                  {DOWNLOAD_PAGE.requirements[platform].map((requirement) => (
                    <li key={requirement} className="flex items-start gap-2.5">
                      <Icon name="check" className="mt-1 size-4 shrink-0 text-brand-700" strokeWidth={3} />
                      {requirement}
                    </li>
                  ))}
                </ul>
                {offer?.files[platform] ? <VerifyCommand platform={platform} fileName={offer.files[platform].fileName} /> : null}
              </div>
            ))}
          </div>
        </Container>
      </section>

      <section aria-labelledby="closing-heading" className="bg-white px-4 pb-20 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-5xl rounded-3xl bg-gradient-to-br from-brand-800 to-brand-600 px-6 py-12 text-center text-white shadow-xl sm:px-12">
          <h2 id="closing-heading" className="text-3xl font-extrabold tracking-tight">
            {DOWNLOAD_PAGE.closing.heading}
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-lg text-brand-50">{DOWNLOAD_PAGE.closing.text}</p>
          <ButtonLink to={PATHS.pricing} variant="secondary" className="mt-7 border-white px-7 py-3 text-base text-brand-800">
            Buy Now
            <Icon name="arrow-right" className="size-4" />
          </ButtonLink>
        </div>
      </section>
    </>
  );
}

/** No installer yet: say so, and offer the contact form (it posts to /contact, whose page answers it) and the other ways on. */
function ComingSoon() {
  return (
    <div className="mt-6 grid gap-6 lg:grid-cols-2">
      <div className="min-w-0 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <p className="flex items-start gap-3 text-lg text-slate-700">
          <Icon name="calendar" className="mt-1 size-6 shrink-0 text-brand-700" />
          {DOWNLOAD_PAGE.comingSoon.text}
        </p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <ButtonLink to={PATHS.support} className="px-6 py-3">
            Get Free Support
          </ButtonLink>
          <ButtonLink to={PATHS.pricing} variant="secondary" className="px-6 py-3">
            See Pricing
          </ButtonLink>
        </div>
      </div>
      <div className="min-w-0">
        <FormCard id="download-contact-title" title={DOWNLOAD_PAGE.comingSoon.formHeading} intro={DOWNLOAD_PAGE.comingSoon.formIntro}>
          <ContactForm state={undefined} action={PATHS.contact} />
        </FormCard>
      </div>
    </div>
  );
}

function VerifyCommand({ platform, fileName }: { platform: (typeof PLATFORMS)[number]; fileName: string }) {
  const command = DOWNLOAD_PAGE.verify.command[platform].replace('{file}', fileName);
  return (
    <div className="mt-6 border-t border-slate-100 pt-5">
      <h4 className="font-semibold text-slate-900">{DOWNLOAD_PAGE.verify.heading}</h4>
      <p className="mt-1 text-sm text-slate-600">{DOWNLOAD_PAGE.verify.text}</p>
      <pre className="mt-3 rounded-lg bg-slate-900 px-4 py-3 text-sm break-all whitespace-pre-wrap text-slate-100">
        <code>{command}</code>
      </pre>
    </div>
  );
}
