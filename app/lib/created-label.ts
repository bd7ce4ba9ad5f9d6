// Dates are formatted here, once, in a fixed locale and zone: server and browser then render the same text.
const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

/** 'Nov 21, 2026, 8:30 AM UTC' for a stored ISO-8601 time; the text itself when it is not one. */
export function formatCreatedAt(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : `${dateTime.format(date).replace(/\u202f/g, ' ')} UTC`;
}

/** A list's rows, each with its creation time in words beside the stored value. */
export function withCreatedLabels<L extends { items: { created_at: string }[] }>(
  list: L,
): Omit<L, 'items'> & { items: (L['items'][number] & { createdLabel: string })[] } {
  return { ...list, items: list.items.map((item) => ({ ...item, createdLabel: formatCreatedAt(item.created_at) })) };
}
