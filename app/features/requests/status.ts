/** Requests are worked like tickets: open until the administrator closes them, reopened if need be. */
export const REQUEST_STATUSES = ['open', 'closed'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** The longest internal note on a request, in characters. */
export const MAX_REQUEST_NOTE = 2000;
