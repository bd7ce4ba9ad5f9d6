import { db } from '~/lib/db/db.server';
import { PLATFORMS, type Platform } from './platforms';
import { limits, type Counter } from '~/lib/db/limits.server';

// Someone reloading /download/windows in a loop should not inflate the figures: a client address
// counts at most this many clicks per platform per hour; the download itself is never refused.
export const COUNTED_CLICKS_PER_HOUR = 3;
const COUNTED_CLICKS: Counter = { name: 'download-click', limit: COUNTED_CLICKS_PER_HOUR, windowMs: 60 * 60_000 };

export type ClickTotals = Record<Platform, number>;

/**
 * Adds one click to today's (UTC) count for the platform. Returns whether it was counted: false
 * once the address has clicked that platform too often this hour.
 */
export async function recordDownloadClick(platform: Platform, clientAddress: string, now = new Date()): Promise<boolean> {
  if (!(await limits.hit(COUNTED_CLICKS, `${platform}:${clientAddress}`)).allowed) return false;
  const day = now.toISOString().slice(0, 10);
  await db
    .insertInto('download_clicks')
    .values({ platform, day, clicks: 1 })
    .onConflict((oc) => oc.columns(['platform', 'day']).doUpdateSet((eb) => ({ clicks: eb('download_clicks.clicks', '+', 1) })))
    .execute();
  return true;
}

/** All-time clicks per platform (0 for a platform nobody clicked yet). */
export async function downloadClickTotals(): Promise<ClickTotals> {
  const rows = await db
    .selectFrom('download_clicks')
    .select((eb) => ['platform', eb.fn.sum<number | string>('clicks').as('total')])
    .groupBy('platform')
    .execute();
  const totals = Object.fromEntries(PLATFORMS.map((platform) => [platform, 0])) as ClickTotals;
  for (const row of rows) {
    if (row.platform in totals) totals[row.platform as Platform] = Number(row.total);
  }
  return totals;
}
