import { describe, expect, it } from 'vitest';
import {
  findReferences,
  newLicenseKey,
  newOrderReference,
  newRequestReference,
  normalizeLicenseKey,
  normalizeReference,
} from './references.server';

const SYMBOL = '[0-9A-HJKMNP-TV-Z]';

describe('references and license keys', () => {
  it('look like ORD-XXXX-XXXX, REQ-XXXX-XXXX and XXXXX-XXXXX-XXXXX-XXXXX', () => {
    expect(newOrderReference()).toMatch(new RegExp(`^ORD-${SYMBOL}{4}-${SYMBOL}{4}$`));
    expect(newRequestReference()).toMatch(new RegExp(`^REQ-${SYMBOL}{4}-${SYMBOL}{4}$`));
    expect(newLicenseKey()).toMatch(new RegExp(`^${SYMBOL}{5}(-${SYMBOL}{5}){3}$`));
  });

  it('are different every time (drawn from a CSPRNG, not a counter or the clock)', () => {
    const references = new Set(Array.from({ length: 2000 }, newOrderReference));
    const keys = new Set(Array.from({ length: 2000 }, newLicenseKey));
    expect(references.size).toBe(2000);
    expect(keys.size).toBe(2000);
  });

  it('use every symbol of the alphabet in every position', () => {
    // 4,000 references: a position that could miss a symbol (or use a wrong one) shows up here.
    const positions = Array.from({ length: 8 }, () => new Set<string>());
    for (let i = 0; i < 4000; i += 1) {
      [...newOrderReference().replace(/^ORD-|-/g, '')].forEach((symbol, index) => positions[index]!.add(symbol));
    }
    expect(positions.map((symbols) => symbols.size)).toEqual(Array(8).fill(32));
  });
});

describe('a reference as a person pastes it', () => {
  it('is found whatever the case, dashes and spaces', () => {
    for (const typed of ['ORD-7K3M-9QA2', 'ord-7k3m-9qa2', 'ORD7K3M9QA2', ' ord 7k3m 9qa2 ', 'Ord-7K3M9QA2', 'ORD–7K3M–9QA2']) {
      expect(normalizeReference(typed, 'ORD'), typed).toBe('ORD-7K3M-9QA2');
    }
  });

  it('reads O as 0 and I or L as 1, as Crockford decodes them', () => {
    expect(normalizeReference('ORD-O1IL-9QA2', 'ORD')).toBe('ORD-0111-9QA2');
    expect(normalizeReference('req-oooo-llll', 'REQ')).toBe('REQ-0000-1111');
  });

  it('is refused with the wrong prefix, a wrong length, a U or other characters', () => {
    expect(normalizeReference('REQ-7K3M-9QA2', 'ORD')).toBeNull();
    expect(normalizeReference('7K3M-9QA2', 'ORD')).toBeNull();
    expect(normalizeReference('ORD-7K3M-9QA', 'ORD')).toBeNull();
    expect(normalizeReference('ORD-7K3M-9QA22', 'ORD')).toBeNull();
    expect(normalizeReference('ORD-7K3M-9QAU', 'ORD')).toBeNull();
    expect(normalizeReference('ORD-7K3M-9QA2.', 'ORD')).toBeNull();
    expect(normalizeReference('', 'ORD')).toBeNull();
    expect(normalizeReference(`ORD-7K3M-9QA2${' '.repeat(100)}`, 'ORD')).toBeNull();
    expect(normalizeReference(undefined, 'ORD')).toBeNull();
    expect(normalizeReference(['ORD-7K3M-9QA2'], 'ORD')).toBeNull();
  });

  it('round-trips every new reference and key unchanged', () => {
    const reference = newRequestReference();
    const key = newLicenseKey();
    expect(normalizeReference(reference.toLowerCase(), 'REQ')).toBe(reference);
    expect(normalizeLicenseKey(key.toLowerCase().replaceAll('-', ' '))).toBe(key);
    expect(normalizeLicenseKey(key.slice(1))).toBeNull();
  });
});

describe('references found inside a transfer memo', () => {
  it('finds a reference embedded in longer text, in any case, spaced or without dashes', () => {
    expect(findReferences('Payment ORD-7K3M-9QA2 thanks', 'ORD')).toEqual(['ORD-7K3M-9QA2']);
    expect(findReferences('ord 7k3m 9qa2', 'ORD')).toEqual(['ORD-7K3M-9QA2']);
    expect(findReferences('ORD7K3M9QA2/J SMITH', 'ORD')).toEqual(['ORD-7K3M-9QA2']);
  });

  it("reads Crockford's confusables as the digits they stand for", () => {
    expect(findReferences('ref ORD-7K3M-9QAZ', 'ORD')).toEqual(['ORD-7K3M-9QAZ']);
    expect(findReferences('ORD-7K3M-IOLZ', 'ORD')).toEqual(['ORD-7K3M-101Z']);
  });

  it('lists each reference once, in the order written, and ignores text glued to it', () => {
    expect(findReferences('ORD-7K3M-9QA2 and ord-0000-1111, again ORD7K3M9QA2', 'ORD')).toEqual(['ORD-7K3M-9QA2', 'ORD-0000-1111']);
    expect(findReferences('XORD7K3M9QA2', 'ORD')).toEqual([]);
    expect(findReferences('ORD-7K3M-9QA23', 'ORD')).toEqual([]);
    expect(findReferences('Invoice 2026 payment', 'ORD')).toEqual([]);
    expect(findReferences('REQ-7K3M-9QA2', 'ORD')).toEqual([]);
  });
});

describe('a reference is found whatever stands before it', () => {
  // Each written as a bank writes it: with its dashes, with spaces, and with no separator at all.
  const WRITTEN = (reference: string) => [
    reference,
    reference.replaceAll('-', ' '),
    reference.replaceAll('-', ''),
    reference.toLowerCase(),
  ];
  const REFERENCES = ['ORD-JK5B-WE78', 'ORD-ZZZZ-ZZZ9', 'ORD-7K3M-9QA2', 'ORD-0000-1111'];
  const LETTERS = 'PARKLIAMTRANSFERWXYZ';

  it('after a word of every length from 1 to 12 letters, with and without separators between them', () => {
    for (const reference of REFERENCES) {
      for (let length = 1; length <= 12; length++) {
        const word = LETTERS.slice(0, length);
        for (const written of WRITTEN(reference)) {
          for (const text of [
            `${word} ${written}`,
            `ACH CREDIT ${word} ${written} THANK YOU`,
            `${word}: ${written}`,
            `${word}-${written}`,
          ]) {
            expect(findReferences(text, 'ORD'), text).toEqual([reference]);
          }
        }
      }
    }
  });

  it('after the words the red team wrote, and after a candidate that fails to read', () => {
    expect(findReferences('ACH CREDIT PARK LIAM ORD-JK5B-WE78', 'ORD')).toEqual(['ORD-JK5B-WE78']);
    expect(findReferences('Transfer ORD-ZZZZ-ZZZ9', 'ORD')).toEqual(['ORD-ZZZZ-ZZZ9']);
    expect(findReferences('ORDU 1234567 ORD-7K3M-9QA2', 'ORD')).toEqual(['ORD-7K3M-9QA2']);
    expect(findReferences('ORD ORD-7K3M-9QA2', 'ORD')).toEqual(['ORD-7K3M-9QA2']);
  });
});
