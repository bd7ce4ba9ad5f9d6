import { Form } from 'react-router';
import { Logo } from '~/components/logo';
import { PATHS } from '~/lib/paths';

/** The dashboard's header: the brand, who is signed in, and the Logout button (a POST form). */
export function TopBar({ email }: { email: string }) {
  return (
    <header className="border-b border-slate-800 bg-slate-900 text-white">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3 sm:px-6">
        <div className="flex items-center gap-3">
          <Logo className="text-white" />
          <span className="rounded-full bg-white/10 px-2.5 py-0.5 text-xs font-semibold tracking-wide text-slate-200 uppercase">Admin</span>
        </div>
        <div className="flex items-center gap-3">
          <span className="hidden max-w-56 truncate text-sm text-slate-300 md:inline" title={email}>
            {email}
          </span>
          <a
            href={PATHS.home}
            className="hidden rounded-md px-3 py-2 text-sm font-medium text-slate-200 hover:bg-white/10 hover:text-white sm:inline-block"
          >
            View site
          </a>
          <Form method="post" action={PATHS.logout}>
            <button
              type="submit"
              className="inline-flex items-center gap-2 rounded-md border border-white/20 px-3 py-2 text-sm font-semibold text-white hover:bg-white/10"
            >
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="size-4"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              >
                <path d="M15 17l5-5-5-5M20 12H9M12 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h7" />
              </svg>
              Logout
            </button>
          </Form>
        </div>
      </div>
    </header>
  );
}
