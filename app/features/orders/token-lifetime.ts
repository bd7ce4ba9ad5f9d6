/** How long a link to an order page works after it is issued (a link forwarded or leaked stops working on its own). */
export const ORDER_TOKEN_DAYS = 90;
