import type { IncomingMessage } from 'node:http';

/**
 * The visitor's address. From the socket, unless exactly one trusted proxy sits in front
 * (TRUST_PROXY=1): then the last X-Forwarded-For entry, the one that proxy appended, is the client.
 * Earlier entries are whatever the client claimed and are never trusted.
 */
export function clientAddress(req: IncomingMessage, trustProxy: boolean): string {
  if (trustProxy) {
    const header = req.headers['x-forwarded-for'];
    const value = Array.isArray(header) ? header.join(',') : header;
    const last = value?.split(',').pop()?.trim();
    if (last) return last;
  }
  return req.socket.remoteAddress ?? 'unknown';
}
