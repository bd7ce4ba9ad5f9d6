import { NO_PRICE, UNKNOWN_PLAN } from '~/content/checkout';
import { findPlan, formatPrice } from './plans';
import { getPrices } from './settings.server';

export interface CheckoutPlan {
  /** The plan's own name ('Yearly' for ?plan=yearly), or 'Unknown Plan'. */
  name: string;
  /** The current price from prices_usd, as shown and recorded ('$79.99'), or '$0' when unknown. */
  price: string;
  known: boolean;
}

/**
 * The plan being bought and its price. The price always comes from the settings, never from the
 * request: a URL or form that says '$1' for the Lifetime plan still pays the Lifetime price.
 */
export async function checkoutPlan(requested: string | null | undefined): Promise<CheckoutPlan> {
  const plan = findPlan(requested);
  if (!plan) return { name: UNKNOWN_PLAN, price: NO_PRICE, known: false };
  const prices = await getPrices();
  return { name: plan.name, price: formatPrice(prices[plan.priceKey]), known: true };
}

export const UNKNOWN_PLAN_REFUSAL =
  "We couldn't find the plan you chose, so nothing was recorded. Please choose a plan on the pricing page.";
