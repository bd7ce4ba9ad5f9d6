/** How long a link to a request page works after it is issued, like an order page's. */
export const REQUEST_TOKEN_DAYS = 90;
