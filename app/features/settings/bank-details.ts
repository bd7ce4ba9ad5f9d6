// What a bank account's numbers must look like before checkout shows them to every buyer: a US ABA
// routing number (nine digits whose weighted sum 3-7-1 is a multiple of ten, which catches every
// single mistyped digit and most swapped pairs) and an account number of 4 to 17 digits. People write
// them with spaces or dashes; those are left out, and the digits are what is saved.

/** The digits of a number as people write it: spaces and dashes (any kind) left out. */
export function withoutSeparators(written: string): string {
  return written.replace(/[\s\-\u2010-\u2015]/g, '');
}

const ABA_WEIGHTS = [3, 7, 1, 3, 7, 1, 3, 7, 1];

/** Whether nine digits are a routing number whose ABA check digit holds. */
export function abaChecksumHolds(digits: string): boolean {
  if (!/^\d{9}$/.test(digits)) return false;
  const sum = [...digits].reduce((total, digit, i) => total + Number(digit) * ABA_WEIGHTS[i]!, 0);
  return sum % 10 === 0;
}

export const ACCOUNT_NUMBER_DIGITS = { min: 4, max: 17 } as const;

export type BankNumberProblem = 'routing-length' | 'routing-checksum' | 'account-digits';

/** What is wrong with a routing number as written, or null. */
export function routingNumberProblem(written: string): BankNumberProblem | null {
  const digits = withoutSeparators(written);
  if (!/^\d{9}$/.test(digits)) return 'routing-length';
  return abaChecksumHolds(digits) ? null : 'routing-checksum';
}

/** What is wrong with an account number as written, or null. */
export function accountNumberProblem(written: string): BankNumberProblem | null {
  const { min, max } = ACCOUNT_NUMBER_DIGITS;
  return new RegExp(`^\\d{${min},${max}}$`).test(withoutSeparators(written)) ? null : 'account-digits';
}

// International details, as the banks of the world print them: an IBAN (country, two check digits,
// then the domestic number; the whole is 1 modulo 97 once its letters are read as numbers, ISO 13616,
// which catches every single mistyped character and nearly every swap) and a BIC/SWIFT code (ISO 9362:
// four letters of the bank, two of its country, two of its place, and optionally three of a branch).

/** An IBAN as people write it ('de89 3704 0044 0532 0130 00'), in its electronic form: no separators, upper case. */
export function compactIban(written: string): string {
  return withoutSeparators(written).toUpperCase();
}

/** Whether an IBAN's check digits hold (mod 97), read in its electronic form. */
export function ibanChecksumHolds(iban: string): boolean {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const value = char >= 'A' ? String(char.charCodeAt(0) - 55) : char;
    for (const digit of value) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/** An IBAN in groups of four, as statements and invoices print it: 'DE89 3704 0044 0532 0130 00'. */
export function formatIban(iban: string): string {
  return compactIban(iban).replace(/(.{4})(?=.)/g, '$1 ');
}

export type InternationalNumberProblem = 'iban-format' | 'iban-checksum' | 'bic-format';

/** What is wrong with an IBAN as written, or null. */
export function ibanProblem(written: string): InternationalNumberProblem | null {
  const iban = compactIban(written);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return 'iban-format';
  return ibanChecksumHolds(iban) ? null : 'iban-checksum';
}

/** A BIC as people write it ('deut de ff'), without separators, upper case. */
export function compactBic(written: string): string {
  return withoutSeparators(written).toUpperCase();
}

/** What is wrong with a BIC/SWIFT code as written, or null. */
export function bicProblem(written: string): InternationalNumberProblem | null {
  return /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(compactBic(written)) ? null : 'bic-format';
}
