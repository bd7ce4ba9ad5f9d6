// Prices as the administrator types them and as buyers see and pay them: one stored form, one shown
// form, and amounts in cents for sums.

/** A price as the administrator typed it, without surrounding spaces or a leading dollar sign. */
export function priceDigits(text: string): string {
  return text.trim().replace(/^\$\s*/, '');
}

// '1234.56', '1,234.56' or '$1,234.56': digits (thousands separated by commas in threes, or not
// at all), at most two decimals. Nothing else: no ',,,0,,0,1', no '1e3', no '12 34'.
const PRICE = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d{1,9})(?:\.(\d{1,2}))?$/;

/**
 * A price as the administrator typed it, in the one form it is stored in ('$1,299.5' → '1299.50',
 * '$99' → '99'), or null when it is not a positive amount of dollars written that way.
 */
export function normalizePrice(text: string | null | undefined): string | null {
  const match = PRICE.exec((text ?? '').trim());
  if (!match) return null;
  const whole = match[1]!.replace(/,/g, '');
  const cents = match[2];
  if (whole.length > 9 || Number(`${whole}.${cents ?? '0'}`) <= 0) return null;
  return cents === undefined ? String(Number(whole)) : `${Number(whole)}.${cents.padEnd(2, '0')}`;
}

/** The amount in dollars of a price written as normalizePrice accepts it, or null. */
export function priceAmount(text: string | null | undefined): number | null {
  const normal = normalizePrice(text);
  return normal === null ? null : Number(normal);
}

/** The price as shown and recorded at checkout: '$1,299.50' for the stored '1299.50'. */
export function formatPrice(text: string): string {
  const normal = normalizePrice(text);
  if (normal === null) return `$${priceDigits(text)}`;
  const [whole = '', cents] = normal.split('.');
  return `$${whole.replace(/\B(?=(\d{3})+$)/g, ',')}${cents === undefined ? '' : `.${cents}`}`;
}

/** What the Yearly plan saves against paying Monthly twelve times, from the two prices in settings. */
export interface YearlySaving {
  /** The dollars saved, as shown: '$279.89', or '$280' for a whole amount. */
  amount: string;
  /** Whole percent of the twelve monthly payments, rounded down so it never overstates. */
  percent: number;
}

/** Null when either price is not an amount, or Yearly saves nothing (then the card claims nothing). */
export function yearlySaving(monthly: string, yearly: string): YearlySaving | null {
  const monthlyAmount = priceAmount(monthly);
  const yearlyAmount = priceAmount(yearly);
  if (monthlyAmount === null || yearlyAmount === null) return null;
  // In cents, so 12 × 29.99 is exactly 359.88.
  const twelveMonths = Math.round(monthlyAmount * 100) * 12;
  const saved = twelveMonths - Math.round(yearlyAmount * 100);
  if (saved <= 0) return null;
  const dollars = Math.floor(saved / 100);
  const cents = saved % 100;
  const amount = `$${dollars.toLocaleString('en-US')}${cents ? `.${String(cents).padStart(2, '0')}` : ''}`;
  return { amount, percent: Math.floor((saved * 100) / twelveMonths) };
}

/** The price in cents (revenue is summed in the database); null only for a price that is not an amount. */
export function amountCents(price: string): number | null {
  const dollars = priceAmount(price);
  return dollars === null ? null : Math.round(dollars * 100);
}
