import fs from 'node:fs';
import net from 'node:net';
import { expect, test } from './fixtures';
import { startOwnServer, type OwnServer } from './own-server';

// The statement upload and its .data twin, attacked as the red team did: 60 sockets with no session,
// each sending a 10 MB body. The server answers each from its headers (the redirect to the sign-in
// page) and closes the connection without reading the body, so its memory stays where it was. HTTP
// only: run once, in the JavaScript-on project.

const MB = 1024 * 1024;
const SENDERS = 60;

let own: OwnServer;
test.describe.configure({ mode: 'serial', timeout: 120_000 });
test.beforeAll(async () => {
  own = await startOwnServer();
});
test.afterAll(async () => {
  await own?.dispose();
});

/** The server process's resident memory, in bytes (Linux). */
function rss(pid: number): number {
  const line = fs.readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB$/m);
  return Number(line![1]) * 1024;
}

/** A 10 MB multipart upload with no session, sent as fast as the server takes it; the answer's status and what was written. */
function anonymousUpload(port: number, target: string, address: string): Promise<{ status: number; written: number }> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunk = Buffer.alloc(64 * 1024, 0x41);
    let written = 0;
    let received = '';
    const pump = () => {
      while (!socket.destroyed && socket.writable && written < 10 * MB) {
        written += chunk.length;
        if (!socket.write(chunk)) return void socket.once('drain', pump);
      }
    };
    socket.on('connect', () => {
      socket.write(
        `POST ${target} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: multipart/form-data; boundary=----x\r\n` +
          `Content-Length: ${10 * MB}\r\nX-Forwarded-For: ${address}\r\n\r\n`,
      );
      pump();
    });
    socket.setEncoding('latin1');
    socket.on('data', (data: string) => (received += data));
    socket.on('error', () => {});
    socket.on('close', () => resolve({ status: Number(received.split(' ')[1]), written }));
  });
}

test('60 anonymous 10 MB uploads are answered from their headers and leave the memory under +100 MB', { tag: '@needs-js' }, async () => {
  const pid = own.server.pid!;
  // Warm up the server the way a visitor would, so the baseline is a server that has answered requests.
  for (const target of ['/', '/pricing', '/admin', '/admin/statements']) await fetch(own.server.url + target);
  const before = rss(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rss(pid))), 20);
  const answers = await Promise.all(
    Array.from({ length: SENDERS }, (_, i) =>
      anonymousUpload(own.server.port, i % 2 ? '/admin/statements.data' : '/admin/statements', `10.33.${i}.1`),
    ),
  );
  await new Promise((resolve) => setTimeout(resolve, 1000));
  clearInterval(sampler);
  const after = rss(pid);
  peak = Math.max(peak, after);
  test.info().annotations.push({
    type: 'memory',
    description: `RSS ${Math.round(before / MB)} MB before, ${Math.round(peak / MB)} MB at the peak, ${Math.round(after / MB)} MB after`,
  });
  // The page gets the redirect to sign in; its .data twin React Router's redirect (202, read by the page's script).
  expect(answers.filter((a, i) => a.status === (i % 2 ? 202 : 302))).toHaveLength(SENDERS);
  // Each connection closed long before its 10 MB were sent.
  for (const answer of answers) expect(answer.written).toBeLessThan(10 * MB);
  expect(peak - before).toBeLessThan(100 * MB);
  // And the site still answers.
  expect((await fetch(`${own.server.url}/pricing`)).status).toBe(200);
});
