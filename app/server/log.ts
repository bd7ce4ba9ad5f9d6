import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import { format as formatArgs } from 'node:util';

// The server's log: every line has its time (ISO-8601, UTC), a level and a request id (`-` outside a
// request), as text or as one JSON object a line (LOG_FORMAT=json). The serving process routes
// console.* through it, so a line written anywhere while a request is answered carries that
// request's id, whatever module wrote it. The command-line tools don't: they talk to a terminal.

export const LOG_LEVELS = ['debug', 'info', 'warn', 'error'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
export const LOG_FORMATS = ['text', 'json'] as const;
export type LogFormat = (typeof LOG_FORMATS)[number];

export interface LogSettings {
  format: LogFormat;
  level: LogLevel;
}

/** What the edge says about one answered request. */
export interface RequestLogEntry {
  requestId: string;
  method: string;
  path: string;
  status: number;
  durationMs: number;
  /** The body's bytes sent. */
  bytes: number;
  /** The client's address, after TRUST_PROXY. */
  client: string;
}

const requestIds = new AsyncLocalStorage<string>();

// Ids are cut from a pool of random bytes: one call to the random source per 512 requests (the
// edge pays for an id on every request, cached pages included).
const POOL_IDS = 512;
let pool = Buffer.alloc(0);
let poolAt = 0;

/** A new request id: 16 random hex digits, short enough to read out from a screenshot. */
export function newRequestId(): string {
  if (poolAt >= pool.length) {
    pool = randomBytes(8 * POOL_IDS);
    poolAt = 0;
  }
  poolAt += 8;
  return pool.toString('hex', poolAt - 8, poolAt);
}

let lastMs = -1;
let lastIso = '';

/** The time as ISO-8601 UTC; the same text within one millisecond is made once. */
function isoNow(): string {
  const now = Date.now();
  if (now !== lastMs) {
    lastMs = now;
    lastIso = new Date(now).toISOString();
  }
  return lastIso;
}

/** Runs `work` as part of the request `id`: every line logged meanwhile, even in callbacks it starts, carries the id. */
export function withRequestId<T>(id: string, work: () => T): T {
  return requestIds.run(id, work);
}

/** The id of the request being answered, or null outside one. */
export function currentRequestId(): string | null {
  return requestIds.getStore() ?? null;
}

const RANK: Record<LogLevel, number> = { debug: 0, info: 1, warn: 2, error: 3 };

/** One log line (without its line break). A text message of several lines gets the prefix on each. */
export function formatLine(
  settings: LogSettings,
  level: LogLevel,
  message: string,
  requestId: string | null,
  fields: Record<string, unknown> = {},
  at: Date | null = null,
): string {
  const time = at ? at.toISOString() : isoNow();
  if (settings.format === 'json') return JSON.stringify({ time, level, request_id: requestId, msg: message, ...fields });
  const prefix = `${time} ${level} ${requestId ?? '-'} `;
  return prefix + message.replace(/\r?\n/g, `\n${prefix}`);
}

/** 'GET /admin 200 54.7ms 1834B 203.0.113.7', and the same as JSON fields. */
export function requestLine(settings: LogSettings, entry: RequestLogEntry, at: Date | null = null): string | null {
  const level: LogLevel = entry.status >= 500 ? 'error' : 'info';
  if (RANK[level] < RANK[settings.level]) return null;
  const duration = Number(entry.durationMs.toFixed(1));
  const message = `${entry.method} ${entry.path} ${entry.status} ${duration}ms ${entry.bytes}B ${entry.client}`;
  const fields = {
    method: entry.method,
    path: entry.path,
    status: entry.status,
    duration_ms: duration,
    bytes: entry.bytes,
    client: entry.client,
  };
  return formatLine(settings, level, message, entry.requestId, fields, at);
}

export const DEFAULT_LOG_SETTINGS: LogSettings = { format: 'text', level: 'info' };
let current: LogSettings = DEFAULT_LOG_SETTINGS;

/** This process's log settings (LOG_FORMAT, LOG_LEVEL once read). */
export function logSettings(): LogSettings {
  return current;
}

const CONSOLE_LEVELS: [keyof Console & ('debug' | 'info' | 'log' | 'warn' | 'error'), LogLevel][] = [
  ['debug', 'debug'],
  ['info', 'info'],
  ['log', 'info'],
  ['warn', 'warn'],
  ['error', 'error'],
];

/**
 * Routes this process's console through the log, in `settings` (called again once LOG_FORMAT and
 * LOG_LEVEL are read: until then the defaults apply). Lines below the level are dropped; warnings and
 * errors go to stderr, the rest to stdout, as before.
 */
export function installConsoleLog(settings: LogSettings = DEFAULT_LOG_SETTINGS): void {
  current = settings;
  for (const [method, level] of CONSOLE_LEVELS) {
    const stream = RANK[level] >= RANK.warn ? process.stderr : process.stdout;
    console[method] = (...args: unknown[]) => {
      if (RANK[level] < RANK[current.level]) return;
      stream.write(`${formatLine(current, level, formatArgs(...args), currentRequestId())}\n`);
    };
  }
}
