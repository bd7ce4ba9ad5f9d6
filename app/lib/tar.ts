import { Writable } from 'node:stream';

// Tar archives (POSIX ustar), as far as backups and releases need them: regular files written with
// their name, size, mode and time; read back as a stream, where only regular files reach the caller
// and anything else (links, devices, folders) is named and skipped or refused by it. Its own code, not
// a package's: nothing here may create a link, change an owner or write outside the folder the caller
// chose, and the few lines below are the whole of what is trusted.

const BLOCK = 512;
/** The largest size the 11 octal digits of the size field hold; above it, GNU's base-256 form. */
const LARGEST_OCTAL = 0o77777777777;

export interface TarFile {
  /** A relative path with '/' separators, at most 255 bytes (split over ustar's prefix and name). */
  name: string;
  size: number;
  /** Permission bits, e.g. 0o600. */
  mode: number;
  mtime: Date;
  /** The file's bytes, exactly `size` of them. */
  content: () => AsyncIterable<Buffer | Uint8Array>;
}

function octal(value: number, width: number): string {
  return value.toString(8).padStart(width - 1, '0') + '\0';
}

function splitName(name: string): { prefix: string; name: string } {
  const bytes = Buffer.byteLength(name);
  if (bytes <= 100) return { prefix: '', name };
  // The prefix takes whole leading folders: split at a '/' so that both halves fit.
  for (let at = name.lastIndexOf('/'); at > 0; at = name.lastIndexOf('/', at - 1)) {
    const prefix = name.slice(0, at);
    const rest = name.slice(at + 1);
    if (Buffer.byteLength(prefix) <= 155 && Buffer.byteLength(rest) <= 100) return { prefix, name: rest };
  }
  throw new Error(`the name ${name} is too long for a tar archive`);
}

/** The 512-byte header of a regular file. */
export function tarHeader(file: Pick<TarFile, 'name' | 'size' | 'mode' | 'mtime'>): Buffer {
  if (file.name.startsWith('/') || file.name.split('/').includes('..')) throw new Error(`the name ${file.name} is not a relative path`);
  const header = Buffer.alloc(BLOCK);
  const { prefix, name } = splitName(file.name);
  header.write(name, 0, 100, 'utf8');
  header.write(octal(file.mode & 0o7777, 8), 100, 'ascii');
  header.write(octal(0, 8), 108, 'ascii');
  header.write(octal(0, 8), 116, 'ascii');
  if (file.size <= LARGEST_OCTAL) header.write(octal(file.size, 12), 124, 'ascii');
  else {
    // GNU's base-256: the first byte's high bit set, the size big-endian in the rest.
    header[124] = 0x80;
    header.writeBigUInt64BE(BigInt(file.size), 128);
  }
  header.write(octal(Math.max(0, Math.floor(file.mtime.getTime() / 1000)), 12), 136, 'ascii');
  header.write('        ', 148, 'ascii');
  header.write('0', 156, 'ascii');
  header.write('ustar\x0000', 257, 'binary');
  header.write('root', 265, 'ascii');
  header.write('root', 297, 'ascii');
  header.write(prefix, 345, 155, 'utf8');
  let sum = 0;
  for (const byte of header) sum += byte;
  header.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 'ascii');
  return header;
}

/** A tar archive of `files`, in order, as a stream of chunks (gzip it on the way out for .tar.gz). */
export async function* tarStream(files: Iterable<TarFile> | AsyncIterable<TarFile>): AsyncGenerator<Buffer> {
  for await (const file of files) {
    yield tarHeader(file);
    let written = 0;
    for await (const chunk of file.content()) {
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
      written += buffer.length;
      if (written > file.size) throw new Error(`${file.name} grew while it was archived`);
      yield buffer;
    }
    if (written !== file.size) throw new Error(`${file.name} changed size while it was archived (${written} of ${file.size} bytes)`);
    const padding = (BLOCK - (file.size % BLOCK)) % BLOCK;
    if (padding) yield Buffer.alloc(padding);
  }
  yield Buffer.alloc(BLOCK * 2);
}

export type TarEntryType = 'file' | 'directory' | 'link' | 'other';

export interface TarEntry {
  name: string;
  size: number;
  mode: number;
  type: TarEntryType;
}

/** Where an entry's bytes go; return null from `onEntry` to skip them. */
export interface TarSink {
  write(chunk: Buffer): void | Promise<void>;
  end(): void | Promise<void>;
}

export interface TarReadLimits {
  /** At most this many entries (default 1,000). */
  entries?: number;
}

function parseOctal(field: Buffer): number {
  if (field[0]! & 0x80) {
    let value = 0n;
    for (let i = 1; i < field.length; i++) value = (value << 8n) | BigInt(field[i]!);
    if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw new Error('a tar entry is too large');
    return Number(value);
  }
  const text = field.toString('ascii').replace(/\0.*$/s, '').trim();
  if (text === '') return 0;
  if (!/^[0-7]+$/.test(text)) throw new Error('the archive is damaged: a tar header holds a number that is not octal');
  return parseInt(text, 8);
}

function cString(field: Buffer): string {
  const end = field.indexOf(0);
  return field.subarray(0, end === -1 ? field.length : end).toString('utf8');
}

function checksumMatches(header: Buffer): boolean {
  const stored = parseOctal(header.subarray(148, 156));
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : header[i]!;
  return stored === sum;
}

/** The path=/size= records of a pax extended header. */
function paxRecords(text: string): Record<string, string> {
  const records: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const match = /^\d+ ([^=]+)=(.*)$/s.exec(line);
    if (match) records[match[1]!] = match[2]!;
  }
  return records;
}

const TYPES: Record<string, TarEntryType> = { '0': 'file', '\0': 'file', '7': 'file', '5': 'directory', '1': 'link', '2': 'link' };

/**
 * A writable that reads a tar archive (not gzipped: pipe it through gunzip first) and hands each
 * entry to `onEntry`, which says where its bytes go (or null to skip them). Understands ustar and GNU
 * headers, pax and GNU long names and base-256 sizes; a damaged header or a truncated archive fails
 * the stream.
 */
export function tarReader(onEntry: (entry: TarEntry) => TarSink | null | Promise<TarSink | null>, limits: TarReadLimits = {}): Writable {
  const maxEntries = limits.entries ?? 1_000;
  let pending: Buffer = Buffer.alloc(0);
  let entries = 0;
  let ended = false;
  // The entry whose bytes are being read.
  let body: { sink: TarSink | null; left: number; padding: number; collect: Buffer[] | null; kind: 'entry' | 'pax' | 'longname' } | null =
    null;
  let nextName: string | null = null;
  let nextSize: number | null = null;

  async function consume(): Promise<void> {
    for (;;) {
      if (ended) return;
      if (body) {
        if (body.left > 0) {
          if (pending.length === 0) return;
          const take = Math.min(body.left, pending.length);
          const chunk = pending.subarray(0, take);
          pending = pending.subarray(take);
          body.left -= take;
          if (body.collect) body.collect.push(Buffer.from(chunk));
          else if (body.sink) await body.sink.write(Buffer.from(chunk));
          if (body.left > 0) return;
        }
        if (pending.length < body.padding) {
          body.padding -= pending.length;
          pending = Buffer.alloc(0);
          return;
        }
        pending = pending.subarray(body.padding);
        const done = body;
        body = null;
        if (done.kind === 'pax') {
          const records = paxRecords(Buffer.concat(done.collect!).toString('utf8'));
          if (records.path !== undefined) nextName = records.path;
          if (records.size !== undefined) nextSize = Number(records.size);
        } else if (done.kind === 'longname') {
          nextName = cString(Buffer.concat(done.collect!));
        } else await done.sink?.end();
        continue;
      }
      if (pending.length < BLOCK) return;
      const header = pending.subarray(0, BLOCK);
      pending = pending.subarray(BLOCK);
      if (header.every((byte) => byte === 0)) {
        ended = true;
        return;
      }
      if (!checksumMatches(header)) throw new Error('the archive is damaged: a tar header does not match its checksum');
      const typeflag = String.fromCharCode(header[156]!);
      let size = parseOctal(header.subarray(124, 136));
      const padding = (BLOCK - (size % BLOCK)) % BLOCK;
      if (typeflag === 'x' || typeflag === 'L' || typeflag === 'g') {
        if (size > 1_048_576) throw new Error('the archive is damaged: an extended header is too large');
        const kind = typeflag === 'L' ? 'longname' : 'pax';
        // A global pax header describes the archive, not the next entry: read and drop.
        body = { sink: null, left: size, padding, collect: typeflag === 'g' ? null : [], kind };
        continue;
      }
      if (++entries > maxEntries) throw new Error(`the archive holds more than ${maxEntries} entries`);
      const prefix = cString(header.subarray(345, 500));
      const ownName = cString(header.subarray(0, 100));
      const name = nextName ?? (prefix && header.subarray(257, 263).toString('binary') === 'ustar\0' ? `${prefix}/${ownName}` : ownName);
      if (nextSize !== null) size = nextSize;
      nextName = null;
      nextSize = null;
      const type = TYPES[typeflag] ?? 'other';
      const entry: TarEntry = { name, size: type === 'file' ? size : 0, mode: parseOctal(header.subarray(100, 108)), type };
      const sink = await onEntry(entry);
      const bodySize = type === 'file' || type === 'other' ? size : 0;
      body = { sink, left: bodySize, padding: (BLOCK - (bodySize % BLOCK)) % BLOCK, collect: null, kind: 'entry' };
    }
  }

  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      if (ended) return done();
      pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
      consume().then(() => done(), done);
    },
    final(done) {
      if (!ended || body) return done(new Error('the archive is damaged: it ends in the middle'));
      done();
    },
  });
}
