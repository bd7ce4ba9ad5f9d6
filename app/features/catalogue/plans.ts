import type { Prices } from '~/features/settings/model';

/**
 * The one plan catalogue: each plan's name as buyers read it, the prices_usd key that prices it, the
 * label of its price in Site Settings, how its price reads on the pricing cards (per period, or
 * one-time: spec §9), how long its licence lasts and on how many devices, how many days a buyer has
 * to ask for a refund, and its billing period in ISO 8601 for structured data. Everything that
 * varies by plan derives from this table.
 */
export const PLANS = [
  {
    name: 'Monthly',
    priceKey: 'monthly',
    settingsLabel: 'Monthly Plan',
    periodLabel: '/month',
    // The spec's features name no device count for Monthly: one device.
    devices: 1,
    licenceMonths: 1,
    refundDays: 7,
    billingDuration: 'P1M',
  },
  {
    name: 'Yearly',
    priceKey: 'yearly',
    settingsLabel: 'Yearly Plan',
    periodLabel: '/year',
    devices: 2,
    licenceMonths: 12,
    refundDays: 30,
    billingDuration: 'P1Y',
  },
  {
    name: 'Lifetime',
    priceKey: 'lifetime',
    settingsLabel: 'Lifetime License',
    periodLabel: 'one-time',
    devices: 5,
    // Never expires, so no renewal and no billing period.
    licenceMonths: null,
    refundDays: 30,
    billingDuration: null,
  },
] as const satisfies readonly {
  name: string;
  priceKey: keyof Prices;
  settingsLabel: string;
  periodLabel: string;
  devices: number;
  licenceMonths: number | null;
  refundDays: number;
  billingDuration: string | null;
}[];

export type Plan = (typeof PLANS)[number];
export type PlanName = Plan['name'];

/** A plan by name, case-insensitively ('yearly', 'YEARLY' → Yearly); undefined when unknown. */
export function findPlan(name: string | null | undefined): Plan | undefined {
  const wanted = name?.trim().toLowerCase();
  return PLANS.find((plan) => plan.name.toLowerCase() === wanted);
}

/** The plan of a name the catalogue knows (an order's stored plan). */
export function planNamed(name: PlanName): Plan {
  return PLANS.find((plan) => plan.name === name)!;
}

/** The refund days, shortest first: 'Monthly 7, Yearly and Lifetime 30' is how the policy words it. */
export const REFUND_DAYS: Readonly<Record<PlanName, number>> = Object.fromEntries(
  PLANS.map((plan) => [plan.name, plan.refundDays]),
) as Record<PlanName, number>;
