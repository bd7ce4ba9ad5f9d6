import { describe, expect, it } from 'vitest';
import { addressBucket, hitRenderBudget, RENDERS_PER_MINUTE } from './rate-limit.server';

describe('the address a render budget is counted under', () => {
  it('is an IPv4 address as it is, IPv4-mapped ones included', () => {
    expect(addressBucket('203.0.113.9')).toBe('203.0.113.9');
    expect(addressBucket('::ffff:203.0.113.9')).toBe('203.0.113.9');
  });

  it('is an IPv6 address’s /64, however it is written', () => {
    expect(addressBucket('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(addressBucket('2001:0DB8:0001:0002::1')).toBe('2001:db8:1:2::/64');
    expect(addressBucket('2001:db8:1:2::ffff')).toBe(addressBucket('2001:db8:1:2:1:2:3:4'));
    expect(addressBucket('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressBucket('::1')).toBe('0:0:0:0::/64');
    expect(addressBucket('2001:db8:1:3::1')).not.toBe(addressBucket('2001:db8:1:2::1'));
  });
});

describe('the budget of pages rendered for one request', () => {
  it('lets an address have 120 a minute, then refuses with the seconds to wait; other addresses are counted apart', async () => {
    const address = `203.0.113.${Math.floor(Math.random() * 200) + 1}`;
    for (let i = 0; i < RENDERS_PER_MINUTE; i++) expect((await hitRenderBudget(address)).allowed).toBe(true);
    const over = await hitRenderBudget(address);
    expect(over.allowed).toBe(false);
    expect(over.retryAfter).toBeGreaterThan(0);
    expect(over.retryAfter).toBeLessThanOrEqual(60);
    expect((await hitRenderBudget('2001:db8:9:9::1')).allowed).toBe(true);
  });

  it('counts an IPv6 client’s whole /64 as one address', async () => {
    for (let i = 0; i < RENDERS_PER_MINUTE; i++)
      expect((await hitRenderBudget(`2001:db8:7:7::${(i + 1).toString(16)}`)).allowed).toBe(true);
    expect((await hitRenderBudget('2001:db8:7:7:ffff::1')).allowed).toBe(false);
  });
});
