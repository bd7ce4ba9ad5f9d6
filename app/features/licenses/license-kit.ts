import { LICENSED_PRODUCTS } from '~/features/catalogue/licensed-products';
import { downloadOffer } from '~/features/downloads/offer';
import { PLATFORM_NAMES, PLATFORMS, type Platform } from '~/features/downloads/platforms';
import type { ContactInfo, Downloads } from '~/features/settings/model';
import { activationSteps } from './activation';

/** One installer to download with a key: our counting address (relative), and what proves the file. */
export interface KitDownload {
  platform: Platform;
  platformName: string;
  /** '/download/windows': counts the click, then redirects to the installer. */
  path: string;
  fileName: string;
  size: string;
  sha256: string;
}

/**
 * Everything a buyer needs to use a confirmed license, the same in the license e-mail and on the order
 * page: what it unlocks, where to download (from the download settings), how to activate, whom to ask.
 */
export interface LicenseKit {
  products: readonly string[];
  /** The version on offer, or null while no installer is offered ("coming soon"). */
  version: string | null;
  downloads: KitDownload[];
  activation: string[];
  support: { email: string; phone: string };
}

export function licenseKit(downloads: Downloads, contact: Pick<ContactInfo, 'email' | 'phone'>, devices: number): LicenseKit {
  const offer = downloadOffer(downloads);
  const files = offer
    ? PLATFORMS.flatMap((platform) => {
        const file = offer.files[platform];
        return file
          ? [
              {
                platform,
                platformName: PLATFORM_NAMES[platform],
                path: file.href,
                fileName: file.fileName,
                size: file.size,
                sha256: file.sha256,
              },
            ]
          : [];
      })
    : [];
  return {
    products: LICENSED_PRODUCTS,
    version: offer && offer.version.trim() ? offer.version.trim() : null,
    downloads: files,
    activation: activationSteps(devices),
    support: { email: contact.email.trim(), phone: contact.phone.trim() },
  };
}
