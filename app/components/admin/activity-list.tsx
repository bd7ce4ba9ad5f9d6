import { Form, Link } from 'react-router';
import { BANK_CHANGE_MARK } from '~/content/admin-security';
import { AUDIT_KINDS } from '~/features/audit/kinds';
import type { ActivityScreen } from '~/features/dashboard/activity-page.server';
import { KeysetLinks } from './keyset-links';
import { Panel } from './panel';
import { PATHS } from '~/lib/paths';

/** A GET form: the URL holds the kind, so the filter survives a reload and works without JavaScript. */
function KindFilter({ kind }: { kind: string | null }) {
  return (
    <Form method="get" className="flex flex-wrap items-end gap-2">
      <div>
        <label htmlFor="activity-kind" className="block text-sm font-medium text-slate-700">
          Kind
        </label>
        <select
          id="activity-kind"
          name="kind"
          defaultValue={kind ?? ''}
          key={kind ?? ''}
          className="mt-1 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm text-slate-900"
        >
          <option value="">All kinds</option>
          {Object.entries(AUDIT_KINDS).map(([key, label]) => (
            <option key={key} value={key}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="rounded-md bg-brand-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-800">
        Show
      </button>
    </Form>
  );
}

/** The audit log, newest first: who did what, when, from where, to which order or request. */
export function ActivityList({ activity }: { activity: ActivityScreen | null }) {
  const page = activity?.page;
  return (
    <Panel
      id="activity-heading"
      title="Activity"
      description="Every administrator action, newest first"
      actions={<KindFilter kind={activity?.kind ?? null} />}
    >
      {!page ? (
        <p className="text-sm text-slate-600">The activity could not be loaded. Please reload the page.</p>
      ) : page.items.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 px-4 py-8 text-center text-sm text-slate-600">
          {activity.kind ? (
            <>
              No “{AUDIT_KINDS[activity.kind]}” activity recorded.{' '}
              <Link to={PATHS.adminActivity} className="font-semibold text-brand-700 underline">
                Show all kinds
              </Link>
            </>
          ) : (
            'No activity recorded yet.'
          )}
        </p>
      ) : (
        <>
          <ol aria-label="Activity entries" className="divide-y divide-slate-200">
            {page.items.map((entry) => (
              <li
                key={entry.id}
                data-kind={entry.kind}
                className={`grid gap-1 py-3 text-sm sm:grid-cols-[13rem_minmax(0,1fr)] sm:gap-4 ${
                  // The payout account changed: the row every owner must be able to spot at a glance.
                  entry.kind === 'bank-details-changed' ? '-mx-3 rounded-md border-l-4 border-red-600 bg-red-50 px-3' : ''
                }`}
              >
                <time dateTime={entry.createdAt} className="text-slate-600">
                  {entry.createdLabel}
                </time>
                <div className="min-w-0">
                  <p className="flex flex-wrap items-baseline gap-x-2">
                    {entry.kind === 'bank-details-changed' ? (
                      <span className="rounded-full bg-red-700 px-2 py-0.5 text-xs font-semibold tracking-wide text-white uppercase">
                        {BANK_CHANGE_MARK}
                      </span>
                    ) : null}
                    <span className="font-semibold text-slate-900">{entry.kindLabel}</span>
                    {entry.subject ? (
                      entry.subjectHref ? (
                        <Link to={entry.subjectHref} className="font-mono text-brand-700 underline">
                          {entry.subject}
                        </Link>
                      ) : (
                        <span className="font-mono">{entry.subject}</span>
                      )
                    ) : null}
                  </p>
                  <p className="break-all text-slate-600">
                    {entry.actor || 'Unknown'} · from {entry.clientAddress || 'an unknown address'}
                  </p>
                  {entry.lines.length > 0 ? (
                    <ul className="mt-1 space-y-0.5 break-words text-slate-800">
                      {entry.lines.map((line, i) => (
                        <li key={i}>{line}</li>
                      ))}
                    </ul>
                  ) : null}
                </div>
              </li>
            ))}
          </ol>
          <KeysetLinks newer={page.newer} older={page.older} label="Activity" />
        </>
      )}
    </Panel>
  );
}
