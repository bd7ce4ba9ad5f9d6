import { describe, expect, it } from 'vitest';
import { CROCKFORD_ALPHABET, crockfordFromBytes, groupSymbols, readCrockford } from './crockford';

describe('Crockford base32', () => {
  it('has 32 distinct symbols and none of the look-alikes I, L, O or U', () => {
    expect(new Set(CROCKFORD_ALPHABET).size).toBe(32);
    expect(CROCKFORD_ALPHABET).not.toMatch(/[ILOU]/);
  });

  it('maps every possible byte so each symbol comes from exactly eight of them (no bias)', () => {
    const everyByte = Uint8Array.from({ length: 256 }, (_, index) => index);
    const counts = new Map<string, number>();
    for (const symbol of crockfordFromBytes(everyByte)) counts.set(symbol, (counts.get(symbol) ?? 0) + 1);
    expect(counts.size).toBe(32);
    expect([...counts.values()].every((count) => count === 8)).toBe(true);
  });

  it('reads what people type: any case, I and L as 1, O as 0', () => {
    expect(readCrockford('7k3m9qa2')).toBe('7K3M9QA2');
    expect(readCrockford('oIlL')).toBe('0111');
  });

  it('refuses symbols outside the alphabet', () => {
    expect(readCrockford('7K3U')).toBeNull();
    expect(readCrockford('7K-3')).toBeNull();
    expect(readCrockford('straße')).toBeNull();
  });

  it('groups symbols with dashes', () => {
    expect(groupSymbols('7K3M9QA2', 4)).toBe('7K3M-9QA2');
    expect(groupSymbols('ABCDEFGHJK', 5)).toBe('ABCDE-FGHJK');
  });
});
