import { describe, expect, it } from 'vitest';
import { abaChecksumHolds, accountNumberProblem, routingNumberProblem, withoutSeparators } from './bank-details';

describe('bank numbers', () => {
  it('a routing number is 9 digits whose ABA check digit holds', () => {
    for (const valid of ['071923459', '021000021', '011000015', '026009593', '0719 2345 9', '071-923-459']) {
      expect(routingNumberProblem(valid), valid).toBeNull();
    }
    expect(routingNumberProblem('123456789')).toBe('routing-checksum');
    expect(routingNumberProblem('071923458')).toBe('routing-checksum');
    // Two neighbouring digits swapped.
    expect(routingNumberProblem('017923459')).toBe('routing-checksum');
    for (const wrong of ['', '07192345', '0719234590', '07192345a', '071923459.', '#071923459']) {
      expect(routingNumberProblem(wrong), wrong).toBe('routing-length');
    }
    expect(abaChecksumHolds('000000000')).toBe(true);
  });

  it('an account number is 4 to 17 digits once spaces and dashes are left out', () => {
    for (const valid of ['4532019876', '1234', '12345678901234567', '4532-0198 76', '45\u201332']) {
      expect(accountNumberProblem(valid), valid).toBeNull();
    }
    for (const wrong of ['12-3', '123', '123456789012345678', '4532O19876', 'IBAN DE89', '12.34', '']) {
      expect(accountNumberProblem(wrong), wrong).toBe('account-digits');
    }
    expect(withoutSeparators(' 12-34 56\u201478 ')).toBe('12345678');
    // Four digits with a dash between them: the dash is left out, and 1234 is a (short) account number.
    expect(accountNumberProblem('12-34')).toBeNull();
  });
});
