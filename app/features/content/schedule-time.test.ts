import { describe, expect, it } from 'vitest';
import { instantOfWallTime, siteTimeLabel, wallTimeOf } from './schedule-time';

describe('a time typed on the site’s clock', () => {
  it('is the instant it names in the site’s time zone, winter or summer, seconds optional', () => {
    expect(instantOfWallTime('2026-01-15T09:00', 'America/New_York')!.toISOString()).toBe('2026-01-15T14:00:00.000Z');
    expect(instantOfWallTime('2026-07-15T09:00:30', 'America/New_York')!.toISOString()).toBe('2026-07-15T13:00:30.000Z');
    expect(instantOfWallTime('2026-07-15T09:00', 'Europe/Berlin')!.toISOString()).toBe('2026-07-15T07:00:00.000Z');
    expect(instantOfWallTime('2026-07-15T09:00', 'UTC')!.toISOString()).toBe('2026-07-15T09:00:00.000Z');
  });

  it('across a change of the clocks: the skipped hour reads as after the jump', () => {
    // New York springs forward on 2026-03-08 at 2:00 (to 3:00).
    expect(instantOfWallTime('2026-03-08T01:30', 'America/New_York')!.toISOString()).toBe('2026-03-08T06:30:00.000Z');
    expect(instantOfWallTime('2026-03-08T03:30', 'America/New_York')!.toISOString()).toBe('2026-03-08T07:30:00.000Z');
    expect(instantOfWallTime('2026-03-08T02:30', 'America/New_York')!.toISOString()).toBe('2026-03-08T07:30:00.000Z');
  });

  it('is refused when it is not a day and time', () => {
    for (const bad of ['', 'tomorrow', '2026-02-30T09:00', '2026-13-01T09:00', '2026-01-01T24:00', '2026-01-01 09:00']) {
      expect(instantOfWallTime(bad, 'UTC'), bad).toBeNull();
    }
  });

  it('reads back as it was typed, and as the screen says it', () => {
    expect(wallTimeOf('2026-07-15T13:00:00.000Z', 'America/New_York')).toBe('2026-07-15T09:00');
    expect(siteTimeLabel('2026-07-15T13:00:00.000Z', 'America/New_York')).toBe('Jul 15, 2026, 9:00 AM Eastern Time');
  });
});
