import { z } from 'zod';

// A hidden field that names a row (an order, a device, a message, a content item, a saved reply): the
// page wrote its id, so anything but one is a page out of date or a post made by hand.

/** A posted row id: digits only (spaces around allowed), at least 1; null when it is not one. */
export function parseRowId(value: unknown): number | null {
  const raw = typeof value === 'string' ? value.trim() : '';
  return /^\d{1,15}$/.test(raw) && Number(raw) >= 1 ? Number(raw) : null;
}

/** The schema of such a field: the id, or `message` (Zod's own when none) when it is not one. */
export function rowIdField(message?: string) {
  return z
    .string()
    .catch('')
    .transform(parseRowId)
    .pipe(message === undefined ? z.number() : z.number({ error: message }));
}
