// How many new requests e-mail may start in an hour (limits.server.ts counts them): anyone can write to
// the support address, so a flood from one address, or from a thousand, must not bury the inbox.

/** New requests one address may start by e-mail in an hour. */
export const NEW_REQUESTS_PER_SENDER_PER_HOUR = 10;
/** New requests all of e-mail may start in an hour, site-wide. */
export const NEW_REQUESTS_PER_HOUR = 300;
