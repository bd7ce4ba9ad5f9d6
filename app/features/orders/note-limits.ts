/** The longest internal note on an order (a few paragraphs: what the buyer said on the phone, a bank's answer). */
export const MAX_ORDER_NOTE = 2000;
