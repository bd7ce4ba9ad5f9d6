import { Link, useLocation } from 'react-router';
import { ERROR_PAGE, wordsFor } from '~/content/error-page';
import { Icon } from './icons';
import { PATHS } from '~/lib/paths';
import { useRequestId } from './request-id';

/**
 * The spec's generic error ('Unexpected Application Error!' and the status), then the status's own words
 * and way on (404, 403, anything else as 500: content/error-page.ts), with ways back into the site.
 */
export function ErrorPage({ status, detail, withLinks }: { status: number; detail: string; withLinks: boolean }) {
  const requestId = useRequestId();
  const words = wordsFor(ERROR_PAGE.byStatus, status);
  const here = useLocation();
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center px-6 py-16 text-center sm:py-24">
      <title>{`${status} | Unexpected Application Error!`}</title>
      <meta name="robots" content="noindex" />
      <span aria-hidden="true" className="grid size-16 place-items-center rounded-2xl bg-brand-50 text-brand-700">
        <Icon name={status === 404 ? 'search' : 'alert-circle'} className="size-8" />
      </span>
      <h1 className="mt-6 text-3xl font-bold text-balance text-slate-900">Unexpected Application Error!</h1>
      <p className="mt-2 text-xl font-semibold text-slate-700">
        {status} {detail}
      </p>
      <p className="mt-4 text-lg text-slate-900" data-testid="error-line">
        {words.line}
      </p>
      {requestId.id ? (
        <p className="mt-3 text-sm text-slate-600" {...requestId.attribute}>
          {ERROR_PAGE.requestId} <code className="font-mono text-slate-900">{requestId.id}</code>
        </p>
      ) : null}
      {withLinks ? (
        <>
          <p className="mt-4 text-slate-600">{words.next}</p>
          {status !== 404 && status !== 403 ? (
            // A failure may pass: the same address again is the first way on.
            <a
              href={here.pathname + here.search}
              className="mt-6 rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
            >
              {ERROR_PAGE.tryAgain}
            </a>
          ) : null}
          <nav aria-label="Main pages" className="mt-8 w-full">
            <ul className="grid gap-3 sm:grid-cols-2">
              {ERROR_PAGE.links.map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    className="flex min-h-12 items-center justify-between rounded-xl border border-slate-200 bg-white px-5 font-semibold text-slate-900 shadow-sm transition hover:border-brand-600 hover:text-brand-800"
                  >
                    {link.label}
                    <Icon name="arrow-right" className="size-4 text-brand-700" />
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </>
      ) : (
        <a href={PATHS.adminSignIn} className="mt-6 rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800">
          Back to the admin sign-in
        </a>
      )}
    </div>
  );
}
