import type { Page } from '../pagination';

// Dates are formatted here, once, in a fixed locale and zone: server and browser then render the same text.
const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

/** 'Nov 21, 2026, 8:30 AM UTC' for a stored ISO-8601 time; the text itself when it is not one. */
export function formatCreatedAt(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : `${dateTime.format(date).replace(/\u202f/g, ' ')} UTC`;
}

/** Each row with its creation time in words beside the stored value. */
export function withCreatedLabel<T extends { created_at: string }>(page: Page<T>): Page<T & { createdLabel: string }> {
  return { ...page, items: page.items.map((item) => ({ ...item, createdLabel: formatCreatedAt(item.created_at) })) };
}
