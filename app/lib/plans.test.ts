import { describe, expect, it } from 'vitest';
import { findPlan, formatPrice, parsePrice } from './plans';

describe('plans and prices', () => {
  it('finds plans case-insensitively and nothing else', () => {
    expect(findPlan('yearly')?.name).toBe('Yearly');
    expect(findPlan(' LIFETIME ')?.priceKey).toBe('lifetime');
    expect(findPlan('Unknown Plan')).toBeUndefined();
    expect(findPlan(null)).toBeUndefined();
  });

  it('accepts positive dollar amounts only', () => {
    expect(parsePrice('29.99')).toBe(29.99);
    expect(parsePrice(' $1,299 ')).toBe(1299);
    for (const bad of ['', 'abc', '0', '-5', '1.999', '1e3', '$', '12 34']) expect(parsePrice(bad)).toBeNull();
  });

  it('shows a price with one leading dollar sign', () => {
    expect(formatPrice('29.99')).toBe('$29.99');
    expect(formatPrice('$29.99')).toBe('$29.99');
  });
});
