import { db } from '~/lib/db/db.server';
import type { Executor } from '~/lib/db/schema';
import { env, type Env } from '~/lib/env.server';
import { DEFAULT_SETTINGS, hasCompanyDetails } from '~/features/settings/model';
import { readSiteSettings } from '~/features/settings/settings.server';
import { SETUP_ITEMS, type SetupItem } from './setup-items';

/**
 * What is still to do before the site can take real money, in the checklist's order: each item
 * stays until it is done (sample bank details or phone number, no company, no download, mail and
 * the public address not configured).
 */
export async function readSetupChecklist(
  executor: Executor = db,
  settings: Pick<Env, 'mail' | 'siteOrigin'> = env(),
): Promise<SetupItem[]> {
  const { ach_details: bank, company, downloads, contact_us: contact } = await readSiteSettings(executor);
  const sample = DEFAULT_SETTINGS.ach_details;
  const todo: Record<SetupItem, boolean> = {
    // The sample account or routing number: a buyer would send real money to an invented account.
    bank: bank.accountNumber === sample.accountNumber || bank.routingNumber === sample.routingNumber,
    company: !hasCompanyDetails(company),
    download: downloads.windows === null && downloads.macos === null,
    phone: contact.phone.trim() === DEFAULT_SETTINGS.contact_us.phone,
    smtp: settings.mail === null,
    'site-url': settings.siteOrigin === null,
  };
  return SETUP_ITEMS.filter((item) => todo[item]);
}
