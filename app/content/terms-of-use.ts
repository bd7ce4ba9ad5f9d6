import { LAST_UPDATED, contactBlock, type LegalDocument } from './legal';

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
