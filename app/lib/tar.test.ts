import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { tempFolder } from '../../tests/helpers/temp-folder';
import { tarReader, tarStream, type TarEntry, type TarFile } from './tar';

let folder: string;
afterEach(() => {
  if (folder) fs.rmSync(folder, { recursive: true, force: true });
});

function file(name: string, text: string | Buffer, mode = 0o600): TarFile {
  const content = Buffer.isBuffer(text) ? text : Buffer.from(text);
  return {
    name,
    size: content.length,
    mode,
    mtime: new Date('2026-11-29T03:00:00Z'),
    content: async function* () {
      yield content;
    },
  };
}

async function writeArchive(target: string, files: TarFile[]): Promise<void> {
  await pipeline(Readable.from(tarStream(files)), zlib.createGzip(), fs.createWriteStream(target));
}

/** Every entry of a .tar.gz with its bytes (skipping none). */
async function readArchive(source: string | Buffer): Promise<(TarEntry & { text: string })[]> {
  const found: (TarEntry & { text: string })[] = [];
  const input = Buffer.isBuffer(source) ? Readable.from([source]) : fs.createReadStream(source);
  await pipeline(
    input,
    zlib.createGunzip(),
    tarReader((entry) => {
      const chunks: Buffer[] = [];
      return {
        write: (chunk) => void chunks.push(chunk),
        end: () => void found.push({ ...entry, text: Buffer.concat(chunks).toString() }),
      };
    }),
  );
  return found;
}

describe('tar archives', () => {
  it('are written so that tar lists and extracts them, modes and long names kept', async () => {
    folder = tempFolder('tar');
    const archive = path.join(folder, 'a.tar.gz');
    const long = `${'folder-with-a-long-name/'.repeat(5)}file-with-a-long-name-too.txt`;
    const big = Buffer.alloc(70_000, 'x');
    await writeArchive(archive, [file('manifest.json', '{"a":1}'), file(long, 'deep'), file('big.bin', big, 0o644)]);
    const listing = execFileSync('tar', ['-tvzf', archive], { encoding: 'utf8' }).trim().split('\n');
    expect(listing).toHaveLength(3);
    expect(listing[0]).toMatch(/^-rw------- root\/root +7 2026-11-29 \d\d:00 manifest\.json$/);
    expect(listing[1]).toContain(long);
    expect(listing[2]).toMatch(/^-rw-r--r-- .* 70000 .* big\.bin$/);
    const out = path.join(folder, 'out');
    fs.mkdirSync(out);
    execFileSync('tar', ['-xzf', archive, '-C', out]);
    expect(fs.readFileSync(path.join(out, long), 'utf8')).toBe('deep');
    expect(fs.readFileSync(path.join(out, 'big.bin'))).toEqual(big);
  });

  it('are read back whole, one entry at a time', async () => {
    folder = tempFolder('tar');
    const archive = path.join(folder, 'a.tar.gz');
    await writeArchive(archive, [file('one', 'first'), file('two', ''), file('three', 'x'.repeat(513))]);
    expect((await readArchive(archive)).map(({ name, size, type, mode, text }) => [name, size, type, mode, text.length])).toEqual([
      ['one', 5, 'file', 0o600, 5],
      ['two', 0, 'file', 0o600, 0],
      ['three', 513, 'file', 0o600, 513],
    ]);
  });

  it('written by GNU tar (pax and GNU long names, folders, links) are read, each entry typed', async () => {
    folder = tempFolder('tar');
    const source = path.join(folder, 'src');
    const long = 'n'.repeat(140);
    fs.mkdirSync(path.join(source, 'dir'), { recursive: true });
    fs.writeFileSync(path.join(source, 'dir', long), 'long');
    fs.symlinkSync('/etc/passwd', path.join(source, 'dir', 'link'));
    for (const format of ['gnu', 'pax']) {
      const archive = path.join(folder, `${format}.tar.gz`);
      execFileSync('tar', [`--format=${format}`, '-czf', archive, '-C', source, 'dir']);
      const entries = await readArchive(archive);
      expect(entries.find((entry) => entry.name === `dir/${long}`)).toMatchObject({ type: 'file', text: 'long' });
      expect(entries.find((entry) => entry.name === 'dir/link')).toMatchObject({ type: 'link', size: 0 });
      expect(entries.find((entry) => entry.name.replace(/\/$/, '') === 'dir')).toMatchObject({ type: 'directory' });
    }
  });

  it('that are damaged or cut short are refused', async () => {
    folder = tempFolder('tar');
    const plain: Buffer[] = [];
    for await (const chunk of tarStream([file('one', 'first')])) plain.push(chunk);
    const whole = Buffer.concat(plain);
    const damaged = Buffer.from(whole);
    damaged[10] = damaged[10]! ^ 1;
    await expect(readArchive(zlib.gzipSync(damaged))).rejects.toThrow('a tar header does not match its checksum');
    await expect(readArchive(zlib.gzipSync(whole.subarray(0, 512 + 3)))).rejects.toThrow('it ends in the middle');
  });

  it('are not written with a name that would leave the folder, nor with content that is not the size announced', async () => {
    await expect(collect([file('../escape', 'x')])).rejects.toThrow('the name ../escape is not a relative path');
    await expect(collect([file('/etc/passwd', 'x')])).rejects.toThrow('is not a relative path');
    const lying: TarFile = { ...file('short', 'abc'), size: 10 };
    await expect(collect([lying])).rejects.toThrow('changed size while it was archived (3 of 10 bytes)');
  });
});

async function collect(files: TarFile[]): Promise<Buffer[]> {
  const chunks: Buffer[] = [];
  for await (const chunk of tarStream(files)) chunks.push(chunk);
  return chunks;
}
