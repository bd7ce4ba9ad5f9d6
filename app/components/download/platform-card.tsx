import { DOWNLOAD_PAGE, PLATFORM_DETAILS } from '~/content/download';
import { PLATFORM_NAMES, type Platform } from '~/features/downloads/platforms';
import type { DownloadOffer } from '~/features/downloads/offer';
import { buttonClasses } from '../button';
import { Icon } from '../icons';

/**
 * One installer: the button, then version, release date, size and checksum. A platform without an
 * installer says it is coming soon instead of showing a dead button.
 */
export function PlatformCard({ platform, offer }: { platform: Platform; offer: DownloadOffer }) {
  const name = PLATFORM_NAMES[platform];
  const details = PLATFORM_DETAILS[platform];
  const file = offer.files[platform];
  const headingId = `platform-${platform}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-lg shadow-slate-900/5 sm:p-8"
    >
      <div className="flex items-center gap-4">
        <span className="grid size-14 shrink-0 place-items-center rounded-2xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
          <Icon name={details.icon} className="size-7" />
        </span>
        <div>
          <h3 id={headingId} className="text-xl font-bold text-slate-900">
            {name}
          </h3>
          <p className="text-sm text-slate-600">{details.systems}</p>
        </div>
      </div>
      {file ? (
        <>
          {/* A plain link, not a client-side navigation: the answer is a redirect to the installer. */}
          <a href={file.href} rel="nofollow" className={buttonClasses('primary', 'mt-6 w-full py-3.5 text-base')}>
            <Icon name="download" className="size-5" />
            Download for {name}
          </a>
          <dl className="mt-6 grid grid-cols-3 gap-4 border-t border-slate-100 pt-5 text-sm">
            <div>
              <dt className="text-slate-600">Version</dt>
              <dd className="mt-0.5 font-semibold text-slate-900">{offer.version}</dd>
            </div>
            <div>
              <dt className="text-slate-600">Released</dt>
              <dd className="mt-0.5 font-semibold text-slate-900">
                <time dateTime={offer.releaseDate}>{offer.releaseLabel}</time>
              </dd>
            </div>
            <div>
              <dt className="text-slate-600">Size</dt>
              <dd className="mt-0.5 font-semibold text-slate-900">{file.size}</dd>
            </div>
            <div className="col-span-3">
              <dt className="text-slate-600">SHA-256 checksum</dt>
              <dd className="mt-1.5 rounded-md bg-slate-50 px-3 py-2 font-mono text-xs leading-relaxed break-all text-slate-800 select-all ring-1 ring-slate-200">
                {file.sha256}
              </dd>
              <dd className="mt-2 text-xs text-slate-600">{DOWNLOAD_PAGE.checksumNote}</dd>
            </div>
          </dl>
        </>
      ) : (
        <p className="mt-6 flex flex-1 items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-slate-50 px-4 py-5 text-slate-700">
          <Icon name="calendar" className="size-5 shrink-0 text-slate-500" />
          {DOWNLOAD_PAGE.comingSoon.platform(name)}
        </p>
      )}
    </article>
  );
}
