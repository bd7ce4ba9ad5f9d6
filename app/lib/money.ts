// Money as the site writes it: US dollars from integer cents, one formatter for every page, e-mail,
// PDF and CSV-facing text.

const MINUS = '\u2212';

/** '$1,299.50'; negative amounts (credit lines) as '−$29.99' with a true minus sign. */
export function formatUsd(cents: number): string {
  // A fraction of a cent means money went through floating point somewhere: fail where it shows.
  if (!Number.isSafeInteger(cents)) throw new RangeError(`formatUsd expects integer cents, got ${cents}`);
  const abs = Math.abs(cents);
  const dollars = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+$)/g, ',');
  const amount = `$${dollars}.${String(abs % 100).padStart(2, '0')}`;
  return cents < 0 ? MINUS + amount : amount;
}

/**
 * '$40K', '$2.5M', '$500': an axis label. Written out rather than Intl's compact notation, which
 * Node and Chromium word differently ('$40.0K' and '$40K'): the server's page must match the browser's.
 */
export function formatUsdShort(cents: number): string {
  const dollars = cents / 100;
  const [value, suffix] = dollars >= 1e6 ? [dollars / 1e6, 'M'] : dollars >= 1e3 ? [dollars / 1e3, 'K'] : [dollars, ''];
  return `$${Number(value.toFixed(1))}${suffix}`;
}
