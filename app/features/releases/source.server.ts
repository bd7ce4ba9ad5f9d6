import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { UpdateSource } from '~/lib/env.server';
import { openNewFile } from '~/lib/private-file.server';

// Where releases are read from: a folder on this machine or an http(s) address (UPDATE_URL, or
// --from). Every read has a size limit and a time limit: what comes from there is not trusted until
// its signature and checksum say so.

export type ReleaseSource = UpdateSource;

/** A file that could not be read from the source, in words. */
export class SourceError extends Error {}

export function describeSource(source: ReleaseSource): string {
  return source.kind === 'url' ? source.url : source.folder;
}

/** The source a --from value names: an address, or a folder (a file's folder for an archive). */
export function sourceOf(value: string): ReleaseSource {
  if (/^https?:\/\//i.test(value)) return { kind: 'url', url: value.endsWith('/') ? value : `${value}/` };
  return { kind: 'folder', folder: path.resolve(value) };
}

function locate(source: ReleaseSource, name: string): string {
  return source.kind === 'url' ? new URL(name, source.url).href : path.join(source.folder, name);
}

async function* chunksOf(source: ReleaseSource, name: string, timeoutMs: number): AsyncGenerator<Buffer> {
  const where = locate(source, name);
  if (source.kind === 'folder') {
    try {
      for await (const chunk of fs.createReadStream(where)) yield chunk as Buffer;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      throw new SourceError(
        code === 'ENOENT' ? `there is no ${name} in ${source.folder}` : `${where} could not be read (${code ?? String(error)})`,
      );
    }
    return;
  }
  let response: Response;
  try {
    response = await fetch(where, { redirect: 'follow', signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    throw new SourceError(
      `${where} could not be reached (${cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error))})`,
    );
  }
  if (!response.ok || !response.body) throw new SourceError(`${where} answered ${response.status}`);
  try {
    for await (const chunk of Readable.fromWeb(response.body as never)) yield chunk as Buffer;
  } catch (error) {
    throw new SourceError(`${where} stopped answering (${error instanceof Error ? error.message : String(error)})`);
  }
}

/** A small file of the source, whole (refused when larger than `limit` bytes). */
export async function readSourceFile(source: ReleaseSource, name: string, limit: number, timeoutMs = 30_000): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of chunksOf(source, name, timeoutMs)) {
    size += chunk.length;
    if (size > limit) throw new SourceError(`${locate(source, name)} is larger than ${limit} bytes: not a release file`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * Downloads `name` into the new file `target` (0600, created exclusively), at most `limit` bytes;
 * answers its sha256 and size.
 */
export async function downloadSourceFile(
  source: ReleaseSource,
  name: string,
  target: string,
  limit: number,
  timeoutMs = 10 * 60_000,
): Promise<{ sha256: string; size: number }> {
  const hash = crypto.createHash('sha256');
  let size = 0;
  const fd = openNewFile(target);
  try {
    for await (const chunk of chunksOf(source, name, timeoutMs)) {
      size += chunk.length;
      if (size > limit) throw new SourceError(`${locate(source, name)} is larger than ${limit} bytes: not a release of this site`);
      hash.update(chunk);
      fs.writeSync(fd, chunk);
    }
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  return { sha256: hash.digest('hex'), size };
}
