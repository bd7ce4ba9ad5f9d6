import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { StartupError } from '~/lib/startup-error.server';

/** Binds the port (before anything is created on disk), turning the usual refusals into one line each. */
export async function listen(server: http.Server, port: number, host: string | undefined): Promise<AddressInfo> {
  await new Promise<void>((resolve, reject) => {
    const refused = (error: NodeJS.ErrnoException) => reject(describeListenError(error, port, host));
    server.once('error', refused);
    server.listen(port, host, () => {
      server.off('error', refused);
      resolve();
    });
  });
  return server.address() as AddressInfo;
}

export function describeListenError(error: NodeJS.ErrnoException, port: number, host: string | undefined): unknown {
  switch (error.code) {
    case 'EADDRINUSE':
      return new StartupError(`port ${port} is in use (another program listens on it); stop that program or set PORT to a free port`);
    case 'EACCES':
      return new StartupError(
        `port ${port} needs privileges this user lacks; set PORT to 1024 or above (and put a reverse proxy in front)`,
      );
    case 'EADDRNOTAVAIL':
      return new StartupError(
        `HOST=${host} is not an address of this machine; set HOST to one of its addresses, or unset it to listen on all`,
      );
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
    case 'EAI_NONAME':
      return new StartupError(
        `HOST=${host} does not resolve to an address; set HOST to an address of this machine, or unset it to listen on all`,
      );
    default:
      return error;
  }
}

/** The addresses the server really listens on, as URLs: every interface's when bound to all of them. */
export function listeningUrls(address: AddressInfo, interfaces = os.networkInterfaces()): string[] {
  if (!isAllInterfaces(address)) return [urlOf(address.address, address.port)];
  const urls = [urlOf('localhost', address.port)];
  for (const entries of Object.values(interfaces)) {
    for (const entry of entries ?? []) {
      if (entry.internal) continue;
      // A '::' socket takes IPv4 too; a '0.0.0.0' one only IPv4. Link-local IPv6 needs a zone id, so it isn't shown.
      if (entry.family === 'IPv6' && (address.address === '0.0.0.0' || entry.address.toLowerCase().startsWith('fe80'))) continue;
      urls.push(urlOf(entry.address, address.port));
    }
  }
  return urls;
}

/** Where this machine reaches the server itself (the updater asks /healthz there): loopback when it listens on every interface. */
export function loopbackUrl(address: AddressInfo): string {
  if (!isAllInterfaces(address)) return urlOf(address.address, address.port);
  return urlOf(address.address === '::' ? '::1' : '127.0.0.1', address.port);
}

function isAllInterfaces(address: AddressInfo): boolean {
  return address.address === '::' || address.address === '0.0.0.0';
}

function urlOf(host: string, port: number): string {
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

/** The start line: where the site answers, so an operator can copy the address. */
export function listeningLine(address: AddressInfo, readyMs: number): string {
  const urls = listeningUrls(address).join(', ');
  const where = isAllInterfaces(address) ? `all interfaces, port ${address.port}: ${urls}` : urls;
  return `Server listening on ${where} (ready in ${Math.round(readyMs)} ms)`;
}
