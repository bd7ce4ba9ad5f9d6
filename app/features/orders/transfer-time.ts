/**
 * How long an ACH transfer usually takes to reach us, from the day the buyer sends it: quoted by the
 * checkout receipt, the e-mail after checkout and the order page while we look for the transfer.
 */
export const TRANSFER_ARRIVAL = 'within 1–3 business days';
