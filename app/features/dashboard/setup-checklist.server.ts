import { db } from '~/lib/db/db.server';
import type { Executor } from '~/lib/db/schema';
import { env, type Env } from '~/lib/env.server';
import { hasCompanyDetails } from '~/features/settings/model';
import {
  hasRealBankDetails,
  isPlaceholderSender,
  isSampleAddress,
  isSampleCompany,
  isSampleEmail,
  isSamplePhone,
} from '~/features/settings/samples';
import { readSiteSettings } from '~/features/settings/settings.server';
import { SETUP_ITEMS, type SetupItem } from './setup-items';

/**
 * What is still to do before the site can take real money, in the checklist's order: each item
 * stays until it is done (sample bank details, company, e-mail, address or phone number, no
 * download, mail not configured or sent from a placeholder address, the public address not set).
 */
export async function readSetupChecklist(
  executor: Executor = db,
  settings: Pick<Env, 'mail' | 'siteOrigin'> = env(),
): Promise<SetupItem[]> {
  const { ach_details: bank, company, downloads, contact_us: contact } = await readSiteSettings(executor);
  const todo: Record<SetupItem, boolean> = {
    // The same rule the checkout follows: it takes no order until this item is done.
    bank: !hasRealBankDetails(bank),
    company: !hasCompanyDetails(company) || isSampleCompany(company),
    email: isSampleEmail(contact),
    address: isSampleAddress(contact),
    phone: isSamplePhone(contact),
    download: downloads.windows === null && downloads.macos === null,
    smtp: settings.mail === null,
    sender: settings.mail !== null && isPlaceholderSender(settings.mail.from.address),
    'site-url': settings.siteOrigin === null,
  };
  return SETUP_ITEMS.filter((item) => todo[item]);
}
