import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Overview as OverviewData, RevenueFigure } from '~/features/dashboard/overview.server';
import { formatCount, formatDay, listHref, plural } from '~/features/dashboard/overview-format';
import { formatUsd } from '~/lib/money';
import { adminOrderPath } from '~/lib/paths';
import { PLANS } from '~/features/catalogue/plans';
import type { SetupItem } from '~/features/dashboard/setup-items';
import { OverviewChart } from './overview-chart';
import { SetupChecklist } from './setup-checklist';
import type { WaitingForReply } from '~/features/requests/inbox/waiting.server';
import { RequestsWaiting } from './requests-waiting';
import { OperationsStatus } from './operations-status';
import type { OperationsView } from '~/features/dashboard/operations.server';

const linkClasses = 'text-brand-700 underline decoration-brand-300 underline-offset-4 hover:decoration-brand-700';

function Figure({
  title,
  tone = 'plain',
  wide = false,
  children,
}: {
  title: string;
  tone?: 'plain' | 'alert';
  wide?: boolean;
  children: ReactNode;
}) {
  const frame = tone === 'alert' ? 'border-red-200 bg-red-50' : 'border-slate-200 bg-white';
  // On a phone the small figures sit two by two; the revenue ones take the whole row.
  return (
    <div className={`min-w-0 rounded-lg border px-3 py-3 sm:px-4 ${frame} ${wide ? 'max-sm:col-span-2' : ''}`}>
      <h3 className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{title}</h3>
      <div className="mt-1 text-sm text-slate-700">{children}</div>
    </div>
  );
}

function Revenue({ title, span, figure }: { title: string; span: string; figure: RevenueFigure }) {
  return (
    <Figure title={title} wide>
      <Link
        to={listHref('orders', { status: 'confirmed', from: figure.from, to: figure.to })}
        className={`text-xl font-bold ${linkClasses}`}
      >
        <span className="sr-only">{`${title}: `}</span>
        {formatUsd(figure.totalCents)}
      </Link>
      <p className="text-xs text-slate-500">{span}</p>
      <dl className="mt-1 grid grid-cols-3 gap-x-2 text-xs sm:grid-cols-1">
        {PLANS.map((plan) => (
          <div key={plan.name} className="sm:flex sm:justify-between sm:gap-2">
            <dt className="text-slate-600">{plan.name}</dt>
            <dd className="text-slate-900 tabular-nums">{formatUsd(figure.byPlan[plan.name])}</dd>
          </div>
        ))}
      </dl>
    </Figure>
  );
}

/**
 * The Overview screen: what is left to set up and how sales go: the setup checklist while
 * anything is left to do, then each figure linking to the list it counts. `null` when it could not
 * be read: the tab below still works.
 */
export function Overview({
  overview,
  setup = null,
  waiting = null,
  operations = null,
}: {
  overview: OverviewData | null;
  setup?: SetupItem[] | null;
  waiting?: WaitingForReply | null;
  operations?: OperationsView | null;
}) {
  return (
    <section aria-labelledby="overview-heading" className="mt-3 mb-6 rounded-xl border border-slate-200 bg-slate-50 p-4 shadow-sm sm:p-5">
      <h2 id="overview-heading" className="text-lg font-semibold text-slate-900">
        Overview
      </h2>
      {setup && setup.length > 0 ? <SetupChecklist items={setup} /> : null}
      {operations ? <OperationsStatus operations={operations} /> : null}
      {!overview ? (
        <p className="mt-2 text-sm text-slate-600">Overview unavailable. The figures could not be read; the rest of the dashboard works.</p>
      ) : (
        <OverviewFigures overview={overview} waiting={waiting} />
      )}
    </section>
  );
}

function OverviewFigures({ overview, waiting }: { overview: OverviewData; waiting: WaitingForReply | null }) {
  const { pending, refundsDue, notSent, month, last30 } = overview;
  const alerts = (refundsDue.count > 0 ? 1 : 0) + (notSent.count > 0 ? 1 : 0);
  return (
    <>
      <div className={`mt-3 grid grid-cols-2 gap-3 ${['lg:grid-cols-4', 'lg:grid-cols-5', 'lg:grid-cols-6'][alerts]}`}>
        <Figure title="Pending orders">
          <Link to={listHref('orders', { status: 'pending' })} className={`text-base font-semibold ${linkClasses}`}>
            {pending.count === 0 ? 'No pending orders' : `${plural(pending.count, 'pending', 'pending')}, oldest ${pending.oldestAge}`}
          </Link>
        </Figure>
        <Figure title="Open requests">
          <RequestsWaiting
            waiting={waiting}
            href={listHref('requests', { status: 'open' })}
            className={`text-base font-semibold ${linkClasses}`}
          />
        </Figure>
        <Revenue title="Revenue this month" span={`${formatDay(month.from)} – ${formatDay(month.to)}, confirmed`} figure={month} />
        <Revenue title="Revenue, last 30 days" span={`${formatDay(last30.from)} – ${formatDay(last30.to)}, confirmed`} figure={last30} />
        {refundsDue.count > 0 ? (
          <Figure title="Refunds to send" tone="alert">
            <Link to={listHref('orders', { status: 'refund-due' })} className={`text-base font-semibold ${linkClasses}`}>
              {`Refunds to send: ${formatCount(refundsDue.count)} (oldest ${refundsDue.oldestAge})`}
            </Link>
            <ul className="mt-1 grid gap-0.5 text-xs text-slate-700" data-testid="refunds-with-account">
              {refundsDue.oldest.map((refund) => (
                <li key={refund.reference}>
                  <Link to={adminOrderPath(refund.reference)} className="font-mono text-brand-700 hover:underline">
                    {refund.reference}
                  </Link>{' '}
                  {refund.hasAccount ? 'account given' : 'waiting for the account'}
                </li>
              ))}
              {refundsDue.count > refundsDue.oldest.length ? (
                <li>{`${formatCount(refundsDue.withAccount)} of ${formatCount(refundsDue.count)} with the buyer’s account`}</li>
              ) : null}
            </ul>
          </Figure>
        ) : null}
        {notSent.count > 0 ? (
          <Figure title="E-mails not sent" tone="alert">
            <Link to={listHref('email', { status: 'unsent', from: notSent.from })} className={`text-base font-semibold ${linkClasses}`}>
              {`${plural(notSent.count, 'e-mail')} not sent`}
            </Link>
            <p className="text-xs text-slate-500">{`Since ${formatDay(notSent.from)}`}</p>
          </Figure>
        ) : null}
      </div>
      <div className="mt-4 rounded-lg border border-slate-200 bg-white px-4 py-3">
        <OverviewChart days={overview.days} />
      </div>
    </>
  );
}
