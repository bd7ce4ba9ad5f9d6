/** The setup checklist's items, in the order they are shown (their words: app/content/setup-checklist.ts). */
export const SETUP_ITEMS = ['bank', 'company', 'download', 'phone', 'smtp', 'site-url'] as const;
export type SetupItem = (typeof SETUP_ITEMS)[number];
