/** The buyer's order page: the reference and the token that opens it (the link in e-mails, the lookup's answer, the checkout receipt). */
export function orderPagePath(reference: string, token: string): string {
  return `/orders/${encodeURIComponent(reference)}?token=${encodeURIComponent(token)}`;
}
