import type { ReactNode } from 'react';
import { Logo } from '~/components/logo';
import { PrivatePageMeta } from '~/components/page-meta';
import { PATHS } from '~/lib/paths';

/** The dark frame of the sign-in and first-run pages: the brand, one card, a way back to the site. */
export function AuthShell({ title, intro, children }: { title: string; intro: ReactNode; children: ReactNode }) {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center bg-slate-950 bg-[radial-gradient(ellipse_at_top,rgba(37,99,235,0.25),transparent_60%)] px-4 py-12 text-white">
      <PrivatePageMeta title={title} />
      <div className="w-full max-w-md">
        <div className="mb-8 flex justify-center">
          <Logo className="text-white" />
        </div>
        <div className="rounded-2xl border border-slate-800 bg-slate-900/80 p-6 shadow-2xl shadow-black/40 sm:p-8">
          <div className="mb-6 flex items-center gap-3">
            <span aria-hidden="true" className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-600/20 text-brand-100">
              <svg
                viewBox="0 0 24 24"
                className="size-5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              >
                <rect x="4" y="11" width="16" height="10" rx="2" />
                <path d="M8 11V7a4 4 0 1 1 8 0v4" />
              </svg>
            </span>
            <div>
              <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
              <div className="text-sm text-slate-300">{intro}</div>
            </div>
          </div>
          {children}
        </div>
        <p className="mt-6 text-center text-sm">
          <a href={PATHS.home} className="text-slate-300 underline-offset-4 hover:text-white hover:underline">
            ← Back to the website
          </a>
        </p>
      </div>
    </main>
  );
}
