import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { encodeAll, isCompressible, type EncodedBodies } from './compression';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
  '.map': 'application/json',
};

export interface StaticFile {
  contentType: string;
  cacheControl: string;
  etag: string;
  bodies: EncodedBodies | { identity: Buffer };
}

/**
 * Serves the client build from memory. The file list is read once at start, so no request path
 * ever reaches the file system (no traversal possible); contents and their compressed forms are
 * loaded on first use.
 */
export function createStaticFiles(root: string) {
  const known = new Set<string>();
  const loaded = new Map<string, Promise<StaticFile>>();

  (function walk(dir: string) {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else known.add('/' + path.relative(root, full).split(path.sep).join('/'));
    }
  })(root);

  async function load(urlPath: string): Promise<StaticFile> {
    const body = await fs.promises.readFile(path.join(root, urlPath));
    const contentType = TYPES[path.extname(urlPath)] ?? 'application/octet-stream';
    const fingerprinted = urlPath.startsWith('/assets/');
    return {
      contentType,
      // Fingerprinted names change with their content, so browsers may keep them forever.
      cacheControl: fingerprinted ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      etag: `"${crypto.createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`,
      bodies: isCompressible(contentType, body.length) ? await encodeAll(body, 'max') : { identity: body },
    };
  }

  return {
    has(urlPath: string): boolean {
      return known.has(urlPath);
    },
    get(urlPath: string): Promise<StaticFile> {
      let file = loaded.get(urlPath);
      if (!file) {
        file = load(urlPath);
        loaded.set(urlPath, file);
        file.catch(() => loaded.delete(urlPath));
      }
      return file;
    },
  };
}
