import { describe, expect, it } from 'vitest';
import { parseRowId, rowIdField } from './row-id';

// The one rule for a hidden field that names a row, and its schema.

describe('a posted row id', () => {
  it('is digits only, at least 1, with spaces around allowed', () => {
    expect([' 7 ', '1', '999999999999999'].map(parseRowId)).toEqual([7, 1, 999_999_999_999_999]);
    expect(['', '0', '-1', '1.5', '1e3', '0x10', '1234567890123456', 'laptop'].map(parseRowId)).toEqual(Array(8).fill(null));
    expect([null, undefined, 7, ['7']].map(parseRowId)).toEqual([null, null, null, null]);
  });

  it('as a schema: the id, or the message given when it is not one', () => {
    expect(rowIdField('No such order.').parse(' 42 ')).toBe(42);
    expect(rowIdField('No such order.').safeParse('0').error?.issues[0]?.message).toBe('No such order.');
    expect(rowIdField().safeParse(['1', '2']).success).toBe(false);
  });
});
