/** The wall clock of `timeZone` at `time`: year, month (1-12), day, hour (0-23), minute and second. */
export function wallClock(time: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(time);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return { year: part('year'), month: part('month'), day: part('day'), hour: part('hour'), minute: part('minute'), second: part('second') };
}

/** How far the wall clock of `timeZone` is ahead of UTC at `time`, in milliseconds (whole seconds). */
export function zoneOffsetMs(time: Date, timeZone: string): number {
  const wall = wallClock(time, timeZone);
  return Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second) - (time.getTime() - time.getMilliseconds());
}
