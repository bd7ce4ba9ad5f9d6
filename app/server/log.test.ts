import { afterEach, describe, expect, it, vi } from 'vitest';
import { startEdge } from '../../tests/helpers/edge';
import {
  currentRequestId,
  DEFAULT_LOG_SETTINGS,
  formatLine,
  installConsoleLog,
  requestLine,
  withRequestId,
  type RequestLogEntry,
} from './log';
import { createRequestLog } from './request-log';

const AT = new Date('2026-11-29T03:12:04.5Z');
const ENTRY: RequestLogEntry = {
  requestId: '0123456789abcdef',
  method: 'GET',
  path: '/admin',
  status: 200,
  durationMs: 54.73,
  bytes: 1834,
  client: '203.0.113.7',
};

const saved = { ...console };
afterEach(() => {
  installConsoleLog(DEFAULT_LOG_SETTINGS);
  Object.assign(console, saved);
  vi.restoreAllMocks();
});

describe('a log line', () => {
  it('starts with the UTC time, the level and the request id, on every line of a message', () => {
    expect(formatLine(DEFAULT_LOG_SETTINGS, 'warn', 'first\nsecond', null, {}, AT)).toBe(
      '2026-11-29T03:12:04.500Z warn - first\n2026-11-29T03:12:04.500Z warn - second',
    );
  });

  it('is one JSON object with LOG_FORMAT=json, the message whole', () => {
    const line = formatLine({ format: 'json', level: 'info' }, 'error', 'boom\n  at x', 'abcdef0123456789', {}, AT);
    expect(line).not.toContain('\n');
    expect(JSON.parse(line)).toEqual({
      time: '2026-11-29T03:12:04.500Z',
      level: 'error',
      request_id: 'abcdef0123456789',
      msg: 'boom\n  at x',
    });
  });

  it('of a request names the method, path, status, duration, bytes and client; a server error is an error', () => {
    expect(requestLine(DEFAULT_LOG_SETTINGS, ENTRY, AT)).toBe(
      '2026-11-29T03:12:04.500Z info 0123456789abcdef GET /admin 200 54.7ms 1834B 203.0.113.7',
    );
    expect(JSON.parse(requestLine({ format: 'json', level: 'info' }, { ...ENTRY, status: 503 }, AT)!)).toMatchObject({
      level: 'error',
      request_id: '0123456789abcdef',
      method: 'GET',
      path: '/admin',
      status: 503,
      duration_ms: 54.7,
      bytes: 1834,
      client: '203.0.113.7',
    });
    expect(requestLine({ format: 'text', level: 'warn' }, ENTRY, AT)).toBeNull();
  });
});

describe('the console, routed through the log', () => {
  function capture() {
    const out: string[] = [];
    const err: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((text) => (out.push(String(text)), true));
    vi.spyOn(process.stderr, 'write').mockImplementation((text) => (err.push(String(text)), true));
    return { out, err };
  }

  it('hides what is below LOG_LEVEL (render notes are debug) and sends warnings and errors to stderr', () => {
    const { out, err } = capture();
    installConsoleLog({ format: 'text', level: 'info' });
    console.debug('a render note');
    console.log('started');
    console.warn('careful');
    console.error(new Error('broken'));
    expect(out.join('')).toMatch(/^\S+Z info - started\n$/);
    expect(err.join('')).toMatch(/^\S+Z warn - careful\n\S+Z error - Error: broken\n\S+Z error - +at /);
    installConsoleLog({ format: 'text', level: 'debug' });
    console.debug('a render note');
    expect(out.at(-1)).toMatch(/^\S+Z debug - a render note\n$/);
  });

  it('gives a line written while a request is answered that request’s id, through awaits and timers', async () => {
    const { out } = capture();
    installConsoleLog({ format: 'json', level: 'info' });
    await withRequestId('feedfacecafebeef', async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      expect(currentRequestId()).toBe('feedfacecafebeef');
      console.log('inside');
    });
    console.log('outside');
    expect(out.map((line) => JSON.parse(line))).toMatchObject([
      { msg: 'inside', request_id: 'feedfacecafebeef' },
      { msg: 'outside', request_id: null },
    ]);
  });
});

describe('the edge', () => {
  it('names each request’s id in its X-Request-Id, in the render’s context and in its log line', async () => {
    const logged: RequestLogEntry[] = [];
    const edge = await startEdge({ log: (entry) => logged.push(entry) });
    try {
      const first = await fetch(`${edge.url}/about`);
      await first.arrayBuffer();
      const second = await fetch(`${edge.url}/about`, { method: 'HEAD' });
      const ids = [first.headers.get('x-request-id'), second.headers.get('x-request-id')];
      expect(ids[0]).toMatch(/^[0-9a-f]{16}$/);
      expect(ids[1]).toMatch(/^[0-9a-f]{16}$/);
      expect(ids[0]).not.toBe(ids[1]);
      expect(edge.rendered[0]!.context.requestId).toBe(ids[0]);
      await vi.waitFor(() => expect(logged).toHaveLength(2));
      expect(logged[0]).toMatchObject({ requestId: ids[0], method: 'GET', path: '/about', status: 200, client: '127.0.0.1' });
      // The bytes sent: the page compressed, as its Content-Length says.
      expect(logged[0]!.bytes).toBe(Number(first.headers.get('content-length')));
      expect(logged[0]!.bytes).toBeGreaterThan(0);
      expect(logged[1]).toMatchObject({ requestId: ids[1], method: 'HEAD', bytes: 0 });
    } finally {
      await edge.close();
    }
  });

  it('writes its lines in batches, formatted', () => {
    const written: string[] = [];
    const log = createRequestLog((text) => written.push(text));
    log.entry(ENTRY);
    log.entry({ ...ENTRY, path: '/pricing' });
    expect(written).toEqual([]);
    log.flush();
    expect(written).toHaveLength(1);
    expect(written[0]!.split('\n')).toEqual([
      expect.stringMatching(/Z info 0123456789abcdef GET \/admin 200 54\.7ms 1834B 203\.0\.113\.7$/),
      expect.stringMatching(/GET \/pricing 200/),
      '',
    ]);
  });
});
