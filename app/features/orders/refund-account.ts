// The account a refund is sent to, as the buyer gives it on the order page: a US account (a routing
// number whose ABA check digit holds, and the account number) or an international one (an IBAN whose
// check digits hold, and a BIC), with the name it is held in. Checked by its form's schema
// (refund-account-form.server.ts); kept encrypted (refund-account.server.ts); shown masked to the
// administrator until Reveal.

export type RefundAccountField = 'accountKind' | 'holder' | 'routingNumber' | 'accountNumber' | 'iban' | 'bic';

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
