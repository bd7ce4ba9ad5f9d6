import { logSettings, requestLine, type RequestLogEntry } from './log';

/**
 * One line per request (log.ts: time, level, request id, method, path, status, duration, bytes,
 * client), written in batches: a write to stdout per request costs more than the request itself on a
 * cached page. Lines reach stdout within 50 ms, and `flush()` at shutdown.
 */
export function createRequestLog(write: (text: string) => void = (text) => process.stdout.write(text)) {
  let buffer = '';
  let timer: NodeJS.Timeout | null = null;

  function flush() {
    if (timer) clearTimeout(timer);
    timer = null;
    if (buffer) {
      const text = buffer;
      buffer = '';
      write(text);
    }
  }

  return {
    entry(entry: RequestLogEntry) {
      const line = requestLine(logSettings(), entry);
      if (line === null) return;
      buffer += line + '\n';
      if (buffer.length > 16_384) flush();
      else if (!timer) timer = setTimeout(flush, 50);
    },
    flush,
  };
}
