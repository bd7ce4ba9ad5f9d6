import { useRouteLoaderData } from 'react-router';
import { BRAND } from '~/lib/brand';
import type { Seller } from '~/features/settings/seller';
import { DEFAULT_TIME_ZONE, supportHoursText } from '~/features/catalogue/promises';

/** The public layout's route id: its loader reads the seller once for every public page. */
export const PUBLIC_LAYOUT_ROUTE = 'routes/public-layout';

/** The brand alone: while no company is set, and on a page rendered outside the public layout's data. */
export const BRAND_SELLER: Seller = { name: BRAND, address: null, registrationNumber: null, taxId: null, named: false };

/** Who sells (the Company settings, or the brand while they are empty), as the public layout's loader read it. */
export function useSeller(): Seller {
  const data = useRouteLoaderData(PUBLIC_LAYOUT_ROUTE) as { seller?: Seller } | undefined;
  return data?.seller ?? BRAND_SELLER;
}

/** Whether the free download is set in Settings (the public layout's loader); false outside the layout's data. */
export function useDownloadOffered(): boolean {
  const data = useRouteLoaderData(PUBLIC_LAYOUT_ROUTE) as { downloadOffered?: boolean } | undefined;
  return data?.downloadOffered ?? false;
}

/** The support hours in the site's time zone ('Monday to Friday, 9 am – 6 pm Eastern Time'), as the public layout's loader read them. */
export function useSupportHours(): string {
  const data = useRouteLoaderData(PUBLIC_LAYOUT_ROUTE) as { supportHours?: string } | undefined;
  return data?.supportHours ?? supportHoursText(DEFAULT_TIME_ZONE);
}
