// What a first visit to a page downloads: the gzipped bytes of its JavaScript and CSS.
import zlib from 'node:zlib';

const ASSET = /<(?:script[^>]*\ssrc|link[^>]*\shref)="(\/assets\/[^"]+\.(?:js|css))"/g;
// Inline scripts, but not JSON-LD data blocks (type="application/ld+json"): those are data for crawlers, never run.
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g;

export async function pageWeight(baseUrl, path) {
  const html = await (await fetch(baseUrl + path)).text();
  const assets = new Set([...html.matchAll(ASSET)].map((m) => m[1]));
  let js = 0;
  let css = 0;
  for (const asset of assets) {
    const response = await fetch(baseUrl + asset, { headers: { 'accept-encoding': 'gzip' } });
    const raw = Buffer.from(await response.arrayBuffer());
    // fetch decodes the body; measure what travelled by compressing the same bytes the same way.
    const gz = response.headers.get('content-encoding') === 'gzip' ? zlib.gzipSync(raw, { level: 9 }).length : raw.length;
    if (asset.endsWith('.css')) css += gz;
    else js += gz;
  }
  // Inline scripts (React Router's hydration data) travel inside the HTML; count them as JavaScript too.
  const inline = [...html.matchAll(INLINE_SCRIPT)].map((m) => m[1]).join('');
  js += zlib.gzipSync(Buffer.from(inline), { level: 9 }).length;
  return { path, jsGzipBytes: js, cssGzipBytes: css, htmlGzipBytes: zlib.gzipSync(Buffer.from(html), { level: 9 }).length };
}
