/**
 * How many days a buyer of each plan has to ask for a refund ('Monthly 7, Yearly and Lifetime 30' is
 * how the policy words it), read by the plan catalogue (plans.ts). A module of its own: checkout's
 * refund sentence needs only the days, and a module travels whole in the page's script, so reading
 * them from the catalogue carried the whole catalogue into checkout's first load.
 */
export const REFUND_DAYS = { Monthly: 7, Yearly: 30, Lifetime: 30 } as const;
