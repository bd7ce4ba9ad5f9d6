import type { IconName } from '~/components/icons';
import type { Platform } from '~/features/downloads/platforms';

/** The /download page's copy. What it offers (links, version, checksums) comes from the Downloads settings. */
export const DOWNLOAD_PAGE = {
  title: 'Free Download',
  description:
    'Download Recoverly free for Windows and macOS. Scan any drive and preview every file it finds; saving recovered files needs a license.',
  badge: 'Free scan and preview',
  heading: 'Download Recoverly free',
  lead: 'See exactly which files we can get back before you pay anything. The free version scans your drive and previews every file it finds; saving them needs a license.',
  points: ['Read-only: never writes to your drive', 'One installer for every Recoverly tool', 'No account or card needed to try'],
  platformsHeading: 'Choose your system',
  jumpToPlatforms: 'Get the installer',
  comingSoon: {
    /** The page's h1 while no installer is set: said plainly, no download promised. */
    title: 'The free trial is on its way',
    lead: 'The Windows and macOS installers are not available yet. Until they are here, our team can help you with your recovery for free: write to us below, ask for free support, or choose a plan now.',
    heading: 'The free download is coming soon',
    text: 'We are putting the finishing touches to the installers. Until they are here, our team can help you with your recovery for free, or you can choose a plan now.',
    formHeading: 'Write to us while you wait',
    formIntro: 'Tell us what you lost and on which device: we reply by e-mail.',
    platform: (name: string) => `The ${name} installer is coming soon.`,
  },
  /** On a phone: what a recovery needs, and the link sent to oneself for the computer. */
  phone: {
    heading: 'On your phone? Recoverly runs on a computer',
    intro: 'You can’t install it on a phone or tablet. To recover your files you need:',
    needs: ['A Windows PC or a Mac to install it on', 'A card reader, to connect a memory card (SD, microSD) from a camera or phone'],
    formIntro: 'We’ll e-mail you the link, so you can download it on your computer.',
    submit: 'E-mail me the download link',
    busy: 'Sending...',
    note: 'One e-mail with the link; no newsletter.',
  },
  checksumNote: 'Compare this with the checksum of the file you downloaded to be sure it arrived intact and unaltered.',
  freeVsLicensed: {
    heading: 'What the free version does',
    lead: 'Try everything that tells you whether your files can be saved. Buy a license only when you have seen them.',
    columns: ['Free download', 'With a license'] as const,
    rows: [
      { feature: 'Quick scan and deep scan of any drive', free: true, licensed: true },
      { feature: 'Preview every photo, document and video found', free: true, licensed: true },
      { feature: 'Preview repairs in Photo Repair and Video Enhancer', free: true, licensed: true },
      { feature: 'Save recovered and repaired files', free: false, licensed: true },
      { feature: 'Priority support and updates', free: false, licensed: true },
    ],
  },
  requirementsHeading: 'System requirements',
  requirements: {
    windows: [
      'Windows 11, 10, 8.1 or 7 (64-bit)',
      '1 GHz processor or faster',
      '2 GB of RAM (4 GB recommended)',
      '250 MB of free space for the program',
      'Administrator rights to install',
    ],
    macos: [
      'macOS 11 Big Sur or later',
      'Apple silicon or Intel processor',
      '2 GB of RAM (4 GB recommended)',
      '300 MB of free space for the program',
      'Full Disk Access, granted during setup',
    ],
  } satisfies Record<Platform, string[]>,
  install: {
    heading: 'Install without risking your files',
    warning:
      'Install Recoverly on a different drive from the one you want to recover, or on an external drive: writing anything to that drive can overwrite the files you are trying to save.',
    steps: [
      { title: 'Download and install', text: 'Run the installer and follow the steps. It takes about a minute.' },
      { title: 'Scan the drive', text: 'Choose the drive or folder where the files were, and start the scan.' },
      { title: 'Preview, then decide', text: 'Open the files it found. When you see what you need, buy a license to save them.' },
    ],
  },
  verify: {
    heading: 'Check the download',
    text: 'Every installer is listed with its SHA-256 checksum. To check yours, run this and compare the result with the checksum above:',
    command: { windows: 'certutil -hashfile "{file}" SHA256', macos: 'shasum -a 256 "{file}"' } satisfies Record<Platform, string>,
  },
  closing: {
    heading: 'Seen your files? Save them.',
    text: 'A license unlocks saving in every Recoverly tool. Pay by bank transfer; your license follows by e-mail once the payment is confirmed.',
  },
} as const;

/** Each platform's icon and what it runs on. */
/** The answers to "E-mail me the download link". */
export const DOWNLOAD_LINK_FORM = {
  failureTitle: 'Link Not Sent',
  incomplete: { title: 'Incomplete Form', description: 'Please enter your e-mail address.' },
  success: { title: 'Link Sent', description: 'We’ve e-mailed you the download link. Open it on your Windows PC or Mac.' },
  noDownload: 'The download isn’t available yet, so no link was sent.',
} as const;

export const PLATFORM_DETAILS: Record<Platform, { icon: IconName; systems: string }> = {
  windows: {
    icon: 'windows',
    systems: 'Windows 11, 10, 8.1, 7 · 64-bit',
  },
  macos: {
    icon: 'laptop',
    systems: 'macOS 11 or later · Apple silicon and Intel',
  },
};
