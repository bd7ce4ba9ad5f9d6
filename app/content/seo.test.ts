import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PUBLIC_PAGE_PATHS } from './public-pages';
import { OG_IMAGE_SIZE, ogCardFor, ogCards } from './og-cards';

const OG_DIR = path.resolve(__dirname, '../../public/og');

/** Width and height from a PNG's IHDR chunk (bytes 16–23), after checking the signature. */
function pngSize(file: string): { width: number; height: number } {
  const bytes = fs.readFileSync(file);
  expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('link-preview images', () => {
  it('every public page has its own card', () => {
    for (const page of PUBLIC_PAGE_PATHS) expect(ogCards()[page], page).toBeDefined();
  });

  it('every card is a committed 1200×630 PNG, small enough to fetch quickly', () => {
    for (const card of Object.values(ogCards())) {
      const file = path.join(OG_DIR, `${card.slug}.png`);
      expect(pngSize(file), card.slug).toEqual(OG_IMAGE_SIZE);
      expect(fs.statSync(file).size, card.slug).toBeLessThan(100 * 1024);
    }
  });

  it('the logo for structured data is a square PNG of at least 112 px', () => {
    const { width, height } = pngSize(path.join(OG_DIR, 'logo.png'));
    expect(width).toBe(height);
    expect(width).toBeGreaterThanOrEqual(112);
  });

  it("a path without a card of its own gets the home page's", () => {
    expect(ogCardFor('/no-such-page').slug).toBe('home');
    expect(ogCardFor('/pricing').slug).toBe('pricing');
  });
});
