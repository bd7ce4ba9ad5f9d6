import { describe, expect, it } from 'vitest';
import { SLUG_MAX } from './model';
import { firstFreeSlug, isSlug, slugFromTitle } from './slugs';

describe('a slug made from a title', () => {
  it('is lower-case words joined by hyphens, accents and punctuation dropped', () => {
    expect(slugFromTitle('SSD vs HDD: What It Means for Data Recovery')).toBe('ssd-vs-hdd-what-it-means-for-data-recovery');
    expect(slugFromTitle('  Récupérer   vos photos — l’été 2025!  ')).toBe('recuperer-vos-photos-lete-2025');
    expect(slugFromTitle('???')).toBe('');
  });

  it('is cut at a word within the longest a slug may be', () => {
    const slug = slugFromTitle('recovering '.repeat(20));
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX);
    expect(slug).toMatch(/^recovering(-recovering)*$/);
    expect(isSlug(slug)).toBe(true);
  });

  it('takes the next free number when the base is taken', () => {
    const taken = new Set(['backups', 'backups-2']);
    expect(firstFreeSlug('backups', (slug) => taken.has(slug))).toBe('backups-3');
    expect(firstFreeSlug('fresh', (slug) => taken.has(slug))).toBe('fresh');
    const long = 'a'.repeat(SLUG_MAX);
    expect(firstFreeSlug(long, (slug) => slug === long)).toHaveLength(SLUG_MAX);
  });

  it('accepts only lower-case letters, digits and single hyphens', () => {
    for (const good of ['a', 'ssd-vs-hdd', '2025-review']) expect(isSlug(good), good).toBe(true);
    for (const bad of ['', 'Upper', 'two--hyphens', '-lead', 'trail-', 'sp ace', 'dot.ted', 'ünï', 'a'.repeat(SLUG_MAX + 1)]) {
      expect(isSlug(bad), bad).toBe(false);
    }
  });
});
