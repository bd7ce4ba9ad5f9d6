import fs from 'node:fs';
import path from 'node:path';
import { isCompressible } from './compression';
import type { EdgeStep } from './edge-step';
import type { ErrorResponses } from './error-responses';
import { prepareResponse, sendPrepared, type PreparedResponse } from './prepared-response';

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

/**
 * Where the client build's files come from: a folder (`npm start`, development), or the files
 * embedded in the single executable. Paths are URL paths ('/assets/app-1a2b.js').
 */
export interface ClientFiles {
  paths(): Iterable<string>;
  read(urlPath: string): Promise<Buffer>;
}

/** The files of a folder, listed once. */
export function clientFilesIn(root: string): ClientFiles {
  const found: string[] = [];
  (function walk(dir: string) {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else found.push('/' + path.relative(root, full).split(path.sep).join('/'));
    }
  })(root);
  return { paths: () => found, read: (urlPath) => fs.promises.readFile(path.join(root, urlPath)) };
}

/**
 * Serves the client build from memory. The file list is read once at start, so no request path
 * ever reaches the file system (no traversal possible); contents and their compressed forms are
 * prepared on first use. `files` is a folder or a list of files (the executable's).
 */
export function createStaticFiles(files: string | ClientFiles, securityHeaders: Record<string, string>) {
  const source = typeof files === 'string' ? clientFilesIn(files) : files;
  const known = new Set<string>(source.paths());
  const prepared = new Map<string, Promise<PreparedResponse>>();

  async function load(urlPath: string): Promise<PreparedResponse> {
    const body = await source.read(urlPath);
    const contentType = TYPES[path.extname(urlPath)] ?? 'application/octet-stream';
    // Fingerprinted names change with their content, so browsers may keep them forever.
    const cacheControl = urlPath.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600';
    const headers = { ...securityHeaders, 'content-type': contentType, 'cache-control': cacheControl };
    return prepareResponse(200, headers, body, isCompressible(contentType, body.length) ? 'best' : false);
  }

  return {
    has(urlPath: string): boolean {
      return known.has(urlPath);
    },
    get(urlPath: string): Promise<PreparedResponse> {
      let file = prepared.get(urlPath);
      if (!file) {
        file = load(urlPath);
        prepared.set(urlPath, file);
        file.catch(() => prepared.delete(urlPath));
      }
      return file;
    },
  };
}

/**
 * The edge's first step: a GET or HEAD of a file of the client build is answered from memory
 * (compressed once, with its ETag), and /favicon.ico is sent to the SVG icon. Anything else is handed on.
 */
export function staticFiles(files: string | ClientFiles, securityHeaders: Record<string, string>, answers: ErrorResponses): EdgeStep {
  const known = createStaticFiles(files, securityHeaders);
  return async (visit, next) => {
    if (visit.read && known.has(visit.pathname)) return sendPrepared(visit.req, visit.res, await known.get(visit.pathname), visit.headOnly);
    if (visit.read && visit.pathname === '/favicon.ico') return answers.redirect(visit.res, '/favicon.svg');
    return next();
  };
}
