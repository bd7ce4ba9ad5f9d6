import { describe, expect, it } from 'vitest';
import { findPlan } from './plans';
import { formatPrice, normalizePrice, yearlySaving } from './prices';

describe('plans and prices', () => {
  it('finds plans case-insensitively and nothing else', () => {
    expect(findPlan('yearly')?.name).toBe('Yearly');
    expect(findPlan(' LIFETIME ')?.priceKey).toBe('lifetime');
    expect(findPlan('Unknown Plan')).toBeUndefined();
    expect(findPlan(null)).toBeUndefined();
  });

  it('accepts positive dollar amounts written as 1234.56, with an optional $ and thousands separators, and stores one form', () => {
    expect(normalizePrice('29.99')).toBe('29.99');
    expect(normalizePrice(' $1,299 ')).toBe('1299');
    expect(normalizePrice('$1,234.5')).toBe('1234.50');
    expect(normalizePrice('$ 99')).toBe('99');
    expect(normalizePrice('1234567.89')).toBe('1234567.89');
    expect(normalizePrice('0.50')).toBe('0.50');
    expect(normalizePrice('007')).toBe('7');
  });

  it('refuses anything else', () => {
    const bad = [
      '',
      'abc',
      '0',
      '0.00',
      '-5',
      '$-5',
      '1.999',
      '1e3',
      '$',
      '12 34',
      ',,,0,,0,1',
      '1,2,3',
      '12,34',
      '1,2345',
      '1.2.3',
      '$$5',
      '5$',
      '0x10',
      '1,000,000,000',
      '١٢',
    ];
    for (const text of bad) expect(normalizePrice(text), text).toBeNull();
  });

  it('shows a price with one leading dollar sign', () => {
    expect(formatPrice('29.99')).toBe('$29.99');
    expect(formatPrice('$29.99')).toBe('$29.99');
    expect(formatPrice('1299')).toBe('$1,299');
    expect(formatPrice('1234567.50')).toBe('$1,234,567.50');
  });

  it('computes the Yearly saving against twelve Monthly payments from the prices as typed', () => {
    // 12 × 29.99 = 359.88; minus 79.99 = 279.89, which is 77.77 % of 359.88 (shown as 77 %, never rounded up).
    expect(yearlySaving('29.99', '79.99')).toEqual({ amount: '$279.89', percent: 77 });
    expect(yearlySaving('$10', '$100')).toEqual({ amount: '$20', percent: 16 });
    expect(yearlySaving('1,000', '9,000.50')).toEqual({ amount: '$2,999.50', percent: 24 });
    expect(yearlySaving('0.10', '1.19')).toEqual({ amount: '$0.01', percent: 0 });
  });

  it('claims no saving when Yearly costs as much as twelve months or more, or a price is not an amount', () => {
    expect(yearlySaving('10', '120')).toBeNull();
    expect(yearlySaving('10', '150')).toBeNull();
    expect(yearlySaving('abc', '79.99')).toBeNull();
    expect(yearlySaving('29.99', '')).toBeNull();
  });
});
