/** How long a link to an order page works after it is issued (issue 22, F3). */
export const ORDER_TOKEN_DAYS = 90;
