import { describe, expect, it } from 'vitest';
import { addressBucket } from './rate-limit.server';

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
