import { describe, expect, test } from 'vitest';
import { formatUsd, formatUsdShort } from './money';

describe('formatUsd', () => {
  test('writes dollars with thousands separators and two decimals', () => {
    expect(formatUsd(129950)).toBe('$1,299.50');
    expect(formatUsd(7999)).toBe('$79.99');
    expect(formatUsd(5)).toBe('$0.05');
    expect(formatUsd(0)).toBe('$0.00');
    expect(formatUsd(123456789012)).toBe('$1,234,567,890.12');
  });

  test('writes a credit with a true minus sign', () => {
    expect(formatUsd(-2999)).toBe('\u2212$29.99');
  });

  test('refuses fractions of a cent', () => {
    expect(() => formatUsd(79.99)).toThrow(RangeError);
  });
});

describe('formatUsdShort', () => {
  test('writes axis amounts like $40K and $2.5M', () => {
    expect([formatUsdShort(4_000_000), formatUsdShort(1_250_000), formatUsdShort(250_000_000), formatUsdShort(50_000)]).toEqual([
      '$40K',
      '$12.5K',
      '$2.5M',
      '$500',
    ]);
  });
});
