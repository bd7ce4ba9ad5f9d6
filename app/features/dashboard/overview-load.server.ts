import { readOverviewWhenChanged } from './overview-cache.server';
import type { Overview } from './overview.server';

/**
 * The overview and the attention line. A failure to read it is logged and the overview says it is
 * unavailable, quietly: it must never cost the administrator the screen they opened.
 */
export async function loadOverview(now = new Date()): Promise<Overview | null> {
  try {
    return await readOverviewWhenChanged(now);
  } catch (error) {
    console.error('Reading the dashboard overview failed:', error);
    return null;
  }
}
