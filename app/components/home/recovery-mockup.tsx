import { MOCKUP } from '~/content/home';
import { Icon } from '../icons';

/**
 * A mock recovery window. Everything moves in CSS (app.css: .recovery-progress, .recovery-found), so it
 * animates with JavaScript off and sits still, already finished, for visitors who prefer reduced motion.
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
          <span className="ml-3 text-xs font-medium text-slate-600">Recoverly — Data Recovery Wizard Pro</span>
        </div>
        <div className="p-5 sm:p-6">
          <div className="flex items-center gap-3">
            <span className="grid size-10 place-items-center rounded-lg bg-brand-100 text-brand-700">
              <Icon name="disk" className="size-5" />
            </span>
            <div>
              {/* Named by aria-labelledby: a figcaption must be the figure's direct child. */}
              <p id="mockup-caption" className="font-semibold text-slate-900">
                {MOCKUP.title}
              </p>
              <p className="text-sm text-slate-600">{MOCKUP.drive}</p>
            </div>
          </div>
          <div className="mt-5 h-3 overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
            <div
              className="recovery-progress h-full rounded-full bg-gradient-to-r from-brand-600 to-violet-600"
              data-testid="recovery-progress"
            />
          </div>
          <ul className="mt-5 space-y-2" aria-label="Files found">
            {MOCKUP.found.map((item, index) => (
              <li
                key={item.label}
                className="recovery-found flex items-center justify-between rounded-lg border border-slate-200 px-3 py-2 text-sm"
                style={{ animationDelay: `${3.6 + index * 0.3}s` }}
              >
                <span className="flex items-center gap-2 font-medium text-slate-800">
                  <Icon name="check" className="size-4 text-emerald-600" strokeWidth={3} />
                  {item.label}
                </span>
                <span className="text-slate-600">{item.count}</span>
              </li>
            ))}
          </ul>
          <p className="mt-4 flex items-center gap-2 text-xs text-slate-600">
            <Icon name="lock" className="size-4 text-slate-500" />
            Read-only scan: nothing is written to your drive.
          </p>
        </div>
      </div>
    </figure>
  );
}
