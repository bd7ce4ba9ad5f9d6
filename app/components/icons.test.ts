import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ICON_NAMES } from '~/lib/icon-names';

const sprite = readFileSync(new URL('./icons.svg', import.meta.url), 'utf8');
const symbols = [...sprite.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24"><path d="([^"]+)"\/><\/symbol>/g)];

describe('the icon sprite', () => {
  it('has one 24×24 symbol for every icon name, and no others', () => {
    expect(symbols.map((symbol) => symbol[1]).sort()).toEqual([...ICON_NAMES].sort());
  });

  it('draws with the <svg> around it: no colour, fill or stroke of its own', () => {
    expect(symbols.length).toBeGreaterThan(0);
    expect(sprite).not.toMatch(/\s(fill|stroke|stroke-width|style|class)=/);
  });
});
