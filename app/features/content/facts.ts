import { devicesText, FILE_TYPES_COUNT, PLANS, type PlanName } from '~/features/catalogue/plans';
import { formatPrice, priceAmount } from '~/features/catalogue/prices';
import { REFUND_SEND, supportHoursText, TRANSFER_ARRIVAL } from '~/features/catalogue/promises';
import { REPLY_TIME } from '~/features/requests/reply-time';
import type { Prices } from '~/features/settings/model';

/**
 * The catalogue's facts a text may name as tokens ({refund_days}, {price:Yearly}…), so that no text
 * states a fact of its own: each token is replaced by the current value when the text is shown.
 * The values come from the plan catalogue and its promises (code) and from Site Settings (prices,
 * the support hours' time zone).
 */

/** What the facts are read from: the plan catalogue and its promises. Tests pass a changed one. */
export interface Catalogue {
  plans: readonly { name: PlanName; refundDays: number; devices: number; priceKey: keyof Prices }[];
  fileTypes: number;
  transferTime: string;
  refundSend: string;
  replyTime: string;
  supportHours: (timeZone: string) => string;
}

export const CATALOGUE: Catalogue = {
  plans: PLANS,
  fileTypes: FILE_TYPES_COUNT,
  transferTime: TRANSFER_ARRIVAL,
  refundSend: REFUND_SEND,
  replyTime: REPLY_TIME,
  supportHours: supportHoursText,
};

export interface Facts {
  plans: readonly { name: PlanName; refundDays: number; devices: number; price: string }[];
  fileTypes: number;
  transferTime: string;
  refundSend: string;
  replyTime: string;
  supportHours: string;
}

/** The facts as they stand: the catalogue's, with the prices and time zone of Site Settings. */
export function factsOf(prices: Prices, timeZone: string, catalogue: Catalogue = CATALOGUE): Facts {
  return {
    plans: catalogue.plans.map((plan) => ({
      name: plan.name,
      refundDays: plan.refundDays,
      devices: plan.devices,
      price: formatPrice(prices[plan.priceKey]),
    })),
    fileTypes: catalogue.fileTypes,
    transferTime: catalogue.transferTime,
    refundSend: catalogue.refundSend,
    replyTime: catalogue.replyTime,
    supportHours: catalogue.supportHours(timeZone),
  };
}

type PlanRule = 'none' | 'optional' | 'required';

interface TokenDefinition {
  plan: PlanRule;
  meaning: string;
  value: (facts: Facts, plan: Facts['plans'][number] | undefined) => string;
}

const longestRefund = (facts: Facts) => Math.max(...facts.plans.map((plan) => plan.refundDays));

const TOKENS: Readonly<Record<string, TokenDefinition>> = {
  refund_days: {
    plan: 'optional',
    meaning: 'The refund window in days: the longest (the money-back guarantee), or a plan’s with {refund_days:Monthly}.',
    value: (facts, plan) => String(plan ? plan.refundDays : longestRefund(facts)),
  },
  price: { plan: 'required', meaning: 'A plan’s price as checkout shows it.', value: (_, plan) => plan!.price },
  devices: { plan: 'required', meaning: 'How many devices a plan’s license covers.', value: (_, plan) => devicesText(plan!.devices) },
  file_types: { plan: 'none', meaning: 'How many file types every plan recovers.', value: (facts) => String(facts.fileTypes) },
  transfer_time: { plan: 'none', meaning: 'How long a bank transfer takes to arrive.', value: (facts) => facts.transferTime },
  refund_send: { plan: 'none', meaning: 'How soon a refund is sent once agreed.', value: (facts) => facts.refundSend },
  reply_time: { plan: 'none', meaning: 'How soon support replies.', value: (facts) => facts.replyTime },
  support_hours: { plan: 'none', meaning: 'When support is there, in the site’s time zone.', value: (facts) => facts.supportHours },
};

// {name} or {name:Plan}; anything else in braces is left alone.
const TOKEN = /\{([a-z_]+)(?::([A-Za-z]+))?\}/g;

function tokenValue(facts: Facts, name: string, planName: string | undefined): string | null {
  const definition = Object.hasOwn(TOKENS, name) ? TOKENS[name] : undefined;
  if (!definition) return null;
  const plan = planName === undefined ? undefined : facts.plans.find((candidate) => candidate.name === planName);
  if (planName !== undefined && (!plan || definition.plan === 'none')) return null;
  if (definition.plan === 'required' && !plan) return null;
  return definition.value(facts, plan);
}

/** The text with every token it names replaced by its current value; a token this site doesn't know stays as typed. */
export function fillTokens(text: string, facts: Facts): string {
  if (!text.includes('{')) return text;
  return text.replace(TOKEN, (whole, name: string, plan: string | undefined) => tokenValue(facts, name, plan) ?? whole);
}

/** What the editor lists beside the text: each token, what it means, and what it reads as now. */
export function tokenGuide(facts: Facts): { token: string; meaning: string; value: string }[] {
  const planNames = facts.plans.map((plan) => plan.name);
  return Object.entries(TOKENS).flatMap(([name, definition]) => {
    const forms =
      definition.plan === 'none'
        ? [`{${name}}`]
        : definition.plan === 'optional'
          ? [`{${name}}`, ...planNames.map((plan) => `{${name}:${plan}}`)]
          : planNames.map((plan) => `{${name}:${plan}}`);
    return forms.map((token, index) => ({
      token,
      meaning: index === 0 ? definition.meaning : '',
      value: fillTokens(token, facts),
    }));
  });
}

/** A warning about a saved or previewed text: what it says, and the token to write instead. */
export interface FactWarning {
  /** The words of the text the warning is about, as typed. */
  quote: string;
  message: string;
  token: string | null;
}

/** Tokens in braces this site doesn't know ({refund}, {price:Weekly}): they would be shown as typed. */
function unknownTokens(text: string, facts: Facts): FactWarning[] {
  const warnings: FactWarning[] = [];
  for (const [whole, name, plan] of text.matchAll(TOKEN)) {
    if (tokenValue(facts, name!, plan) !== null) continue;
    const known = Object.hasOwn(TOKENS, name!);
    warnings.push({
      quote: whole,
      message: known
        ? `${whole} needs ${TOKENS[name!]!.plan === 'none' ? 'no plan' : `a plan: ${facts.plans.map((p) => p.name).join(', ')}`}; it is shown as typed.`
        : `${whole} is not a token this site knows; it is shown as typed.`,
      token: null,
    });
  }
  return warnings;
}

/** The plan a number speaks of: the plan named last before it in its sentence (or line), else the first after it. */
function planNear(text: string, index: number, facts: Facts): Facts['plans'][number] | undefined {
  const start = Math.max(text.lastIndexOf('.', index), text.lastIndexOf('\n', index), 0);
  const ends = [text.indexOf('.', index), text.indexOf('\n', index)].filter((at) => at >= 0);
  const sentence = text.slice(start, ends.length ? Math.min(...ends) : text.length);
  let nearest: { plan: Facts['plans'][number]; distance: number } | undefined;
  for (const plan of facts.plans) {
    for (const found of sentence.matchAll(new RegExp(`\\b${plan.name}\\b`, 'gi'))) {
      const at = start + found.index;
      // Any name before the number is nearer than every name after it.
      const distance = at <= index ? index - at : text.length + at - index;
      if (!nearest || distance < nearest.distance) nearest = { plan, distance };
    }
  }
  return nearest?.plan;
}

/** Whether the sentence around a match speaks of a transfer (a '2-5 business days' elsewhere may be about anything). */
function aboutTransfers(text: string, index: number): boolean {
  const start = Math.max(text.lastIndexOf('.', index), text.lastIndexOf('\n', index), 0);
  return /transfer|arriv|ACH|bank/i.test(text.slice(start, index + 60));
}

const REFUND_PATTERNS = [
  /\b(\d{1,3})[-\s]days?\s+(?:full\s+)?(?:money[-\s]back|refund)/gi,
  /\brefund[^.\n]{0,60}?\b(?:within|in|for)\s+(\d{1,3})\s+days\b/gi,
];

/**
 * Numbers a text states that contradict a fact of the catalogue ("14-day refund" while the windows
 * are 7 and 30 days; "3 devices" on Lifetime; a price no plan has; another count of file types or
 * days for a transfer), each with the token that says it right; and tokens the site doesn't know.
 * Tokens themselves are never questioned: they are the fact.
 */
export function factWarnings(text: string, facts: Facts): FactWarning[] {
  const warnings = unknownTokens(text, facts);
  const windows = [...new Set(facts.plans.map((plan) => plan.refundDays))];
  for (const pattern of REFUND_PATTERNS) {
    for (const match of text.matchAll(pattern)) {
      const days = Number(match[1]);
      if (windows.includes(days)) continue;
      const plan = planNear(text, match.index, facts);
      const token = plan ? `{refund_days:${plan.name}}` : '{refund_days}';
      const stated = facts.plans.map((p) => `${p.name} ${p.refundDays}`).join(', ');
      warnings.push({
        quote: match[0],
        message: `“${match[0]}” contradicts the refund window (${stated} days). Write ${token} instead.`,
        token,
      });
    }
  }
  for (const match of text.matchAll(/\b(\d{1,3})\s+devices?\b/gi)) {
    const count = Number(match[1]);
    const plan = planNear(text, match.index, facts);
    if (plan ? plan.devices === count : facts.plans.some((p) => p.devices === count)) continue;
    const token = `{devices:${plan?.name ?? facts.plans[0]!.name}}`;
    warnings.push({
      quote: match[0],
      message: `“${match[0]}” contradicts the ${plan ? `${plan.name} plan’s` : 'plans’'} devices (${facts.plans
        .map((p) => `${p.name} ${p.devices}`)
        .join(', ')}). Write ${token} instead.`,
      token,
    });
  }
  for (const match of text.matchAll(/\$\s?(\d[\d,]*(?:\.\d{1,2})?)/g)) {
    const amount = priceAmount(match[1]);
    if (amount === null || facts.plans.some((plan) => priceAmount(plan.price) === amount)) continue;
    const plan = planNear(text, match.index, facts);
    const token = `{price:${plan?.name ?? 'Yearly'}}`;
    warnings.push({
      quote: match[0],
      message: `“${match[0]}” is no plan’s price (${facts.plans.map((p) => `${p.name} ${p.price}`).join(', ')}). Write ${token} instead.`,
      token,
    });
  }
  for (const match of text.matchAll(/\b(\d[\d,]*)\+?\s+(?:different\s+)?(?:file\s+)?(?:types|formats)\b/gi)) {
    if (Number(match[1]!.replace(/,/g, '')) === facts.fileTypes) continue;
    warnings.push({
      quote: match[0],
      message: `“${match[0]}” contradicts the number of file types (${facts.fileTypes}). Write {file_types} instead.`,
      token: '{file_types}',
    });
  }
  for (const match of text.matchAll(/\b(\d{1,2})\s*[–-]\s*(\d{1,2})\s+business\s+days\b/gi)) {
    if (facts.transferTime.includes(`${match[1]}–${match[2]} business days`)) continue;
    if (!aboutTransfers(text, match.index)) continue;
    warnings.push({
      quote: match[0],
      message: `“${match[0]}” contradicts how long a transfer takes (${facts.transferTime}). Write {transfer_time} instead.`,
      token: '{transfer_time}',
    });
  }
  return warnings;
}
