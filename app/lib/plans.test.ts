import { describe, expect, it } from 'vitest';
import { findPlan, formatPrice, normalizePrice } from './plans';

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
});
