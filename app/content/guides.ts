/** A user guide's page around the owner's guide (the guides themselves: features/content, in the database). */
export const GUIDE_PAGE = {
  back: 'All help topics',
  eyebrow: 'User Guide',
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
  moreGuides: 'More guides',
} as const;
