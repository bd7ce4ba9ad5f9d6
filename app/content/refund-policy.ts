import { contactBlock, type LegalDocument } from './legal';
import { REPLY_TIME } from '~/features/requests/reply-time';
import { REFUND_DAYS } from '~/features/catalogue/refund-days';
import { REFUND_SEND, TRANSFER_ARRIVAL } from '~/features/catalogue/promises';

export const REFUND_POLICY: LegalDocument = {
  title: 'Refund Policy',
  description: `Recoverly's money-back guarantee: ${REFUND_DAYS.Yearly} days on Yearly and Lifetime licenses, ${REFUND_DAYS.Monthly} days on Monthly. How to ask, and how refunds are paid.`,
  lastUpdated: 'Last Updated: November 21, 2026',
  intro:
    'We want you to pay only for software that gets your files back. The free trial scans your drive and previews what it finds before you spend anything, and if a license still does not do what you need, this guarantee gives you your money back.',
  sections: [
    {
      id: 'money-back-guarantee',
      title: 'Our Money-Back Guarantee',
      blocks: [
        {
          kind: 'paragraph',
          text: 'If you are not satisfied with a license for any reason, ask for a refund within the period for your plan and we will return the full amount you paid. You do not need to prove that the software failed, and we will not ask you to fill in a questionnaire first.',
        },
      ],
    },
    {
      id: 'how-long-you-have',
      title: 'How Long You Have',
      blocks: [
        { kind: 'paragraph', text: 'The period starts on the day we confirm your bank transfer and e-mail your license:' },
        {
          kind: 'list',
          items: [
            { term: 'Monthly', text: `${REFUND_DAYS.Monthly} days.` },
            { term: 'Yearly', text: `${REFUND_DAYS.Yearly} days.` },
            { term: 'Lifetime', text: `${REFUND_DAYS.Lifetime} days.` },
          ],
        },
        {
          kind: 'paragraph',
          text: 'A renewal is a new payment with its own period, counted from the day we confirm it. A payment we received twice by mistake, or for an order we could not fulfil, is refunded in full at any time.',
        },
      ],
    },
    {
      id: 'how-to-ask',
      title: 'How to Ask for a Refund',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Write to us through the contact page or reply to your license e-mail. Tell us the name and e-mail address you used at checkout and the plan you bought. A sentence about what went wrong is welcome, because it helps us improve, but it is never a condition.',
        },
        { kind: 'paragraph', text: `We confirm every refund request ${REPLY_TIME}.` },
      ],
    },
    {
      id: 'how-refunds-are-paid',
      title: 'How Refunds Are Paid',
      blocks: [
        {
          kind: 'paragraph',
          text: `We send refunds by bank transfer ${REFUND_SEND} of agreeing to them, to the account your payment came from, and e-mail you the day the money leaves our account with our bank’s reference for the transfer. A bank transfer usually arrives ${TRANSFER_ARRIVAL} after it is sent. We pay our own bank’s fees; a fee your bank charges for receiving a transfer is outside our control. If the original account is closed, we will ask you for another account in your name.`,
        },
      ],
    },
    {
      id: 'your-license-after-a-refund',
      title: 'Your License After a Refund',
      blocks: [
        {
          kind: 'paragraph',
          text: 'When a refund is paid, the license key stops working. Files you recovered while it was active are yours to keep: they are on your own drives, and we never see them.',
        },
      ],
    },
    {
      id: 'when-we-cannot-refund',
      title: 'When We Cannot Refund',
      blocks: [
        {
          kind: 'list',
          items: [
            { text: 'requests made after the period for your plan has ended;' },
            { text: 'licenses used in breach of our Terms of Use, for example on more devices than the plan allows.' },
          ],
        },
      ],
    },
    { id: 'contact-us', title: 'Contact Us', blocks: [contactBlock('this Refund Policy or a refund')] },
  ],
};
