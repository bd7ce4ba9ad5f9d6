import { dashboardPath } from '~/lib/paths';
// Words and links of the overview, shared by its cards and its chart.

const count = new Intl.NumberFormat('en-US');
const shortDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const longDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

export function formatCount(value: number): string {
  return count.format(value);
}

/** 'Nov 21' for '2026-11-21'. */
export function formatDay(day: string): string {
  return shortDay.format(new Date(`${day}T00:00:00.000Z`));
}

/** 'Nov 21, 2026' for '2026-11-21'. */
export function formatDayLong(day: string): string {
  return longDay.format(new Date(`${day}T00:00:00.000Z`));
}

/** '1 pending order' / '3 pending orders'. */
export function plural(value: number, one: string, many = `${one}s`): string {
  return `${formatCount(value)} ${value === 1 ? one : many}`;
}

/** The dashboard list a figure counts: its tab and filters (the names the Orders and Requests tabs read). */
export function listHref(tab: 'orders' | 'requests' | 'email', filters: { status?: string; from?: string; to?: string } = {}): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value) query.set(name, value);
  return dashboardPath(tab, query);
}
