import { formatUsd } from '~/lib/money';

/** Orders are priced in US dollars (the plan catalogue): only a payment in dollars can match one exactly. */
export const ORDER_CURRENCY = 'USD';

/** Whether a line's amount is in the orders' currency (a file that names none is the dollar account's own). */
export function inOrderCurrency(line: { currency: string | null }): boolean {
  return line.currency === null || line.currency === ORDER_CURRENCY;
}

/** A statement line's amount as written on the preview: dollars as every price is, another currency with its code. */
export function statementAmount(cents: number, currency: string | null): string {
  if (inOrderCurrency({ currency })) return formatUsd(cents);
  const whole = String(Math.floor(Math.abs(cents) / 100)).replace(/\B(?=(\d{3})+$)/g, ',');
  return `${cents < 0 ? '−' : ''}${currency} ${whole}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;
}
