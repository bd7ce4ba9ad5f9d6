const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/** How long ago `since` was, in words: 'less than an hour', '5 hours', '1 day', '3 days'. */
export function ageInWords(since: string, now: Date): string {
  const elapsed = Math.max(0, now.getTime() - Date.parse(since));
  if (elapsed < HOUR_MS) return 'less than an hour';
  if (elapsed < DAY_MS) return plural(Math.floor(elapsed / HOUR_MS), 'hour');
  return plural(Math.floor(elapsed / DAY_MS), 'day');
}
