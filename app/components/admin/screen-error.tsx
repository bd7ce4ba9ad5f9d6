import { isRouteErrorResponse, useLocation } from 'react-router';
import { ADMIN_ERROR } from '~/content/admin-error';
import { wordsFor } from '~/content/error-page';
import { PATHS } from '~/lib/paths';
import { AdminPage } from './admin-page';

/**
 * What a screen shows when its loader or action failed: the frame and the tabs above stay, so the
 * administrator can go on to another screen. Each status has its own words and way on (404: the
 * Overview; 403: sign in again; anything else, as 500: reload), below the spec's heading and status.
 */
export function AdminScreenError({ error }: { error: unknown }) {
  let status = 500;
  let detail = 'Something went wrong';
  if (isRouteErrorResponse(error)) {
    status = error.status;
    detail = error.status === 404 ? 'Not Found' : error.statusText || detail;
  } else if (error instanceof Error && error.message) {
    detail = error.message;
  }
  const words = wordsFor(ADMIN_ERROR.byStatus, status);
  const here = useLocation();
  return (
    <AdminPage title={`${status} ${detail}`}>
      <section role="alert" aria-labelledby="screen-error" className="rounded-xl border border-red-200 bg-red-50 px-4 py-6 sm:px-6">
        <h1 id="screen-error" className="text-lg font-semibold text-red-900">
          Unexpected Application Error!
        </h1>
        <p className="mt-1 text-sm text-red-800">
          {status} {detail}
        </p>
        <p className="mt-3 text-sm text-red-800" data-testid="error-line">
          {words.line} {words.next}
        </p>
        <a
          href={status === 404 ? PATHS.adminOverview : status === 403 ? PATHS.adminSignIn : here.pathname + here.search}
          className="mt-4 inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-5 text-sm font-semibold text-white hover:bg-brand-800"
        >
          {status === 404 ? ADMIN_ERROR.overview : status === 403 ? ADMIN_ERROR.signIn : ADMIN_ERROR.reload}
        </a>
      </section>
    </AdminPage>
  );
}
