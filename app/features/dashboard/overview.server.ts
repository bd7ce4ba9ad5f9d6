import { PLANS, type PlanName } from '~/features/catalogue/plans';
import { db } from '~/lib/db/db.server';
import { ageInWords } from '~/lib/age-in-words';
import { dayStart, daysBetween, addDays, overviewSpans, utcDay } from './overview-days';

/** One day of the chart: every order created that day, and the confirmed amounts among them. */
export interface OverviewDay {
  day: string;
  orders: number;
  revenueCents: number;
}

/** Confirmed revenue over a span of days (inclusive, UTC), in total and per plan. */
export interface RevenueFigure {
  from: string;
  to: string;
  totalCents: number;
  byPlan: Record<PlanName, number>;
}

export interface Overview {
  pending: { count: number; oldestAge: string | null };
  /**
   * Refunds recorded and not yet marked sent, how long the oldest has waited, how many have the buyer's
   * account to send to, and which: the oldest REFUNDS_LISTED, each saying whether it has one.
   */
  refundsDue: { count: number; oldestAge: string | null; withAccount: number; oldest: { reference: string; hasAccount: boolean }[] };
  /** E-mails that failed or were not sent (over a cap) since `from`, the first of the last NOT_SENT_DAYS UTC days. */
  notSent: { count: number; from: string };
  month: RevenueFigure;
  last30: RevenueFigure;
  /** The last 30 days, oldest first, days without orders included as zeros. */
  days: OverviewDay[];
}

// Both databases: PostgreSQL returns counts and sums as text (bigint), SQLite as numbers.
const num = (value: unknown) => (value === null || value === undefined ? 0 : Number(value));

/** The refunds to send the overview names, oldest first. */
export const REFUNDS_LISTED = 5;

/** The oldest refunds to send, and whether the buyer gave the account for each (the account itself is not read). */
async function oldestRefundsDue(): Promise<Overview['refundsDue']['oldest']> {
  const rows = await db
    .selectFrom('ach_orders')
    .select(['reference'])
    .select((eb) => eb.case().when('refund_account', 'is', null).then(0).else(1).end().as('has_account'))
    .where('status', '=', 'refund-due')
    .orderBy('refund_due_at')
    .orderBy('id')
    .limit(REFUNDS_LISTED)
    .execute();
  return rows.map((row) => ({ reference: row.reference, hasAccount: num(row.has_account) === 1 }));
}

/** How many days back the overview counts e-mails that were not sent (today included). */
export const NOT_SENT_DAYS = 7;

/** The first UTC day whose e-mails the not-sent count covers: today and the NOT_SENT_DAYS − 1 days before. */
export function notSentSince(now: Date): string {
  return addDays(utcDay(now), -(NOT_SENT_DAYS - 1));
}

/** What waits: pending orders and refunds due (and the oldest of each), e-mails not sent lately. One statement. (Requests waiting for a reply: features/requests/inbox/waiting.server.ts.) */
export function waitingQuery(now = new Date()) {
  const since = dayStart(notSentSince(now));
  return db.selectNoFrom((eb) => [
    eb
      .selectFrom('ach_orders')
      .select((e) => e.fn.countAll().as('n'))
      .where('status', '=', 'pending')
      .as('pending'),
    eb
      .selectFrom('ach_orders')
      .select((e) => e.fn.min('created_at').as('t'))
      .where('status', '=', 'pending')
      .as('oldestPending'),
    eb
      .selectFrom('ach_orders')
      .select((e) => e.fn.countAll().as('n'))
      .where('status', '=', 'refund-due')
      .as('refundsDue'),
    eb
      .selectFrom('ach_orders')
      .select((e) => e.fn.countAll().as('n'))
      .where('status', '=', 'refund-due')
      .where('refund_account', 'is not', null)
      .as('refundsWithAccount'),
    eb
      .selectFrom('ach_orders')
      .select((e) => e.fn.min('refund_due_at').as('t'))
      .where('status', '=', 'refund-due')
      .as('oldestRefundDue'),
    eb
      .selectFrom('outbox')
      .select((e) => e.fn.countAll().as('n'))
      .where('status', 'in', ['failed', 'skipped'])
      .where('created_at', '>=', since)
      .as('notSent'),
  ]);
}

/**
 * Per day: how many orders were created, and the confirmed amounts per plan. Each figure is its own
 * scalar subquery over one day's range of an index (ach_orders_created_at for the count, the covering
 * ach_orders_revenue for the sums), so nothing is sorted or grouped and no order row is read: at
 * 100,000 orders the 31 days take under a millisecond on SQLite, where one GROUP BY over the same
 * rows took several.
 */
export function daysQuery(days: string[]) {
  return db.selectNoFrom((eb) =>
    days.flatMap((day, i) => {
      const start = dayStart(day);
      const end = dayStart(addDays(day, 1));
      return [
        eb
          .selectFrom('ach_orders')
          .select((e) => e.fn.countAll().as('n'))
          .where('created_at', '>=', start)
          .where('created_at', '<', end)
          .as(`orders${i}`),
        ...PLANS.map((plan) =>
          eb
            .selectFrom('ach_orders')
            .select((e) => e.fn.sum('amount_cents').as('s'))
            .where('status', '=', 'confirmed')
            .where('plan', '=', plan.name)
            .where('created_at', '>=', start)
            .where('created_at', '<', end)
            .as(`${plan.name}${i}`),
        ),
      ];
    }),
  );
}

async function readDays(days: string[]) {
  const figures = (await daysQuery(days).executeTakeFirstOrThrow()) as Record<string, unknown>;
  return days.map((day, i) => ({
    day,
    orders: num(figures[`orders${i}`]),
    byPlan: Object.fromEntries(PLANS.map((plan) => [plan.name, num(figures[`${plan.name}${i}`])])) as Record<PlanName, number>,
  }));
}

type DayFigures = Awaited<ReturnType<typeof readDays>>[number];

function revenueOver(days: DayFigures[], from: string, to: string): RevenueFigure {
  const byPlan = Object.fromEntries(PLANS.map((plan) => [plan.name, 0])) as Record<PlanName, number>;
  for (const day of days) {
    if (day.day < from || day.day > to) continue;
    for (const plan of PLANS) byPlan[plan.name] += day.byPlan[plan.name];
  }
  return { from, to, byPlan, totalCents: Object.values(byPlan).reduce((sum, cents) => sum + cents, 0) };
}

/** The dashboard's overview as of `now`: orders are counted by the UTC day they were created. */
export async function readOverview(now = new Date()): Promise<Overview> {
  const spans = overviewSpans(now);
  // The month may start a day before the 30-day window (on the 31st): read from whichever is first.
  const first = spans.month.from < spans.last30.from ? spans.month.from : spans.last30.from;
  const [waiting, days] = await Promise.all([waitingQuery(now).executeTakeFirstOrThrow(), readDays(daysBetween(first, spans.today))]);
  const chartDays = days.filter((day) => day.day >= spans.last30.from);
  return {
    pending: {
      count: num(waiting.pending),
      oldestAge: waiting.oldestPending ? ageInWords(String(waiting.oldestPending), now) : null,
    },
    refundsDue: {
      count: num(waiting.refundsDue),
      oldestAge: waiting.oldestRefundDue ? ageInWords(String(waiting.oldestRefundDue), now) : null,
      withAccount: num(waiting.refundsWithAccount),
      oldest: num(waiting.refundsDue) > 0 ? await oldestRefundsDue() : [],
    },
    notSent: { count: num(waiting.notSent), from: notSentSince(now) },
    month: revenueOver(days, spans.month.from, spans.month.to),
    last30: revenueOver(days, spans.last30.from, spans.last30.to),
    days: chartDays.map((day) => ({
      day: day.day,
      orders: day.orders,
      revenueCents: Object.values(day.byPlan).reduce((sum, cents) => sum + cents, 0),
    })),
  };
}
