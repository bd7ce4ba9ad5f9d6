import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startEdge } from '../../tests/helpers/edge';
import { UPLOAD_RETRY_AFTER_SECONDS } from './request-guards';

// Who is sending is settled from the headers, before a byte of the body is read: a post to an
// administrator's address without a live session is answered at once and its connection closed;
// more than 64 KiB only from the signed-in administrator, on the upload path, two at a time, each
// streamed to a temporary file that is gone once the answer is sent.

let edge: Awaited<ReturnType<typeof startEdge>>;
afterEach(async () => {
  await edge?.close();
});

const ADMIN_COOKIE = 'session=signed-in';
const adminSession = async (cookie: string | undefined) => cookie === ADMIN_COOKIE;
const MB = 1024 * 1024;

/** What the stand-in React Router received: the path, and how many body bytes it could read. */
interface Seen {
  path: string;
  bytes: number;
  body: Buffer;
}

function recordingRender(seen: Seen[], hold?: Promise<unknown>) {
  return async (request: Request) => {
    const body = Buffer.from(await request.arrayBuffer());
    seen.push({ path: new URL(request.url).pathname, bytes: body.length, body });
    await hold;
    // What requireAdmin answers an anonymous post with; a signed-in upload goes to its preview.
    return new Response(null, { status: 302, headers: { location: body.length ? '/admin/statements/1' : '/admin' } });
  };
}

/**
 * Sends a multipart upload's headers declaring `declared` bytes, then body bytes for as long as the
 * server takes them; resolves with the answer's first line and headers, and the bytes written, once
 * the server closes the connection.
 */
function slowUpload(port: number, target: string, declared: number, cookie = '', type = 'multipart/form-data; boundary=x') {
  return new Promise<{ head: string; written: number }>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    let written = 0;
    const chunk = Buffer.alloc(64 * 1024, 0x41);
    const pump = () => {
      while (!socket.destroyed && socket.writable && written < declared) {
        written += chunk.length;
        if (!socket.write(chunk)) return void socket.once('drain', pump);
      }
    };
    socket.on('connect', () => {
      socket.write(
        `POST ${target} HTTP/1.1\r\nHost: localhost\r\nContent-Type: ${type}\r\nContent-Length: ${declared}\r\n` +
          (cookie ? `Cookie: ${cookie}\r\n` : '') +
          '\r\n',
      );
      pump();
    });
    socket.setEncoding('latin1');
    socket.on('data', (data: string) => (received += data));
    socket.on('error', () => {});
    socket.on('close', () => resolve({ head: received.split('\r\n\r\n')[0] ?? '', written }));
  });
}

function post(url: string, bytes: number, cookie?: string) {
  const form = new FormData();
  form.set('statement', new File([Buffer.alloc(bytes, 0x42)], 'statement.csv'));
  return fetch(url, { method: 'POST', body: form, redirect: 'manual', headers: cookie ? { cookie } : {} });
}

/** A URL-encoded form of `bytes` bytes, as the other forms post. */
function postForm(url: string, bytes: number, cookie?: string) {
  const body = `message=${'m'.repeat(bytes)}`;
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) };
  return fetch(url, { method: 'POST', body, redirect: 'manual', headers });
}

describe('a post to an administrator’s address', () => {
  it('without a live session is answered from its headers, and the connection closes with the body unread', async () => {
    const seen: Seen[] = [];
    edge = await startEdge({ adminSession, render: recordingRender(seen) });
    const FORM = 'application/x-www-form-urlencoded';
    for (const [target, type] of [['/admin/statements'], ['/admin/statements.data'], ['/admin/dashboard', FORM], ['/admin/logout', FORM]]) {
      const answer = await slowUpload(edge.port, target!, 10 * MB, 'session=forged', type);
      expect(answer.head, target).toMatch(/^HTTP\/1\.1 302 /);
      expect(answer.head.toLowerCase(), target).toContain('connection: close');
      // Closed long before the 10 MB could be sent.
      expect(answer.written, target).toBeLessThan(5 * MB);
    }
    expect(seen.map((s) => [s.path, s.bytes])).toEqual([
      ['/admin/statements', 0],
      ['/admin/statements.data', 0],
      ['/admin/dashboard', 0],
      ['/admin/logout', 0],
    ]);
  });

  it('takes more than 64 KiB only from the signed-in administrator, and only on the upload path', async () => {
    const seen: Seen[] = [];
    edge = await startEdge({ adminSession, render: recordingRender(seen) });
    expect((await post(`${edge.url}/admin/statements`, 3 * MB, ADMIN_COOKIE)).status).toBe(302);
    expect(seen).toHaveLength(1);
    expect(seen[0]!.bytes).toBeGreaterThan(3 * MB);
    expect((await postForm(`${edge.url}/admin/dashboard`, 3 * MB, ADMIN_COOKIE)).status).toBe(413);
    expect((await postForm(`${edge.url}/contact`, 3 * MB)).status).toBe(413);
    expect((await postForm(`${edge.url}/contact`, 1000)).status).toBe(302);
    expect((await post(`${edge.url}/admin/statements`, 11 * MB, ADMIN_COOKIE)).status).toBe(413);
    expect(seen).toHaveLength(2);
  });
});

describe('uploads', () => {
  it('are read two at a time: a third is told to come back (503, Retry-After) before its body is read', async () => {
    const seen: Seen[] = [];
    let release: (value?: unknown) => void = () => {};
    const hold = new Promise((resolve) => (release = resolve));
    edge = await startEdge({ adminSession, render: recordingRender(seen, hold) });
    const first = post(`${edge.url}/admin/statements`, 1 * MB, ADMIN_COOKIE);
    const second = post(`${edge.url}/admin/statements`, 1 * MB, ADMIN_COOKIE);
    await expect.poll(() => seen.length).toBe(2);
    const third = await slowUpload(edge.port, '/admin/statements', 5 * MB, ADMIN_COOKIE);
    expect(third.head).toMatch(/^HTTP\/1\.1 503 /);
    expect(third.head.toLowerCase()).toContain(`retry-after: ${UPLOAD_RETRY_AFTER_SECONDS}`);
    expect(third.written).toBeLessThan(5 * MB);
    expect(seen).toHaveLength(2);
    release();
    expect((await first).status).toBe(302);
    expect((await second).status).toBe(302);
    expect((await post(`${edge.url}/admin/statements`, 1 * MB, ADMIN_COOKIE)).status).toBe(302);
    expect(seen).toHaveLength(3);
  });

  it('are streamed to a private temporary file, whole, and the file is gone once the answer is sent', async () => {
    const seen: Seen[] = [];
    let release: (value?: unknown) => void = () => {};
    const hold = new Promise((resolve) => (release = resolve));
    edge = await startEdge({ adminSession, render: recordingRender(seen, hold) });
    const mine = () => fs.readdirSync(os.tmpdir()).filter((name) => name.startsWith(`recoverly-upload-${process.pid}-`));
    const before = mine();
    const answer = post(`${edge.url}/admin/statements`, 2 * MB, ADMIN_COOKIE);
    await expect.poll(() => seen.length).toBe(1);
    const files = mine().filter((name) => !before.includes(name));
    expect(files).toHaveLength(1);
    const stat = fs.statSync(path.join(os.tmpdir(), files[0]!));
    expect(stat.mode & 0o777).toBe(0o600);
    expect(stat.size).toBe(seen[0]!.bytes);
    expect(seen[0]!.body.includes(Buffer.alloc(2 * MB, 0x42))).toBe(true);
    release();
    expect((await answer).status).toBe(302);
    await expect.poll(() => mine().filter((name) => !before.includes(name))).toEqual([]);
  });
});
