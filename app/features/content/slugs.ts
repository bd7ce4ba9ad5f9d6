import { SLUG_MAX } from './model';

/** Lower-case letters and digits in words joined by single hyphens: 'ssd-vs-hdd'. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function isSlug(value: string): boolean {
  return value.length <= SLUG_MAX && SLUG.test(value);
}

/**
 * A slug made from a title, as Ghost makes one: accents dropped, lower case, every run of other
 * characters one hyphen, cut at a word within SLUG_MAX. 'SSD vs HDD: What It Means' → 'ssd-vs-hdd-what-it-means'.
 * Empty when the title has no letter or digit.
 */
export function slugFromTitle(title: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (words.length <= SLUG_MAX) return words;
  const cut = words.slice(0, SLUG_MAX + 1);
  const lastHyphen = cut.lastIndexOf('-');
  return (lastHyphen > 0 ? cut.slice(0, lastHyphen) : words.slice(0, SLUG_MAX)).replace(/-+$/, '');
}

/** `base` if free, else base-2, base-3…, kept within SLUG_MAX. */
export function firstFreeSlug(base: string, taken: (slug: string) => boolean): string {
  if (!taken(base)) return base;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const candidate = `${base.slice(0, SLUG_MAX - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!taken(candidate)) return candidate;
  }
}
