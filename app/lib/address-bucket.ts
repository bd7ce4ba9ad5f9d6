// Every limit that counts client addresses counts them the same way (form posts, rendered pages, the
// license API, sign-in attempts).

/**
 * The key an address is counted under: an IPv4 address as it is, an IPv6 address by its /64
 * (one subscriber's network: a client there can take any of 2^64 addresses at will).
 */
export function addressBucket(address: string): string {
  if (!address.includes(':') || /^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(address)) return address.replace(/^::ffff:/i, '');
  const [head = '', tail = ''] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
