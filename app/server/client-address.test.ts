import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { clientAddress } from './client-address';

function request(remoteAddress: string, forwardedFor?: string | string[]): IncomingMessage {
  return {
    socket: { remoteAddress },
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  } as unknown as IncomingMessage;
}

describe('the client address', () => {
  it('comes from the socket unless a proxy is trusted, whatever the client claims', () => {
    expect(clientAddress(request('203.0.113.7', '198.51.100.1'), false)).toBe('203.0.113.7');
  });

  it('is the last X-Forwarded-For entry behind one trusted proxy (earlier entries are client claims)', () => {
    expect(clientAddress(request('10.0.0.2', '1.2.3.4, 198.51.100.9'), true)).toBe('198.51.100.9');
    expect(clientAddress(request('10.0.0.2', ['1.2.3.4', '198.51.100.9 ']), true)).toBe('198.51.100.9');
  });

  it('falls back to the socket when a trusted proxy sent no header', () => {
    expect(clientAddress(request('10.0.0.2'), true)).toBe('10.0.0.2');
    expect(clientAddress(request('10.0.0.2', ''), true)).toBe('10.0.0.2');
  });
});
