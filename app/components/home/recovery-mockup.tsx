import { MOCKUP } from '~/content/home';
import { Icon } from '../icons';

/** Both texts of a spot that changes during the replay; CSS shows the scanning one while it runs. */
function Phase({ complete, scanning }: { complete: string; scanning: string }) {
  return (
    <>
      <span className="phase-complete">{complete}</span>
      <span className="phase-scanning">{scanning}</span>
    </>
  );
}

/**
 * A mock recovery window. It is rendered finished (so it is right without JavaScript and for visitors
 * who prefer reduced motion); where scripts may run, CSS replays the scan once (app.css): no script,
 * no re-render, and the page around it never moves.
 */
export function RecoveryMockup() {
  return (
    <figure className="relative mx-auto w-full max-w-lg" aria-labelledby="mockup-caption">
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
                <Phase complete={MOCKUP.complete} scanning={MOCKUP.starting} />
              </p>
              <p className="truncate text-sm text-slate-600">{MOCKUP.drive}</p>
            </div>
            <span aria-hidden="true" className="mockup-badge shrink-0 rounded-full px-2.5 py-1 text-xs font-semibold">
              <Phase complete={MOCKUP.badgeComplete} scanning={MOCKUP.badgeScanning} />
            </span>
          </div>
          <div className="mt-5 h-3 overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
            <div
              className="recovery-progress h-full rounded-full bg-gradient-to-r from-brand-600 to-violet-600"
              data-testid="recovery-progress"
            />
          </div>
          <ul className="mt-5 space-y-2" aria-label="Files found">
            {MOCKUP.found.map((item) => (
              <li
                key={item.label}
                className="recovery-found flex items-center justify-between rounded-lg border border-slate-200 px-3 py-2 text-sm"
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
            <p className="min-w-0 truncate text-sm font-medium text-slate-700">
              <Phase complete={MOCKUP.total} scanning={MOCKUP.scanning} />
            </p>
            <span aria-hidden="true" className="mockup-recover shrink-0 rounded-md px-3 py-1.5 text-xs font-semibold text-white">
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
