import { LAST_UPDATED, contactBlock, type LegalDocument } from './legal';

export const PRIVACY_POLICY: LegalDocument = {
  title: 'Privacy Policy',
  description: 'How Recoverly collects, uses, shares and protects your personal information.',
  lastUpdated: LAST_UPDATED,
  intro:
    'Recoverly ("we", "us") respects your privacy. This policy explains what information we collect when you visit our website, buy a license or ask for support, how we use it, and the choices you have. Our recovery software scans your drives locally: the files it recovers never leave your computer and are never sent to us.',
  sections: [
    {
      id: 'information-we-collect',
      title: 'Information We Collect',
      blocks: [
        { kind: 'paragraph', text: 'We collect only what we need to sell you a license and to help you:' },
        {
          kind: 'list',
          items: [
            {
              term: 'Personal data',
              text: 'your name, email address and, when you ask for support, your phone number and the product you use; when you confirm a bank transfer, the plan and amount you chose.',
            },
            {
              term: 'Usage data',
              text: 'technical information sent by your browser, such as your IP address, browser type, the pages you visit and the time of your visit, kept in server logs for security and troubleshooting.',
            },
            {
              term: 'Cookies',
              text: 'small files stored by your browser. We use only essential cookies — for example to show you a confirmation message after you submit a form, or to keep an administrator signed in. We do not use advertising or cross-site tracking cookies.',
            },
          ],
        },
      ],
    },
    {
      id: 'how-we-use-information',
      title: 'How We Use Your Information',
      blocks: [
        {
          kind: 'list',
          items: [
            { text: 'to process your order and match your bank transfer to your license;' },
            { text: 'to answer your support, help centre and contact requests;' },
            { text: 'to send you license details and important notices about the product you bought;' },
            { text: 'to keep our website secure, prevent abuse and fix problems;' },
            { text: 'to meet our legal, tax and accounting obligations.' },
          ],
        },
        { kind: 'paragraph', text: 'We do not sell your personal data and we do not use it for profiling or automated decisions.' },
      ],
    },
    {
      id: 'how-we-share-information',
      title: 'How We Share Your Information',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We share personal data only with service providers who help us run our business — such as our hosting provider and our bank — under contracts that require them to protect it and use it only on our instructions. We may also disclose information when the law requires it, to protect our rights or the safety of others, or as part of a merger or sale of our business, in which case this policy continues to apply.',
        },
      ],
    },
    {
      id: 'data-security',
      title: 'Data Security',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Our website is served over encrypted HTTPS connections, access to customer records is limited to the staff who need it, and passwords are stored only as secure hashes. No method of transmission or storage is completely secure, but we review our safeguards regularly and will notify you and the relevant authorities of a breach where the law requires it.',
        },
      ],
    },
    {
      id: 'childrens-privacy',
      title: "Children's Privacy",
      blocks: [
        {
          kind: 'paragraph',
          text: 'Our website and products are not intended for children under 13, and we do not knowingly collect personal data from children under 13. If you believe a child has given us personal data, please contact us and we will delete it.',
        },
      ],
    },
    {
      id: 'changes-to-this-policy',
      title: 'Changes to This Policy',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We may update this policy from time to time. When we do, we will change the "Last Updated" date at the top of this page, and for significant changes we will give a more prominent notice. Please review this page periodically.',
        },
      ],
    },
    { id: 'contact-us', title: 'Contact Us', blocks: [contactBlock('this Privacy Policy or your personal data')] },
  ],
};
