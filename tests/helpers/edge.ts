import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createHttpListener, type HttpServerOptions, type RequestContext } from '../../app/server/http-server';

export const SITE = 'http://site.test';

/** What the stand-in renderer saw: every request React Router would have been asked to answer. */
export interface Rendered {
  url: string;
  method: string;
  headers: Headers;
  context: RequestContext;
}

type Render = (request: Request, context: RequestContext) => Response | Promise<Response>;

/** An HTML document naming the URL it was rendered for, big enough to be compressed. */
export function echoPage(request: Request): Response {
  const html = `<!doctype html><html><head><title>Echo</title></head><body><p id="url">${request.url}</p>${'<p>filler</p>'.repeat(100)}</body></html>`;
  return new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8' } });
}

/**
 * The real Node edge on a free port, with a stand-in for React Router that records what it was
 * asked to render: for tests of what the edge itself decides (hosts, cache keys, guards, CSP).
 */
export async function startEdge(options: Partial<HttpServerOptions> & { render?: Render } = {}) {
  const rendered: Rendered[] = [];
  const clientRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'edge-client-'));
  const render = options.render ?? echoPage;
  const server = http.createServer(
    createHttpListener({
      clientRoot,
      trustProxy: false,
      https: false,
      publicOrigin: () => SITE,
      contentVersion: () => 1,
      log: () => {},
      ...options,
      handler: async (request, context) => {
        rendered.push({ url: request.url, method: request.method, headers: request.headers, context });
        return render(request, context);
      },
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    rendered,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      fs.rmSync(clientRoot, { recursive: true, force: true });
    },
  };
}

/** Sends raw bytes (headers exactly as written, odd Host values included) and returns the whole answer. */
export function rawRequest(port: number, text: string): Promise<{ status: number; head: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(text));
    let data = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk) => (data += chunk));
    socket.on('end', () => {
      const split = data.indexOf('\r\n\r\n');
      const head = split === -1 ? data : data.slice(0, split);
      resolve({ status: Number(head.split(' ')[1]), head, body: split === -1 ? '' : data.slice(split + 4) });
    });
    socket.on('error', reject);
  });
}

/** A GET with the given Host header, sent exactly as written. */
export function getWithHost(port: number, target: string, host: string) {
  return rawRequest(port, `GET ${target} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
}
