/** When a support, contact or help request is answered: quoted by those pages, the legal pages and the acknowledgement e-mail. */
export const REPLY_TIME = 'within one business day';
