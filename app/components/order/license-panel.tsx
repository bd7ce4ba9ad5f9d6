import { Link } from 'react-router';
import { CopyButton } from '~/components/copy-button';
import { EmailAddress } from '~/components/email-address';
import { Icon } from '~/components/icons';
import { ADMIN_ORDER } from '~/content/orders';
import type { OrderPageView } from '~/features/orders/order-page.server';
import { PATHS } from '~/lib/paths';
import { DetailRow } from './detail-row';
import { LicenseKey } from './license-key';

type License = NonNullable<OrderPageView['license']>;

/** The confirmed license and everything needed to use it: the same as the license e-mail says. */
export function LicensePanel({ license }: { license: License }) {
  const { kit, revokedLabel } = license;
  const revoked = revokedLabel !== null;
  return (
    <section
      aria-labelledby="order-license"
      className={`grid gap-6 rounded-2xl border-2 bg-white p-6 shadow-sm ${revoked ? 'border-red-300' : 'border-emerald-600'}`}
    >
      <div>
        <h2 id="order-license" className="text-lg font-bold text-slate-900">
          {ADMIN_ORDER.licenseTitle}
        </h2>
        {revoked ? (
          <p className="mt-2 rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800">{ADMIN_ORDER.revoked(revokedLabel)}</p>
        ) : license.expiredLabel ? (
          <div className="mt-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-950" data-testid="license-expired">
            <p className="font-semibold">{ADMIN_ORDER.expiredOn(license.expiredLabel)}</p>
            <p>{ADMIN_ORDER.expiredNote}</p>
          </div>
        ) : null}
        {license.renewPath && !revoked ? (
          <div className="mt-3 flex flex-wrap items-center gap-3">
            <Link
              to={license.renewPath}
              className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
            >
              {ADMIN_ORDER.renew}
            </Link>
            <p className="text-sm text-slate-600">{ADMIN_ORDER.renewNote(license.renewPeriod)}</p>
          </div>
        ) : null}
        <dl className="mt-4 divide-y divide-slate-200 rounded-lg border border-slate-200">
          <DetailRow label={ADMIN_ORDER.licenseKeyLabel}>
            {revoked ? (
              <del className="text-slate-500">
                <LicenseKey groups={license.groups} className="text-lg" />
              </del>
            ) : (
              <span className="flex flex-wrap items-center gap-2">
                <LicenseKey groups={license.groups} className="text-lg" />
                <CopyButton value={license.key} label={ADMIN_ORDER.licenseKeyLabel} />
              </span>
            )}
          </DetailRow>
          <DetailRow label={ADMIN_ORDER.planLabel}>{license.plan}</DetailRow>
          <DetailRow label={ADMIN_ORDER.devicesLabel}>{license.devices}</DetailRow>
          <DetailRow label={ADMIN_ORDER.expiresLabel}>{license.expires}</DetailRow>
        </dl>
      </div>

      <div>
        <h3 className="font-bold text-slate-900">{ADMIN_ORDER.unlocksTitle}</h3>
        <ul className="mt-2 grid gap-1 sm:grid-cols-2">
          {kit.products.map((product) => (
            <li key={product} className="flex items-center gap-2 text-slate-800">
              <Icon name="check" className="size-4 shrink-0 text-emerald-600" />
              {product}
            </li>
          ))}
        </ul>
      </div>

      <div>
        <h3 className="font-bold text-slate-900">{ADMIN_ORDER.downloadTitle(kit.version)}</h3>
        {kit.downloads.length === 0 ? (
          <p className="mt-2 text-slate-700">
            {ADMIN_ORDER.downloadSoon}{' '}
            <Link to={PATHS.download} className="font-semibold text-brand-700 underline underline-offset-2">
              {PATHS.download}
            </Link>
          </p>
        ) : (
          <ul className="mt-2 grid gap-3">
            {kit.downloads.map((file) => (
              <li key={file.platform} className="rounded-lg border border-slate-200 p-3">
                {/* A plain link: the download address counts the click, then redirects to the installer. */}
                <a
                  href={file.path}
                  className="inline-flex min-h-11 items-center gap-2 font-semibold break-all text-brand-700 hover:underline"
                >
                  <Icon name="download" className="size-5 shrink-0" />
                  {file.platformName}: {file.fileName}
                </a>
                {file.size ? <p className="text-sm text-slate-600">{file.size}</p> : null}
                <p className="mt-1 font-mono text-xs break-all text-slate-600">
                  {ADMIN_ORDER.checksumLabel}: {file.sha256}
                </p>
              </li>
            ))}
          </ul>
        )}
      </div>

      <div>
        <h3 className="font-bold text-slate-900">{ADMIN_ORDER.activationTitle}</h3>
        <ol className="mt-2 grid list-decimal gap-1 pl-6 text-slate-800">
          {kit.activation.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ol>
      </div>

      <div>
        <h3 className="font-bold text-slate-900">{ADMIN_ORDER.supportTitle}</h3>
        <p className="mt-1 text-slate-700">{ADMIN_ORDER.supportText}</p>
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-slate-800">
          {kit.support.email ? (
            <>
              <dt className="font-medium">{ADMIN_ORDER.supportEmailLabel}</dt>
              <dd>
                <a href={`mailto:${kit.support.email}`} className="font-semibold text-brand-700 hover:underline">
                  <EmailAddress address={kit.support.email} />
                </a>
              </dd>
            </>
          ) : null}
          {kit.support.phone ? (
            <>
              <dt className="font-medium">{ADMIN_ORDER.supportPhoneLabel}</dt>
              <dd>
                <a href={`tel:${kit.support.phone.replace(/[^+\d]/g, '')}`} className="font-semibold text-brand-700 hover:underline">
                  {kit.support.phone}
                </a>
              </dd>
            </>
          ) : null}
        </dl>
      </div>
    </section>
  );
}
