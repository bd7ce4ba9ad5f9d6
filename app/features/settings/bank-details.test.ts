import { describe, expect, it } from 'vitest';
import {
  abaChecksumHolds,
  accountNumberProblem,
  bicProblem,
  compactIban,
  formatIban,
  ibanProblem,
  routingNumberProblem,
  withoutSeparators,
} from './bank-details';

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

  it('an IBAN holds its mod-97 check digits, however it is spaced or cased', () => {
    for (const valid of [
      'DE89 3704 0044 0532 0130 00',
      'gb82 west 1234 5698 7654 32',
      'FR1420041010050500013M02606',
      'NL91ABNA0417164300',
    ]) {
      expect(ibanProblem(valid), valid).toBeNull();
    }
    // One digit changed, and two neighbours swapped.
    expect(ibanProblem('DE89 3704 0044 0532 0130 01')).toBe('iban-checksum');
    expect(ibanProblem('DE89 3704 0044 0523 0130 00')).toBe('iban-checksum');
    expect(ibanProblem('GB82WEST12345698765433')).toBe('iban-checksum');
    for (const wrong of [
      '',
      'DE89',
      '89DE37040044053201300',
      'DE89 3704 0044 0532 0130 00 1234 5678 9012 3456 7',
      'DE8937040044053201300!',
    ]) {
      expect(ibanProblem(wrong), wrong).toBe('iban-format');
    }
    expect(compactIban(' de89-3704 0044 0532 0130 00 ')).toBe('DE89370400440532013000');
    expect(formatIban('DE89370400440532013000')).toBe('DE89 3704 0044 0532 0130 00');
  });

  it('a BIC is 8 or 11 characters: bank, country, place and an optional branch', () => {
    for (const valid of ['DEUTDEFF', 'deutdeff500', 'COBA DE FF XXX', 'BOFAUS3N']) expect(bicProblem(valid), valid).toBeNull();
    for (const wrong of ['', 'DEUTDEF', 'DEUTDEFF5', 'DEUTDEFF50', '1EUTDEFF', 'DEUT12FF', 'DEUTDEFF5000']) {
      expect(bicProblem(wrong), wrong).toBe('bic-format');
    }
  });
});
