import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ADMIN_ERROR } from '~/content/admin-error';
import { ERROR_PAGE } from '~/content/error-page';
import { AdminScreenError } from './admin/screen-error';
import { ErrorPage } from './error-page';

// Each status has its own words and way on, on the public error page and on an admin screen; any other
// status is answered as a 500. Rendered as the app renders them: inside a data router, at an address.

function render(element: React.ReactNode, at = '/somewhere?x=1'): string {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [at] });
  return renderToString(<RouterProvider router={router} />).replaceAll('&#x27;', "'");
}

/** A loader's thrown data(null, { status }), as the route's error boundary receives it (what isRouteErrorResponse recognises). */
function thrown(status: 403 | 404 | 500): unknown {
  const statusText = { 403: 'Forbidden', 404: 'Not Found', 500: 'Internal Server Error' }[status];
  return { status, statusText, internal: false, data: null };
}

describe('the public error page', () => {
  it.each([404, 403, 500] as const)('says what a %i means in its own words, under the spec’s heading', (status) => {
    const html = render(<ErrorPage status={status} detail="Detail" withLinks />);
    expect(html).toContain('Unexpected Application Error!');
    expect(html).toContain(ERROR_PAGE.byStatus[status].line);
    expect(html).toContain(ERROR_PAGE.byStatus[status].next);
    const others = ([404, 403, 500] as const).filter((other) => other !== status);
    for (const other of others) expect(html).not.toContain(ERROR_PAGE.byStatus[other].line);
  });

  it('offers Try again, at the same address, only for a failure that may pass', () => {
    expect(render(<ErrorPage status={500} detail="x" withLinks />)).toMatch(/<a href="\/somewhere\?x=1"[^>]*>Try again<\/a>/);
    expect(render(<ErrorPage status={503} detail="x" withLinks />)).toContain(ERROR_PAGE.byStatus[500].line);
    expect(render(<ErrorPage status={404} detail="x" withLinks />)).not.toContain('Try again');
    expect(render(<ErrorPage status={403} detail="x" withLinks />)).not.toContain('Try again');
  });
});

describe('an admin screen’s error', () => {
  it.each([
    [404, ADMIN_ERROR.overview, '/admin/overview'],
    [403, ADMIN_ERROR.signIn, '/admin'],
    [500, ADMIN_ERROR.reload, '/admin/orders/9?tab=x'],
  ] as const)('a %i says its own words and leads on to %s', (status, label, href) => {
    const html = render(<AdminScreenError error={thrown(status)} />, '/admin/orders/9?tab=x');
    expect(html).toContain('Unexpected Application Error!');
    expect(html).toContain(ADMIN_ERROR.byStatus[status].line);
    expect(html).toMatch(new RegExp(`<a href="${href.replace('?', '\\?')}"[^>]*>${label}</a>`));
  });

  it('answers a thrown Error as a 500', () => {
    const html = render(<AdminScreenError error={new Error('boom')} />, '/admin/orders/9');
    expect(html).toContain('500 boom');
    expect(html).toContain(ADMIN_ERROR.byStatus[500].line);
  });
});
