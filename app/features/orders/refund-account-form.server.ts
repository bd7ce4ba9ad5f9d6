import { z } from 'zod';
import {
  ACCOUNT_NUMBER_DIGITS,
  accountNumberProblem,
  bicProblem,
  compactBic,
  compactIban,
  formatIban,
  ibanProblem,
  routingNumberProblem,
  withoutSeparators,
} from '~/features/settings/bank-details';
import { isCleanMultiLine, isSingleLine } from '~/lib/text-safety';
import { REFUND_ACCOUNT_LABELS, type RefundAccount, type RefundAccountField } from './refund-account';

// The order page's refund account form, as a schema: a US account (a routing number whose ABA check
// digit holds, and the account number) or an international one (an IBAN whose check digits hold, and
// a BIC), with the name it is held in; each problem beside its field. Apart from refund-account.ts,
// which the page's form imports for its labels, so Zod never ships to the page.

const MAX_HOLDER = 200;

/** A field as sent, trimmed; one sent twice (or missing) is '' and refused as missing. */
const text = z
  .string()
  .catch('')
  .transform((value) => value.trim());

export const refundAccountFormSchema = z
  .object({ accountKind: text, holder: text, routingNumber: text, accountNumber: text, iban: text, bic: text })
  .superRefine((form, context) => {
    const refuse = (field: RefundAccountField, message: string) => context.addIssue({ code: 'custom', path: [field], message });
    if (!form.holder) refuse('holder', 'Please enter the name the account is held in.');
    else if (form.holder.length > MAX_HOLDER || !isSingleLine(form.holder) || !isCleanMultiLine(form.holder))
      refuse('holder', `${REFUND_ACCOUNT_LABELS.holder} must be one line of at most ${MAX_HOLDER} characters.`);
    if (form.accountKind === 'us') {
      const routing = routingNumberProblem(form.routingNumber);
      if (routing === 'routing-length') refuse('routingNumber', 'The routing number must be 9 digits.');
      else if (routing) refuse('routingNumber', 'This is not a valid ABA routing number: its check digit does not match. Please check it.');
      if (accountNumberProblem(form.accountNumber))
        refuse(
          'accountNumber',
          `The account number must be ${ACCOUNT_NUMBER_DIGITS.min} to ${ACCOUNT_NUMBER_DIGITS.max} digits (spaces and dashes are left out).`,
        );
    } else if (form.accountKind === 'international') {
      const iban = ibanProblem(form.iban);
      if (iban === 'iban-format')
        refuse('iban', 'The IBAN must be two letters of the country, two check digits and up to 30 letters and digits.');
      else if (iban) refuse('iban', 'This IBAN is not valid: its check digits do not match. Please check it.');
      if (bicProblem(form.bic)) refuse('bic', 'The BIC must be 8 or 11 letters and digits, like DEUTDEFF.');
    } else {
      refuse('accountKind', 'Please choose whether the account is in the US or elsewhere.');
    }
  });

/** The account a form the schema accepted names, in the form it is kept. */
export function refundAccountOf(form: z.output<typeof refundAccountFormSchema>): RefundAccount {
  return form.accountKind === 'us'
    ? {
        kind: 'us',
        holder: form.holder,
        routingNumber: withoutSeparators(form.routingNumber),
        accountNumber: withoutSeparators(form.accountNumber),
      }
    : { kind: 'international', holder: form.holder, iban: formatIban(compactIban(form.iban)), bic: compactBic(form.bic) };
}
