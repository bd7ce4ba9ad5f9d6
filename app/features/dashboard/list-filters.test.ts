import { describe, expect, it } from 'vitest';
import { createdBefore, nextDay, parseListFilters } from './list-filters';

describe('the "to" date of a list filter', () => {
  it('ends at the next midnight, across months, leap days and years', () => {
    expect(createdBefore('2026-11-02')).toBe('2026-11-03T00:00:00.000Z');
    expect(createdBefore('2028-02-28')).toBe('2028-02-29T00:00:00.000Z');
    expect(createdBefore('2026-12-31')).toBe('2027-01-01T00:00:00.000Z');
  });

  it('9999-12-31, the last day there is, ends after every time of that day (its next day would be in year 10000)', () => {
    expect(nextDay('9999-12-31')).toBeNull();
    const bound = createdBefore('9999-12-31');
    for (const time of ['9999-12-31T00:00:00.000Z', '9999-12-31T23:59:59.999Z']) expect(time < bound).toBe(true);
    expect('2026-11-02T08:00:00.000Z' < bound).toBe(true);
  });

  it('accepts 9999-12-31 in the address', () => {
    const filters = parseListFilters(new URLSearchParams('from=0001-01-01&to=9999-12-31'), ['open']);
    expect(filters).toMatchObject({ from: '0001-01-01', to: '9999-12-31', ignored: [] });
  });
});
