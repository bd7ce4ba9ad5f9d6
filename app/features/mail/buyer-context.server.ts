import type { Executor } from '~/lib/db/schema';
import { publicOrigin } from '~/lib/public-origin.server';
import { getCompany, getContactInfo } from '~/features/settings/settings.server';
import type { BuyerMailContext } from './templates/buyer';

/** The site, the seller and the support contact for a buyer's message, read with the event's executor (inside its transaction). */
export async function buyerMailContext(executor: Executor): Promise<BuyerMailContext> {
  const company = await getCompany(executor);
  const contact = await getContactInfo(executor);
  return { siteUrl: publicOrigin(), company, support: { email: contact.email, phone: contact.phone } };
}
