/** The vendor's name, chosen once: support product values and page titles carry it. */
export const BRAND = 'Recoverly';

export function pageTitle(title: string): string {
  return `${title} | ${BRAND}`;
}
