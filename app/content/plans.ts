import type { PlanName } from '~/lib/plans';

export interface PlanCard {
  name: PlanName;
  /** Shown after the price: per period, or one-time for Lifetime (docs/spec/site-spec.md §9). */
  periodLabel: string;
  summary: string;
  features: string[];
  isPopular: boolean;
}

export const PRICING_PAGE = {
  title: 'Choose Your Plan',
  description: 'Monthly, Yearly and Lifetime licenses for Recoverly data recovery. All plans include the full data recovery suite.',
  lead: 'Simple, transparent pricing. Pay once by bank transfer and start recovering right away.',
  allPlans: 'All plans include the full data recovery suite',
  assurances: ['Read-only and secure scan', 'Over 1000 file types', 'The free trial scans and previews — a license saves your files'],
} as const;

/** The plan cards; prices are not here — they come from the prices_usd setting through the loader. */
export const PLAN_CARDS: PlanCard[] = [
  {
    name: 'Monthly',
    periodLabel: '/month',
    summary: 'For a one-off recovery job.',
    features: ['50+ file formats', 'Email support', 'Monthly updates'],
    isPopular: false,
  },
  {
    name: 'Yearly',
    periodLabel: '/year',
    summary: 'Best value for homes and small offices.',
    features: ['100+ formats', 'Priority email support', 'Bi-weekly updates', '2 devices per license'],
    isPopular: true,
  },
  {
    name: 'Lifetime',
    periodLabel: 'one-time',
    summary: 'Pay once, recover forever.',
    features: ['All formats', '24/7 priority support', 'Lifetime updates', '5 devices per license', 'Early access to new features'],
    isPopular: false,
  },
];
