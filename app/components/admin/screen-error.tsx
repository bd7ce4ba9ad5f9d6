import { isRouteErrorResponse } from 'react-router';
import { AdminPage } from './admin-page';

/**
 * What a screen shows when its loader or action failed: the frame and the tabs above stay, so the
 * administrator can go on to another screen. A 404 says what is missing in the spec's words.
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
  return (
    <AdminPage title={`${status} ${detail}`}>
      <section role="alert" aria-labelledby="screen-error" className="rounded-xl border border-red-200 bg-red-50 px-4 py-6 sm:px-6">
        <h1 id="screen-error" className="text-lg font-semibold text-red-900">
          Unexpected Application Error!
        </h1>
        <p className="mt-1 text-sm text-red-800">
          {status} {detail}
        </p>
        <p className="mt-3 text-sm text-red-800">The other screens still work: choose one above, or reload this one.</p>
      </section>
    </AdminPage>
  );
}
