import { devicesText, FILE_TYPES_COUNT, planNamed, REFUND_DAYS, SUPPORT_HOURS } from '~/features/catalogue/plans';
import { TRANSFER_ARRIVAL } from '~/features/orders/transfer-time';
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
 * transfer, the memo, refunds, invoices, the licence e-mail, moving a licence, the free version,
 * formatted drives, SSDs, phones). Plan facts come from the plan catalogue.
 */
export const FAQ: readonly FaqEntry[] = [
  {
    id: 'try-before-buying',
    question: 'Can I try the software before I buy a license?',
    answer:
      'Yes. The free trial scans your drive and lets you preview every file it finds, so you can see exactly what is recoverable. Saving recovered files needs a license: choose a plan on the pricing page whenever you are ready.',
  },
  {
    id: 'is-scanning-safe',
    question: 'Is scanning safe for the drive I lost files on?',
    answer:
      'Scanning is read-only: nothing is ever written to the drive you are recovering from. To keep it that way, always save recovered files to a different drive or an external disk, and stop using the affected drive until recovery is done.',
  },
  {
    id: 'devices-and-file-types',
    question: 'Which devices, file systems and file types are supported?',
    answer: `Windows PCs and Macs, laptops, internal HDDs and SSDs, USB flash drives, memory cards, external drives and NAS devices, formatted with NTFS, FAT32, exFAT, ReFS, APFS, HFS+ or ext4. Over ${FILE_TYPES_COUNT} file types are recognised, including documents, photos, videos, audio, e-mails and archives. Every scan and preview covers them all, and every plan saves all of them: the plans differ in devices, term and support, never in formats.`,
  },
  {
    id: 'activate-after-paying',
    question: 'How do I activate my license after paying by bank transfer?',
    answer: `After you send the ACH transfer, press "I Have Completed The Payment" at checkout. Our team verifies the payment, usually within one business day of it arriving, and e-mails your license key to the address you entered. Open Recoverly, choose "Activate", and paste the key.`,
  },
  {
    id: 'paying-by-transfer',
    question: 'How does paying by bank transfer work, and how long does it take?',
    answer: `Checkout shows our bank details and the exact amount. Send an ACH transfer from your bank, then confirm at checkout. A transfer usually arrives ${TRANSFER_ARRIVAL}; we confirm your order as soon as it is here and your license follows by e-mail. We never hold your card or bank details, and nothing renews by itself.`,
  },
  {
    id: 'reference-in-the-memo',
    question: 'What do I put in the memo of my transfer?',
    answer:
      'Your payment reference, the ORD- code checkout gives you (for example ORD-7K2M-Q9XZ). It is how we match your transfer to your order. Forgot it? Reply to your order e-mail with the date and amount of your transfer so we can match it by hand; it just takes a little longer.',
  },
  {
    id: 'refunds',
    question: 'Can I get a refund?',
    answer: `Yes. If a license does not do what you need, ask within ${REFUND_DAYS.Yearly} days for Yearly and Lifetime, or ${REFUND_DAYS.Monthly} days for Monthly, counted from the day we confirm your payment. Write to us with your order reference: we return the full amount by bank transfer and send a credit note. The refund policy has the details.`,
  },
  {
    id: 'invoices',
    question: 'Do I get an invoice?',
    answer:
      'Yes. Once we confirm your payment, your invoice (PDF) is attached to the license e-mail and stays on your order page. Need a company name, address or VAT ID on it? Add them on your order page before the payment is confirmed.',
  },
  {
    id: 'licence-email-missing',
    question: 'I paid but my license e-mail has not arrived. What now?',
    answer: `Check your spam or junk folder first, then look up your order under "Track your order" with its reference and your e-mail: it shows whether the payment is confirmed and sends the order's link to your address again. Still nothing? Contact us with your order reference; we reply ${REPLY_TIME}.`,
  },
  {
    id: 'move-licence',
    question: 'How do I activate my license on another computer, or move it to a new one?',
    answer: `Enter the same key on each computer: Monthly works on ${devicesOf('Monthly')}, Yearly on ${devicesOf('Yearly')}, Lifetime on ${devicesOf('Lifetime')}. To move a license, open Recoverly on the old computer and choose "Deactivate" first, then activate it on the new one. Old computer gone? Contact us with your key and we will free the activation.`,
  },
  {
    id: 'free-version',
    question: 'What does the free version do?',
    answer:
      'Everything that tells you whether your files can be saved: a quick scan and a deep scan of any drive, and a preview of every photo, document and video found, including repairs in Photo Repair and Video Enhancer. Saving recovered and repaired files needs a license.',
  },
  {
    id: 'formatted-drive',
    question: 'Can I recover files from a formatted drive?',
    answer:
      'Usually, yes. A quick format only erases the index of files, not the files themselves. Stop writing to the drive, run a deep scan, preview what it finds and save the files to another drive. A full format or anything written to the drive afterwards lowers the chances.',
  },
  {
    id: 'ssd-trim',
    question: 'Why can files deleted from an SSD be gone for good (TRIM)?',
    answer:
      'Most SSDs use TRIM: when you delete a file, the drive is told the space is free and may wipe it within minutes. Recovery then finds the file names but not the content. Scan as soon as possible, and on an external SSD over USB the chances are often better, as TRIM is frequently not passed through.',
  },
  {
    id: 'phones',
    question: 'Can I recover photos and messages from my phone?',
    answer:
      'Yes, with Mobile Data Recovery: connect your iPhone or Android phone to your computer, scan, preview the photos, contacts and messages it finds, and save them to your computer. It also reads iTunes and Finder backups. A phone that was reset to factory settings is usually beyond recovery.',
  },
  {
    id: 'support-hours',
    question: 'When can I reach support?',
    answer: `${SUPPORT_HOURS}, by e-mail on every plan, and by phone too with Lifetime. We reply ${REPLY_TIME}, free for everyone, licensed or not.`,
  },
];

/** The spec's FAQ stagger: each answer appears 0.2 s plus 0.1 s per item after the page. */
export function faqRevealDelaySeconds(index: number): number {
  return Math.round((0.2 + 0.1 * index) * 10) / 10;
}
