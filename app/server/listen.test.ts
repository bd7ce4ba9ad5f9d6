import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { listen, listeningLine, listeningUrls } from './listen';

const interfaces = {
  lo: [{ address: '127.0.0.1', family: 'IPv4', internal: true }],
  eth0: [
    { address: '192.0.2.7', family: 'IPv4', internal: false },
    { address: '2001:db8::7', family: 'IPv6', internal: false },
    { address: 'fe80::1', family: 'IPv6', internal: false },
  ],
} as unknown as NodeJS.Dict<import('node:os').NetworkInterfaceInfo[]>;

describe('the listening line', () => {
  it('lists every interface when the server listens on all of them', () => {
    const urls = listeningUrls({ address: '::', family: 'IPv6', port: 3000 }, interfaces);
    expect(urls).toEqual(['http://localhost:3000', 'http://192.0.2.7:3000', 'http://[2001:db8::7]:3000']);
    expect(listeningUrls({ address: '0.0.0.0', family: 'IPv4', port: 3000 }, interfaces)).toEqual([
      'http://localhost:3000',
      'http://192.0.2.7:3000',
    ]);
  });

  it('names the one address of a server bound to one', () => {
    expect(listeningUrls({ address: '127.0.0.1', family: 'IPv4', port: 8080 }, interfaces)).toEqual(['http://127.0.0.1:8080']);
    expect(listeningLine({ address: '::1', family: 'IPv6', port: 8080 }, 12.4)).toBe(
      'Server listening on http://[::1]:8080 (ready in 12 ms)',
    );
  });
});

describe('binding the port', () => {
  it('reports the port really bound when asked for port 0', async () => {
    const server = http.createServer();
    try {
      const address = await listen(server, 0, '127.0.0.1');
      expect(address.port).toBeGreaterThan(0);
      expect((server.address() as AddressInfo).port).toBe(address.port);
    } finally {
      server.close();
    }
  });

  it('says a port in use is in use, and to set PORT', async () => {
    const first = http.createServer();
    const { port } = await listen(first, 0, '127.0.0.1');
    try {
      await expect(listen(http.createServer(), port, '127.0.0.1')).rejects.toThrow(
        `port ${port} is in use (another program listens on it); stop that program or set PORT to a free port`,
      );
    } finally {
      first.close();
    }
  });
});
