import { FILE_TYPES_COUNT } from '~/features/catalogue/plans';

export interface FaqEntry {
  question: string;
  answer: string;
}

/** The Help Center's fixed FAQ (the spec asks for four questions with answers). */
export const FAQ: readonly FaqEntry[] = [
  {
    question: 'Can I try the software before I buy a license?',
    answer:
      'Yes. The free trial scans your drive and lets you preview every file it finds, so you can see exactly what is recoverable. Saving recovered files needs a license: choose a plan on the pricing page whenever you are ready.',
  },
  {
    question: 'Is scanning safe for the drive I lost files on?',
    answer:
      'Scanning is read-only: nothing is ever written to the drive you are recovering from. To keep it that way, always save recovered files to a different drive or an external disk, and stop using the affected drive until recovery is done.',
  },
  {
    question: 'Which devices and file types are supported?',
    answer: `Windows PCs and Macs, laptops, internal HDDs and SSDs, USB flash drives, memory cards, external drives and NAS devices. Over ${FILE_TYPES_COUNT} file types are recognised, including documents, photos, videos, audio, e-mails and archives. Every scan and preview covers them all, and every plan saves all of them: the plans differ in devices, term and support, never in formats.`,
  },
  {
    question: 'How do I activate my license after paying by bank transfer?',
    answer:
      'After you send the ACH transfer, press "I Have Completed The Payment" at checkout. Our team verifies the payment, usually within one business day, and e-mails your license key to the address you entered.',
  },
];

/** The spec's FAQ stagger: each answer appears 0.2 s plus 0.1 s per item after the page. */
export function faqRevealDelaySeconds(index: number): number {
  return Math.round((0.2 + 0.1 * index) * 10) / 10;
}
