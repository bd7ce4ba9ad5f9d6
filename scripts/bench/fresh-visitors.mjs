// New visitors, as they really arrive: each request on a connection of its own, from a client address
// of its own (127.x.y.z: all of 127.0.0.0/8 is this machine's loopback, so every request's socket is
// bound to another address and the server sees each as a different visitor, with no proxy header
// to trust). What that costs (a TCP connection per visit) is part of the measure, for the site and
// for the bare server it is compared with alike.
import net from 'node:net';

let next = 0;
/** A loopback address not used before in this process (127.1.0.1 onwards; 127.0.0.1 is left alone). */
function nextClientAddress() {
  next = (next + 1) % 0x7e0000;
  const n = next + 0x10000;
  return `127.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255 || 1}`;
}

/**
 * Sends GET `target` to `url` for `seconds`, `concurrency` at a time, each on a new connection from a
 * new address, reading each answer to its end. Returns answered requests per second and latencies.
 * @param {{ url: string, target: string, headers?: Record<string, string>, seconds: number, concurrency?: number }} options
 */
export async function freshVisitors({ url, target, headers = {}, seconds, concurrency = 50 }) {
  const { hostname, port } = new URL(url);
  const lines = [`GET ${target} HTTP/1.1`, `Host: ${hostname}:${port}`, ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`)];
  const request = Buffer.from(`${lines.join('\r\n')}\r\nConnection: close\r\n\r\n`);
  const latencies = [];
  let ok = 0;
  let failed = 0;
  const visit = () =>
    new Promise((resolve) => {
      const started = performance.now();
      const socket = net.connect({ host: hostname, port: Number(port), localAddress: nextClientAddress() });
      let status = '';
      socket.once('connect', () => socket.write(request));
      socket.on('data', (chunk) => {
        if (!status) status = chunk.subarray(9, 12).toString('latin1');
      });
      socket.on('error', () => {});
      socket.once('close', () => {
        if (status.startsWith('2') || status.startsWith('3')) ok++;
        else failed++;
        latencies.push(performance.now() - started);
        resolve();
      });
    });
  const startedAt = performance.now();
  const deadline = startedAt + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) await visit();
    }),
  );
  const elapsed = (performance.now() - startedAt) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q) => Number((latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * q))] ?? 0).toFixed(1));
  return { requestsPerSecond: Math.round(ok / elapsed), ok, failed, p50Ms: at(0.5), p99Ms: at(0.99) };
}
