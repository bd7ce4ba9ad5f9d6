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

// The account a refund is sent to, as the buyer gives it on the order page: a US account (a routing
// number whose ABA check digit holds, and the account number) or an international one (an IBAN whose
// check digits hold, and a BIC), with the name it is held in. Checked here; kept encrypted
// (refund-account.server.ts); shown masked to the administrator until Reveal.

export const REFUND_ACCOUNT_FIELDS = ['accountKind', 'holder', 'routingNumber', 'accountNumber', 'iban', 'bic'] as const;
export type RefundAccountField = (typeof REFUND_ACCOUNT_FIELDS)[number];

export const REFUND_ACCOUNT_LABELS: Readonly<Record<RefundAccountField, string>> = {
  accountKind: 'Where is the account?',
  holder: 'Name on the account',
  routingNumber: 'Routing number',
  accountNumber: 'Account number',
  iban: 'IBAN',
  bic: 'BIC / SWIFT',
};

export type RefundAccount =
  | { kind: 'us'; holder: string; routingNumber: string; accountNumber: string }
  | { kind: 'international'; holder: string; iban: string; bic: string };

const MAX_HOLDER = 200;

export type RefundAccountParse = { ok: true; account: RefundAccount } | { ok: false; errors: Partial<Record<RefundAccountField, string>> };

function text(raw: Partial<Record<RefundAccountField, unknown>>, field: RefundAccountField): string {
  const value = raw[field];
  return typeof value === 'string' ? value.trim() : '';
}

/** The account from the order page's form, or each field's problem. */
export function parseRefundAccount(raw: Partial<Record<RefundAccountField, unknown>>): RefundAccountParse {
  const errors: Partial<Record<RefundAccountField, string>> = {};
  const kind = text(raw, 'accountKind');
  const holder = text(raw, 'holder');
  if (!holder) errors.holder = 'Please enter the name the account is held in.';
  else if (holder.length > MAX_HOLDER || !isSingleLine(holder) || !isCleanMultiLine(holder))
    errors.holder = `${REFUND_ACCOUNT_LABELS.holder} must be one line of at most ${MAX_HOLDER} characters.`;
  if (kind === 'us') {
    const routing = text(raw, 'routingNumber');
    const account = text(raw, 'accountNumber');
    const routingProblem = routingNumberProblem(routing);
    if (routingProblem === 'routing-length') errors.routingNumber = 'The routing number must be 9 digits.';
    else if (routingProblem)
      errors.routingNumber = 'This is not a valid ABA routing number: its check digit does not match. Please check it.';
    if (accountNumberProblem(account))
      errors.accountNumber = `The account number must be ${ACCOUNT_NUMBER_DIGITS.min} to ${ACCOUNT_NUMBER_DIGITS.max} digits (spaces and dashes are left out).`;
    if (Object.keys(errors).length > 0) return { ok: false, errors };
    return {
      ok: true,
      account: { kind: 'us', holder, routingNumber: withoutSeparators(routing), accountNumber: withoutSeparators(account) },
    };
  }
  if (kind === 'international') {
    const iban = text(raw, 'iban');
    const bic = text(raw, 'bic');
    const ibanWrong = ibanProblem(iban);
    if (ibanWrong === 'iban-format')
      errors.iban = 'The IBAN must be two letters of the country, two check digits and up to 30 letters and digits.';
    else if (ibanWrong) errors.iban = 'This IBAN is not valid: its check digits do not match. Please check it.';
    if (bicProblem(bic)) errors.bic = 'The BIC must be 8 or 11 letters and digits, like DEUTDEFF.';
    if (Object.keys(errors).length > 0) return { ok: false, errors };
    return { ok: true, account: { kind: 'international', holder, iban: formatIban(compactIban(iban)), bic: compactBic(bic) } };
  }
  errors.accountKind = 'Please choose whether the account is in the US or elsewhere.';
  return { ok: false, errors };
}

/** '••••6789': the last four characters of a number. */
function lastFour(value: string): string {
  const compact = value.replace(/\s+/g, '');
  return `••••${compact.slice(-4)}`;
}

/** The account as the administrator sees it before Reveal: the name, the kind, and the last four characters of its number. */
export function maskedRefundAccount(account: RefundAccount): string {
  return account.kind === 'us'
    ? `${account.holder} · US account ${lastFour(account.accountNumber)} (routing ${lastFour(account.routingNumber)})`
    : `${account.holder} · IBAN ${account.iban.slice(0, 2)}${lastFour(account.iban)} (BIC ${account.bic})`;
}

/** Every part of the account, for the administrator's Reveal (and the transfer they send). */
export function refundAccountRows(account: RefundAccount): [string, string][] {
  return account.kind === 'us'
    ? [
        [REFUND_ACCOUNT_LABELS.holder, account.holder],
        [REFUND_ACCOUNT_LABELS.routingNumber, account.routingNumber],
        [REFUND_ACCOUNT_LABELS.accountNumber, account.accountNumber],
      ]
    : [
        [REFUND_ACCOUNT_LABELS.holder, account.holder],
        [REFUND_ACCOUNT_LABELS.iban, account.iban],
        [REFUND_ACCOUNT_LABELS.bic, account.bic],
      ];
}
