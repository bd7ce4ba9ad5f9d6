/** The setup checklist's items, in the order they are shown (their words: app/content/setup-checklist.ts). The bank details lead: until they are in, the checkout takes no order. */
export const SETUP_ITEMS = ['bank', 'company', 'email', 'address', 'phone', 'download', 'smtp', 'sender', 'site-url'] as const;
export type SetupItem = (typeof SETUP_ITEMS)[number];
