import type { Prices } from './settings';

/** The three plans, by the name shown to visitors and the prices_usd key that prices them. */
export const PLANS = [
  { name: 'Monthly', priceKey: 'monthly' },
  { name: 'Yearly', priceKey: 'yearly' },
  { name: 'Lifetime', priceKey: 'lifetime' },
] as const satisfies readonly { name: string; priceKey: keyof Prices }[];

export type PlanName = (typeof PLANS)[number]['name'];

/** A plan by name, case-insensitively ('yearly', 'YEARLY' → Yearly); undefined when unknown. */
export function findPlan(name: string | null | undefined) {
  const wanted = name?.trim().toLowerCase();
  return PLANS.find((plan) => plan.name.toLowerCase() === wanted);
}

/** A price as the administrator typed it, without surrounding spaces or a leading dollar sign. */
export function priceDigits(text: string): string {
  return text.trim().replace(/^\$\s*/, '');
}

/**
 * The amount in a free-text price ('29.99', '$29.99', ' 1,299 '), or null when it is not a positive
 * amount of dollars with at most two decimals.
 */
export function parsePrice(text: string | null | undefined): number | null {
  const cleaned = priceDigits(text ?? '').replace(/,/g, '');
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(cleaned)) return null;
  const amount = Number(cleaned);
  return amount > 0 ? amount : null;
}

/** The price as shown and recorded at checkout: a leading dollar sign, the administrator's digits. */
export function formatPrice(text: string): string {
  return `$${priceDigits(text)}`;
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
  const monthlyAmount = parsePrice(monthly);
  const yearlyAmount = parsePrice(yearly);
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
