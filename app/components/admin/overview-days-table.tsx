import { Link } from 'react-router';
import type { OverviewDay } from '~/features/dashboard/overview.server';
import { formatCount, formatDay, formatDayLong, listHref } from '~/features/dashboard/overview-format';
import { formatUsd } from '~/lib/money';

/** The chart's text alternative: every day's figures, newest first, each day linking to its orders. */
export function OverviewDaysTable({ days }: { days: OverviewDay[] }) {
  return (
    <details className="mt-2 text-sm">
      <summary className="cursor-pointer font-semibold text-brand-700">Figures for each day</summary>
      <div className="mt-2 max-h-96 max-w-xl overflow-y-auto">
        <table className="w-full text-left">
          <caption className="sr-only">
            {`Orders and confirmed revenue per day, ${formatDayLong(days[0]!.day)} to ${formatDayLong(days.at(-1)!.day)}, newest first`}
          </caption>
          <thead className="text-xs text-slate-500 uppercase">
            <tr>
              <th scope="col" className="py-1 pr-3">
                Day
              </th>
              <th scope="col" className="py-1 pr-3 text-right">
                Orders
              </th>
              <th scope="col" className="py-1 text-right">
                Confirmed revenue
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {[...days].reverse().map((d) => (
              <tr key={d.day}>
                <th scope="row" className="py-1 pr-3 font-normal whitespace-nowrap">
                  <Link to={listHref('orders', { from: d.day, to: d.day })} className="text-brand-700 underline">
                    <time dateTime={d.day}>{formatDay(d.day)}</time>
                  </Link>
                </th>
                <td className="py-1 pr-3 text-right tabular-nums">{formatCount(d.orders)}</td>
                <td className="py-1 text-right tabular-nums">{formatUsd(d.revenueCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
