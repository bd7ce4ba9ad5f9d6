import { Link } from 'react-router';
import type { OverviewDay } from '~/lib/dashboard/overview.server';
import { formatCents, formatCentsShort, formatCount, formatDay, formatDayLong, listHref } from '~/lib/dashboard/overview-format';

// The chart's geometry. Horizontal positions are percentages of the chart's width (so it fills any
// width and its text keeps its size: a viewBox would shrink the labels to nothing on a phone);
// vertical ones are pixels of its fixed height.
const HEIGHT = 190;
const TOP = 18;
const BOTTOM = 160;
const PLOT = BOTTOM - TOP;

/** A round top for an axis at or above `value`: 1, 2, 2.5 or 5 times a power of ten. */
export function niceMax(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  return [1, 2, 2.5, 5, 10].map((m) => m * power).find((top) => top >= value)!;
}

const pct = (value: number) => `${value.toFixed(3)}%`;

/**
 * Orders (bars, left scale) and confirmed revenue (line, right scale) per day, drawn on the server:
 * an image with a title and a summary for assistive technology, and every day's figures in a table below.
 */
export function OverviewChart({ days }: { days: OverviewDay[] }) {
  if (days.length === 0) return null;
  const slot = 100 / days.length;
  const center = (i: number) => (i + 0.5) * slot;
  const maxOrders = niceMax(Math.max(...days.map((d) => d.orders)));
  const maxRevenue = niceMax(Math.max(...days.map((d) => d.revenueCents)));
  const yOrders = (n: number) => BOTTOM - (n / maxOrders) * PLOT;
  const yRevenue = (cents: number) => BOTTOM - (cents / maxRevenue) * PLOT;
  const first = days[0]!;
  const last = days.at(-1)!;
  const busiest = days.reduce((a, b) => (b.orders > a.orders ? b : a));
  const best = days.reduce((a, b) => (b.revenueCents > a.revenueCents ? b : a));
  const totalOrders = days.reduce((sum, d) => sum + d.orders, 0);
  const totalRevenue = days.reduce((sum, d) => sum + d.revenueCents, 0);
  const labelled = days.map((_, i) => i).filter((i) => i % 7 === 0 || i === days.length - 1);

  return (
    <figure className="min-w-0">
      <figcaption className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-700">
        <span className="font-semibold text-slate-900">Orders and confirmed revenue per day</span>
        <span className="inline-flex items-center gap-1.5">
          <span aria-hidden="true" className="inline-block size-3 rounded-sm bg-brand-500" /> Orders (left scale)
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span aria-hidden="true" className="inline-block h-0.5 w-4 bg-emerald-600" /> Confirmed revenue (right scale)
        </span>
      </figcaption>
      <svg
        role="img"
        aria-labelledby="overview-chart-title overview-chart-desc"
        width="100%"
        height={HEIGHT}
        className="mt-2 block overflow-visible text-[11px]"
      >
        <title id="overview-chart-title">Orders and confirmed revenue per day, last 30 days</title>
        <desc id="overview-chart-desc">
          {`From ${formatDayLong(first.day)} to ${formatDayLong(last.day)}: ${formatCount(totalOrders)} orders and ${formatCents(totalRevenue)} confirmed. ` +
            `Most orders: ${formatCount(busiest.orders)} on ${formatDay(busiest.day)}. Highest revenue: ${formatCents(best.revenueCents)} on ${formatDay(best.day)}.`}
        </desc>
        {[0, 0.5, 1].map((share) => {
          const y = BOTTOM - share * PLOT;
          return (
            <g key={share}>
              <line x1="0" x2="100%" y1={y} y2={y} className="stroke-slate-200" strokeWidth="1" />
              {share > 0 ? (
                <>
                  <text x="0" y={y - 4} className="fill-brand-700">
                    {formatCount(maxOrders * share)}
                  </text>
                  <text x="100%" y={y - 4} textAnchor="end" className="fill-emerald-800">
                    {formatCentsShort(maxRevenue * share)}
                  </text>
                </>
              ) : null}
            </g>
          );
        })}
        {days.map((d, i) => (
          <rect
            key={d.day}
            x={pct(i * slot + slot * 0.18)}
            width={pct(slot * 0.64)}
            y={yOrders(d.orders)}
            height={BOTTOM - yOrders(d.orders)}
            className="fill-brand-500/70"
          />
        ))}
        {days.slice(1).map((d, i) => (
          <line
            key={d.day}
            x1={pct(center(i))}
            y1={yRevenue(days[i]!.revenueCents)}
            x2={pct(center(i + 1))}
            y2={yRevenue(d.revenueCents)}
            className="stroke-emerald-600"
            strokeWidth="2"
          />
        ))}
        {days.map((d, i) => (
          <circle key={d.day} cx={pct(center(i))} cy={yRevenue(d.revenueCents)} r="2.5" className="fill-emerald-600" />
        ))}
        {labelled.map((i) => (
          <text
            key={i}
            x={i === 0 ? '0' : i === days.length - 1 ? '100%' : pct(center(i))}
            y={HEIGHT - 12}
            textAnchor={i === 0 ? 'start' : i === days.length - 1 ? 'end' : 'middle'}
            className="fill-slate-600"
          >
            {formatDay(days[i]!.day)}
          </text>
        ))}
      </svg>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer font-semibold text-brand-700">Figures for each day</summary>
        <div className="mt-2 max-h-96 overflow-y-auto">
          <table className="w-full text-left">
            <caption className="sr-only">Orders and confirmed revenue per day, last 30 days, newest first</caption>
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
                  <th scope="row" className="py-1 pr-3 font-normal">
                    <Link to={listHref('orders', { from: d.day, to: d.day })} className="text-brand-700 underline">
                      <time dateTime={d.day}>{formatDayLong(d.day)}</time>
                    </Link>
                  </th>
                  <td className="py-1 pr-3 text-right tabular-nums">{formatCount(d.orders)}</td>
                  <td className="py-1 text-right tabular-nums">{formatCents(d.revenueCents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
