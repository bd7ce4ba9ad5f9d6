/** The spec's FAQ stagger: each answer appears 0.2 s plus 0.1 s per item after the page. */
export function faqRevealDelaySeconds(index: number): number {
  return Math.round((0.2 + 0.1 * index) * 10) / 10;
}
