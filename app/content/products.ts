import type { IconName } from '~/components/icons';

export type ProductColour = 'blue' | 'green' | 'purple';

export interface Product {
  name: string;
  description: string;
  icon: IconName;
  colour: ProductColour;
  highlights: string[];
}

export const PRODUCTS_PAGE = {
  title: 'Our Products',
  description:
    'Data Recovery Wizard Pro for PC and Mac, Mobile Data Recovery for iOS and Android, and Server & RAID Recovery for business-critical systems.',
  lead: 'Professional recovery tools for every device you own — from a single laptop to the servers your business runs on.',
  secure: {
    heading: 'Safe and Secure',
    text: 'Every scan is read-only: our software never writes to the drive you are recovering from, so your lost files are never put at further risk. Recovered files stay on your computer — nothing is uploaded.',
    points: ['Read-only and secure scan', 'Over 1000 file types', 'Free trial scans and previews'],
  },
} as const;

/** The three product cards, in the spec's order and colours. */
export const PRODUCTS: Product[] = [
  {
    name: 'Data Recovery Wizard Pro',
    description:
      'Our flagship tool for PC and Mac: recover files from internal and external HDDs and SSDs with a deep scan and built-in file repair.',
    icon: 'disk',
    colour: 'blue',
    highlights: ['Windows PC and Mac', 'HDD, SSD, USB and memory cards', 'Deep scan for hard cases', 'Built-in file repair'],
  },
  {
    name: 'Mobile Data Recovery',
    description: 'Get back photos, contacts and messages from iOS and Android phones and tablets — directly from the device or a backup.',
    icon: 'smartphone',
    colour: 'green',
    highlights: ['iPhone, iPad and Android', 'Photos and videos', 'Contacts', 'Messages and chat history'],
  },
  {
    name: 'Server & RAID Recovery',
    description: 'Recover business-critical data from RAID arrays and servers, rebuilding the array virtually without touching the disks.',
    icon: 'server',
    colour: 'purple',
    highlights: ['RAID 0, 1, 5, 6 and 10', 'Windows and Linux servers', 'Virtual array rebuild', 'Business-critical data'],
  },
];
