import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type { IncomingMessage } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';

// A large body (a bank statement upload) goes to a private temporary file as it arrives, never into
// memory whole: the process holds a few chunks of it at a time however many bytes are sent, and React
// Router reads it back from the file. The file is removed once the answer is sent.

export interface BodyFile {
  path: string;
  size: number;
  /** The body as React Router reads it: streamed from the file. */
  stream(): ReadableStream<Uint8Array>;
  /** Removes the file (safe to call more than once). */
  remove(): void;
}

/**
 * Writes the request's body to a new 0600 file in the system's temporary folder, as it arrives (the
 * request waits while the disk catches up); null when it passes `limit` bytes, and then the rest is
 * not read (the answer closes the connection).
 */
export function bodyToFile(req: IncomingMessage, limit: number): Promise<BodyFile | null> {
  const file = path.join(os.tmpdir(), `recoverly-upload-${process.pid}-${randomBytes(12).toString('hex')}`);
  const remove = () => fs.rmSync(file, { force: true });
  return new Promise((resolve, reject) => {
    const out = fs.createWriteStream(file, { flags: 'wx', mode: 0o600 });
    let size = 0;
    let settled = false;
    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      req.pause();
      out.destroy();
      remove();
      reject(error instanceof Error ? error : new Error(String(error)));
    };
    req.on('data', (chunk: Buffer) => {
      if (settled) return;
      size += chunk.length;
      if (size > limit) {
        settled = true;
        req.pause();
        out.destroy();
        remove();
        resolve(null);
        return;
      }
      if (!out.write(chunk)) {
        req.pause();
        out.once('drain', () => req.resume());
      }
    });
    req.on('end', () => {
      if (settled) return;
      out.end(() => {
        if (settled) return;
        settled = true;
        resolve({
          path: file,
          size,
          stream: () => Readable.toWeb(fs.createReadStream(file)) as WebReadableStream<Uint8Array> as ReadableStream<Uint8Array>,
          remove,
        });
      });
    });
    req.on('error', fail);
    out.on('error', fail);
  });
}

/** At most `slots` uploads read at once: the next one is told to come back (503) before a byte of it is read. */
export function createUploadGate(slots: number) {
  let inUse = 0;
  return {
    /** A slot and the function that frees it, or null when every slot is taken. */
    enter(): (() => void) | null {
      if (inUse >= slots) return null;
      inUse++;
      let freed = false;
      return () => {
        if (!freed) inUse--;
        freed = true;
      };
    },
  };
}
