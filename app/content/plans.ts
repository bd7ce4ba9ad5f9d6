import {
  devicesText,
  FILE_TYPES,
  licenseTermText,
  planFeatures,
  planNamed,
  supportChannelText,
  type Plan,
  type PlanName,
} from '~/features/catalogue/plans';
import { LICENSED_PRODUCTS, licensedProductsText } from '~/features/catalogue/licensed-products';
import { REFUND_SUMMARY } from './promises';
import { RENEWAL_REMINDER_DAYS } from '~/features/licenses/licenses';

export interface PlanCard {
  name: PlanName;
  summary: string;
  features: string[];
  isPopular: boolean;
  /** How long the license lasts and what happens at the end. */
  renewal: string;
}

/**
 * The comparison table under the plan cards: one row per fact, one column per plan, every cell read
 * from the plan catalogue (so the table, the cards, the FAQ and the e-mails cannot disagree).
 */
export const PLAN_COMPARISON = {
  heading: 'Compare the plans',
  caption: 'What each plan includes',
  featureHeader: 'Included',
  rows: [
    { label: 'Products covered', value: () => `All ${LICENSED_PRODUCTS.length} tools` },
    { label: 'Devices per license', value: (plan: Plan) => devicesText(plan.devices) },
    { label: 'License term', value: (plan: Plan) => licenseTermText(plan) },
    { label: 'File formats', value: () => FILE_TYPES },
    { label: 'Support', value: (plan: Plan) => supportChannelText(plan) },
    // The hours in the site's time zone (supportHoursText), passed by the table.
    { label: 'Support hours', value: (_plan: Plan, supportHours: string) => supportHours },
    { label: 'Refund window', value: (plan: Plan) => `${plan.refundDays} days` },
  ],
  products: `Every plan unlocks all ${LICENSED_PRODUCTS.length} tools with one key: ${licensedProductsText()}.`,
} as const;

export const PRICING_PAGE = {
  title: 'Choose Your Plan',
  description: 'Monthly, Yearly and Lifetime licenses for Recoverly data recovery. All plans include the full data recovery suite.',
  lead: 'Simple, transparent pricing, paid by bank transfer. Nothing renews by itself: you decide each time.',
  allPlans: 'All plans include the full data recovery suite',
  assurances: ['Read-only and secure scan', 'Try first: the free trial scans and previews', 'A license saves your files'],
  /** Shown on the Yearly card: the saving is computed from the two prices in settings. */
  savingAgainst: 'vs. monthly',
  renewals: {
    heading: 'How renewals work',
    points: [
      {
        title: 'Monthly and Yearly licenses expire',
        text: 'They run for one month or one year from the day your payment is confirmed. Nothing is ever charged automatically: we never hold your bank details.',
      },
      {
        title: `A reminder ${RENEWAL_REMINDER_DAYS} days before`,
        text: `We e-mail you a reminder ${RENEWAL_REMINDER_DAYS} days before your license expires, with a link to renew at the current price. Renew, or simply let it end.`,
      },
      {
        title: 'Lifetime never expires',
        text: 'One payment, and the license is yours for good, with every update included.',
      },
    ],
    refund: `Not what you needed? ${REFUND_SUMMARY}`,
    refundLink: 'Read the refund policy',
  },
} as const;

/** The plan cards' words (their feature lines from the plan catalogue); prices come from the prices_usd setting through the loader, periods and refund days from the plan catalogue. */
export const PLAN_CARDS: PlanCard[] = [
  {
    name: 'Monthly',
    features: planFeatures(planNamed('Monthly')),
    summary: 'A month of full access, when you need your files back now.',
    isPopular: false,
    renewal: `Expires after one month; we e-mail a renewal link ${RENEWAL_REMINDER_DAYS} days before.`,
  },
  {
    name: 'Yearly',
    features: planFeatures(planNamed('Yearly')),
    summary: 'Best value for homes and small offices.',
    isPopular: true,
    renewal: `Expires after one year; we e-mail a renewal link ${RENEWAL_REMINDER_DAYS} days before.`,
  },
  {
    name: 'Lifetime',
    features: planFeatures(planNamed('Lifetime')),
    summary: 'Pay once, recover forever.',
    isPopular: false,
    renewal: 'Never expires: no renewals, no reminders.',
  },
];
