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
