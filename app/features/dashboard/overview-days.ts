// The overview's calendar: UTC days as 'YYYY-MM-DD', the span each figure counts, and the words for
// the age of the oldest pending order. Shared with the browser (the chart and its links use the days).

const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC day of a time: '2026-11-21'. */
export function utcDay(time: Date): string {
  return time.toISOString().slice(0, 10);
}

/** The day `count` days after (or before, when negative) a 'YYYY-MM-DD' day. */
export function addDays(day: string, count: number): string {
  return utcDay(new Date(Date.parse(`${day}T00:00:00.000Z`) + count * DAY_MS));
}

/** The first moment of a day, as timestamps are stored: '2026-11-21T00:00:00.000Z'. */
export function dayStart(day: string): string {
  return `${day}T00:00:00.000Z`;
}

/** The spans the overview counts, as inclusive UTC days: this calendar month so far, and the last 30 days. */
export function overviewSpans(now: Date) {
  const today = utcDay(now);
  return {
    today,
    month: { from: `${today.slice(0, 8)}01`, to: today },
    last30: { from: addDays(today, -29), to: today },
  };
}

/** Every day from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}
