import { useEffect, useRef, useState } from 'react';
import { MOCKUP } from '~/content/home';
import { Icon } from '../icons';

type Phase = 'complete' | 'scanning';

/**
 * A mock recovery window. It is rendered finished (so it is right without JavaScript and on first
 * paint); with JavaScript, and unless the visitor prefers reduced motion, it replays the scan once
 * when it comes into view. The motion itself is CSS (app.css: [data-phase='scanning']).
 */
export function RecoveryMockup() {
  const [phase, setPhase] = useState<Phase>('complete');
  const figure = useRef<HTMLElement>(null);

  useEffect(() => {
    const element = figure.current;
    if (!element || !window.matchMedia('(prefers-reduced-motion: no-preference)').matches) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setPhase('scanning');
      },
      { threshold: 0.5 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const scanning = phase === 'scanning';
  return (
    <figure ref={figure} data-phase={phase} className="relative mx-auto w-full max-w-lg" aria-labelledby="mockup-caption">
      <div
        aria-hidden="true"
        className="absolute -inset-4 -z-10 rounded-3xl bg-gradient-to-tr from-brand-500/30 to-violet-500/30 blur-2xl"
      />
      <div className="overflow-hidden rounded-2xl border border-white/20 bg-white text-slate-900 shadow-2xl ring-1 ring-slate-900/5">
        <div className="flex items-center gap-2 border-b border-slate-200 bg-slate-50 px-4 py-3" aria-hidden="true">
          <span className="size-3 rounded-full bg-red-400" />
          <span className="size-3 rounded-full bg-amber-400" />
          <span className="size-3 rounded-full bg-emerald-400" />
          <span className="ml-3 truncate text-xs font-medium text-slate-600">{MOCKUP.window}</span>
        </div>
        <div className="p-5 sm:p-6">
          <div className="flex items-center gap-3">
            <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-brand-100 text-brand-700">
              <Icon name="disk" className="size-5" />
            </span>
            <div className="min-w-0 flex-1">
              {/* Named by aria-labelledby: a figcaption must be the figure's direct child. */}
              <p id="mockup-caption" className="truncate font-semibold text-slate-900">
                {scanning ? MOCKUP.starting : MOCKUP.complete}
              </p>
              <p className="truncate text-sm text-slate-600">{MOCKUP.drive}</p>
            </div>
            <span
              className={`shrink-0 rounded-full px-2.5 py-1 text-xs font-semibold ${scanning ? 'bg-brand-50 text-brand-800' : 'bg-emerald-50 text-emerald-800'}`}
            >
              {scanning ? 'Scanning' : '100%'}
            </span>
          </div>
          <div className="mt-5 h-3 overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
            <div
              className="recovery-progress h-full rounded-full bg-gradient-to-r from-brand-600 to-violet-600"
              data-testid="recovery-progress"
              onAnimationEnd={() => setPhase('complete')}
            />
          </div>
          <ul className="mt-5 space-y-2" aria-label="Files found">
            {MOCKUP.found.map((item, index) => (
              <li
                key={item.label}
                className="recovery-found flex items-center justify-between rounded-lg border border-slate-200 px-3 py-2 text-sm"
                style={scanning ? { animationDelay: `${1.9 + index * 0.5}s` } : undefined}
              >
                <span className="flex items-center gap-2 font-medium text-slate-800">
                  <Icon name="check" className="size-4 text-emerald-600" strokeWidth={3} />
                  {item.label}
                </span>
                <span className="text-slate-600">{item.count}</span>
              </li>
            ))}
          </ul>
          <div className="mt-4 flex items-center justify-between gap-3 border-t border-slate-100 pt-4">
            <p className="min-w-0 truncate text-sm font-medium text-slate-700">{scanning ? MOCKUP.scanning : MOCKUP.total}</p>
            <span
              aria-hidden="true"
              className={`shrink-0 rounded-md px-3 py-1.5 text-xs font-semibold text-white ${scanning ? 'bg-slate-500' : 'bg-brand-700'}`}
            >
              {MOCKUP.recover}
            </span>
          </div>
          <p className="mt-3 flex items-center gap-2 text-xs text-slate-600">
            <Icon name="lock" className="size-4 shrink-0 text-slate-500" />
            {MOCKUP.readOnly}
          </p>
        </div>
      </div>
    </figure>
  );
}
