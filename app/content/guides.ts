import { devicesText, PLANS, type PlanName } from '~/features/catalogue/plans';
import { PATHS } from '~/lib/paths';

/** A user guide: a task done in steps, at /help-center/guides/{slug}. */
export interface Guide {
  slug: string;
  title: string;
  description: string;
  intro: string;
  /** Roughly how long it takes, in ISO 8601 (HowTo's totalTime) and in words. */
  totalTime: string;
  duration: string;
  steps: { title: string; text: string }[];
  tip: string;
  /** The plan that fits someone doing this, and why: the guide ends with it, after the free download. */
  plan: { name: PlanName; why: string };
}

const devicesByPlan = PLANS.map((plan) => `${plan.name} on ${devicesText(plan.devices)}`).join(', ');

export const GUIDE_PAGE = {
  back: 'All help topics',
  nextHeading: 'Ready to get your files back?',
  downloadTitle: 'Try it free first',
  downloadText: 'The free version scans your drive and previews every file it finds, before you pay anything.',
  downloadLink: 'Download Recoverly free',
  planTitle: (plan: string) => `The plan that fits: ${plan}`,
  planLink: (plan: string) => `Choose ${plan}`,
  comparePlans: 'Compare all plans',
  stepsHeading: 'Steps',
  tipHeading: 'Good to know',
  moreHelp: 'Still stuck? Our specialists help for free.',
  moreHelpLink: 'Get Free Support',
} as const;

export const GUIDES: readonly Guide[] = [
  {
    slug: 'getting-started',
    title: 'Getting started',
    description: 'Install, scan, preview and save your files safely.',
    intro:
      'From installation to your recovered files in a few minutes. Everything up to the preview is free; saving the files needs a license.',
    totalTime: 'PT15M',
    duration: 'About 15 minutes',
    steps: [
      {
        title: 'Stop using the affected drive',
        text: 'Every file written to the drive you lost data on can overwrite what you want back. Close programs that save to it, and do not install anything on it.',
      },
      {
        title: 'Install Recoverly on another drive',
        text: 'Run the installer and choose a different drive, or an external one, as the install location. It takes about a minute.',
      },
      {
        title: 'Choose the location and scan',
        text: 'Open Recoverly, select the drive, partition or folder where the files were, and click Scan. The quick scan finishes first; the deep scan keeps looking for files whose names are lost.',
      },
      {
        title: 'Preview what was found',
        text: 'Filter by type (photos, documents, videos) or search by name, and open a file to preview it. A file that previews correctly can be recovered intact.',
      },
      {
        title: 'Save to a safe location',
        text: 'Select the files and click Recover. Save them to a different drive from the one you scanned. Saving needs a license key: enter it under Activate.',
      },
    ],
    tip: 'Scanning is read-only: nothing is written to the drive you scan, so you can scan as often as you like.',
    plan: { name: 'Monthly', why: 'One recovery to do now: a month of full access, every tool included.' },
  },
  {
    slug: 'formatted-drive',
    title: 'Recovering from a formatted drive',
    description: 'Get photos and files back from a drive, memory card or USB flash drive formatted by mistake.',
    intro:
      'A quick format erases the index of files, not the files themselves: until new data is written over them, a deep scan can usually find them again, from a hard drive, an SD card full of photos or a USB flash drive alike.',
    totalTime: 'PT1H',
    duration: 'About an hour, depending on the drive’s size',
    steps: [
      {
        title: 'Do not write anything to the drive',
        text: 'Do not copy files to the formatted drive, and do not format it again. If it is your system drive, shut the computer down and scan it from another computer.',
      },
      {
        title: 'Select the formatted drive',
        text: 'Connect a camera’s memory card with a card reader, or plug the USB flash drive into the computer. In Recoverly, choose the drive or partition by its size and label. If it no longer shows a letter or name, pick it from the list of disks.',
      },
      {
        title: 'Run a deep scan',
        text: 'Start the scan and let the deep scan finish: it reads the drive sector by sector and recognises files by their content, even without their names.',
      },
      {
        title: 'Check the results by type',
        text: 'Files found by the deep scan are grouped by type (for example JPG, DOCX, MP4). Preview them to see which are intact.',
      },
      {
        title: 'Recover to another drive',
        text: 'Select what you need and save it to a different drive. Only once everything is safe should you use or reformat the drive again.',
      },
    ],
    tip: 'A full format (not “quick”) on Windows, or TRIM on an internal SSD, may erase the data itself: recover as early as possible.',
    plan: {
      name: 'Yearly',
      why: 'Cards and drives to look after all year, on two computers: a year of access for the price of a few months.',
    },
  },
  {
    slug: 'activating-your-license',
    title: 'Activating your license',
    description: 'Enter your key, use it on several computers, move it to a new one.',
    intro: `Your license key arrives by e-mail once we confirm your bank transfer. One key unlocks every Recoverly tool: ${devicesByPlan}.`,
    totalTime: 'PT5M',
    duration: 'About 5 minutes',
    steps: [
      {
        title: 'Find your key',
        text: `The license e-mail holds your key (and your invoice). Lost it? Look your order up under Track your order (${PATHS.orders}) to get the order page's link again.`,
      },
      {
        title: 'Open Recoverly and choose Activate',
        text: 'In the program’s window, choose Activate, paste the key and confirm. Saving recovered files is unlocked at once.',
      },
      {
        title: 'Use it on another computer',
        text: 'Install Recoverly there and enter the same key, up to the number of devices your plan allows.',
      },
      {
        title: 'Move it to a new computer',
        text: 'On the old computer, choose Deactivate first: that frees the activation. Then activate the key on the new one. Old computer gone? Contact us with your key and we will free it for you.',
      },
    ],
    tip: 'Monthly and Yearly keys stop saving files when the license expires; we e-mail you a renewal link before then. Lifetime keys never expire.',
    plan: { name: 'Lifetime', why: 'Several computers, for good: up to five devices on one key that never expires.' },
  },
];

/** What the help centre lists of a guide (its loader sends these, so the page's script carries no guide text). */
export interface GuideSummary {
  href: string;
  title: string;
  description: string;
}

export function guideSummaries(): GuideSummary[] {
  return GUIDES.map((guide) => ({
    href: guidePath(guide.slug),
    title: guide.title,
    description: guide.description,
  }));
}

/** A guide's address. */
export function guidePath(slug: string): string {
  return `${PATHS.helpCenter}/guides/${slug}`;
}

// Guides whose address changed, by their old slug: links to the old address keep working.
const MOVED_GUIDES: Readonly<Record<string, string>> = { 'activating-your-licence': 'activating-your-license' };

/** Where a guide that moved lives now, or null. */
export function movedGuidePath(slug: string | undefined): string | null {
  const moved = slug && Object.hasOwn(MOVED_GUIDES, slug) ? MOVED_GUIDES[slug] : undefined;
  return moved ? guidePath(moved) : null;
}

export function findGuide(slug: string | undefined): Guide | undefined {
  return GUIDES.find((guide) => guide.slug === slug);
}
