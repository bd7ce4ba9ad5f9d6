import { devicesText, FILE_TYPES_COUNT, planNamed, REFUND_DAYS } from '~/features/catalogue/plans';
import { DEFAULT_TIME_ZONE, REFUND_SEND, supportHoursText, TRANSFER_ARRIVAL } from '~/features/catalogue/promises';
import { REPLY_TIME } from '~/features/requests/reply-time';

export interface FaqEntry {
  /** The entry's anchor in the Help Center (/help-center#id), for search results to link to. */
  id: string;
  question: string;
  answer: string;
}

const devicesOf = (name: 'Monthly' | 'Yearly' | 'Lifetime') => devicesText(planNamed(name).devices);

/**
 * The Help Center's FAQ: the spec's four questions first, then what buyers ask most (paying by
 * transfer, the memo, refunds, invoices, the license e-mail, moving a license, the free version,
 * formatted drives, SSDs, phones). Plan facts come from the plan catalogue, times from its promises,
 * and the support hours' time zone from the settings (`supportHours`, as supportHoursText words it).
 */
function buildFaq(supportHours: string): readonly FaqEntry[] {
  return [
    {
      id: 'try-before-buying',
      question: 'Can I try the software before I buy a license?',
      answer:
        'Yes. The free trial scans your drive and previews every file it finds, so you see what is recoverable. Saving the files needs a license.',
    },
    {
      id: 'is-scanning-safe',
      question: 'Is scanning safe for the drive I lost files on?',
      answer:
        'Yes: scanning is read-only and never writes to the drive. Save recovered files to a different drive, and stop using the affected one until you are done.',
    },
    {
      id: 'devices-and-file-types',
      question: 'Which devices, file systems and file types are supported?',
      answer: `PCs and Macs, HDDs and SSDs, USB sticks, memory cards, external drives and NAS, formatted with NTFS, FAT32, exFAT, ReFS, APFS, HFS+ or ext4. Over ${FILE_TYPES_COUNT} file types, on every plan: plans differ in devices, term and support, never in formats.`,
    },
    {
      id: 'activate-after-paying',
      question: 'How do I activate my license after paying by bank transfer?',
      answer:
        'After your transfer, press "I Have Completed The Payment" at checkout. Once the payment arrives we e-mail your key, usually within one business day: choose "Activate" in Recoverly and paste it.',
    },
    {
      id: 'paying-by-transfer',
      question: 'How does paying by bank transfer work, and how long does it take?',
      answer: `Send an ACH transfer of the amount checkout shows, then confirm at checkout. It usually arrives ${TRANSFER_ARRIVAL}; your license follows by e-mail once we confirm it.`,
    },
    {
      id: 'reference-in-the-memo',
      question: 'What do I put in the memo of my transfer?',
      answer:
        'Your payment reference, the ORD- code checkout gives you: it is how we match your transfer to your order. Forgot it? Reply to your order e-mail with the date and amount of your transfer.',
    },
    {
      id: 'refunds',
      question: 'Can I get a refund?',
      answer: `Yes: within ${REFUND_DAYS.Yearly} days for Yearly and Lifetime, ${REFUND_DAYS.Monthly} for Monthly, from the day we confirm your payment. Write to us with your order reference; we send the full amount back by bank transfer ${REFUND_SEND}. See the refund policy.`,
    },
    {
      id: 'invoices',
      question: 'Do I get an invoice?',
      answer:
        'Yes: a PDF invoice comes with the license e-mail and stays on your order page, where you can add a company name and VAT ID before the payment is confirmed.',
    },
    {
      id: 'license-email-missing',
      question: 'I paid but my license e-mail has not arrived. What now?',
      answer: `Check your spam folder, then look your order up under "Track your order": it shows whether the payment is confirmed and e-mails the order's link again. Still nothing? Contact us; we reply ${REPLY_TIME}.`,
    },
    {
      id: 'move-license',
      question: 'How do I activate my license on another computer, or move it to a new one?',
      answer: `Enter the same key on each computer: Monthly on ${devicesOf('Monthly')}, Yearly on ${devicesOf('Yearly')}, Lifetime on ${devicesOf('Lifetime')}. To move it, choose "Deactivate" on the old computer first.`,
    },
    {
      id: 'free-version',
      question: 'What does the free version do?',
      answer: 'It scans any drive (quick and deep scan) and previews every file found, repairs included. Saving the files needs a license.',
    },
    {
      id: 'formatted-drive',
      question: 'Can I recover files from a formatted drive?',
      answer:
        'Usually, yes: a quick format erases the index, not the files. Stop writing to the drive, run a deep scan and save what it finds to another drive.',
    },
    {
      id: 'ssd-trim',
      question: 'Why can files deleted from an SSD be gone for good (TRIM)?',
      answer:
        'With TRIM, an SSD may wipe a deleted file’s space within minutes, leaving names without content. Scan as soon as possible; external SSDs over USB often keep more.',
    },
    {
      id: 'phones',
      question: 'Can I recover photos and messages from my phone?',
      answer:
        'Yes, with Mobile Data Recovery: connect your iPhone or Android phone to your computer, scan, preview the photos, contacts and messages found, and save them. A factory-reset phone is usually beyond recovery.',
    },
    {
      id: 'support-hours',
      question: 'When can I reach support?',
      answer: `${supportHours}: e-mail on every plan, phone too with Lifetime. We reply ${REPLY_TIME}.`,
    },
  ];
}

// Each hours text once (there is one time zone at a time): pages and the search share the entries.
const built = new Map<string, readonly FaqEntry[]>();

/** The FAQ with the support hours in the site's time zone. */
export function faqEntries(supportHours: string): readonly FaqEntry[] {
  let entries = built.get(supportHours);
  if (!entries) {
    entries = buildFaq(supportHours);
    built.set(supportHours, entries);
  }
  return entries;
}

/** The FAQ as a site with the default time zone shows it (its questions and order never depend on the zone). */
export const FAQ: readonly FaqEntry[] = faqEntries(supportHoursText(DEFAULT_TIME_ZONE));

/** The spec's FAQ stagger: each answer appears 0.2 s plus 0.1 s per item after the page. */
export function faqRevealDelaySeconds(index: number): number {
  return Math.round((0.2 + 0.1 * index) * 10) / 10;
}
