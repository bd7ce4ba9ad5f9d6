import { describe, expect, it } from 'vitest';
import { isPastReplyTime, replyDueAt } from './reply-time';

// 2026-11-23 is a Monday; support is open Monday to Friday, 9 am to 6 pm (UTC).
const due = (iso: string) => replyDueAt(new Date(iso), 'UTC').toISOString();

describe('the reply-time promise: one business day of support hours', () => {
  it('is due at the same time the next business day for a message during hours', () => {
    expect(due('2026-11-23T10:00:00.000Z')).toBe('2026-11-24T10:00:00.000Z');
    expect(due('2026-11-27T17:00:00.000Z')).toBe('2026-11-30T17:00:00.000Z'); // Friday 5 pm → Monday 5 pm
  });

  it('starts counting at the next opening for a message outside hours', () => {
    expect(due('2026-11-23T07:30:00.000Z')).toBe('2026-11-23T18:00:00.000Z'); // before opening: that evening
    expect(due('2026-11-23T20:00:00.000Z')).toBe('2026-11-24T18:00:00.000Z'); // after closing: the next evening
    expect(due('2026-11-28T12:00:00.000Z')).toBe('2026-11-30T18:00:00.000Z'); // Saturday: Monday's closing
  });

  it('counts the hours in the site’s time zone: New York’s 9 am to 6 pm is 14:00 to 23:00 UTC in November', () => {
    const dueInNewYork = (iso: string) => replyDueAt(new Date(iso), 'America/New_York').toISOString();
    expect(dueInNewYork('2026-11-23T15:00:00.000Z')).toBe('2026-11-24T15:00:00.000Z'); // Monday 10 am → Tuesday 10 am
    expect(dueInNewYork('2026-11-23T10:00:00.000Z')).toBe('2026-11-23T23:00:00.000Z'); // 5 am there: that evening's closing
    expect(dueInNewYork('2026-11-28T03:00:00.000Z')).toBe('2026-11-30T23:00:00.000Z'); // Friday 10 pm there: Monday's closing
  });

  it('marks a request past the promise only after it is due', () => {
    expect(isPastReplyTime('2026-11-23T10:00:00.000Z', new Date('2026-11-24T09:59:00.000Z'), 'UTC')).toBe(false);
    expect(isPastReplyTime('2026-11-23T10:00:00.000Z', new Date('2026-11-24T10:01:00.000Z'), 'UTC')).toBe(true);
    expect(isPastReplyTime('not a time', new Date(), 'UTC')).toBe(false);
  });
});
