import type { Prices } from '~/features/settings/model';
import { REFUND_DAYS } from './refund-days';

/** How many file types every scan, preview and save covers, on every plan (spec §1: over 1000). */
export const FILE_TYPES_COUNT = 1000;
/** '1000+', as the home page's figures and the comparison table write it. */
export const FILE_TYPES = `${FILE_TYPES_COUNT}+`;

/** The support channels a plan includes, for the cards and the comparison table. */
export type SupportChannel = 'email' | 'priority-email' | 'priority-email-phone';

/**
 * The one plan catalogue: each plan's name as buyers read it, the prices_usd key that prices it, the
 * label of its price in Site Settings, how its price reads on the pricing cards (per period, or
 * one-time: spec §9), how long its license lasts and on how many devices, how many days a buyer has
 * to ask for a refund, its billing period in ISO 8601 for structured data, its support channel and
 * updates. Every plan covers every licensed product (licensed-products.ts) and FILE_TYPES file types.
 * Everything that varies by plan derives from this table: no page writes a device count, a term or
 * a format count of its own.
 */
export const PLANS = [
  {
    name: 'Monthly',
    priceKey: 'monthly',
    settingsLabel: 'Monthly Plan',
    periodLabel: '/month',
    // The spec's features name no device count for Monthly: one device.
    devices: 1,
    licenseMonths: 1,
    refundDays: REFUND_DAYS.Monthly,
    billingDuration: 'P1M',
    support: 'email',
    updates: 'Monthly updates',
    earlyAccess: false,
  },
  {
    name: 'Yearly',
    priceKey: 'yearly',
    settingsLabel: 'Yearly Plan',
    periodLabel: '/year',
    devices: 2,
    licenseMonths: 12,
    refundDays: REFUND_DAYS.Yearly,
    billingDuration: 'P1Y',
    support: 'priority-email',
    updates: 'Bi-weekly updates',
    earlyAccess: false,
  },
  {
    name: 'Lifetime',
    priceKey: 'lifetime',
    settingsLabel: 'Lifetime License',
    periodLabel: 'one-time',
    devices: 5,
    // Never expires, so no renewal and no billing period.
    licenseMonths: null,
    refundDays: REFUND_DAYS.Lifetime,
    billingDuration: null,
    support: 'priority-email-phone',
    updates: 'Lifetime updates',
    earlyAccess: true,
  },
] as const satisfies readonly {
  name: string;
  priceKey: keyof Prices;
  settingsLabel: string;
  periodLabel: string;
  devices: number;
  licenseMonths: number | null;
  refundDays: number;
  billingDuration: string | null;
  support: SupportChannel;
  updates: string;
  earlyAccess: boolean;
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

const SUPPORT_CHANNEL_TEXT: Record<SupportChannel, string> = {
  email: 'E-mail support',
  'priority-email': 'Priority e-mail support',
  'priority-email-phone': 'Priority e-mail and phone support',
};

/** 'Priority e-mail support'. */
export function supportChannelText(plan: Plan): string {
  return SUPPORT_CHANNEL_TEXT[plan.support];
}

/** How long a plan's license lasts: '1 month', '1 year', 'Lifetime, never expires'. */
export function licenseTermText(plan: Plan): string {
  const months = plan.licenseMonths;
  if (months === null) return 'Lifetime, never expires';
  if (months % 12 === 0) return months === 12 ? '1 year' : `${months / 12} years`;
  return months === 1 ? '1 month' : `${months} months`;
}

/** '1 device', '2 devices'. */
export function devicesText(devices: number): string {
  return `${devices} ${devices === 1 ? 'device' : 'devices'}`;
}

/** What a plan card lists, every line derived from the plan's facts. */
export function planFeatures(plan: Plan): string[] {
  return [
    `${FILE_TYPES} file formats`,
    `${devicesText(plan.devices)} per license`,
    supportChannelText(plan),
    plan.updates,
    ...(plan.earlyAccess ? ['Early access to new features'] : []),
  ];
}
