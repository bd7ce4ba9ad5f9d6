import { FILE_TYPES_COUNT } from '~/features/catalogue/plans';
import type { IconName } from '~/components/icons';
import { DATA_RECOVERY_WINDOW, type Illustration } from './illustrations';

export type ProductColour = 'blue' | 'green' | 'purple' | 'amber' | 'rose';

export interface Product {
  /** The anchor of its section on /products. */
  slug: string;
  name: string;
  description: string;
  icon: IconName;
  colour: ProductColour;
  highlights: string[];
  illustration: Illustration;
  /** A closer look on /products, for the three products the issue asked to show at work. */
  tour?: {
    /** One line under the name in its section. */
    tagline: string;
    capabilities: string[];
    /** Operating systems, devices and formats it works with. */
    systems: string[];
  };
}

export const PRODUCTS_PAGE = {
  title: 'Our Products',
  description: 'Data Recovery Wizard Pro for PC and Mac, Mobile Data Recovery, Server & RAID Recovery, Photo Repair and Video Enhancer.',
  lead: 'Professional recovery tools for every device you own — from a single laptop to the servers your business runs on — and repair tools for the photos and videos that come back damaged.',
  rangeHeading: 'Recovery tools',
  repairHeading: 'Repair and enhance',
  toursHeading: 'A closer look',
  secure: {
    heading: 'Safe and Secure',
    text: 'Every scan is read-only: our software never writes to the drive you are recovering from, so your lost files are never put at further risk. Recovered files stay on your computer — nothing is uploaded.',
    points: ['Read-only and secure scan', `Over ${FILE_TYPES_COUNT} file types`, 'Free trial scans and previews'],
  },
} as const;

/** The spec's three product cards, in its order and colours. */
export const PRODUCTS: Product[] = [
  {
    slug: 'data-recovery',
    name: 'Data Recovery Wizard Pro',
    description:
      'Our flagship tool for PC and Mac: recover files from internal and external HDDs and SSDs with a deep scan and built-in file repair.',
    icon: 'disk',
    colour: 'blue',
    highlights: ['Windows PC and Mac', 'HDD, SSD, USB and memory cards', 'Deep scan for hard cases', 'Built-in file repair'],
    illustration: DATA_RECOVERY_WINDOW,
    tour: {
      tagline: 'Deleted, formatted or lost: find it, preview it, get it back.',
      capabilities: [
        'Recovers files deleted by accident, even after the Recycle Bin or Trash was emptied',
        'Quick scan in seconds; deep scan for formatted, RAW and damaged drives',
        'Preview photos, documents and videos before you recover anything',
        'Read-only: nothing is ever written to the drive you scan',
      ],
      systems: ['Windows 11, 10, 8.1, 7', 'macOS 11 or later', 'HDD, SSD, USB, SD cards', 'NTFS, FAT32, exFAT, APFS, HFS+'],
    },
  },
  {
    slug: 'mobile-recovery',
    name: 'Mobile Data Recovery',
    description: 'Get back photos, contacts and messages from iOS and Android phones and tablets — directly from the device or a backup.',
    icon: 'smartphone',
    colour: 'green',
    highlights: ['iPhone, iPad and Android', 'Photos and videos', 'Contacts', 'Messages and chat history'],
    illustration: {
      src: '/illustrations/mobile-recovery.svg',
      alt: 'Mobile Data Recovery with an iPhone connected: photos, messages and contacts found, ready to recover.',
    },
  },
  {
    slug: 'server-raid',
    name: 'Server & RAID Recovery',
    description: 'Recover business-critical data from RAID arrays and servers, rebuilding the array virtually without touching the disks.',
    icon: 'server',
    colour: 'purple',
    highlights: ['RAID 0, 1, 5, 6 and 10', 'Windows and Linux servers', 'Virtual array rebuild', 'Business-critical data'],
    illustration: {
      src: '/illustrations/server-raid.svg',
      alt: 'Server & RAID Recovery rebuilding a four-disk RAID 5 array with one disk missing.',
    },
  },
];

/** The two repair tools the hero and the support form name, with cards of their own. */
export const REPAIR_PRODUCTS: Product[] = [
  {
    slug: 'photo-repair',
    name: 'Photo Repair',
    description: 'Fix photos that open grey, pixelated, split in two or not at all — including camera RAW files from damaged memory cards.',
    icon: 'photo',
    colour: 'amber',
    highlights: ['JPEG, PNG, HEIC and TIFF', 'Camera RAW: CR2, NEF, ARW, DNG', 'Batch repair', 'Before-and-after preview'],
    illustration: {
      src: '/illustrations/photo-repair.svg',
      alt: 'Photo Repair showing a damaged photo before and after its repair.',
    },
    tour: {
      tagline: 'Damaged photos made whole again, with a before-and-after view of every fix.',
      capabilities: [
        'Repairs photos that open grey, pixelated, split or not at all',
        'Rebuilds damaged headers, colours and image blocks',
        'Camera RAW files from Canon, Nikon, Sony and others',
        'Batch repair of hundreds of photos at once',
      ],
      systems: ['Windows 11, 10, 8.1, 7', 'macOS 11 or later', 'JPEG, PNG, HEIC, TIFF', 'CR2, CR3, NEF, ARW, DNG'],
    },
  },
  {
    slug: 'video-enhancer',
    name: 'Video Enhancer',
    description: 'Repair videos that won’t play, then make grainy, shaky or low-resolution footage sharp again — up to 4K.',
    icon: 'film',
    colour: 'rose',
    highlights: ['Repairs videos that won’t play', 'Denoise and sharpen', 'Upscale to 1080p or 4K', 'Stabilise shaky clips'],
    illustration: {
      src: '/illustrations/video-enhancer.svg',
      alt: 'Video Enhancer showing a grainy 480p clip beside the same frame enhanced to 4K.',
    },
    tour: {
      tagline: 'Rescued clips that play again, and look better than before.',
      capabilities: [
        'Repairs videos that won’t open, freeze, stutter or have no sound',
        'Removes grain and noise from low-light footage',
        'Sharpens and upscales to 1080p or 4K',
        'Steadies shaky handheld clips and restores faded colour',
      ],
      systems: ['Windows 11, 10, 8.1, 7', 'macOS 11 or later', 'MP4, MOV, AVI, MKV', 'M4V, 3GP, MTS'],
    },
  },
];

/** Every product, in the order of the cards: the tours below them follow it too. */
export const ALL_PRODUCTS: Product[] = [...PRODUCTS, ...REPAIR_PRODUCTS];
