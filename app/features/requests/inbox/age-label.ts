const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** How long ago `since` was, short: '5 min', '3 h', '2 d' (the inbox's "waiting 3 h"). */
export function ageLabel(since: string, now: Date): string {
  const elapsed = Math.max(0, now.getTime() - Date.parse(since));
  if (elapsed < HOUR_MS) return `${Math.max(1, Math.floor(elapsed / MINUTE_MS))} min`;
  if (elapsed < DAY_MS) return `${Math.floor(elapsed / HOUR_MS)} h`;
  return `${Math.floor(elapsed / DAY_MS)} d`;
}
