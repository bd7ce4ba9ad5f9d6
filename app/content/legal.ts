import { REPLY_TIME } from './promises';

/** A block of legal prose: a paragraph, a list (optionally with a bold term per item), or the contact line. */
export type LegalBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: { term?: string; text: string }[] }
  | { kind: 'contact'; before: string; linkText: string; after: string };

export interface LegalSection {
  id: string;
  title: string;
  blocks: LegalBlock[];
}

export interface LegalDocument {
  title: string;
  description: string;
  lastUpdated: string;
  intro: string;
  sections: LegalSection[];
}

export const LAST_UPDATED = 'Last Updated: October 26, 2025';

export const contactBlock = (subject: string): LegalBlock => ({
  kind: 'contact',
  before: `If you have any questions about ${subject}, please `,
  linkText: 'contact us',
  after: `. We answer every enquiry ${REPLY_TIME}.`,
});

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

export const TERMS_OF_USE: LegalDocument = {
  title: 'Terms of Use',
  description: 'The terms that apply when you use the Recoverly website and software.',
  lastUpdated: LAST_UPDATED,
  intro:
    'These terms govern your use of the Recoverly website and software. By using our website or installing our software you agree to them. If you do not agree, please do not use our website or products.',
  sections: [
    {
      id: 'intellectual-property',
      title: 'Intellectual Property',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The website, the software and all their content — text, graphics, logos, icons and code — are owned by Recoverly or its licensors and protected by copyright, trademark and other laws. A license gives you the right to use the software under these terms; it does not transfer ownership of the software or any of our trademarks to you.',
        },
      ],
    },
    {
      id: 'use-restrictions',
      title: 'Use Restrictions',
      blocks: [
        { kind: 'paragraph', text: 'You agree not to:' },
        {
          kind: 'list',
          items: [
            { text: 'copy, modify, resell, sublicense or distribute the software, or use it on more devices than your license allows;' },
            { text: 'reverse engineer, decompile or disassemble the software, except where the law expressly permits it;' },
            { text: 'use the software to access data you do not own or have no permission to recover;' },
            { text: 'interfere with the website, its security or other visitors, or send automated requests that overload it;' },
            { text: 'use the website or software for any unlawful purpose.' },
          ],
        },
      ],
    },
    {
      id: 'links-to-other-sites',
      title: 'Links to Other Sites',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Our website may link to websites run by others. We do not control and are not responsible for their content, products or privacy practices. Following such a link is at your own risk, and we recommend reading the terms and privacy policy of every site you visit.',
        },
      ],
    },
    {
      id: 'limitation-of-liability',
      title: 'Limitation of Liability',
      blocks: [
        {
          kind: 'paragraph',
          text: 'To the fullest extent the law allows, Recoverly is not liable for any indirect, incidental, special or consequential damages, or for any loss of data, profits or business, arising from your use of or inability to use the website or software. Our total liability for any claim is limited to the amount you paid for the license in the twelve months before the claim. Nothing in these terms limits liability that cannot be limited by law.',
        },
      ],
    },
    {
      id: 'disclaimer',
      title: 'Disclaimer',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The website and software are provided "as is" and "as available". Data recovery depends on the condition of your storage device, and we cannot guarantee that every lost file can be recovered or will be intact. Use the free trial to scan and preview your files before you buy, and always keep regular backups of important data.',
        },
      ],
    },
    {
      id: 'changes-to-terms',
      title: 'Changes to Terms',
      blocks: [
        {
          kind: 'paragraph',
          text: "We may revise these terms from time to time. If a revision is material, we will try to provide at least 30 days' notice before the new terms take effect. What counts as a material change is determined at our sole discretion. By continuing to use the website or software after revisions take effect, you agree to the revised terms.",
        },
      ],
    },
    { id: 'contact-us', title: 'Contact Us', blocks: [contactBlock('these Terms')] },
  ],
};
