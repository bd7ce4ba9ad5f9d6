import type { OverviewDay } from '~/features/dashboard/overview.server';
import { formatCount, formatDay, formatDayLong } from '~/features/dashboard/overview-format';
import { formatUsd, formatUsdShort } from '~/lib/money';
import { OverviewDaysTable } from './overview-days-table';

// The chart's geometry. Horizontal positions are percentages of the chart's width (so it fills any
// width and its text keeps its size: a viewBox would shrink the labels to nothing on a phone);
// vertical ones are pixels of its fixed height.
const HEIGHT = 190;
const TOP = 18;
const BOTTOM = 160;
const PLOT = BOTTOM - TOP;

// Labels and the line sit over the bars: a white outline keeps them legible.
const HALO = { stroke: 'white', strokeWidth: 3, paintOrder: 'stroke' } as const;

/** A round top for an axis at or above `value` whose half is round too: 1, 2, 4 or 5 times a power of ten. */
export function niceMax(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  return [1, 2, 4, 5, 10].map((m) => m * power).find((top) => top >= value)!;
}

const pct = (value: number) => `${value.toFixed(3)}%`;

function summary(days: OverviewDay[]): string {
  const busiest = days.reduce((a, b) => (b.orders > a.orders ? b : a));
  const best = days.reduce((a, b) => (b.revenueCents > a.revenueCents ? b : a));
  const orders = days.reduce((sum, d) => sum + d.orders, 0);
  const revenue = days.reduce((sum, d) => sum + d.revenueCents, 0);
  return (
    `From ${formatDayLong(days[0]!.day)} to ${formatDayLong(days.at(-1)!.day)}: ${formatCount(orders)} orders and ${formatUsd(revenue)} confirmed. ` +
    `Most orders: ${formatCount(busiest.orders)} on ${formatDay(busiest.day)}. Highest revenue: ${formatUsd(best.revenueCents)} on ${formatDay(best.day)}.`
  );
}

/**
 * Orders (bars, left scale) and confirmed revenue (line, right scale) per day, drawn on the server:
 * an image with a title and a summary for assistive technology, and every day's figures in a table below.
 */
export function OverviewChart({ days }: { days: OverviewDay[] }) {
  if (days.length === 0) return null;
  const slot = 100 / days.length;
  const center = (i: number) => pct((i + 0.5) * slot);
  const maxOrders = niceMax(Math.max(...days.map((d) => d.orders)));
  const maxRevenue = niceMax(Math.max(...days.map((d) => d.revenueCents)));
  const yOrders = (n: number) => BOTTOM - (n / maxOrders) * PLOT;
  const yRevenue = (cents: number) => BOTTOM - (cents / maxRevenue) * PLOT;
  // A date every seven days, counted back from today's.
  const dated = days.map((_, i) => i).filter((i) => (days.length - 1 - i) % 7 === 0);
  const isLast = (i: number) => i === days.length - 1;

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
        <desc id="overview-chart-desc">{summary(days)}</desc>
        {[0, 0.5, 1].map((share) => (
          <line key={share} x1="0" x2="100%" y1={BOTTOM - share * PLOT} y2={BOTTOM - share * PLOT} className="stroke-slate-200" />
        ))}
        {days.map((d, i) => (
          <rect
            key={d.day}
            x={pct(i * slot + slot * 0.18)}
            width={pct(slot * 0.64)}
            y={yOrders(d.orders)}
            height={BOTTOM - yOrders(d.orders)}
            className="fill-brand-500/60"
          />
        ))}
        {days.slice(1).map((d, i) => (
          <line
            key={d.day}
            x1={center(i)}
            y1={yRevenue(days[i]!.revenueCents)}
            x2={center(i + 1)}
            y2={yRevenue(d.revenueCents)}
            className="stroke-emerald-700"
            strokeWidth="2.5"
          />
        ))}
        {days.map((d, i) => (
          <circle key={d.day} cx={center(i)} cy={yRevenue(d.revenueCents)} r="3" className="fill-emerald-700 stroke-white" />
        ))}
        {[0.5, 1].map((share) => (
          <g key={share} {...HALO}>
            <text x="0" y={BOTTOM - share * PLOT - 4} className="fill-brand-800">
              {formatCount(maxOrders * share)}
            </text>
            <text x="100%" y={BOTTOM - share * PLOT - 4} textAnchor="end" className="fill-emerald-800">
              {formatUsdShort(maxRevenue * share)}
            </text>
          </g>
        ))}
        {dated.map((i) => (
          <text
            key={i}
            x={isLast(i) ? '100%' : center(i)}
            y={HEIGHT - 12}
            textAnchor={isLast(i) ? 'end' : 'middle'}
            className="fill-slate-600"
          >
            {formatDay(days[i]!.day)}
          </text>
        ))}
      </svg>
      <OverviewDaysTable days={days} />
    </figure>
  );
}
